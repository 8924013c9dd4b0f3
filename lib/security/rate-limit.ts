import "server-only";

/**
 * Fixed-window counters for the actions' declared limits, per key (e-mail, user or client address).
 * In memory: the embedded mode runs one process. (A store shared by every instance is the hardening issue's
 * next step; until then a multi-instance deployment also relies on Supabase Auth's own limits.)
 */
export const DEFAULT_WINDOW_MS = 15 * 60 * 1000;
const counters = new Map<string, { count: number; resetAt: number }>();

function live(key: string, now: number) {
  const entry = counters.get(key);
  if (entry && entry.resetAt > now) return entry;
  if (entry) counters.delete(key);
  return null;
}

function sweep(now: number) {
  if (counters.size <= 10_000) return;
  for (const [k, v] of counters) if (v.resetAt <= now) counters.delete(k);
}

/** Seconds until `key` may try again, or 0 when it is under `max` in its window. */
export function blockedFor(key: string, max: number, now = Date.now()): number {
  const entry = live(key, now);
  return entry && entry.count >= max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
}

/** Counts one event (an attempt, or a failure) under `key`. */
export function count(key: string, windowMs = DEFAULT_WINDOW_MS, now = Date.now()): void {
  const entry = live(key, now);
  if (entry) entry.count += 1;
  else counters.set(key, { count: 1, resetAt: now + windowMs });
  sweep(now);
}

/** Forgets `key` (a successful sign-in clears its failures). */
export function clear(key: string): void {
  counters.delete(key);
}

/** Counts one attempt under `key`; true when it is past `max` in the current window. */
export function hitRateLimit(key: string, max: number, windowMs = DEFAULT_WINDOW_MS, now = Date.now()): boolean {
  if (blockedFor(key, max, now) > 0) return true;
  count(key, windowMs, now);
  return false;
}
