import { randomBytes, randomUUID } from "node:crypto";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { afterAll, beforeAll, describe } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import type { OwnerDb } from "@/lib/db/client";
import { createPglite } from "@/lib/db/embedded";
import { pgliteExecutor, postgresExecutor, type SqlExecutor } from "@/lib/db/executor";
import { applyMigrations, type MigrationReport } from "@/lib/db/migrate";
import { drizzleOverPglite } from "@/lib/db/pglite-drizzle";
import { createDatabaseFromTemplate, createMigratedPglite } from "@/lib/db/template";
import type { JwtClaims } from "@/lib/db/rls";
import * as schema from "@/lib/db/schema";
import type { PlanSlug, UserType } from "@/lib/db/enums";

export type TestTarget = "pglite" | "postgres";

export type TestUser = { id: string; email: string; claims: JwtClaims };

export type CreateUserOptions = {
  /** raw_user_meta_data given at sign-up (the client-controlled part). */
  metadata?: Record<string, unknown>;
  /** Set through the owner connection after sign-up, as the server would. */
  userType?: UserType;
  plan?: PlanSlug;
};

export type TestDb = {
  target: TestTarget;
  /** Owner connection (superuser): bypasses RLS, for arranging and checking data. */
  db: OwnerDb;
  exec: SqlExecutor;
  /** The database's connection string (PostgreSQL only): for a second client of the same database (the job queue). */
  url?: string;
  /** The PGlite instance (PGlite only): the queue runs on it as the app's does. */
  pglite?: PGlite;
  /** What applyMigrations did: only for a database migrated from zero ({ fresh: true }); null for a template copy. */
  migration: MigrationReport | null;
  createUser(options?: CreateUserOptions): Promise<TestUser>;
  close(): Promise<void>;
};

export type TestDbOptions = {
  /** Run every migration from zero (the migrations' own tests) instead of copying the migrated template. */
  fresh?: boolean;
};

/**
 * A new, migrated and seeded database: PGlite in memory, or a new database on TEST_DATABASE_URL. A copy of a
 * template migrated once per schema (lib/db/template.ts), unless `fresh`.
 */
export async function createTestDb(target: TestTarget, options: TestDbOptions = {}): Promise<TestDb> {
  if (target === "pglite") {
    const pg = options.fresh ? await createPglite() : await createMigratedPglite();
    const exec = pgliteExecutor(pg);
    const migration = options.fresh ? await applyMigrations(exec) : null;
    const db = drizzleOverPglite(pg);
    return withUsers({ target, db, exec, migration, pglite: pg, close: () => pg.close() });
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const name = `tc_test_${randomBytes(6).toString("hex")}`;
  const server = postgres(url, { max: 1, onnotice: () => {} });
  let dbUrl: string;
  if (options.fresh) {
    await server.unsafe(`create database ${name}`);
    const fresh = new URL(url);
    fresh.pathname = `/${name}`;
    dbUrl = fresh.toString();
  } else {
    dbUrl = await createDatabaseFromTemplate(url, name);
  }
  const client = postgres(dbUrl, { max: 4, onnotice: () => {} });
  const exec = postgresExecutor(client);
  const close = async () => {
    await client.end();
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
  };
  try {
    const migration = options.fresh ? await applyMigrations(exec) : null;
    const db = drizzlePostgres(client, { schema }) as unknown as OwnerDb;
    return withUsers({ target, db, exec, migration, url: dbUrl, close });
  } catch (error) {
    await close();
    throw error;
  }
}

function withUsers(base: Omit<TestDb, "createUser">): TestDb {
  return {
    ...base,
    async createUser(options = {}) {
      const email = `user-${randomUUID()}@teste.tributocerto.com.br`;
      const [row] = await base.exec.query<{ id: string }>(
        "insert into auth.users (email, raw_user_meta_data) values ($1, $2::jsonb) returning id",
        [email, JSON.stringify({ name: "Usuário de Teste", ...options.metadata })],
      );
      if (options.userType || options.plan) {
        await base.exec.query(
          `update public.profiles
              set user_type = coalesce($2, user_type),
                  subscription_status = coalesce($3, subscription_status),
                  plan_id = coalesce((select id from public.subscription_plans where slug = $3), plan_id)
            where id = $1`,
          [row.id, options.userType ?? null, options.plan ?? null],
        );
      }
      return { id: row.id, email, claims: { sub: row.id, role: "authenticated", email, aud: "authenticated" } };
    },
  };
}

const TARGETS: TestTarget[] = ["pglite", "postgres"];

/**
 * Declares the suite once per database: always on PGlite, and on PostgreSQL when TEST_DATABASE_URL
 * is set (otherwise the PostgreSQL copy is skipped, and says so).
 */
export function describeOnEachDatabase(
  title: string,
  body: (ctx: () => TestDb) => void,
  options: TestDbOptions = {},
): void {
  for (const target of TARGETS) {
    const skip = target === "postgres" && !process.env.TEST_DATABASE_URL;
    if (skip) console.warn(`PostgreSQL tests skipped: TEST_DATABASE_URL not set (${title})`);
    (skip ? describe.skip : describe)(`${title} [${target}]`, () => {
      let testDb: TestDb | undefined;
      beforeAll(async () => {
        testDb = await createTestDb(target, options);
      });
      afterAll(async () => {
        await testDb?.close();
      });
      body(() => {
        if (!testDb) throw new Error("test database not ready");
        return testDb;
      });
    });
  }
}

/** Runs fn and returns the Postgres error message it failed with, or null when it succeeded. */
export async function failureOf(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (error) {
    const err = error as { message?: string; cause?: { message?: string } };
    return [err.message, err.cause?.message].filter(Boolean).join(" | ");
  }
}

export { rowsOf } from "@/lib/db/rows";
