import { z } from "zod";
import { validationKeys as K } from "@/lib/br/zod";
import { activitySchema, UFS } from "@/lib/companies/schema";
import type { CompanyProfile, RegimeKey } from "@/lib/tax/jobs/company";
import { moneyAt, optionalIntegerSchema, optionalPercentSchema, readRevenue, revenueFieldsShape, yearSchema } from "@/lib/forms/fields";

export const CURRENT_REGIMES = ["", "mei", "simples", "presumido", "real"] as const;

/** Fields of step 1 ('Dados da empresa'); 'Próximo Passo' validates only these. */
export const FISCAL_STEP1_FIELDS = ["activity", "state", "revenueMode", "annualRevenue", "monthlyRevenues", "currentRegime"] as const;

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
    monthlyExpenses: z.string(),
    monthlyCreditableCosts: z.string(),
    issRate: optionalPercentSchema(0, 5),
    icmsRate: optionalPercentSchema(0, 35),
    year: yearSchema,
  })
  .transform((v, ctx) => {
    const revenue = readRevenue(v, ctx);
    const opt = (value: string, field: string) => moneyAt(value, ctx, [field], false);
    const profile: CompanyProfile = {
      activity: v.activity,
      state: v.state,
      ...(revenue.monthlyRevenues ? { monthlyRevenue: revenue.monthlyRevenues } : { annualRevenue: revenue.annualRevenue ?? 0 }),
      monthlyPayroll: opt(v.payrollMonthly, "payrollMonthly"),
      employees: v.employees,
      proLabore: opt(v.proLabore, "proLabore"),
      partners: v.partners,
      monthlyExpenses: opt(v.monthlyExpenses, "monthlyExpenses"),
      monthlyCreditableCosts: opt(v.monthlyCreditableCosts, "monthlyCreditableCosts"),
      issRate: v.issRate,
      icmsRate: v.icmsRate,
      currentRegime: v.currentRegime === "" ? undefined : (v.currentRegime as RegimeKey),
    };
    // The engine reads "absent" as its default; drop undefined keys so the stored input stays small.
    for (const key of Object.keys(profile) as (keyof CompanyProfile)[]) if (profile[key] === undefined) delete profile[key];
    return { companyId: v.companyId === "" ? null : v.companyId, year: v.year, profile };
  });

export type FiscalFormValues = z.input<typeof fiscalFormSchema>;
export type FiscalInput = z.output<typeof fiscalFormSchema>;
