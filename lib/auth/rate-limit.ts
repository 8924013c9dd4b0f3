import "server-only";

/**
 * Fixed-window attempt counter for sign-in and recovery, per key (e-mail and client address).
 * In memory: the embedded mode runs one process; a multi-instance deployment relies on Supabase Auth's limits.
 */
const WINDOW_MS = 15 * 60 * 1000;
const attempts = new Map<string, { count: number; resetAt: number }>();

export function hitRateLimit(key: string, max: number, now = Date.now()): boolean {
  const entry = attempts.get(key);
  if (!entry || entry.resetAt <= now) {
    attempts.set(key, { count: 1, resetAt: now + WINDOW_MS });
    if (attempts.size > 10_000) {
      for (const [k, v] of attempts) if (v.resetAt <= now) attempts.delete(k);
    }
    return false;
  }
  entry.count += 1;
  return entry.count > max;
}
