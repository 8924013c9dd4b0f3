import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { SqlExecutor } from "./executor";

export type MigrationReport = {
  /** True when the local Supabase shim (supabase/local/bootstrap.sql) was applied. */
  bootstrapped: boolean;
  /** Versions applied by this call, oldest first. */
  applied: string[];
};

const SHIM_MARKER = "tributo-certo local auth shim";
/** Serialises concurrent starters (several server instances on one database). */
const LOCK_KEY = 7_301_202_611;
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

function supabaseDir(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "supabase");
}

/**
 * Brings a database to the current schema: the Supabase shim when the database is not a Supabase
 * project, every migration not yet recorded in supabase_migrations.schema_migrations (the Supabase
 * CLI's own table, so `supabase db push` agrees), each in its own transaction, then seed.sql.
 * Any failure rejects; nothing is swallowed.
 */
export async function applyMigrations(db: SqlExecutor, dir: string = supabaseDir()): Promise<MigrationReport> {
  const bootstrapped = await applyBootstrap(db, dir);
  const applied = await applyPendingMigrations(db, dir);
  const seed = await readFile(path.join(dir, "seed.sql"), "utf8");
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
    await tx.exec(seed);
  });
  return { bootstrapped, applied };
}

async function applyBootstrap(db: SqlExecutor, dir: string): Promise<boolean> {
  const [state] = await db.query<{ has_users: boolean; auth_comment: string | null }>(
    `select to_regclass('auth.users') is not null as has_users,
            (select obj_description(oid, 'pg_namespace') from pg_namespace where nspname = 'auth') as auth_comment`,
  );
  // A real Supabase project owns schema auth; our shim marks itself and is re-applied idempotently.
  if (state.has_users && state.auth_comment !== SHIM_MARKER) return false;
  const script = await readFile(path.join(dir, "local", "bootstrap.sql"), "utf8");
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
    await tx.exec(script);
  });
  return true;
}

async function applyPendingMigrations(db: SqlExecutor, dir: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
    await tx.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text
      );`);
  });

  const files = (await readdir(path.join(dir, "migrations"))).filter((f) => MIGRATION_FILE.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const [, version, name] = MIGRATION_FILE.exec(file)!;
    const script = await readFile(path.join(dir, "migrations", file), "utf8");
    const ran = await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock($1)", [LOCK_KEY]);
      const done = await tx.query("select 1 from supabase_migrations.schema_migrations where version = $1", [version]);
      if (done.length > 0) return false;
      try {
        await tx.exec(script);
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      // The CLI stores one entry per statement; the whole file as one entry keeps the same meaning.
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
        [version, name, [script]],
      );
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}
