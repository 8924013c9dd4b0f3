import "server-only";
import { getDb } from "@/lib/db/client";
import { getReferenceScenarios } from "@/lib/settings/reference-rate";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { redactError } from "@/lib/security/redact";
import type { ReferenceScenario } from "@/lib/tax/reform/types";

/**
 * The reference-rate scenarios of the public reform calculator (/calculadoras/reforma-tributaria): the same list as
 * every other reform caller (the admin's official rate first once published). The page is public and may be the
 * first one a visitor opens, so a database that cannot answer leaves it on the built-in estimates, each still named
 * with its source and date, instead of failing the page.
 */
export async function publicReferenceScenarios(): Promise<ReferenceScenario[]> {
  try {
    return await getReferenceScenarios(await getDb());
  } catch (error) {
    console.error("[calculadoras] reference-rate scenarios unavailable; built-in estimates used", redactError(error));
    return referenceScenariosWith(null);
  }
}
