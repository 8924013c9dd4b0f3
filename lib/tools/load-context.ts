import "server-only";
import { todayIso } from "@/lib/br/date";
import { getDb } from "@/lib/db/client";
import type { OwnerDb } from "@/lib/db/handles";
import { getCachedSelicMonths, readSelicMonths } from "@/lib/selic/series";
import { getCachedReferenceScenarios, getReferenceScenarios } from "@/lib/settings/reference-rate";
import type { ToolContext } from "./context";

/** The server's half of every calculation (see ToolContext): read once per request, passed to computeTool / run. */
export async function loadToolContext(db?: OwnerDb, now: Date = new Date()): Promise<ToolContext> {
  const handle = db ?? (await getDb());
  const [referenceScenarios, selicMonths] = await Promise.all([getReferenceScenarios(handle), readSelicMonths(handle)]);
  return { referenceScenarios, today: todayIso(now), selicMonths };
}

/**
 * The same context for a page that shows it: the scenarios and the Selic months from Next's data cache
 * (getCachedReferenceScenarios, getCachedSelicMonths), so rendering it reads nothing from the database.
 */
export async function loadPageToolContext(now: Date = new Date()): Promise<ToolContext> {
  const [referenceScenarios, selicMonths] = await Promise.all([getCachedReferenceScenarios(), getCachedSelicMonths()]);
  return { referenceScenarios, today: todayIso(now), selicMonths };
}
