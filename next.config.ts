import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { STATIC_HEADER_RULES } from "./lib/security/headers.ts";

const nextConfig: NextConfig = {
  // PGlite must be loaded by Node: bundled by Turbopack it fails to locate its own wasm and data files. pg-boss (the
  // job queue) loads its SQL plans and optional telemetry at run time: Node loads it as published.
  serverExternalPackages: ["@electric-sql/pglite", "bcryptjs", "rate-limiter-flexible", "pg-boss"],
  poweredByHeader: false,
  // scripts/test-all.sh type-checks the whole project (tsc --noEmit) before it builds: once is enough there.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  allowedDevOrigins: ["127.0.0.1"],
  // Dev logging of server-function arguments would print passwords typed into the sign-in forms.
  logging: { serverFunctions: false },
  // Next's file-system cache, storing each prerendered page's CSP (the hashes of its inline scripts) with its HTML.
  cacheHandler: path.join(process.cwd(), "lib/security/csp-cache-handler.mjs"),
  // Per-request headers (the nonce CSP, HSTS) are set in proxy.ts; these are the same on every response.
  async headers() {
    return STATIC_HEADER_RULES;
  },
};

/**
 * next-intl's plugin points the bundler at i18n/request.ts; a built server has nothing left for it to do, and loading
 * it at `next start` loaded @swc/core and @parcel/watcher (~10 MB resident). `npm start` (scripts/start.sh) also loads
 * this file with Node's own TypeScript support, not with Next's SWC binding (~27 MB resident): hence the `.ts`
 * extension above (docs/performance.md, "What is capped").
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  return createNextIntlPlugin("./i18n/request.ts")(nextConfig);
}
