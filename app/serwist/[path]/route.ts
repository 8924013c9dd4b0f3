import { randomUUID } from "node:crypto";
import { createSerwistRoute } from "@serwist/turbopack";
import { OFFLINE_PAGE } from "@/lib/security/pwa";

// Built once, at `next build` (the route is static): a new build gets a new revision of the offline page, whose
// HTML names that build's stylesheets. JavaScript chunks are cached as pages load them (app/sw.ts), not
// precached: the whole app's chunks would cost every visitor megabytes of admin and assistant code.
const serwist = createSerwistRoute({
  swSrc: "app/sw.ts",
  useNativeEsbuild: true,
  globPatterns: [".next/static/**/*.css", "public/**/*"],
  additionalPrecacheEntries: [{ url: OFFLINE_PAGE, revision: randomUUID() }],
});

export const { dynamic, dynamicParams, revalidate, generateStaticParams } = serwist;

/** The files esbuild writes: the worker and its source map. */
const WORKER_FILE = /^sw\.js(?:\.map)?$/;

/** Only the worker's own files: any other name is a 404 (Serwist's handler would throw on a missing one). */
export async function GET(request: Request, context: { params: Promise<{ path: string }> }): Promise<Response> {
  const { path } = await context.params;
  if (typeof path !== "string" || !WORKER_FILE.test(path)) return new Response(null, { status: 404 });
  return serwist.GET(request, { params: Promise.resolve({ path }) });
}
