import "server-only";
import { getTranslations } from "next-intl/server";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import type { AuthClaims } from "@/lib/auth/types";
import { getCompany } from "@/lib/companies/queries";
import { formatBrl } from "@/lib/br/money";
import type { HiddenCreditInput } from "@/lib/tax";
import { withRls } from "@/lib/db/rls";
import { checkSimulationQuota } from "@/lib/plans/gate";
import { insertSimulation } from "@/lib/simulations/mutations";
import { computeTool } from "./compute";
import { loadToolContext } from "./load-context";
import type { FiscalInput } from "./schemas/fiscal";
import type { ReformFormInput } from "./schemas/reforma";
import type { ToolKey } from "./catalogue";
import { toSavedResult } from "./saved-result";

/** A short title for the list, e.g. "Simulação fiscal · Padaria Central" or "Custo de empregado CLT · R$ 5.000,00". */
async function titleFor(key: ToolKey, input: unknown, companyName: string | null): Promise<string> {
  const t = await getTranslations("tools.titles");
  const i = input as Record<string, unknown>;
  const detail =
    companyName ??
    (key === "fiscal"
      ? (await getTranslations("tools.activities"))((input as FiscalInput).profile.activity)
      : key === "hidden_credits"
        ? (await getTranslations("hiddenCredits.types"))((input as HiddenCreditInput).type)
        : key === "reforma_tributaria"
          ? `${formatBrl((input as ReformFormInput).engine.monthlyRevenue)}/mês`
          : formatBrl(Number(i.salary ?? i.monthlyRevenue ?? 0)));
  return t(key, { detail });
}

/**
 * Saves a simulation: recomputes the result on the server from the submitted form (the browser's result is
 * never trusted), checks the month's quota and stores input + result (the result in its versioned envelope,
 * saved-result.ts). The plan feature is checked by the caller.
 */
export async function saveToolSimulation(
  claims: AuthClaims,
  key: ToolKey,
  raw: unknown,
): Promise<ActionResult<{ id: string; savings: number | null }>> {
  const computed = computeTool(key, raw, await loadToolContext());
  if (!computed.ok) return fail("invalid_input", computed.message, computed.fieldErrors);
  const companyId =
    key === "fiscal"
      ? (computed.input as FiscalInput).companyId
      : key === "reforma_tributaria"
        ? (computed.input as ReformFormInput).companyId
        : null;
  // A row-level security refusal here is the quota lost to a race: the action maps it to the limit message.
  return withRls(claims, async (tx) => {
    const company = companyId ? await getCompany(tx, claims.sub, companyId) : null;
    if (companyId && !company) return fail("not_found", "companies.errors.notFound");
    const denied = await checkSimulationQuota(tx, claims);
    if (denied) return denied;
    const title = await titleFor(key, computed.input, company?.name ?? null);
    const { id } = await insertSimulation(tx, claims.sub, {
      type: key,
      title,
      companyId,
      year: computed.year,
      input: computed.input,
      result: toSavedResult(computed.result),
      savings: computed.savings,
    });
    return ok({ id, savings: computed.savings });
  });
}
