import type { PGlite, QueryOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { DRIZZLE_PARSERS } from "./embedded";
import type { OwnerDb } from "./handles";
import { preparedQueries, type QueryRunner } from "./pglite-statements";
import * as schema from "./schema";

// Drizzle over PGlite: its queries as prepared statements (lib/db/pglite-statements.ts), without the type parsers
// drizzle hands PGlite with every query. No "server-only": the tests open their databases the same way.

type Transaction = { query: QueryRunner; readonly closed: boolean };

function parsesLikeDrizzle(pg: PGlite): boolean {
  return Object.entries(DRIZZLE_PARSERS).every(([type, parser]) => pg.parsers[Number(type)] === parser);
}

function withoutQueryParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  return options?.parsers ? { ...options, parsers: undefined } : options;
}

/**
 * PGlite, or one of its transactions, with `query` running prepared statements and, when the instance's parsers are
 * drizzle's (createPglite), each query's own parsers dropped; anything else passes through.
 */
function preparing<C extends object>(pg: PGlite, client: C, query: QueryRunner, dropParsers: boolean): C {
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          query(text, params, dropParsers ? withoutQueryParsers(options) : options);
      }
      // Only the database opens transactions (drizzle nests them as savepoints inside one).
      if (key === "transaction" && target === pg) {
        const transaction = pg.transaction.bind(pg);
        return <T>(fn: (tx: Transaction) => Promise<T>) =>
          transaction((tx) => fn(preparing(pg, tx, preparedQueries(pg).inTransaction(tx), dropParsers)));
      }
      // Bound to the target itself: PGlite's methods reach private fields that a proxy does not have.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The PGlite under a connection, on the connection itself: the same in every bundle (see pglite-statements.ts). */
const PGLITE = Symbol.for("tributo-certo.pglite");

/** The owner connection over this PGlite. */
export function drizzleOverPglite(pg: PGlite): OwnerDb {
  const client = preparing(pg, pg, preparedQueries(pg).query, parsesLikeDrizzle(pg));
  const db = drizzle(client as unknown as PGlite, { schema }) as unknown as OwnerDb;
  Object.defineProperty(db, PGLITE, { value: pg });
  return db;
}

/** The PGlite under a connection drizzleOverPglite made; undefined for any other (PostgreSQL's). */
export function pgliteOf(db: OwnerDb): PGlite | undefined {
  return (db as OwnerDb & { [PGLITE]?: PGlite })[PGLITE];
}
