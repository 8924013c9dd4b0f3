import type { CompanyDto } from "@/lib/companies/queries";
import { countAlerts, type AlertCounters, type Assumption, type RegimeAlert } from "@/lib/insights";
import { companyAlerts } from "./company-alerts";
import { companyRegimeEstimate, type CompanySaving } from "./regime-saving";

export type { CompanySaving } from "./regime-saving";

/** The projection /regime-alert starts with; the dashboard counts the same alerts. */
export const DEFAULT_ALERT_ASSUMPTION: Assumption = "trend3";

/**
 * The dashboard's money, from the user's companies: what each screen already computes, added up. The tax of the
 * month and the savings are each company's `companyRegimeEstimate`: the fiscal simulator's result as it opens from
 * the company (/fiscal-simulator?empresa=id) and the saving the regime alerts list, so the numbers are the ones the
 * user finds there.
 */
export type DashboardOverview = {
  companies: number;
  /** Revenue of the last 12 months over all companies (the /companies tile). */
  revenue12m: number;
  /** Average monthly tax in each company's current regime; null when no company could be estimated. */
  monthlyTax: number | null;
  /** Companies counted in monthlyTax (with an activity, revenue and a current regime open to them). */
  estimated: number;
  /** Annual savings found: each company's current regime against its cheapest one, largest first. */
  savings: CompanySaving[];
  savingsTotal: number;
  /** Open alerts of /regime-alert under its default projection on `today`; null when the plan has no regime alerts. */
  alerts: (AlertCounters & { total: number }) | null;
};

/**
 * alerts: whether the plan has regime alerts; today: ISO, Brasília; declared: the alerts of the companies' imported
 * declarations (`loadDeclarationAlerts`), which /regime-alert lists too.
 */
export type OverviewOptions = { alerts: boolean; today: string; declared?: RegimeAlert[] };

const cents = (reais: number) => Math.round(reais * 100);

export function dashboardOverview(
  companies: CompanyDto[],
  { alerts, today, declared = [] }: OverviewOptions,
): DashboardOverview {
  let revenue = 0;
  let tax = 0;
  let estimated = 0;
  const savings: CompanySaving[] = [];
  const found: RegimeAlert[] = [...declared];
  for (const company of companies) {
    revenue += cents(company.revenue12m);
    const estimate = companyRegimeEstimate(company);
    if (alerts) found.push(...companyAlerts(company, DEFAULT_ALERT_ASSUMPTION, today, estimate));
    if (!estimate) continue;
    estimated++;
    tax += cents(estimate.monthlyTax);
    if (estimate.saving) savings.push(estimate.saving);
  }
  savings.sort((a, b) => b.annualSaving - a.annualSaving);
  const counters = alerts ? countAlerts(found) : null;
  return {
    companies: companies.length,
    revenue12m: revenue / 100,
    monthlyTax: estimated > 0 ? tax / 100 : null,
    estimated,
    savings,
    savingsTotal: savings.reduce((sum, s) => sum + cents(s.annualSaving), 0) / 100,
    alerts: counters ? { ...counters, total: counters.critical + counters.attention + counters.opportunities } : null,
  };
}

/** Overviews already computed in this process, by everything they depend on (the oldest dropped first). */
const computed = new Map<string, DashboardOverview>();
const COMPUTED_MAX = 500;

/**
 * dashboardOverview, computed once for the same companies: the dashboard asks on every visit, and the comparisons
 * behind it (a fiscal simulation and the alerts of each company) took 0,5–0,9 ms of its server time
 * (docs/performance.md, "Signed-in pages"). It reads nothing but its arguments (the alerts count from each company's
 * own months, the simulation from the form's default year), so the key is the companies' figures as read (their
 * updatedAt and reform profiles included), the plan's alerts flag and the day (the reform windows' alerts). The
 * result is shared: read it only.
 */
export function memoisedDashboardOverview(companies: CompanyDto[], options: OverviewOptions): DashboardOverview {
  const key = `${options.alerts}|${options.today}|${JSON.stringify(options.declared ?? [])}|${JSON.stringify(companies)}`;
  const hit = computed.get(key);
  if (hit) return hit;
  const overview = dashboardOverview(companies, options);
  if (computed.size >= COMPUTED_MAX) computed.delete(computed.keys().next().value as string);
  computed.set(key, overview);
  return overview;
}
