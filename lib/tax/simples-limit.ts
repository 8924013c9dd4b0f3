import { applyRate, toReais, type Cents } from "./money";
import { monthsInYear } from "./mei";
import { fmtBRL, fmtRate, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";

export interface SimplesLimitInput {
  year?: TaxYear;
  /** Start of activity 'YYYY-MM-DD'; none or an earlier year means the full-year limits. */
  startDate?: string;
}

export interface SimplesLimitResult {
  months: number;
  limit: number;
  limitWithTolerance: number;
  sublimite: number;
  sublimiteWithTolerance: number;
  steps: Step[];
}

export function computeSimplesLimit(
  t: TaxTables,
  months: number,
): { limit: Cents; sublimite: Cents; limitTol: Cents; subTol: Cents } {
  const s = t.simples;
  const limit = months === 12 ? s.limit.value : s.firstYearLimitPerMonth.value * months;
  const sublimite = months === 12 ? s.sublimite.value : s.firstYearSublimitePerMonth.value * months;
  return {
    limit,
    sublimite,
    limitTol: limit + applyRate(limit, s.tolerance.value),
    subTol: sublimite + applyRate(sublimite, s.tolerance.value),
  };
}

/** Simples Nacional revenue limit and ICMS/ISS sublimite, proportional in the first year (LC 123/2006 arts. 3º, 13-A, 20). */
export function simplesLimit(input: SimplesLimitInput): SimplesLimitResult {
  const t = tablesFor(input.year);
  const months = monthsInYear(t.year, input.startDate);
  const c = computeSimplesLimit(t, months);
  const s = t.simples;
  const first = months < 12;
  return {
    months,
    limit: toReais(c.limit),
    limitWithTolerance: toReais(c.limitTol),
    sublimite: toReais(c.sublimite),
    sublimiteWithTolerance: toReais(c.subTol),
    steps: [
      step(
        "Limite de receita (EPP)",
        first ? `${fmtBRL(s.firstYearLimitPerMonth.value)} × ${months} meses` : "limite anual",
        toReais(c.limit),
        first ? s.firstYearLimitPerMonth.source : s.limit.source,
      ),
      step(
        "Sublimite do ICMS/ISS",
        first ? `${fmtBRL(s.firstYearSublimitePerMonth.value)} × ${months} meses` : "sublimite anual",
        toReais(c.sublimite),
        first ? s.firstYearSublimitePerMonth.source : s.sublimite.source,
      ),
      step(
        `Tolerância de ${fmtRate(s.tolerance.value)}`,
        `até ${fmtRate(s.tolerance.value)} acima: efeitos só a partir de 1º de janeiro seguinte`,
        toReais(c.limitTol),
        s.tolerance.source,
      ),
    ],
  };
}
