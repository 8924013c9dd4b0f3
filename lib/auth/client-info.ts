import "server-only";
import { headers } from "next/headers";
import type { ClientInfo } from "./types";

/** The browser behind this request, as recorded on a new session (the address is the pipeline's trusted one). */
export async function requestClientInfo(ip: string): Promise<ClientInfo> {
  let userAgent: string | null = null;
  try {
    userAgent = (await headers()).get("user-agent");
  } catch {
    // Outside a request (scripts, tests): no browser to describe.
  }
  return { ip: knownAddress(ip), userAgent };
}

/** The pipeline's client address, or null when it could not be told ("unknown" is no inet for the audit log). */
export function knownAddress(ip: string): string | null {
  return ip === "unknown" ? null : ip;
}
