import "server-only";
import { createTranslator } from "next-intl";
import { fail, ok, type ActionFailure, type ActionResult } from "@/lib/action-result";
import { getCompany } from "@/lib/companies/queries";
import { fillReformProfileFromSimulation } from "@/lib/companies/reform-profile";
import { formatBrl } from "@/lib/br/money";
import type { Db } from "@/lib/db/handles";
import { insertSimulation } from "@/lib/simulations/mutations";
import messages from "@/messages/pt-BR.json";
import { computeTool } from "./compute";
import type { ToolContext } from "./context";
import type { FiscalInput } from "./schemas/fiscal";
import type { ReformFormInput } from "./schemas/reforma";
import { toolDef, type TitleWords, type ToolKey } from "./catalogue";
import { toSavedResult } from "./saved-result";
import { isWhatIf } from "./what-if";

// Plain translators, not the request's: the living demo saves outside any request (lib/demo/start.ts).
const t = createTranslator({ locale: "pt-BR", messages });
const activities = createTranslator({ locale: "pt-BR", messages, namespace: "tools.activities" });
const creditTypes = createTranslator({ locale: "pt-BR", messages, namespace: "hiddenCredits.types" });

const words: TitleWords = {
  activity: (activity) => activities(activity),
  creditType: (type) => creditTypes(type),
  brl: formatBrl,
};

/** A short title for the list, e.g. "Simulação fiscal · Padaria Central" or "Custo de empregado CLT · R$ 5.000,00". */
function titleFor(key: ToolKey, input: unknown, companyName: string | null): string {
  const tool = toolDef(key);
  return t(tool.messages.saved, { detail: companyName ?? tool.titleDetail(input, words) });
}

export type SaveToolSimulationParams = {
  userId: string;
  key: ToolKey;
  /** The form's values: the result is recomputed from them here, the browser's result is never trusted. */
  values: unknown;
  /** The server's half of the calculation (loadToolContext). */
  context: ToolContext;
  /** Run in the same transaction before the insert (the plan's monthly quota); its failure is returned as is. */
  guard?: (db: Db) => Promise<ActionFailure | null>;
};

/**
 * Saves a simulation: recomputes the result from the form's values, checks the company is the user's, runs the
 * caller's guard and stores input + result (the result in its versioned envelope, saved-result.ts). The save action
 * calls it under RLS with the quota as guard (the plan feature is checked before); the living demo under the
 * service role. Bad input is a typed failure, never a throw.
 */
export async function saveToolSimulation(
  db: Db,
  { userId, key, values, context, guard }: SaveToolSimulationParams,
): Promise<ActionResult<{ id: string; savings: number | null; detachedFrom: string | null }>> {
  const computed = computeTool(key, values, context);
  if (!computed.ok) return fail("invalid_input", computed.message, computed.fieldErrors);
  const companyId = toolDef(key).companyId?.(computed.input) ?? null;
  const found = companyId ? await getCompany(db, userId, companyId) : null;
  if (companyId && !found) return fail("not_found", "companies.errors.notFound");
  // A fiscal what-if on a preselected company (its revenue or payroll changed) is saved on its own, not as the
  // company's comparison: the dossier and the company's history read the latest one as the company's figures.
  const detached = key === "fiscal" && found !== null && isWhatIf(computed.input as FiscalInput, found);
  const company = detached ? null : found;
  const denied = guard ? await guard(db) : null;
  if (denied) return denied;
  const { id } = await insertSimulation(db, userId, {
    type: key,
    title: titleFor(key, computed.input, company?.name ?? null),
    companyId: company?.id ?? null,
    year: computed.year,
    input: detached ? { ...(computed.input as FiscalInput), companyId: null } : computed.input,
    result: toSavedResult(computed.result),
    savings: computed.savings,
  });
  if (key === "reforma_tributaria" && company) {
    const { engine } = computed.input as ReformFormInput;
    await fillReformProfileFromSimulation(db, userId, company.id, id, engine);
  }
  return ok({ id, savings: computed.savings, detachedFrom: detached ? found.name : null });
}
