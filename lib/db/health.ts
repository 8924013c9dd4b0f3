import "server-only";
import { sql } from "drizzle-orm";
import { processCache } from "@/lib/process-state";
import { getDb } from "./client";

/** Opens (the first call migrates and seeds the embedded database) and pings the database; throws when it is down. */
export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}

const PROBE_TTL_MS = 2_000;
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether the database answers, asked at most every 2 s per process (pages ask on every request, so an outage
 * costs one ping per 2 s, and a recovery shows within 2 s). A ping that takes over 3 s counts as down.
 */
export function databaseReachable(now = Date.now()): Promise<boolean> {
  return probe.get(now);
}

const probe = processCache("database-probe", PROBE_TTL_MS, () =>
  Promise.race([
    pingDatabase().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref()),
  ]).catch(() => false),
);
