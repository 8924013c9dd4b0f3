import "server-only";
import { headers } from "next/headers";

/**
 * The caller's address for rate limits and the audit log: the first X-Forwarded-For hop, X-Real-IP, or "local".
 * A client can forge X-Forwarded-For when no proxy overwrites it, so limits that matter also key on the account.
 */
export async function clientAddress(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "local";
}
