import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { USER_ROUTE_PREFIXES } from "@/lib/auth/routes";
import { env } from "@/lib/env";

/** Crawlers index the public pages only: the app, the admin area and the API stay out. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Per request: APP_URL is the running server's (a build-time file would carry the build machine's).
  await connection();
  const base = env().APP_URL;
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: [...USER_ROUTE_PREFIXES, "/admin", "/api/", "/serwist/", "/~offline", "/dev/", "/payment-pending"],
      },
    ],
    sitemap: new URL("/sitemap.xml", base).href,
    host: base,
  };
}
