import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRefusedAddress } from "./ip-ranges";
import {
  guardedFetch,
  guardedFetchFunction,
  OutboundError,
  outboundTargetRefusal,
  type Resolver,
  type SsrfRefusal,
} from "./ssrf";

async function reasonOf(promise: Promise<unknown>): Promise<SsrfRefusal | "resolved"> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    if (error instanceof OutboundError) return error.reason;
    throw error;
  }
}

const noDns: Resolver = async () => {
  throw new Error("DNS must not be asked for an IP literal");
};

describe("isRefusedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.10",
    "169.254.169.254",
    "100.64.0.1",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "239.255.255.250",
    "255.255.255.255",
    "198.18.0.1",
  ])("refuses IPv4 %s", (address) => expect(isRefusedAddress(address)).toBe(true));

  it.each([
    "::1",
    "::",
    "[::1]",
    "fe80::1",
    "fe80::1%eth0",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "::ffff:10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "::127.0.0.1",
    "2001:db8::1",
    // IPv4-translated (::ffff:0:0:0/96): a SIIT translator delivers ::ffff:0:7f00:1 to 127.0.0.1.
    "::ffff:0:7f00:1",
    "::ffff:0:127.0.0.1",
    "::ffff:0:a9fe:a9fe",
    "::ffff:0:0a00:0001",
  ])("refuses IPv6 %s", (address) => expect(isRefusedAddress(address)).toBe(true));

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001:82b::200e",
  ])("allows the public address %s", (address) => expect(isRefusedAddress(address)).toBe(false));

  it("refuses what is not an address at all", () => {
    expect(isRefusedAddress("localhost")).toBe(true);
    expect(isRefusedAddress("1.2.3")).toBe(true);
  });
});

describe("guardedFetch refuses before connecting", () => {
  it.each([
    ["http://127.0.0.1/", "refused_address"],
    ["http://2130706433/", "refused_address"], // decimal 127.0.0.1
    ["http://0177.0.0.1/", "refused_address"], // octal
    ["http://0x7f.0.0.1/", "refused_address"], // hex
    ["http://127.1/", "refused_address"], // short form
    ["http://0/", "refused_address"],
    ["http://[::1]:8080/", "refused_address"],
    ["http://[::ffff:127.0.0.1]/", "refused_address"], // IPv4-mapped
    ["http://[::ffff:a9fe:a9fe]/latest/meta-data", "refused_address"],
    ["http://[::ffff:0:a9fe:a9fe]/latest/meta-data", "refused_address"], // IPv4-translated
    ["http://169.254.169.254/latest/meta-data/", "refused_address"],
    ["ftp://example.com/", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://127.0.0.1:6379/", "scheme"],
    ["http://user:pass@example.com/", "credentials"],
    ["não é uma url", "invalid_url"],
  ] as const)("%s → %s", async (url, reason) => {
    expect(await reasonOf(guardedFetch(url, {}, { resolve: noDns }))).toBe(reason);
  });

  it("refuses a name when any of its answers is private", async () => {
    const resolve: Resolver = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ];
    expect(await reasonOf(guardedFetch("https://mixed.example/", {}, { resolve }))).toBe("refused_address");
  });

  it("refuses a name that resolves to an IPv6 loopback", async () => {
    const resolve: Resolver = async () => [{ address: "::1", family: 6 }];
    expect(await reasonOf(guardedFetch("https://v6.example/", {}, { resolve }))).toBe("refused_address");
  });

  it("reports a name that does not resolve", async () => {
    const resolve: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await reasonOf(guardedFetch("https://nowhere.example/", {}, { resolve }))).toBe("dns_failed");
  });
});

