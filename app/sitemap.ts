import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { PUBLIC_PAGES } from "@/lib/auth/routes";
import { env } from "@/lib/env";
import { PUBLIC_CALCULATORS_INDEX } from "@/lib/routes";

/** The public pages and calculators (lib/auth/routes.ts, from lib/routes.ts), with absolute URLs. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, like robots.txt: absolute URLs on the running server's APP_URL.
  await connection();
  const base = env().APP_URL;
  return PUBLIC_PAGES.map((path) => {
    const calculator = path.startsWith(PUBLIC_CALCULATORS_INDEX);
    return {
      url: new URL(path, base).href,
      changeFrequency: calculator || path === "/" || path === "/plans" ? "monthly" : "yearly",
      priority: path === "/" ? 1 : calculator ? 0.8 : 0.5,
    };
  });
}
