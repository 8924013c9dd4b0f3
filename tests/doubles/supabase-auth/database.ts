/**
 * A new database shaped like a new Supabase project's (platform.sql: the API roles, default privileges, schema auth
 * as Supabase Auth keeps it), on a PostgreSQL server: what the Supabase Auth double serves and what the app then
 * migrates as it would a real project (lib/db/migrate.ts sees an auth.users of someone else's and skips its shim).
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";

export type SupabaseProjectDatabase = { url: string; name: string; drop(): Promise<void> };

const PLATFORM_SQL = path.join(import.meta.dirname, "platform.sql");
const PLATFORM_LOCK = 7_301_202_612;

/** `serverUrl`: any database URL of the server (its path is replaced). `name` must be new; random by default. */
export async function createSupabaseProjectDatabase(
  serverUrl: string,
  name = `tc_supabase_${randomBytes(6).toString("hex")}`,
): Promise<SupabaseProjectDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const server = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const db = postgres(target.toString(), { max: 1, onnotice: () => {} });
  // The roles are the cluster's: two suites making their first project at once would both create them. Held on the
  // maintenance database (an advisory lock belongs to one database), so every caller queues on the same one.
  const lock = await server.reserve();
  await lock`select pg_advisory_lock(${PLATFORM_LOCK})`;
  try {
    await db.unsafe(readFileSync(PLATFORM_SQL, "utf8"));
  } finally {
    await lock`select pg_advisory_unlock(${PLATFORM_LOCK})`;
    lock.release();
    await db.end();
  }
  return {
    url: target.toString(),
    name,
    async drop() {
      await server.unsafe(`drop database if exists ${name} with (force)`);
      await server.end();
    },
  };
}
