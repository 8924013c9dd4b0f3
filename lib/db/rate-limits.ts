import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { processSingleton } from "@/lib/process-state";
import { redactError } from "@/lib/security/redact";
import { getDb } from "./client";
import type { OwnerDb } from "./handles";
import { rateLimits } from "./tables/rate-limits";

/**
 * Rate limits counted in the database (rate-limiter-flexible's Drizzle store on public.rate_limits), so every
 * instance of the app shares one count. If the database cannot count (it is down, or the store broke), each
 * process falls back to a memory limiter with the same rule and logs it: the limit then holds per instance.
 */
export type RateLimit = {
  /** Names the counter; also the key prefix in the table, so two rules never share counts. */
  name: string;
  /** Events allowed per window. */
  limit: number;
  windowMs: number;
};

export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;

type Registry = { memory: Map<string, RateLimiterMemory>; shared: WeakMap<OwnerDb, Map<string, RateLimiterAbstract>> };
const registry = (): Registry =>
  processSingleton("rate-limiters", () => ({ memory: new Map(), shared: new WeakMap() }));

const idOf = (rule: RateLimit) => `${rule.name}|${rule.limit}|${rule.windowMs}`;

function options(rule: RateLimit) {
  return { keyPrefix: rule.name, points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
}

/** A limiter on the shared table through `db`: each app instance makes its own, all count in the same rows. */
export function sharedLimiter(db: OwnerDb, rule: RateLimit): RateLimiterAbstract {
  return new RateLimiterDrizzle({ ...options(rule), storeClient: db, schema: rateLimits });
}

async function sharedFor(rule: RateLimit, given?: OwnerDb): Promise<RateLimiterAbstract> {
  const db = given ?? (await getDb());
  const { shared } = registry();
  let byRule = shared.get(db);
  if (!byRule) shared.set(db, (byRule = new Map()));
  let limiter = byRule.get(idOf(rule));
  if (!limiter) byRule.set(idOf(rule), (limiter = sharedLimiter(db, rule)));
  return limiter;
}

function memoryFor(rule: RateLimit): RateLimiterMemory {
  const { memory } = registry();
  let limiter = memory.get(idOf(rule));
  if (!limiter) memory.set(idOf(rule), (limiter = new RateLimiterMemory(options(rule))));
  return limiter;
}

let lastWarning = 0;

/** Runs op on the shared limiter; when the store itself fails, on this process's memory limiter (logged). */
async function run<T>(rule: RateLimit, op: (limiter: RateLimiterAbstract) => Promise<T>, db?: OwnerDb): Promise<T> {
  try {
    return await op(await sharedFor(rule, db));
  } catch (error) {
    // A limited consume() rejects with the RateLimiterRes itself: that is the answer, not a failure.
    if (error instanceof RateLimiterRes) throw error;
    if (Date.now() - lastWarning > 60_000) {
      lastWarning = Date.now();
      console.error(
        `[rate-limit] shared store unavailable; counting in this instance's memory (rule ${rule.name})`,
        redactError(error),
      );
    }
    return op(memoryFor(rule));
  }
}

/** Keys carry e-mails and addresses: the table keeps only their digest. */
const digest = (key: string) => createHash("sha256").update(key).digest("base64url").slice(0, 32);

/**
 * Counts one event under `key` (in `db`'s table when given, else the app's database). Returns 0 when it is within the limit, else the seconds until the window ends;
 * an event over the limit is not counted, so waiting clears it whatever was attempted meanwhile.
 */
export async function take(rule: RateLimit, key: string, db?: OwnerDb): Promise<number> {
  try {
    await run(rule, (limiter) => limiter.consume(digest(key)), db);
    return 0;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await giveBack(rule, key, db);
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

/** Takes back one event counted under `key` (an attempt that turned out not to be a failure). */
export async function giveBack(rule: RateLimit, key: string, db?: OwnerDb): Promise<void> {
  await run(rule, (limiter) => limiter.reward(digest(key), 1), db);
}

/** Forgets everything counted under `key` (a successful sign-in clears its failures). */
export async function forget(rule: RateLimit, key: string, db?: OwnerDb): Promise<void> {
  await run(rule, (limiter) => limiter.delete(digest(key)), db);
}

/** Counts one event under `key` whatever the limit (a failure that already happened) and answers the count in the window. */
export async function record(rule: RateLimit, key: string, db?: OwnerDb): Promise<number> {
  const res = await run(rule, (limiter) => limiter.penalty(digest(key), 1), db);
  return res.consumedPoints;
}

/** How many events `key` has in the current window (0 when none). */
export async function countOf(rule: RateLimit, key: string, db?: OwnerDb): Promise<number> {
  const res = await run(rule, (limiter) => limiter.get(digest(key)), db);
  return res?.consumedPoints ?? 0;
}

/** Holds `key` over the limit for `seconds` from now (a growing delay); `blockedFor` answers what is left of it. */
export async function blockFor(rule: RateLimit, key: string, seconds: number, db?: OwnerDb): Promise<void> {
  await run(rule, (limiter) => limiter.block(digest(key), Math.max(1, Math.ceil(seconds))), db);
}

/** Seconds until `key` may go on (0 when it is within the limit). */
export async function blockedFor(rule: RateLimit, key: string, db?: OwnerDb): Promise<number> {
  const res = await run(rule, (limiter) => limiter.get(digest(key)), db);
  if (!res || res.consumedPoints <= rule.limit || res.msBeforeNext <= 0) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}
