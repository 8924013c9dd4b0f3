import type { CompanyDto } from "@/lib/companies/queries";
import { reformWindowAlerts, regimeAlerts, type Assumption, type RegimeAlert } from "@/lib/insights";
import { companyFacts } from "./facts";
import { companyRegimeEstimate, type CompanyRegimeEstimate } from "./regime-saving";

/**
 * Every alert of a company on `today` (ISO, Brasília) under `assumption`: the regime monitor's thresholds, the cheaper
 * regime of its one saving figure (`companyRegimeEstimate`, the dashboard's) and, for an active Simples company, the
 * IBS/CBS option window and, when its reform profile says it opted, the cancellation deadline. The alerts page, its
 * digest and the dashboard's count all read this, so they count the same alerts. `estimate`: when the caller has it.
 */
export function companyAlerts(
  company: CompanyDto,
  assumption: Assumption,
  today: string,
  estimate: CompanyRegimeEstimate | null = companyRegimeEstimate(company),
): RegimeAlert[] {
  const facts = companyFacts(company);
  const saving = estimate?.saving ?? null;
  const opportunity = saving
    ? { regime: saving.bestRegime, annualSaving: saving.annualSaving, annex: saving.bestAnnex, year: saving.year }
    : null;
  return [
    ...regimeAlerts(facts, assumption, opportunity),
    ...reformWindowAlerts(facts, today, company.revenue12m, company.reformProfile?.regularOption === true),
  ];
}
