import "server-only";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { getReferenceScenarios } from "@/lib/settings/reference-rate";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { redactError } from "@/lib/security/redact";
import type { ReferenceScenario } from "@/lib/tax/reform/types";

/**
 * The reference-rate scenarios of the public reform calculator (/calculadoras/reforma-tributaria): the same list as
 * every other reform caller (the admin's official rate first once published). The page is public and may be the
 * first one a visitor opens, so a database that cannot answer leaves it on the built-in estimates, each still named
 * with its source and date, instead of failing the page; `fromDatabase: false` then says the page is not to be kept
 * in the cache. `next build` does not ask (the embedded database belongs to the running server).
 */
export async function publicReferenceScenarios(): Promise<{ scenarios: ReferenceScenario[]; fromDatabase: boolean }> {
  if (env().NEXT_PHASE === "phase-production-build")
    return { scenarios: referenceScenariosWith(null), fromDatabase: false };
  try {
    return { scenarios: await getReferenceScenarios(await getDb()), fromDatabase: true };
  } catch (error) {
    console.error("[calculadoras] reference-rate scenarios unavailable; built-in estimates used", redactError(error));
    return { scenarios: referenceScenariosWith(null), fromDatabase: false };
  }
}
