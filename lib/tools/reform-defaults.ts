import { formatBrlInput } from "@/lib/br/money";
import type { CompanyDto } from "@/lib/companies/queries";
import type { CompanyRegime } from "@/lib/db/enums";
import type { ReformRegime } from "@/lib/tax/reform/types";
import type { ReformFormValues } from "./schemas/reforma";

/** A company's regime as the reform tool reads it; a MEI is shown as the Simples it belongs to. */
export const REFORM_REGIME_OF: Record<CompanyRegime, ReformRegime> = {
  mei: "simples",
  simples_nacional: "simples",
  lucro_presumido: "presumido",
  lucro_real: "real",
};

const money = (v: number | null | undefined) => (v === null || v === undefined || v === 0 ? "" : formatBrlInput(v));

/** The form's fields a link may fill (the public calculator's "continue in the app"): every one but the company. */
const LINKED_FIELDS = [
  "regime",
  "activity",
  "annex",
  "monthlyRevenue",
  "rbt12",
  "creditingBuyersPercent",
  "purchasesRegular",
  "purchasesSimples",
  "reduction",
  "priceConvention",
  "icmsPercent",
  "issPercent",
] as const satisfies readonly (keyof ReformFormValues)[];

/**
 * The starting values with what a link carries (each field a string of up to 40 characters; the form's schema judges
 * them when it computes), or null when the link carries none of them.
 */
export function reformValuesFromQuery(
  query: Record<string, string | string[] | undefined>,
  base: ReformFormValues = reformDefaults(null),
): ReformFormValues | null {
  const values = { ...base };
  let found = false;
  for (const field of LINKED_FIELDS) {
    const value = query[field];
    if (typeof value !== "string") continue;
    values[field] = value.slice(0, 40) as never;
    found = true;
  }
  return found ? values : null;
}

/**
 * The form's starting values: empty, or a saved company's regime, activity, monthly average revenue, RBT12 and ISS
 * rate (/reforma-tributaria?empresa=id). The assumptions the company record does not hold (share sold to crediting
 * buyers, purchases, reduction) start at neutral values the owner is asked to check.
 */
export function reformDefaults(company: CompanyDto | null): ReformFormValues {
  return {
    companyId: company?.id ?? "",
    regime: company ? REFORM_REGIME_OF[company.regime] : "simples",
    activity: company?.activity ?? "servicos_gerais",
    annex: "",
    monthlyRevenue: money(company?.monthlyAverage),
    rbt12: money(company?.revenue12m),
    creditingBuyersPercent: "0",
    purchasesRegular: "",
    purchasesSimples: "",
    reduction: "none",
    priceConvention: "net",
    icmsPercent: "",
    issPercent:
      company?.issRate === null || company?.issRate === undefined ? "" : String(company.issRate).replace(".", ","),
    scenarioId: "",
  };
}
