import { z } from "zod";
import { EMPLOYER_REGIMES, type EmployerRegime } from "@/lib/tax/payroll";
import type { LaborBenefits, LaborCostInput } from "@/lib/tax/jobs/labor-cost";
import { moneyAt, optionalIntegerSchema, yearSchema, DEFAULT_FORM_YEAR } from "@/lib/forms/fields";

export const employerRegimeSchema = z.enum(EMPLOYER_REGIMES as [EmployerRegime, ...EmployerRegime[]]);
export const RAT_PERCENTS = ["1", "2", "3"] as const;

export const benefitFieldsShape = {
  valeTransporte: z.string(),
  valeRefeicao: z.string(),
  planoSaude: z.string(),
  seguroVida: z.string(),
};

type Ctx = z.core.$RefinementCtx<unknown>;

export function readBenefits(v: Record<keyof typeof benefitFieldsShape, string>, ctx: Ctx): LaborBenefits {
  const b: LaborBenefits = {};
  for (const key of Object.keys(benefitFieldsShape) as (keyof typeof benefitFieldsShape)[]) {
    const value = moneyAt(v[key], ctx, [key], false);
    if (value !== undefined) b[key] = value;
  }
  return b;
}

/** Labour simulator: the employer's full cost of one CLT employee. */
export const laborFormSchema = z
  .object({
    salary: z.string(),
    regime: employerRegimeSchema,
    ...benefitFieldsShape,
    dependents: optionalIntegerSchema(0, 50),
    ratPercent: z.enum(RAT_PERCENTS),
    year: yearSchema,
  })
  .transform((v, ctx): LaborCostInput => {
    const input: LaborCostInput = {
      year: v.year,
      salary: moneyAt(v.salary, ctx, ["salary"], true) ?? 0,
      regime: v.regime,
      benefits: readBenefits(v, ctx),
      ratPercent: Number(v.ratPercent),
    };
    if (v.dependents !== undefined) input.dependents = v.dependents;
    return input;
  });

export type LaborFormValues = z.input<typeof laborFormSchema>;

/** The form's starting values, year included: the tool's page and the AI assistant start from them (catalogue.ts). */
export const LABOR_FORM_DEFAULTS: LaborFormValues = {
  salary: "",
  regime: "simples",
  valeTransporte: "",
  valeRefeicao: "",
  planoSaude: "",
  seguroVida: "",
  dependents: "",
  ratPercent: "2",
  year: DEFAULT_FORM_YEAR,
};
