import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "./client";
import type { AnonDb, Db, OwnerDb, RlsDb } from "./handles";

/** Verified claims of the signed-in user, as Supabase puts them in request.jwt.claims. */
export type JwtClaims = {
  sub: string;
  role: "authenticated";
  email?: string;
  aud?: string;
  exp?: number;
  [k: string]: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function runAs<T>(
  db: OwnerDb,
  role: "authenticated" | "anon",
  claims: object,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const sub = "sub" in claims && typeof claims.sub === "string" ? claims.sub : "";
    // One round trip: set_config('role', ..., true) is `set local role` (what PostgREST does), and the claims
    // go in the same statement. Every user request opens at least one of these transactions, and on PGlite a
    // transaction holds the only connection until it ends.
    await tx.execute(
      sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                 set_config('request.jwt.claim.sub', ${sub}, true),
                 set_config('request.jwt.claim.role', ${role}, true),
                 set_config('role', ${role}, true)`,
    );
    return fn(tx);
  });
}

/**
 * Runs fn in a transaction as role `authenticated` with the user's claims set, so every row-level
 * security policy applies exactly as it does through Supabase's API.
 */
export async function runWithRls<T>(db: OwnerDb, claims: JwtClaims, fn: (tx: RlsDb) => Promise<T>): Promise<T> {
  if (claims.role !== "authenticated" || !UUID.test(claims.sub)) {
    throw new Error("runWithRls needs the verified claims of a signed-in user (role authenticated, uuid sub).");
  }
  return runAs(db, "authenticated", claims, (tx) => fn(tx as RlsDb));
}

export async function withRls<T>(claims: JwtClaims, fn: (tx: RlsDb) => Promise<T>): Promise<T> {
  return runWithRls(await getDb(), claims, fn);
}

/** Runs fn as role `anon` (public reads such as the active plans). */
export async function runWithAnon<T>(db: OwnerDb, fn: (tx: AnonDb) => Promise<T>): Promise<T> {
  return runAs(db, "anon", { role: "anon" }, (tx) => fn(tx as AnonDb));
}

export async function withAnon<T>(fn: (tx: AnonDb) => Promise<T>): Promise<T> {
  return runWithAnon(await getDb(), fn);
}
