import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressGroup, clientAddressFrom, PEER_ADDRESS_HEADER } from "./forwarded";

const headers = (values: Record<string, string>) => new Headers(values);
const anyHeaderText = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.string(),
  fc.array(fc.ipV4(), { maxLength: 5 }).map((ips) => ips.join(", ")),
);

describe("clientAddressFrom", () => {
  it("without trusted proxies answers the socket's address, whatever X-Forwarded-For claims", () => {
    fc.assert(
      fc.property(fc.ipV4(), anyHeaderText, anyHeaderText, (peer, forwarded, realIp) => {
        const h = headers({ [PEER_ADDRESS_HEADER]: peer, "x-forwarded-for": forwarded, "x-real-ip": realIp });
        expect(clientAddressFrom(h, 0)).toBe(peer);
      }),
      { numRuns: 1000 },
    );
  });

  it("behind N proxies answers the address the outermost one saw; what the client wrote to its left changes nothing", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { maxLength: 4 }),
        fc.ipV4(),
        fc.array(fc.ipV4(), { minLength: 0, maxLength: 3 }),
        (forged, client, proxies) => {
          const hops = proxies.length + 1;
          const chain = [...forged.map((f) => f.replaceAll(",", "")), client, ...proxies].join(", ");
          expect(
            clientAddressFrom(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.9", "x-forwarded-for": chain }), hops),
          ).toBe(client);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("falls back to the socket when the header did not come through every proxy, or holds no address there", () => {
    const peer = { [PEER_ADDRESS_HEADER]: "10.0.0.9" };
    expect(clientAddressFrom(headers({ ...peer, "x-forwarded-for": "203.0.113.7" }), 2)).toBe("10.0.0.9");
    expect(clientAddressFrom(headers({ ...peer, "x-forwarded-for": "não-é-ip, 10.0.0.1" }), 2)).toBe("10.0.0.9");
    expect(clientAddressFrom(headers(peer), 1)).toBe("10.0.0.9");
  });

  it("reads IPv4 on an IPv6 socket as IPv4, and says unknown when nothing stamped the request", () => {
    expect(clientAddressFrom(headers({ [PEER_ADDRESS_HEADER]: "::ffff:203.0.113.7" }), 0)).toBe("203.0.113.7");
    expect(clientAddressFrom(headers({ [PEER_ADDRESS_HEADER]: "2001:db8::1" }), 0)).toBe("2001:db8::1");
    expect(clientAddressFrom(headers({ "x-forwarded-for": "203.0.113.7" }), 0)).toBe("unknown");
  });
});

describe("addressGroup", () => {
  it("counts IPv4 addresses one by one and IPv6 addresses by their /64", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("unknown")).toBe("unknown");
  });

  it("every address of one /64 falls in one group, whatever its spelling", () => {
    fc.assert(
      fc.property(fc.ipV6(), fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (address, host) => {
        const full = address.includes(".") ? null : address;
        fc.pre(full !== null);
        const group = addressGroup(full!);
        const prefix = group.replace("::/64", "");
        const hostPart = [48n, 32n, 16n, 0n].map((s) => ((host >> s) & 0xffffn).toString(16)).join(":");
        expect(addressGroup(`${prefix}:${hostPart}`)).toBe(group);
      }),
      { numRuns: 500 },
    );
  });
});
