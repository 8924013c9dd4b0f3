import { z } from "zod";
import type { ProLaboreVsDividendsInput } from "@/lib/tax/jobs/pro-labore-vs-dividends";
import { activitySchema } from "@/lib/companies/schema";
import {
  moneyAt,
  optionalIntegerSchema,
  optionalPercentSchema,
  yearSchema,
  DEFAULT_FORM_YEAR,
} from "@/lib/forms/fields";

export const PROFIT_REGIMES = ["simples", "presumido", "real"] as const;

/** Pró-labore versus dividends for one partner. */
export const profitStrategyFormSchema = z
  .object({
    regime: z.enum(PROFIT_REGIMES),
    activity: activitySchema,
    monthlyRevenue: z.string(),
    monthlyCosts: z.string(),
    monthlyPayroll: z.string(),
    currentProLabore: z.string(),
    dependents: optionalIntegerSchema(0, 50),
    otherAnnualIncome: z.string(),
    localTaxRate: optionalPercentSchema(0, 35),
    year: yearSchema,
  })
  .transform((v, ctx): ProLaboreVsDividendsInput => {
    const input: ProLaboreVsDividendsInput = {
      year: v.year,
      regime: v.regime,
      activity: v.activity,
      monthlyRevenue: moneyAt(v.monthlyRevenue, ctx, ["monthlyRevenue"], true) ?? 0,
      monthlyCosts: moneyAt(v.monthlyCosts, ctx, ["monthlyCosts"], true) ?? 0,
    };
    const optional = ["monthlyPayroll", "currentProLabore", "otherAnnualIncome"] as const;
    for (const key of optional) {
      const value = moneyAt(v[key], ctx, [key], false);
      if (value !== undefined) input[key] = value;
    }
    if (v.dependents !== undefined) input.dependents = v.dependents;
    if (v.localTaxRate !== undefined) input.localTaxRate = v.localTaxRate;
    return input;
  });

export type ProfitStrategyFormValues = z.input<typeof profitStrategyFormSchema>;

/** The form's starting values, year included: the tool's page and the AI assistant start from them (catalogue.ts). */
export const PROFIT_STRATEGY_FORM_DEFAULTS: ProfitStrategyFormValues = {
  regime: "simples",
  activity: "servicos_fator_r",
  monthlyRevenue: "",
  monthlyCosts: "",
  monthlyPayroll: "",
  currentProLabore: "",
  dependents: "",
  otherAnnualIncome: "",
  localTaxRate: "",
  year: DEFAULT_FORM_YEAR,
};
