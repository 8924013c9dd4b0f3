import type { MetadataRoute } from "next";
import { USER_ROUTE_PREFIXES } from "@/lib/auth/routes";
import { env } from "@/lib/env";

/** Crawlers index the public pages only: the app, the admin area and the API stay out. */
export default function robots(): MetadataRoute.Robots {
  const base = env().APP_URL;
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...USER_ROUTE_PREFIXES, "/admin", "/api/", "/serwist/", "/~offline", "/dev/", "/payment-pending"] }],
    sitemap: new URL("/sitemap.xml", base).href,
    host: base,
  };
}
