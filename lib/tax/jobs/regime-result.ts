import { mulDiv, toReais, type Cents } from "../money";
import { fmtBRL, fmtRatio, step, type Step } from "../steps";
import type { Annex } from "../tables/types";
import type { NormalizedCompany, RegimeKey } from "./company";

/** One tax or charge of a regime, for the year and the average month. */
export interface TaxLine {
  key: string;
  label: string;
  annual: number;
  monthly: number;
}

export interface RegimeResult {
  regime: RegimeKey;
  name: string;
  eligible: boolean;
  /** Why the regime is (or is not) available, in pt-BR. */
  reason: string;
  annualTotal: number;
  /** annualTotal ÷ 12. */
  monthlyTotal: number;
  /** annualTotal ÷ annual revenue (fraction). */
  effectiveRate: number;
  breakdown: TaxLine[];
  annex?: Annex;
  fatorR?: number;
  steps: Step[];
}

/** A line in centavos plus how it was obtained, for the memória de cálculo. */
export interface Line {
  key: string;
  label: string;
  cents: Cents;
  formula: string;
  source: string;
}

export const REGIME_NAMES: Readonly<Record<RegimeKey, string>> = {
  mei: "MEI",
  simples: "Simples Nacional",
  presumido: "Lucro Presumido",
  real: "Lucro Real",
};

export interface RegimeCalc {
  regime: RegimeKey;
  eligible: boolean;
  reason: string;
  lines: Line[];
  /** Steps that explain the inputs of the lines (RBT12, Fator R, quarters...). */
  context?: Step[];
  annex?: Annex;
  fatorR?: number;
  total: Cents;
}

export function line(key: string, label: string, cents: Cents, formula: string, source: string): Line {
  return { key, label, cents, formula, source };
}

export function totalOf(lines: readonly Line[]): Cents {
  let s = 0;
  for (const l of lines) s += l.cents;
  return s;
}

export function toRegimeResult(c: NormalizedCompany, calc: RegimeCalc): RegimeResult {
  const total = calc.total;
  const breakdown: TaxLine[] = new Array(calc.lines.length);
  for (let i = 0; i < calc.lines.length; i++) {
    const l = calc.lines[i];
    breakdown[i] = { key: l.key, label: l.label, annual: toReais(l.cents), monthly: toReais(mulDiv(l.cents, 1, 12)) };
  }
  return {
    regime: calc.regime,
    name: REGIME_NAMES[calc.regime],
    eligible: calc.eligible,
    reason: calc.reason,
    annualTotal: toReais(total),
    monthlyTotal: toReais(mulDiv(total, 1, 12)),
    effectiveRate: c.annual > 0 ? total / c.annual : 0,
    breakdown,
    annex: calc.annex,
    fatorR: calc.fatorR,
    steps: regimeSteps(c, calc),
  };
}

function regimeSteps(c: NormalizedCompany, calc: RegimeCalc): Step[] {
  const total = calc.total;
  const out: Step[] = calc.context ? calc.context.slice() : [];
  for (const l of calc.lines) out.push(step(l.label, l.formula, toReais(l.cents), l.source));
  out.push(
    step(
      "Total anual",
      `soma dos tributos e encargos = ${fmtBRL(total)}; ${c.annual > 0 ? fmtRatio(total, c.annual, 2) : "0%"} da receita de ${fmtBRL(c.annual)}`,
      toReais(total),
      "Soma das parcelas acima",
    ),
  );
  return out;
}
