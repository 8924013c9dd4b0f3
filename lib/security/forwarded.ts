import { isIP } from "node:net";
import { ipv6Value } from "./ip-ranges";

/**
 * The header the server itself sets on every request from the connection's socket (peer-address.ts, installed by
 * instrumentation.ts). It overwrites whatever a client sent under that name, so it cannot be forged.
 */
export const PEER_ADDRESS_HEADER = "x-tributo-peer-address";

type HeaderReader = { get(name: string): string | null };

/** "::ffff:203.0.113.7" (IPv4 on an IPv6 socket) → "203.0.113.7"; anything that is not an address → null. */
function address(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  const plain =
    trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(plain) ? plain : null;
}

/**
 * The client's address, for rate limits and the audit log.
 * - `trustedHops` 0 (default): the socket's address. X-Forwarded-For is ignored: a client can write anything there.
 * - `trustedHops` N: the app is reachable only through N proxies, each appending the address it saw to
 *   X-Forwarded-For; the client is the address the outermost one saw, N entries from the right. Entries to its left
 *   were written by the client and are ignored. A header with fewer entries did not come through the proxies: the
 *   socket's address is used.
 * "unknown" when neither is available (no server stamped the request, e.g. a script).
 */
export function clientAddressFrom(headers: HeaderReader, trustedHops: number): string {
  const peer = address(headers.get(PEER_ADDRESS_HEADER));
  if (trustedHops > 0) {
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const client = hops.length >= trustedHops ? address(hops[hops.length - trustedHops]) : null;
    if (client) return client;
  }
  return peer ?? "unknown";
}

/**
 * Who a failure limit counts: an IPv4 address as it is, an IPv6 address by its /64 network ("2001:db8:1:2::/64").
 * A single subscriber line or server gets a whole /64 (RFC 6177), so counting full IPv6 addresses gave anyone with
 * one 2^64 addresses to spend. Anything else ("unknown") is its own group. The audit log keeps the full address.
 */
export function addressGroup(address: string): string {
  const value = address.includes(":") ? ipv6Value(address) : null;
  if (value === null) return address;
  const prefix = value >> 64n;
  const hextets = [48n, 32n, 16n, 0n].map((shift) => ((prefix >> shift) & 0xffffn).toString(16));
  return `${hextets.join(":")}::/64`;
}
