import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";
import { addressGroup, clientAddressFrom } from "./forwarded";

/** The caller's address for rate limits and the audit log (see clientAddressFrom and TRUSTED_PROXY_HOPS). */
export async function clientAddress(): Promise<string> {
  return clientAddressFrom(await headers(), env().TRUSTED_PROXY_HOPS);
}

/** The same, from a route handler's request. */
export function clientAddressOf(request: Request): string {
  return clientAddressFrom(request.headers, env().TRUSTED_PROXY_HOPS);
}

/** Who an address-keyed limit counts for this request: its address, an IPv6 one by its /64 (addressGroup). */
export function clientNetworkOf(request: Request): string {
  return addressGroup(clientAddressOf(request));
}
