import "server-only";
import { sql } from "drizzle-orm";
import { processCache, processSingleton } from "@/lib/process-state";
import { getDb } from "./client";

/** Opens (the first call migrates and seeds the embedded database) and pings the database; throws when it is down. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}

const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 3_000;
/** A ping slower than the timeout is a busy database, not a lost one, while a ping answered this recently. */
const RECENT_ANSWER_MS = 30_000;

/** When a ping last answered (ms since the epoch), late ones included. */
const lastAnswer = () => processSingleton("database-probe-last-answer", () => ({ at: 0 }));

/**
 * Whether the database answers, asked at most every 2 s per process (pages ask on every request, so an outage
 * costs one ping per 2 s, and a recovery shows within 2 s). A ping that fails is down at once. A ping still
 * unanswered after 3 s is down only when no ping has answered for 30 s: under load the ping queues behind the
 * pages' own queries, and a slow answer is not an outage (every page answered 503 for 2 s at a time under the
 * office bench's 10 users while the database was up); a database that hangs is still caught.
 */
export function databaseReachable(now = Date.now()): Promise<boolean> {
  return probe.get(now);
}

const probe = processCache("database-probe", PROBE_TTL_MS, () => {
  const ping = pingDatabase().then(() => {
    lastAnswer().at = Date.now();
    return true;
  });
  return Promise.race([
    ping,
    new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(Date.now() - lastAnswer().at < RECENT_ANSWER_MS), PROBE_TIMEOUT_MS).unref(),
    ),
  ]).catch(() => false);
});
