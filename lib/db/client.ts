import "server-only";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "@/lib/env";
import { processOnce } from "@/lib/process-state";
import { removeDemoAccounts, seedDemoAccounts } from "./demo-accounts";
import { expireSandboxSubscriptions } from "./sandbox-switch";
import { pgliteExecutor, postgresExecutor, type SqlExecutor } from "./executor";
import { applyMigrations } from "./migrate";
import { getPglite } from "./pglite";
import { drizzleOverPglite } from "./pglite-drizzle";
import type { OwnerDb } from "./handles";
import * as schema from "./schema";

export type { Db, OwnerDb } from "./handles";

/** Its key in lib/process-state.ts (the tests point it at a database of their own). */
export const DB_PROCESS_KEY = "owner-db";

/** True when no DATABASE_URL is set: the app runs on PGlite in `.data/`. */
export function isEmbedded(): boolean {
  return !env().DATABASE_URL;
}

/**
 * The owner connection (table owner: RLS does not apply). User-scoped code must go through
 * withRls (lib/db/rls.ts); privileged code through runWithServiceRole (lib/db/admin.ts).
 * The first call in a process migrates and seeds the database, and creates the demo accounts with
 * DEMO_ACCOUNTS=true (a production start without it removes them).
 */
export function getDb(): Promise<OwnerDb> {
  return processOnce(DB_PROCESS_KEY, openDb);
}

async function openDb(): Promise<OwnerDb> {
  const url = env().DATABASE_URL;
  if (url) {
    // The server going away: a connection attempt that gets no answer gives up after 5 s (the request is answered
    // 503) rather than postgres.js' 30, and a refused one is tried again after half a second, not after its
    // default backoff that grows to 20 s per connection, so requests fail fast while it is down and the app is
    // back as soon as the server is.
    const client = postgres(url, { max: 10, connect_timeout: 5, backoff: () => 0.5, onnotice: () => {} });
    await prepare(postgresExecutor(client));
    return drizzlePostgres(client, { schema }) as unknown as OwnerDb;
  }
  const pg = await getPglite();
  await prepare(pgliteExecutor(pg));
  return drizzleOverPglite(pg);
}

async function prepare(executor: SqlExecutor): Promise<void> {
  await applyMigrations(executor);
  // The sandbox provider switched off: what it "charged" was never money, and nothing would ever end it now.
  if (env().NODE_ENV === "production" && env().PAYMENTS_PROVIDER !== "sandbox") {
    const ended = await expireSandboxSubscriptions(executor);
    if (ended > 0) console.warn(`[billing] sandbox payments are off: ${ended} sandbox subscription(s) expired`);
  }
  // Supabase Auth owns its users; the demo accounts exist only with the local auth adapter.
  if (env().NEXT_PUBLIC_SUPABASE_URL) return;
  if (env().DEMO_ACCOUNTS === "true") await seedDemoAccounts(executor);
  // A production start never keeps the published password alive; scripts and development leave them be.
  else if (env().NODE_ENV === "production") await removeDemoAccounts(executor);
}
