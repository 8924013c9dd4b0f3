import { z } from "zod";
import type { CltVsPjInput, PjActivity } from "@/lib/tax/jobs/clt-vs-pj";
import { moneyAt, optionalIntegerSchema, yearSchema, DEFAULT_FORM_YEAR } from "@/lib/forms/fields";
import { benefitFieldsShape, employerRegimeSchema, readBenefits } from "./labor";

export const PJ_ACTIVITIES = ["servicos_fator_r", "servicos_gerais"] as const satisfies readonly PjActivity[];

/** CLT vs PJ: the same person hired as an employee or as a company. */
export const cltVsPjFormSchema = z
  .object({
    salary: z.string(),
    employerRegime: employerRegimeSchema,
    ...benefitFieldsShape,
    dependents: optionalIntegerSchema(0, 50),
    pjMonthlyRevenue: z.string(),
    pjActivity: z.enum(PJ_ACTIVITIES),
    pjMonthlyCosts: z.string(),
    year: yearSchema,
  })
  .transform((v, ctx): CltVsPjInput => {
    const input: CltVsPjInput = {
      year: v.year,
      salary: moneyAt(v.salary, ctx, ["salary"], true) ?? 0,
      employerRegime: v.employerRegime,
      benefits: readBenefits(v, ctx),
      pjActivity: v.pjActivity,
    };
    const revenue = moneyAt(v.pjMonthlyRevenue, ctx, ["pjMonthlyRevenue"], false);
    const costs = moneyAt(v.pjMonthlyCosts, ctx, ["pjMonthlyCosts"], false);
    if (revenue !== undefined) input.pjMonthlyRevenue = revenue;
    if (costs !== undefined) input.pjMonthlyCosts = costs;
    if (v.dependents !== undefined) input.dependents = v.dependents;
    return input;
  });

export type CltVsPjFormValues = z.input<typeof cltVsPjFormSchema>;

/** The form's starting values, year included: the tool's page and the AI assistant start from them (catalogue.ts). */
export const CLT_VS_PJ_FORM_DEFAULTS: CltVsPjFormValues = {
  salary: "",
  employerRegime: "presumido",
  valeTransporte: "",
  valeRefeicao: "",
  planoSaude: "",
  seguroVida: "",
  dependents: "",
  pjMonthlyRevenue: "",
  pjActivity: "servicos_fator_r",
  pjMonthlyCosts: "",
  year: DEFAULT_FORM_YEAR,
};
