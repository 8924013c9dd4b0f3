import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { clientAddressFrom } from "./forwarded";

/** The caller's address for rate limits and the audit log (see clientAddressFrom and TRUSTED_PROXY_HOPS). */
export async function clientAddress(): Promise<string> {
  return clientAddressFrom(await headers(), env().TRUSTED_PROXY_HOPS);
}

/** The same, from a route handler's request. */
export function clientAddressOf(request: Request): string {
  return clientAddressFrom(request.headers, env().TRUSTED_PROXY_HOPS);
}
