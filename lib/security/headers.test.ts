import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  createNonce,
  HSTS_VALUE,
  isHttpsRequest,
  pageContentSecurityPolicy,
  proxySecurityHeaders,
  STATIC_HEADER_RULES,
} from "./headers";

/** Directive name → its sources, as a browser splits a policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

// The pattern Next uses to find the nonce in the request's CSP (next/dist/server/app-render/get-script-nonce-from-header).
const NEXT_NONCE_SOURCE = /^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/;

describe("createNonce", () => {
  it("is 128 random bits in base64, of the form Next extracts", () => {
    const nonce = createNonce();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(`'nonce-${nonce}'`).toMatch(NEXT_NONCE_SOURCE);
  });

  it("differs on every call", () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
  });
});

describe("pageContentSecurityPolicy", () => {
  const nonce = "q1w2e3r4t5y6u7i8o9p0aa==";

  it("in production allows only scripts with the nonce (and what they load), never eval or inline code", () => {
    const csp = directives(pageContentSecurityPolicy({ nonce, dev: false, https: false }));
    expect(csp.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
  });

  it("lets this origin register the service worker and the manifest, nothing else", () => {
    const csp = directives(pageContentSecurityPolicy({ nonce, dev: false, https: false }));
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
  });

  it("allows the data: PIX QR code and blob: images, and nothing from another origin", () => {
    const csp = directives(pageContentSecurityPolicy({ nonce, dev: false, https: true }));
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    for (const sources of csp.values()) expect(sources.filter((s) => /^https?:|^\*/.test(s))).toEqual([]);
  });

  it("adds 'unsafe-eval' in development only", () => {
    const dev = directives(pageContentSecurityPolicy({ nonce, dev: true, https: false }));
    expect(dev.get("script-src")).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", "'unsafe-eval'"]);
    const prod = pageContentSecurityPolicy({ nonce, dev: false, https: false });
    expect(prod).not.toContain("unsafe-eval");
  });

  it("upgrades insecure requests only over https", () => {
    expect(
      directives(pageContentSecurityPolicy({ nonce, dev: false, https: true })).has("upgrade-insecure-requests"),
    ).toBe(true);
    expect(pageContentSecurityPolicy({ nonce, dev: false, https: false })).not.toContain("upgrade-insecure-requests");
  });

  it("carries the nonce where Next looks for it", () => {
    const fresh = createNonce();
    const scriptSrc =
      directives(pageContentSecurityPolicy({ nonce: fresh, dev: false, https: false })).get("script-src") ?? [];
    const found = scriptSrc.map((s) => NEXT_NONCE_SOURCE.exec(s)?.[1]).find(Boolean);
    expect(found).toBe(fresh);
  });
});

describe("isHttpsRequest", () => {
  it("trusts the request URL", () => {
    expect(isHttpsRequest(new URL("https://app.example.com.br/dashboard"), null)).toBe(true);
    expect(isHttpsRequest(new URL("http://127.0.0.1:3000/dashboard"), null)).toBe(false);
  });

  it("reads the first X-Forwarded-Proto hop (the proxy that terminated TLS)", () => {
    const url = new URL("http://10.0.0.5:3000/");
    expect(isHttpsRequest(url, "https")).toBe(true);
    expect(isHttpsRequest(url, "HTTPS, http")).toBe(true);
    expect(isHttpsRequest(url, "http")).toBe(false);
    expect(isHttpsRequest(url, "http, https")).toBe(false);
    expect(isHttpsRequest(url, "")).toBe(false);
  });
});

describe("proxySecurityHeaders", () => {
  const base = { nonce: "bm9uY2Vub25jZW5vbmNlMQ==", dev: false, prerendered: false };

  it("sends HSTS over https only", () => {
    expect(proxySecurityHeaders({ ...base, https: true, path: "/" })["Strict-Transport-Security"]).toBe(HSTS_VALUE);
    expect(HSTS_VALUE).toBe("max-age=63072000; includeSubDomains");
    expect(proxySecurityHeaders({ ...base, https: false, path: "/" })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("puts the nonce CSP on pages and leaves route handlers to the static JSON policy", () => {
    expect(proxySecurityHeaders({ ...base, https: false, path: "/dashboard" })["Content-Security-Policy"]).toContain(
      `'nonce-${base.nonce}'`,
    );
    expect(proxySecurityHeaders({ ...base, https: true, path: "/api/sandbox/invoices/x" })).toEqual({
      "Strict-Transport-Security": HSTS_VALUE,
    });
    expect(proxySecurityHeaders({ ...base, https: false, path: "/apiary" })).toHaveProperty("Content-Security-Policy");
  });

  it("leaves a prerendered page its cached policy, adding only upgrade-insecure-requests over https", () => {
    const prerendered = { ...base, prerendered: true, path: "/plans" };
    expect(proxySecurityHeaders({ ...prerendered, https: false })).toEqual({});
    expect(proxySecurityHeaders({ ...prerendered, https: true })).toEqual({
      "Content-Security-Policy": "upgrade-insecure-requests",
      "Strict-Transport-Security": HSTS_VALUE,
    });
  });
});

describe("STATIC_HEADER_RULES", () => {
  const all = STATIC_HEADER_RULES.find((rule) => rule.source === "/:path*");
  const header = (key: string) => all?.headers.find((h) => h.key === key)?.value;

  it("sends the fallbacks and COOP on every response", () => {
    expect(header("X-Content-Type-Options")).toBe("nosniff");
    expect(header("X-Frame-Options")).toBe("DENY");
    expect(header("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(header("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(header("Permissions-Policy")).toContain("camera=()");
  });

  it("never sets a page CSP statically (it would block every nonce script)", () => {
    expect(all?.headers.some((h) => h.key === "Content-Security-Policy")).toBe(false);
    const api = STATIC_HEADER_RULES.filter((rule) => rule.source.startsWith("/api/"));
    expect(api.map((rule) => rule.headers.find((h) => h.key === "Content-Security-Policy")?.value)).toContain(
      API_CONTENT_SECURITY_POLICY,
    );
  });
});
