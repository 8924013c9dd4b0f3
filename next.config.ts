import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const nextConfig: NextConfig = {
  // PGlite must be loaded by Node: bundled by Turbopack it fails to locate its own wasm and data files.
  serverExternalPackages: ["@electric-sql/pglite", "bcryptjs", "rate-limiter-flexible"],
  poweredByHeader: false,
  allowedDevOrigins: ["127.0.0.1"],
  // Dev logging of server-function arguments would print passwords typed into the sign-in forms.
  logging: { serverFunctions: false },
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
