import "server-only";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { seedDemoAccounts } from "./demo-accounts";
import { pgliteExecutor, postgresExecutor, type SqlExecutor } from "./executor";
import { applyMigrations } from "./migrate";
import { getPglite } from "./pglite";
import * as schema from "./schema";

/** Any Drizzle database or transaction over our schema, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

const holder = globalThis as typeof globalThis & { __tributoDb?: Promise<Db> };

/** True when no DATABASE_URL is set: the app runs on PGlite in `.data/`. */
export function isEmbedded(): boolean {
  return !process.env.DATABASE_URL;
}

/**
 * The owner connection (table owner: RLS does not apply). User-scoped code must go through
 * withRls (lib/db/rls.ts); privileged code through runWithServiceRole (lib/db/admin.ts).
 * The first call in a process migrates and seeds the database (and, embedded, the demo accounts).
 */
export function getDb(): Promise<Db> {
  holder.__tributoDb ??= openDb().catch((error: unknown) => {
    holder.__tributoDb = undefined;
    throw error;
  });
  return holder.__tributoDb;
}

async function openDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const client = postgres(url, { max: 10, onnotice: () => {} });
    await prepare(postgresExecutor(client), false);
    return drizzlePostgres(client, { schema }) as unknown as Db;
  }
  const pg = await getPglite();
  await prepare(pgliteExecutor(pg), true);
  return drizzlePglite(pg, { schema }) as unknown as Db;
}

async function prepare(executor: SqlExecutor, embedded: boolean): Promise<void> {
  await applyMigrations(executor);
  if (embedded) await seedDemoAccounts(executor);
}
