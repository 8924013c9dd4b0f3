import { formatBrlInput, parseBrlMoneyToCentavos } from "@/lib/br/money";
import { DEFAULT_FORM_YEAR } from "@/lib/forms/fields";
import type { CompanyDto } from "@/lib/companies/queries";
import { UFS, type Uf } from "@/lib/companies/schema";
import type { CompanyRegime } from "@/lib/db/enums";
import { BUSINESS_ACTIVITIES } from "@/lib/tax";
import type { FiscalFormValues } from "./schemas/fiscal";

const CURRENT: Record<CompanyRegime, FiscalFormValues["currentRegime"]> = {
  mei: "mei",
  simples_nacional: "simples",
  lucro_presumido: "presumido",
  lucro_real: "real",
};

const money = (v: number | null) => (v === null ? "" : formatBrlInput(v));

/** The simulator's starting values: empty, or pre-filled from a saved company (/fiscal-simulator?empresa=id). */
export function fiscalDefaults(company: CompanyDto | null): FiscalFormValues {
  const months = company?.monthlyRevenues?.length === 12 ? company.monthlyRevenues : null;
  return {
    companyId: company?.id ?? "",
    activity: company?.activity ?? "servicos_gerais",
    state: company?.state && (UFS as readonly string[]).includes(company.state) ? (company.state as Uf) : "SP",
    revenueMode: months ? "monthly" : "annual",
    annualRevenue: company && !months ? money(company.annualRevenue ?? company.revenue12m) : "",
    monthlyRevenues: months ? months.map(formatBrlInput) : Array.from({ length: 12 }, () => ""),
    currentRegime: company ? CURRENT[company.regime] : "",
    payrollMonthly: money(company?.payrollMonthly ?? null),
    employees: company?.employees === null || company?.employees === undefined ? "" : String(company.employees),
    proLabore: money(company?.proLaboreMonthly ?? null),
    partners: "",
    dividendsMonthly: money(company?.dividendsMonthly ?? null),
    monthlyExpenses: "",
    monthlyCreditableCosts: "",
    issRate:
      company?.issRate === null || company?.issRate === undefined ? "" : String(company.issRate).replace(".", ","),
    icmsRate: "",
    year: DEFAULT_FORM_YEAR,
  };
}

/**
 * A calculation carried from a public calculator (/calculadoras, after sign-up): the activity and the annual
 * revenue from the query (?atividade=servicos_gerais&faturamentoAnual=600.000,00) over the empty defaults. Anything
 * unreadable is ignored: the form then starts as usual.
 */
export function withPublicPrefill(
  values: FiscalFormValues,
  query: Record<string, string | string[] | undefined>,
): FiscalFormValues {
  const activity = BUSINESS_ACTIVITIES.find((a) => a === query.atividade);
  const centavos =
    typeof query.faturamentoAnual === "string" ? parseBrlMoneyToCentavos(query.faturamentoAnual.slice(0, 40)) : null;
  return {
    ...values,
    ...(activity ? { activity } : {}),
    ...(centavos !== null && centavos > 0
      ? { revenueMode: "annual" as const, annualRevenue: formatBrlInput(centavos / 100) }
      : {}),
  };
}
