/**
 * Security headers, built by pure functions: proxy.ts sets the per-request ones (a nonce CSP on pages, HSTS over
 * https), next.config.ts the static ones on every response. No next/server import here, so next.config.ts and the
 * unit tests load this file as it is.
 */
import { pagePolicy } from "./page-policy.mjs";

/** Two years, subdomains included: the value hstspreload.org asks for (no `preload` until the domain is listed). */
export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/** Route handlers answer JSON: nothing in them may load, run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The sandbox's invoice page (a route handler that answers HTML): its own <style> and the PIX QR code image. */
export const SANDBOX_INVOICE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The request header Next reads the nonce from when it stamps its own scripts (and x-nonce for our components). */
export const NONCE_REQUEST_HEADER = "x-nonce";

/** 128 random bits, base64: unguessable, fresh per request, and of the `'nonce-…'` form Next parses. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export type PagePolicyOptions = {
  nonce: string;
  /** `next dev`: React rebuilds server error stacks with eval there, never in a production build. */
  dev: boolean;
  /** Served over https: only then may the browser be told to upgrade every subresource to https. */
  https: boolean;
};

/**
 * The CSP of a page rendered per request. Scripts: only those carrying this request's nonce, and what they load
 * themselves ('strict-dynamic'; 'self' is then ignored by browsers that know it and kept for those that do not).
 * The other directives are those of every page (lib/security/page-policy.mjs, shared with the prerendered pages).
 */
export function pageContentSecurityPolicy({ nonce, dev, https }: PagePolicyOptions): string {
  const scriptSources = ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"];
  if (dev) scriptSources.push("'unsafe-eval'");
  return pagePolicy({ scriptSources, https });
}

/**
 * A prerendered page's policy travels with its HTML in Next's cache (lib/security/csp-cache-handler.mjs) and is
 * fixed when the HTML is; over https this second policy adds what depends on the request. Browsers enforce every
 * policy they receive, and this one restricts nothing else.
 */
export const PRERENDERED_HTTPS_POLICY = "upgrade-insecure-requests";

/**
 * Whether the browser reached us over https: the request URL says so (Next builds it from the TLS socket or from
 * X-Forwarded-Proto), or the first proxy hop does. A client forging the header over plain http only changes its own
 * response, and browsers ignore HSTS received over http (RFC 6797 §8.1).
 */
export function isHttpsRequest(url: URL, forwardedProto: string | null): boolean {
  if (url.protocol === "https:") return true;
  return forwardedProto?.split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * The headers proxy.ts adds to every response it makes, redirects included: on pages rendered per request the nonce
 * CSP, on every path HSTS over https. Route handlers (/api/*) keep the CSP of next.config.ts, and a prerendered page
 * its own (cached with its HTML; only `upgrade-insecure-requests` is added here, over https): one full policy per
 * response, never two, since browsers enforce every policy they receive.
 */
export function proxySecurityHeaders(
  options: PagePolicyOptions & { path: string; prerendered: boolean },
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.prerendered) {
    if (options.https) headers["Content-Security-Policy"] = PRERENDERED_HTTPS_POLICY;
  } else if (!isRouteHandlerPath(options.path)) {
    headers["Content-Security-Policy"] = pageContentSecurityPolicy(options);
  }
  if (options.https) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}

function isRouteHandlerPath(path: string): boolean {
  return path.startsWith("/api/");
}

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/**
 * next.config.ts `headers()`: the same on every response, whatever proxy.ts matched. X-Frame-Options DENY backs up
 * `frame-ancestors 'none'` for browsers without CSP 2. Route handlers get their CSP here because proxy.ts skips
 * some of them (webhooks, jobs, health).
 */
export const STATIC_HEADER_RULES: HeaderRule[] = [
  {
    source: "/:path*",
    headers: [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
      {
        key: "Permissions-Policy",
        value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
      },
    ],
  },
  {
    source: "/api/:path((?!sandbox/invoices/).*)",
    headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
  },
  {
    source: "/api/sandbox/invoices/:id",
    headers: [{ key: "Content-Security-Policy", value: SANDBOX_INVOICE_CONTENT_SECURITY_POLICY }],
  },
];
