import "server-only";
import { todayIso } from "@/lib/br/date";
import { getDb } from "@/lib/db/client";
import type { OwnerDb } from "@/lib/db/handles";
import { readSelicMonths } from "@/lib/selic/series";
import { getCachedReferenceScenarios, getReferenceScenarios } from "@/lib/settings/reference-rate";
import type { ToolContext } from "./context";

/** The server's half of every calculation (see ToolContext): read once per request, passed to computeTool / run. */
export async function loadToolContext(db?: OwnerDb, now: Date = new Date()): Promise<ToolContext> {
  const handle = db ?? (await getDb());
  const [referenceScenarios, selicMonths] = await Promise.all([getReferenceScenarios(handle), readSelicMonths(handle)]);
  return { referenceScenarios, today: todayIso(now), selicMonths };
}

/** The same context for a page that shows it: the scenarios from Next's data cache (getCachedReferenceScenarios). */
export async function loadPageToolContext(now: Date = new Date()): Promise<ToolContext> {
  const [referenceScenarios, selicMonths] = await Promise.all([
    getCachedReferenceScenarios(),
    getDb().then(readSelicMonths),
  ]);
  return { referenceScenarios, today: todayIso(now), selicMonths };
}
