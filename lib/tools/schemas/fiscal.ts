import { z } from "zod";
import { validationKeys as K } from "@/lib/br/zod";
import { activitySchema, UFS } from "@/lib/companies/schema";
import type { CompanyProfile, RegimeComparison, RegimeKey } from "@/lib/tax";
import {
  estimatedMonthlyPurchases,
  PURCHASE_ESTIMATES,
  sellsGoods,
  type PurchaseEstimate,
} from "../purchase-estimates";
import {
  moneyAt,
  optionalIntegerSchema,
  optionalPercentSchema,
  readRevenue,
  revenueFieldsShape,
  comparisonYearSchema,
} from "@/lib/forms/fields";

/**
 * What the comparison took for granted because the form left it open; shown on the result and in the PDF.
 * `purchasesEstimated`: a shop or industry left its purchases blank, so the sector share was used.
 */
export type FiscalAssumption = { code: "purchasesEstimated"; monthly: number } & PurchaseEstimate;

/**
 * The fiscal tool's result: the engine's comparison, the assumptions the form made and the regime the company
 * said it is in (both absent on rows saved before them).
 */
export type FiscalComparison = RegimeComparison & {
  assumptions?: FiscalAssumption[];
  currentRegime?: RegimeKey | null;
};

export const CURRENT_REGIMES = ["", "mei", "simples", "presumido", "real"] as const;

/** Fields of step 1 ('Dados da empresa'); 'Próximo Passo' validates only these. */
export const FISCAL_STEP1_FIELDS = [
  "activity",
  "state",
  "revenueMode",
  "annualRevenue",
  "monthlyRevenues",
  "currentRegime",
] as const;

/** The fiscal simulator's form (both steps), as typed → the engine's CompanyProfile and year. */
export const fiscalFormSchema = z
  .object({
    companyId: z.union([z.literal(""), z.uuid()]),
    activity: activitySchema,
    state: z.enum(UFS, K.required),
    ...revenueFieldsShape,
    currentRegime: z.enum(CURRENT_REGIMES),
    payrollMonthly: z.string(),
    employees: optionalIntegerSchema(0, 100_000),
    proLabore: z.string(),
    partners: optionalIntegerSchema(0, 100),
    /** Profits paid to each partner per month; optional (absent for API callers), only the dividends warning reads it. */
    dividendsMonthly: z.string().optional(),
    monthlyExpenses: z.string(),
    monthlyCreditableCosts: z.string(),
    issRate: optionalPercentSchema(0, 5),
    icmsRate: optionalPercentSchema(0, 35),
    year: comparisonYearSchema,
  })
  .transform((v, ctx) => {
    const revenue = readRevenue(v, ctx);
    const opt = (value: string, field: string) => moneyAt(value, ctx, [field], false);
    const purchases = purchasesOf(v.activity, opt(v.monthlyCreditableCosts, "monthlyCreditableCosts"), revenue);
    const otherExpenses = opt(v.monthlyExpenses, "monthlyExpenses");
    const profile: CompanyProfile = {
      activity: v.activity,
      state: v.state,
      ...(revenue.monthlyRevenues
        ? { monthlyRevenue: revenue.monthlyRevenues }
        : { annualRevenue: revenue.annualRevenue ?? 0 }),
      monthlyPayroll: opt(v.payrollMonthly, "payrollMonthly"),
      employees: v.employees,
      proLabore: opt(v.proLabore, "proLabore"),
      partners: v.partners,
      monthlyDividendsPerPartner: opt(v.dividendsMonthly ?? "", "dividendsMonthly"),
      // The form asks the two apart; for the engine the purchases are part of the deductible costs (Lucro Real).
      monthlyExpenses:
        otherExpenses === undefined && purchases.monthly === undefined
          ? undefined
          : centsSum(otherExpenses, purchases.monthly),
      monthlyCreditableCosts: purchases.monthly,
      issRate: v.issRate,
      icmsRate: v.icmsRate,
      currentRegime: v.currentRegime === "" ? undefined : (v.currentRegime as RegimeKey),
    };
    // The engine reads "absent" as its default; drop undefined keys so the stored input stays small.
    for (const key of Object.keys(profile) as (keyof CompanyProfile)[])
      if (profile[key] === undefined) delete profile[key];
    return {
      companyId: v.companyId === "" ? null : v.companyId,
      year: v.year,
      profile,
      assumptions: purchases.assumptions,
    };
  });

/** Reais + reais, summed in centavos so that 0,10 + 0,20 stays 0,30. */
function centsSum(a: number | undefined, b: number | undefined): number {
  return (Math.round((a ?? 0) * 100) + Math.round((b ?? 0) * 100)) / 100;
}

/**
 * The purchases that give credit: as typed; for a company selling goods that left the field blank, the sector
 * estimate (never a silent zero, which would charge ICMS on the whole revenue outside the Simples).
 */
function purchasesOf(
  activity: CompanyProfile["activity"],
  typed: number | undefined,
  revenue: { annualRevenue: number | null; monthlyRevenues: number[] | null },
): { monthly: number | undefined; assumptions: FiscalAssumption[] } {
  if (typed !== undefined || !sellsGoods(activity)) return { monthly: typed, assumptions: [] };
  const annualCentavos = revenue.monthlyRevenues
    ? revenue.monthlyRevenues.reduce((sum, m) => sum + Math.round(m * 100), 0)
    : Math.round((revenue.annualRevenue ?? 0) * 100);
  if (annualCentavos <= 0) return { monthly: undefined, assumptions: [] };
  const monthly = estimatedMonthlyPurchases(activity, annualCentavos) / 100;
  return { monthly, assumptions: [{ code: "purchasesEstimated", monthly, ...PURCHASE_ESTIMATES[activity] }] };
}

export type FiscalFormValues = z.input<typeof fiscalFormSchema>;
export type FiscalInput = z.output<typeof fiscalFormSchema>;