describe("guardedFetch against a local server (only 127.0.0.1 allowed, standing in for a public address)", () => {
  let server: Server;
  let port = 0;
  const seen: { host?: string; method?: string; body: string }[] = [];
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ host: req.headers.host, method: req.method, body });
      if (req.url === "/to-metadata")
        return void res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      if (req.url === "/to-self") return void res.writeHead(307, { location: `/ok` }).end();
      if (req.url === "/big") return void res.end("x".repeat(200 * 1024));
      if (req.url === "/hang") return; // never answers
      res.end("ok");
    });
  };
  const onlyLocal = (address: string) => address === "127.0.0.1";
  /** First answer 127.0.0.1 (allowed), every later answer an internal address: a DNS rebinding attack. */
  const rebinding = () => {
    let calls = 0;
    const resolve: Resolver = async () =>
      calls++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.0.0.1", family: 4 }];
    return { resolve, calls: () => calls };
  };

  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("connects to the address it checked, asks DNS once, keeps the Host header and sends the body", async () => {
    const dns = rebinding();
    const response = await guardedFetch(
      `http://hooks.example:${port}/ok`,
      { method: "POST", body: '{"a":1}' },
      { resolve: dns.resolve, allowAddress: onlyLocal },
    );
    expect(response.status).toBe(200);
    expect(response.body).toBe("ok");
    expect(dns.calls()).toBe(1);
    expect(seen.at(-1)).toEqual({ host: `hooks.example:${port}`, method: "POST", body: '{"a":1}' });
  });

  it("checks every redirect hop: a redirect to the metadata address is refused", async () => {
    expect(await reasonOf(guardedFetch(`http://127.0.0.1:${port}/to-metadata`, {}, { allowAddress: onlyLocal }))).toBe(
      "redirect_refused",
    );
  });

  it("a rebinding name redirected to itself is resolved again and refused the second time", async () => {
    const dns = rebinding();
    expect(
      await reasonOf(
        guardedFetch(`http://hooks.example:${port}/to-self`, {}, { resolve: dns.resolve, allowAddress: onlyLocal }),
      ),
    ).toBe("redirect_refused");
    expect(dns.calls()).toBe(2);
  });

  it("reads at most maxBytes of the body", async () => {
    const response = await guardedFetch(`http://127.0.0.1:${port}/big`, {}, { allowAddress: onlyLocal });
    expect(response.truncated).toBe(true);
    expect(response.body.length).toBe(64 * 1024);
  });

  it("gives up after the timeout and closes the connection (the server never answers)", async () => {
    // A condition, not a clock: the server sees the client hang up. The test's own timeout is the ceiling.
    const hungUp = new Promise<void>((done) =>
      server.once("request", (_req, res: ServerResponse) => res.on("close", done)),
    );
    expect(
      await reasonOf(guardedFetch(`http://127.0.0.1:${port}/hang`, {}, { allowAddress: onlyLocal, timeoutMs: 300 })),
    ).toBe("timeout");
    await hungUp;
  });

  it("the default policy refuses the same local server", async () => {
    expect(await reasonOf(guardedFetch(`http://127.0.0.1:${port}/ok`))).toBe("refused_address");
  });

  it("the fetch for SDKs streams from an allowed address, with the checked address and the request's body", async () => {
    const dns = rebinding();
    const guarded = guardedFetchFunction({ resolve: dns.resolve, allowAddress: onlyLocal });
    const response = await guarded(`http://model.example:${port}/ok`, {
      method: "POST",
      headers: { authorization: "Bearer sk-1" },
      body: '{"b":2}',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("ok");
    expect(seen.at(-1)).toEqual({ host: `model.example:${port}`, method: "POST", body: '{"b":2}' });
  });

  it("the fetch for SDKs refuses internal addresses on the first hop and on every redirect", async () => {
    const guarded = guardedFetchFunction();
    expect(
      await reasonOf(
        guarded(`http://127.0.0.1:${port}/ok`, {
          method: "POST",
          headers: { authorization: "Bearer sk-1" },
          body: "{}",
        }),
      ),
    ).toBe("refused_address");
    expect(await reasonOf(guarded("http://[::ffff:0:7f00:1]/v1/chat/completions"))).toBe("refused_address");
    const local = guardedFetchFunction({ allowAddress: onlyLocal });
    expect(await reasonOf(local(`http://127.0.0.1:${port}/to-metadata`))).toBe("redirect_refused");
    const dns = rebinding();
    expect(
      await reasonOf(
        guardedFetchFunction({ resolve: dns.resolve, allowAddress: onlyLocal })(`http://model.example:${port}/to-self`),
      ),
    ).toBe("redirect_refused");
  });
});

describe("outboundTargetRefusal (saving a URL the server will call)", () => {
  it.each([
    ["http://127.0.0.1:11434/v1", "refused_address"],
    ["http://[::ffff:0:7f00:1]/v1", "refused_address"],
    ["http://169.254.169.254/", "refused_address"],
    ["ftp://example.com/", "scheme"],
    ["https://8.8.8.8/v1", null],
  ] as const)("%s → %s", async (url, reason) => {
    expect(await outboundTargetRefusal(url, { resolve: noDns })).toBe(reason);
  });

  it("refuses a name that resolves inside, accepts one that does not resolve now (the call checks again)", async () => {
    expect(
      await outboundTargetRefusal("https://inside.example/v1", {
        resolve: async () => [{ address: "10.0.0.7", family: 4 }],
      }),
    ).toBe("refused_address");
    expect(
      await outboundTargetRefusal("https://later.example/v1", {
        resolve: async () => Promise.reject(new Error("ENOTFOUND")),
      }),
    ).toBe(null);
  });
});
