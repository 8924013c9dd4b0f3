import "server-only";
import { headers } from "next/headers";

/**
 * The caller's address for rate limits and the audit log: the first X-Forwarded-For hop, X-Real-IP, or "local".
 * (Trusting X-Forwarded-For only behind a known number of proxies is the hardening issue's job.)
 */
export async function clientAddress(): Promise<string> {
  const h = await headers();
  return h.get("x-forwarded-for")?.split(",")[0]?.trim() || h.get("x-real-ip") || "local";
}
