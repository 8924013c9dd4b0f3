import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGE } from "@/lib/security/pwa";

// Built once, at `next build` (the route is static): a new build gets a new revision of the offline page, whose
// HTML names that build's stylesheets. JavaScript chunks are cached as pages load them (app/sw.ts), not
// precached: the whole app's chunks would cost every visitor megabytes of admin and assistant code.
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [".next/static/**/*.css", "public/**/*"],
  additionalPrecacheEntries: [{ url: OFFLINE_PAGE, revision: randomUUID() }],
});
