import "server-only";

/**
 * Fixed-window counters for the actions' declared limits, per key (e-mail, user or client address).
 * In memory: the embedded mode runs one process; a multi-instance deployment also relies on Supabase Auth's own
 * limits until these counters move to a store shared by every instance.
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

/** Takes back one event counted under `key` (an attempt that turned out not to be a failure). */
export function uncount(key: string, now = Date.now()): void {
  const entry = live(key, now);
  if (entry && entry.count > 0) entry.count -= 1;
}

/** Forgets `key` (a successful sign-in clears its failures). */
export function clear(key: string): void {
  counters.delete(key);
}
