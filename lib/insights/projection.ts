import { ACTIVITY_PROFILES } from "../tax/jobs/company";
import { PPM, compareRatio, mulDiv, toReais, type Cents } from "../tax/money";
import type { Annex } from "../tax/tables/types";
import { fatorROf, fs12Of } from "./fator-r";
import { addMonths, normalize, type CompanyFacts, type MonthRef, type Normalized } from "./facts";

/**
 * How the next 12 months are projected (README):
 * - `flat`: each month repeats the same month one year earlier (no growth: RBT12 stays where it is);
 * - `trend3` / `trend12`: the last month plus the average month-to-month change within the last 3 / 12 months,
 *   once per month ahead (linear), never below zero.
 */
export const ASSUMPTIONS = ["flat", "trend3", "trend12"] as const;
export type Assumption = (typeof ASSUMPTIONS)[number];

export const isAssumption = (v: unknown): v is Assumption =>
  typeof v === "string" && (ASSUMPTIONS as readonly string[]).includes(v);

export interface ProjectedMonth {
  month: MonthRef;
  revenue: number;
  /** Revenue of the 12 months before this one (the Simples band's RBT12). */
  rbt12: number;
  /** Revenue of the calendar year up to and including this month (what the annual limits read). */
  yearToDate: number;
  /** FS12 ÷ RBT12 for activities subject to Fator R, else null. */
  fatorR: number | null;
  /** The Simples annex that month (Fator R decides III or V), null without an activity. */
  annex: Annex | null;
}

export interface Projection {
  assumption: Assumption;
  /** Average change per month applied, in reais (0 for `flat`). */
  slope: number;
  /** False when only an annual figure is stored: every assumption is then flat. */
  monthlyHistory: boolean;
  months: ProjectedMonth[];
}

/** The whole series in centavos: 12 months of history then 12 projected, with the FS12 used for Fator R. */
export interface Series {
  n: Normalized;
  values: Cents[];
  months: MonthRef[];
  ytd: Cents[];
  rbt12: Cents[];
  fs12: Cents | null;
  slope: Cents;
}

const TREND_MONTHS: Record<Exclude<Assumption, "flat">, number> = { trend3: 3, trend12: 12 };

/** h[11] + (h[11] − h[12 − N]) × k ÷ (N − 1), rounded half-up to the centavo, floored at zero. */
function trendMonth(history: Cents[], months: number, k: number): Cents {
  const last = history[11];
  const diff = last - history[12 - months];
  const step = diff >= 0 ? mulDiv(diff, k, months - 1) : -mulDiv(-diff, k, months - 1);
  return Math.max(0, last + step);
}

export function buildSeries(n: Normalized, assumption: Assumption): Series | null {
  const history = n.history;
  if (!history) return null;
  const trend = assumption !== "flat" && n.monthly ? TREND_MONTHS[assumption] : null;
  const projected = Array.from({ length: 12 }, (_, i) => (trend ? trendMonth(history, trend, i + 1) : history[i]));
  const values = [...history, ...projected];
  const months = values.map((_, j) => addMonths(n.facts.historyEnd, j - 11));
  const ytd: Cents[] = [];
  values.forEach((v, j) => ytd.push(v + (j > 0 && months[j].month !== 1 ? ytd[j - 1] : 0)));
  const rbt12 = values.map((_, j) => (j < 12 ? 0 : values.slice(j - 12, j).reduce((a, b) => a + b, 0)));
  const activity = n.facts.activity;
  const fs12 = activity && ACTIVITY_PROFILES[activity].fatorR ? fs12Of(n) : null;
  const slope = trend
    ? mulDiv(Math.abs(history[11] - history[12 - trend]), 1, trend - 1) * Math.sign(history[11] - history[12 - trend])
    : 0;
  return { n, values, months, ytd, rbt12, fs12, slope };
}

/** III when FS12 ÷ RBT12 ≥ 28% (exactly 28% is III), else V; the activity's own annex otherwise. */
export function annexAt(s: Series, j: number): Annex | null {
  const activity = s.n.facts.activity;
  if (!activity) return null;
  if (s.fs12 === null) return ACTIVITY_PROFILES[activity].annex;
  if (s.rbt12[j] === 0) return "III";
  return compareRatio(s.fs12, s.rbt12[j], s.n.t.simples.fatorR.value, PPM) >= 0 ? "III" : "V";
}

/** The next 12 months of one company under `assumption`; null without revenue history. */
export function projectCompany(facts: CompanyFacts, assumption: Assumption): Projection | null {
  const s = buildSeries(normalize(facts), assumption);
  if (!s) return null;
  const months = s.values.slice(12).map((v, i) => {
    const j = i + 12;
    return {
      month: s.months[j],
      revenue: toReais(v),
      rbt12: toReais(s.rbt12[j]),
      yearToDate: toReais(s.ytd[j]),
      fatorR: s.fs12 === null ? null : fatorROf(s.fs12, s.rbt12[j]),
      annex: annexAt(s, j),
    };
  });
  return { assumption, slope: toReais(s.slope), monthlyHistory: s.n.monthly, months };
}
