import "server-only";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { env } from "@/lib/env";
import { seedDemoAccounts } from "./demo-accounts";
import { pgliteExecutor, postgresExecutor, type SqlExecutor } from "./executor";
import { applyMigrations } from "./migrate";
import { getPglite } from "./pglite";
import type { OwnerDb } from "./handles";
import * as schema from "./schema";

export type { Db, OwnerDb } from "./handles";

const holder = globalThis as typeof globalThis & { __tributoDb?: Promise<OwnerDb> };

/** True when no DATABASE_URL is set: the app runs on PGlite in `.data/`. */
export function isEmbedded(): boolean {
  return !env().DATABASE_URL;
}

/**
 * The owner connection (table owner: RLS does not apply). User-scoped code must go through
 * withRls (lib/db/rls.ts); privileged code through runWithServiceRole (lib/db/admin.ts).
 * The first call in a process migrates and seeds the database (and, embedded, the demo accounts).
 */
export function getDb(): Promise<OwnerDb> {
  holder.__tributoDb ??= openDb().catch((error: unknown) => {
    holder.__tributoDb = undefined;
    throw error;
  });
  return holder.__tributoDb;
}

async function openDb(): Promise<OwnerDb> {
  const url = env().DATABASE_URL;
  if (url) {
    const client = postgres(url, { max: 10, onnotice: () => {} });
    await prepare(postgresExecutor(client), false);
    return drizzlePostgres(client, { schema }) as unknown as OwnerDb;
  }
  const pg = await getPglite();
  await prepare(pgliteExecutor(pg), true);
  return drizzlePglite(pg, { schema }) as unknown as OwnerDb;
}

async function prepare(executor: SqlExecutor, embedded: boolean): Promise<void> {
  await applyMigrations(executor);
  if (embedded) await seedDemoAccounts(executor);
}
