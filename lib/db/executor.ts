import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type { Sql, TransactionSql } from "postgres";

/**
 * The raw SQL surface that migrations and seeding need, over either driver: multi-statement
 * scripts (which Drizzle's PGlite driver cannot run) plus parameterised queries and transactions.
 * No "server-only" here: scripts/db-reset.ts and the tests run outside Next.
 */
export interface SqlExecutor {
  /** Runs a script of one or more statements, without parameters. */
  exec(script: string): Promise<void>;
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in a transaction (inside one already, fn simply joins it). */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

function pgliteTxExecutor(tx: PgliteTransaction): SqlExecutor {
  const self: SqlExecutor = {
    async exec(script) {
      await tx.exec(script);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await tx.query<T>(text, params)).rows;
    },
    transaction: (fn) => fn(self),
  };
  return self;
}

export function pgliteExecutor(pg: PGlite): SqlExecutor {
  return {
    async exec(script) {
      await pg.exec(script);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await pg.query<T>(text, params)).rows;
    },
    transaction: (fn) => pg.transaction((tx) => fn(pgliteTxExecutor(tx))),
  };
}

function postgresTxExecutor(tx: TransactionSql): SqlExecutor {
  const self: SqlExecutor = {
    async exec(script) {
      // Without parameters postgres.js uses the simple protocol, which accepts several statements.
      await tx.unsafe(script);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await tx.unsafe(text, params as never[])) as unknown as T[];
    },
    transaction: (fn) => fn(self),
  };
  return self;
}

export function postgresExecutor(sql: Sql): SqlExecutor {
  return {
    async exec(script) {
      await sql.unsafe(script);
    },
    async query<T>(text: string, params: unknown[] = []) {
      return (await sql.unsafe(text, params as never[])) as unknown as T[];
    },
    transaction: async (fn) => (await sql.begin((tx) => fn(postgresTxExecutor(tx)))) as Awaited<ReturnType<typeof fn>>,
  };
}
