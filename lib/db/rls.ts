import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "./client";
import { pgliteOf } from "./pglite-drizzle";
import { preparedQueries } from "./pglite-statements";
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

/**
 * The rows of every statement of a script on postgres.js (its simple protocol). On PGlite runReadAsUser sends
 * prepared statements instead: every PGlite connection of the app comes from drizzleOverPglite.
 */
async function scriptRows(db: OwnerDb, script: string): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client: { unsafe?: (script: string) => Promise<unknown[]> } }).$client;
  if (!client.unsafe) throw new Error("readAsUser needs PGlite (through drizzleOverPglite) or postgres.js");
  const results = (await client.unsafe(script)) as (Record<string, unknown> | Record<string, unknown>[])[];
  return results.flatMap((entry) => (Array.isArray(entry) ? entry : [entry]));
}

const RESULT_MARK = "tc_read_as_user";

/** The claims of runReadAsUser on PGlite, as parameters of a prepared statement: the user id and the role only. */
const SET_USER_CLAIMS = `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
  set_config('request.jwt.claim.role', 'authenticated', true), set_config('role', 'authenticated', true)`;

/**
 * One read as the signed-in user in a single round trip, where withRls takes four (begin, the claims, the read,
 * commit): the claims and `select` go together, and PostgreSQL runs them as one implicit transaction, so the role and
 * the settings end with it and an error rolls it back. For the read every signed-in request makes
 * (lib/auth/profile.ts; docs/performance.md, "Signed-in pages"). Only for a fixed statement without parameters that
 * depends on auth.uid() alone: the claims carry the user id and role only. On PGlite they are two prepared statements
 * in one message (lib/db/pglite-statements.ts); on PostgreSQL one script of two statements, the id written into it
 * once it is checked to be a uuid.
 */
export async function runReadAsUser(
  db: OwnerDb,
  claims: JwtClaims,
  select: string,
): Promise<Record<string, unknown>[]> {
  if (claims.role !== "authenticated" || !UUID.test(claims.sub)) {
    throw new Error("readAsUser needs the verified claims of a signed-in user (role authenticated, uuid sub).");
  }
  const sub = claims.sub.toLowerCase();
  const pglite = pgliteOf(db);
  if (pglite) {
    const [, read] = await preparedQueries(pglite).batch([
      { text: SET_USER_CLAIMS, params: [JSON.stringify({ sub, role: "authenticated" }), sub] },
      { text: select, params: [] },
    ]);
    return read.rows as Record<string, unknown>[];
  }
  const script = `select set_config('request.jwt.claims', '{"sub":"${sub}","role":"authenticated"}', true),
    set_config('request.jwt.claim.sub', '${sub}', true),
    set_config('request.jwt.claim.role', 'authenticated', true),
    set_config('role', 'authenticated', true);
  select '${RESULT_MARK}' as ${RESULT_MARK}, read.* from (${select}) as read;`;
  const rows = await scriptRows(db, script);
  return rows.filter((row) => row[RESULT_MARK] === RESULT_MARK).map(({ [RESULT_MARK]: _mark, ...row }) => row);
}

/** Runs fn as role `anon` (public reads such as the active plans). */
export async function runWithAnon<T>(db: OwnerDb, fn: (tx: AnonDb) => Promise<T>): Promise<T> {
  return runAs(db, "anon", { role: "anon" }, (tx) => fn(tx as AnonDb));
}

export async function withAnon<T>(fn: (tx: AnonDb) => Promise<T>): Promise<T> {
  return runWithAnon(await getDb(), fn);
}

export async function readAsUser(claims: JwtClaims, select: string): Promise<Record<string, unknown>[]> {
  return runReadAsUser(await getDb(), claims, select);
}
