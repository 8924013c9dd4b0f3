import { isIPv4, isIPv6 } from "node:net";

// Addresses the server must never call on an admin's behalf (SSRF): loopback, private, link-local (cloud
// metadata 169.254.169.254 included), CGNAT (Alibaba's metadata 100.100.100.200 included), multicast,
// unspecified, documentation and the IPv6 forms that embed an IPv4 address (mapped, translated, NAT64, 6to4, Teredo).

type Range = { base: bigint; bits: number; width: 32 | 128 };

function ipv4Value(text: string): bigint | null {
  if (!isIPv4(text)) return null;
  return text.split(".").reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address (with or without a trailing dotted quad), or null. */
export function ipv6Value(text: string): bigint | null {
  const address = text.replace(/^\[|\]$/g, "").split("%")[0];
  if (!isIPv6(address)) return null;
  let groups = address;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (quad) {
    const v4 = ipv4Value(quad[1]);
    if (v4 === null) return null;
    groups = address.slice(0, quad.index) + `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = groups.includes("::") ? groups.split("::") : [groups, undefined];
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const missing = 8 - headParts.length - tailParts.length;
  const parts = tail === undefined ? headParts : [...headParts, ...Array<string>(missing).fill("0"), ...tailParts];
  if (parts.length !== 8) return null;
  return parts.reduce((acc, part) => (acc << 16n) | BigInt(Number.parseInt(part || "0", 16)), 0n);
}

function range(cidr: string): Range {
  const [address, bits] = cidr.split("/");
  const v4 = ipv4Value(address);
  if (v4 !== null) return { base: v4, bits: Number(bits), width: 32 };
  const v6 = ipv6Value(address);
  if (v6 === null) throw new Error(`bad range ${cidr}`);
  return { base: v6, bits: Number(bits), width: 128 };
}

function contains(r: Range, value: bigint): boolean {
  const shift = BigInt(r.width - r.bits);
  return value >> shift === r.base >> shift;
}

const REFUSED_V4 = [
  "0.0.0.0/8", // "this network", unspecified
  "10.0.0.0/8",
  "100.64.0.0/10", // CGNAT
  "127.0.0.0/8",
  "169.254.0.0/16", // link-local, cloud metadata
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4", // multicast
  "240.0.0.0/4", // reserved, broadcast
].map(range);

const REFUSED_V6 = [
  "::/96", // unspecified, loopback, IPv4-compatible
  "::ffff:0:0/96", // IPv4-mapped: refused as a whole (a public IPv4 is called by its IPv4 form)
  "::ffff:0:0:0/96", // IPv4-translated (SIIT, RFC 6052/7915): ::ffff:0:127.0.0.1 reaches 127.0.0.1 through a translator
  "64:ff9b::/96", // NAT64
  "64:ff9b:1::/48",
  "100::/64", // discard
  "2001::/32", // Teredo
  "2001:db8::/32", // documentation
  "2002::/16", // 6to4
  "fc00::/7", // unique local (AWS metadata fd00:ec2::254 included)
  "fe80::/10", // link-local
  "fec0::/10", // site-local (deprecated)
  "ff00::/8", // multicast
].map(range);

/** True when the address (IPv4 or IPv6 text, brackets allowed) must not be called; also true for anything that is not an IP. */
export function isRefusedAddress(address: string): boolean {
  const v4 = ipv4Value(address);
  if (v4 !== null) return REFUSED_V4.some((r) => contains(r, v4));
  const v6 = ipv6Value(address);
  if (v6 === null) return true;
  return REFUSED_V6.some((r) => contains(r, v6));
}
