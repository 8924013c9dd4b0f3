import { normalizeCompany } from "../tax/jobs/company";
import { fs12 } from "../tax/jobs/simples-annual";
import { toReais, type Cents } from "../tax/money";
import type { Normalized } from "./facts";

/**
 * FS12 as the engine defines it (LC 123 art. 18 §24): the year's salaries with 13º and férias, their FGTS
 * and the partners' pró-labore, from the company's steady monthly payroll.
 */
export function fs12Of(n: Normalized): Cents {
  const c = normalizeCompany({
    activity: n.facts.activity ?? "servicos_fator_r",
    annualRevenue: toReais(n.rbt12),
    monthlyPayroll: toReais(n.payrollMonthly),
    proLabore: toReais(n.proLaboreMonthly),
    partners: n.partners,
  });
  return fs12(c);
}

/** r = FS12 ÷ RBT12 as a fraction for display (comparisons use exact integer ratios). */
export const fatorROf = (fs12: Cents, rbt12: Cents): number =>
  rbt12 === 0 ? 0 : Math.round((fs12 / rbt12) * 10_000) / 10_000;
