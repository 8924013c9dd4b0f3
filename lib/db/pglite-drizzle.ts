import type { PGlite, QueryOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { DRIZZLE_PARSERS } from "./embedded";
import type { OwnerDb } from "./handles";
import * as schema from "./schema";

// Drizzle over PGlite, without the type parsers it hands PGlite with every query. No "server-only": the tests open
// their databases the same way.

type Queryable = { query: PGlite["query"] };

function parsesLikeDrizzle(pg: PGlite): boolean {
  return Object.entries(DRIZZLE_PARSERS).every(([type, parser]) => pg.parsers[Number(type)] === parser);
}

function withoutQueryParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  return options?.parsers ? { ...options, parsers: undefined } : options;
}

/** The client (or one of its transactions) with every query's own parsers dropped; anything else passes through. */
function instanceParsers<C extends Queryable>(client: C): C {
  return new Proxy(client, {
    get(target, key) {
      if (key === "query") {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, withoutQueryParsers(options));
      }
      if (key === "transaction") {
        const transaction = (target as unknown as PGlite).transaction.bind(target);
        return <T>(fn: (tx: Queryable) => Promise<T>) => transaction((tx) => fn(instanceParsers(tx)));
      }
      // Bound to PGlite itself: its methods reach private fields that a proxy does not have.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The owner connection over this PGlite: with the instance's own parsers when they are drizzle's (createPglite). */
export function drizzleOverPglite(pg: PGlite): OwnerDb {
  const client = parsesLikeDrizzle(pg) ? instanceParsers(pg) : pg;
  return drizzle(client as PGlite, { schema }) as unknown as OwnerDb;
}
