import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a presented secret with the configured one in constant time. Both sides are hashed first,
 * so neither the comparison nor its early exit reveals the expected secret's length or prefix.
 */
export function sameSecret(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
