import "server-only";

/**
 * Fixed-window attempt counter for the actions' declared limits, per key (e-mail, user or client address).
 * In memory: the embedded mode runs one process; a multi-instance deployment relies on Supabase Auth's limits.
 */
const WINDOW_MS = 15 * 60 * 1000;
const attempts = new Map<string, { count: number; resetAt: number }>();

/** Counts one attempt under `key`; true when it is past `max` in the current window. */
export function hitRateLimit(key: string, max: number, windowMs = WINDOW_MS, now = Date.now()): boolean {
  const entry = attempts.get(key);
  if (!entry || entry.resetAt <= now) {
    attempts.set(key, { count: 1, resetAt: now + windowMs });
    if (attempts.size > 10_000) {
      for (const [k, v] of attempts) if (v.resetAt <= now) attempts.delete(k);
    }
    return false;
  }
  entry.count += 1;
  return entry.count > max;
}
