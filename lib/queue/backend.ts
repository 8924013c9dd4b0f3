import { types, type PGlite } from "@electric-sql/pglite";
import { PgBoss, fromPglite } from "pg-boss";

// The queue's database: pg-boss (docs/decisions.md §35) on the app's own database, whichever it is. On PostgreSQL it
// holds a small pool of its own (SKIP LOCKED across every instance of the app); on the embedded default it runs in
// the process that owns the PGlite data dir, through pg-boss's PGlite adapter, on the same instance as the app (one
// owner, ever: PGlite serialises the app's transactions and the queue's statements).

export type QueueBackend = { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; url: string };

/** The schema pg-boss keeps its tables in: no grant to anon or authenticated, so no client can read or add a job. */
export const QUEUE_SCHEMA = "pgboss";

/**
 * PGlite's own parsers for the types the app's instance hands back as text (lib/db/embedded.ts DRIZZLE_PARSERS):
 * pg-boss reads its timestamps as dates.
 */
const DATE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.DATE, types.INTERVAL].map((type) => [type, types.parsers[type]]),
);

function pgliteForBoss(pg: PGlite) {
  return fromPglite({
    query: (text, params) => pg.query(text, params, { parsers: DATE_PARSERS }),
    exec: (text) => pg.exec(text, { parsers: DATE_PARSERS }),
    listen: (channel, callback) => pg.listen(channel, callback),
  });
}

/** How often the queue's own bookkeeping runs (seconds): a dead worker's job is taken back within about a minute. */
export type Bookkeeping = { superviseIntervalSeconds: number; monitorIntervalSeconds: number };
const BOOKKEEPING: Bookkeeping = { superviseIntervalSeconds: 30, monitorIntervalSeconds: 30 };

export function createBoss(backend: QueueBackend, bookkeeping: Bookkeeping = BOOKKEEPING): PgBoss {
  if (backend.kind === "pglite") {
    return new PgBoss({ db: pgliteForBoss(backend.pglite), backend: "pglite", schema: QUEUE_SCHEMA, ...bookkeeping });
  }
  return new PgBoss({
    connectionString: backend.url,
    schema: QUEUE_SCHEMA,
    max: 4,
    application_name: "tributo-certo-queue",
    ...bookkeeping,
  });
}
