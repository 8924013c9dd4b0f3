import { env } from "@/lib/env";
import { RENDERED_WITHOUT_DATA } from "@/lib/security/rendered-without-data.mjs";

/**
 * `next build` renders the public pages without what the running server has: the database (the embedded one is
 * opened by the server alone) and its environment (APP_URL for canonical URLs and structured data). Such HTML is
 * never served: the cache handler (lib/security/csp-cache-handler.mjs) drops it, so each public page is rendered on
 * its first request and served from the cache after that, until an admin's edit or its revalidation time renews it.
 */
export function isBuildRender(): boolean {
  return env().NEXT_PHASE === "phase-production-build";
}

/** Marks the page as rendered without its data (at build time, or while the database does not answer). */
export function RenderedWithoutData() {
  return <div hidden {...{ [RENDERED_WITHOUT_DATA]: "" }} />;
}
