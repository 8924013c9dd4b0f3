import type { CompanyDto } from "@/lib/companies/queries";
import { reformDefaults } from "./reform-defaults";
import type { ReformFormValues } from "./schemas/reforma";

/**
 * The form values the reform tool's own page starts from for this company (reformDefaults: regime, activity, the
 * average month, the 12 months' revenue, its ISS rate; no sales to crediting buyers, no purchases, no reduction,
 * today's prices), for the callers that compute without a person at the form — the dossier and the assistant — or
 * why they should not: a MEI (the job covers Simples, Presumido and Real; the page shows a MEI as Simples, a
 * guess these callers do not make), no activity (the page falls back to a default), no revenue.
 */
export function reformValuesOfCompany(
  company: CompanyDto,
): { ok: true; values: ReformFormValues } | { ok: false; reason: "mei" | "activity" | "revenue" } {
  if (company.regime === "mei") return { ok: false, reason: "mei" };
  if (company.activity === null) return { ok: false, reason: "activity" };
  if (!(company.monthlyAverage > 0)) return { ok: false, reason: "revenue" };
  return { ok: true, values: reformDefaults(company) };
}

/** The fields reformDefaults fills with neutral values because a company record does not hold them. */
export const REFORM_ASSUMED_FIELDS = [
  "creditingBuyersPercent",
  "purchasesRegular",
  "purchasesSimples",
  "reduction",
  "priceConvention",
] as const satisfies readonly (keyof ReformFormValues)[];
