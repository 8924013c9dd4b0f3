import "server-only";
import type { Db, OwnerDb } from "@/lib/db/client";

/** Names the advisory lock one reconcile run holds on a PostgreSQL server (hashed to a bigint there). */
export const RECONCILE_LOCK_NAME = "billing:reconcile";

type Reserved = {
  <T extends readonly object[]>(template: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  release(): void;
};

const runningOn = new WeakSet<Db>();

/** postgres-js can lend one connection for a while; PGlite has a single session and no reserve(). */
function reserveConnection(db: OwnerDb): Promise<Reserved> | null {
  const client = (db as unknown as { $client?: { reserve?: () => Promise<Reserved> } }).$client;
  return typeof client?.reserve === "function" ? client.reserve() : null;
}

/**
 * Runs fn unless another reconcile run is under way, and answers null then (two overlapping runs would
 * make every provider call twice). Within this process a flag per database handle; on a PostgreSQL server
 * also pg_try_advisory_lock, taken and released on a connection reserved for the run, because a
 * session lock belongs to the connection that took it and a pool hands out any. PGlite needs no more:
 * only one process may open its data directory.
 */
export async function withReconcileLock<T>(db: OwnerDb, fn: () => Promise<T>): Promise<T | null> {
  if (runningOn.has(db)) return null;
  runningOn.add(db);
  try {
    const reserved = await reserveConnection(db);
    if (!reserved) return await fn();
    try {
      return await underAdvisoryLock(reserved, fn);
    } finally {
      reserved.release();
    }
  } finally {
    runningOn.delete(db);
  }
}

async function underAdvisoryLock<T>(connection: Reserved, fn: () => Promise<T>): Promise<T | null> {
  const [row] = await connection<
    { locked: boolean }[]
  >`select pg_try_advisory_lock(hashtextextended(${RECONCILE_LOCK_NAME}, 0)) as locked`;
  if (!row.locked) return null;
  try {
    return await fn();
  } finally {
    // On a broken connection the server has already dropped the lock with the session.
    await connection`select pg_advisory_unlock(hashtextextended(${RECONCILE_LOCK_NAME}, 0))`.catch(() => undefined);
  }
}
