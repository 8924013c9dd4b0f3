import type { RegimeKey } from "../tax/jobs/company";
import { computeMeiLimit } from "../tax/mei";
import { PPM, mulDivCeil, toReais, type Cents } from "../tax/money";
import { computeSimplesLimit } from "../tax/simples-limit";
import type { Annex } from "../tax/tables/types";
import { monthsActiveIn, normalize, type CompanyFacts, type DeclaredRegime, type MonthRef } from "./facts";
import { annexAt, buildSeries, type Assumption, type Series } from "./projection";
import type { Figure, Severity } from "./risks";

/** Every alert of the regime monitor; texts are insights.alerts.rules.<code>. */
export const ALERT_CODES = [
  "simples_sublimite",
  "simples_sublimite_tolerance",
  "simples_limit",
  "simples_limit_tolerance",
  "mei_limit",
  "mei_tolerance",
  "fator_r_below",
  "presumido_lc224",
  "presumido_limit",
  "cheaper_regime",
  "reform_option_window",
  "reform_option_cancel",
  // What the last imported PGDAS-D declaration shows (lib/analyses/declaration-alerts.ts): facts, not projections.
  "declaration_fator_r_below",
  "declaration_fator_r_near",
  "declaration_sublimite_near",
  "declaration_limit_near",
  "declaration_above_law",
  "declaration_monofasico_check",
] as const;
export type AlertCode = (typeof ALERT_CODES)[number];
export type AlertType = "error" | "warning" | "info";

export interface RegimeAlert {
  code: AlertCode;
  type: AlertType;
  impact: Severity;
  companyId: string;
  companyName: string;
  /** The predicted month (the first month past the threshold), or the January deadline to opt. */
  deadline: MonthRef;
  /** The exact last day (ISO) when the deadline is a day, not a month (reform_option_window). */
  deadlineDate?: string;
  /** Revenue of the last 12 months today. */
  currentRevenue: number;
  limit: number | null;
  /** Annual savings (opportunities) in reais, over the last 12 months of revenue (RegimeOpportunity). */
  savings: number | null;
  /** The year of the tax tables `savings` was computed with. */
  savingsYear?: number;
  currentAnnex: Annex | null;
  correctAnnex: Annex | null;
  /** Other figures of the alert (projected revenue at the crossing, payroll that avoids it, ...). */
  figures: Figure[];
  source: string;
  /** For cheaper_regime: the regime to opt for. */
  regime?: RegimeKey;
  /** For declaration_*: the declaration that shows it (its PA is `deadline`). */
  declarationId?: string;
}

const REGIME_KEY: Record<DeclaredRegime, RegimeKey> = {
  mei: "mei",
  simples_nacional: "simples",
  lucro_presumido: "presumido",
  lucro_real: "real",
};

/** Where each regime is chosen for the next calendar year. */
const OPTION_SOURCE: Record<RegimeKey, string> = {
  mei: "LC 123/2006, art. 16, §2º, e art. 18-A (opção em janeiro)",
  simples: "LC 123/2006, art. 16, §2º (opção até o último dia útil de janeiro)",
  presumido: "Lei 9.430/1996, art. 26, §1º (opção com o pagamento da 1ª quota do 1º trimestre)",
  real: "Lei 9.430/1996, art. 3º, parágrafo único (opção com o pagamento do imposto de janeiro)",
};

type Threshold = {
  code: AlertCode;
  type: AlertType;
  impact: Severity;
  limitAt: (year: number) => Cents;
  source: string;
};

/** First projected month whose year-to-date revenue passes `limitAt(year)` after being within it the month before. */
function firstCrossing(s: Series, limitAt: (year: number) => Cents): number | null {
  for (let j = 12; j < 24; j++) {
    const limit = limitAt(s.months[j].year);
    const before = s.months[j].month === 1 ? 0 : s.ytd[j - 1];
    if (s.ytd[j] > limit && before <= limit) return j;
  }
  return null;
}

function thresholdsFor(s: Series): Threshold[] {
  const { n } = s;
  const t = n.t;
  const simples = (year: number) => computeSimplesLimit(t, monthsActiveIn(n, year));
  const meiLimit = (year: number) => computeMeiLimit(t, monthsActiveIn(n, year), false);
  switch (n.facts.regime) {
    case "simples_nacional":
      return [
        {
          code: "simples_sublimite",
          type: "warning",
          impact: "medio",
          limitAt: (y) => simples(y).sublimite,
          source: t.simples.sublimite.source,
        },
        {
          code: "simples_sublimite_tolerance",
          type: "error",
          impact: "alto",
          limitAt: (y) => simples(y).subTol,
          source: `${t.simples.sublimite.source}; art. 20, §1º`,
        },
        {
          code: "simples_limit",
          type: "error",
          impact: "alto",
          limitAt: (y) => simples(y).limit,
          source: `${t.simples.limit.source}; ${t.simples.tolerance.source}`,
        },
        {
          code: "simples_limit_tolerance",
          type: "error",
          impact: "alto",
          limitAt: (y) => simples(y).limitTol,
          source: t.simples.tolerance.source,
        },
      ];
    case "mei":
      return [
        {
          code: "mei_limit",
          type: "warning",
          impact: "medio",
          limitAt: (y) => meiLimit(y).limit,
          source: t.mei.limit.source,
        },
        {
          code: "mei_tolerance",
          type: "error",
          impact: "alto",
          limitAt: (y) => meiLimit(y).withTolerance,
          source: t.mei.tolerance.source,
        },
      ];
    case "lucro_presumido":
      return [
        ...(t.presumido.lc224
          ? [
              {
                code: "presumido_lc224" as const,
                type: "warning" as const,
                impact: "medio" as const,
                limitAt: () => t.presumido.lc224!.annualThreshold,
                source: t.presumido.lc224.source,
              },
            ]
          : []),
        {
          code: "presumido_limit",
          type: "error",
          impact: "alto",
          limitAt: () => t.presumido.eligibilityLimit.value,
          source: `${t.presumido.eligibilityLimit.source}; art. 14, I`,
        },
      ];
    default:
      return [];
  }
}

function fatorRAlert(s: Series, base: Base): RegimeAlert | null {
  if (s.fs12 === null || s.n.facts.regime !== "simples_nacional") return null;
  for (let j = 12; j < 24; j++) {
    const before = j === 12 ? annexAtHistoryEnd(s) : annexAt(s, j - 1);
    if (annexAt(s, j) === "V" && before === "III") {
      const needed = mulDivCeil(s.rbt12[j], s.n.t.simples.fatorR.value, PPM);
      const extra = Math.ceil((needed - s.fs12) / 12);
      return {
        ...base,
        code: "fator_r_below",
        type: "warning",
        impact: "alto",
        deadline: s.months[j],
        limit: null,
        savings: null,
        currentAnnex: "III",
        correctAnnex: "V",
        figures: [
          { key: "fatorR", value: Math.round((s.fs12 / s.rbt12[j]) * 10_000) / 10_000, kind: "rate" },
          { key: "rbt12", value: toReais(s.rbt12[j]), kind: "money" },
          { key: "extraPayrollMonthly", value: toReais(extra), kind: "money" },
        ],
        source: s.n.t.simples.fatorR.source,
      };
    }
  }
  return null;
}

/** The annex of the last month of history (its RBT12 is the 12 months before it, of which 11 are known: use the current RBT12). */
function annexAtHistoryEnd(s: Series): Annex | null {
  const rbt12 = s.values.slice(0, 12).reduce((a, b) => a + b, 0);
  return annexAt({ ...s, rbt12: s.rbt12.map((v, j) => (j === 11 ? rbt12 : v)) }, 11);
}

type Base = Pick<RegimeAlert, "companyId" | "companyName" | "currentRevenue">;

/**
 * A regime cheaper than the declared one, as the fiscal simulator's comparison of the company finds it
 * (lib/analyses/regime-saving.ts): the one figure of a company's saving, which the monitor lists as an opportunity
 * instead of comparing regimes over its own projection (the dashboard and the alerts then say the same number).
 */
export type RegimeOpportunity = {
  regime: RegimeKey;
  /** Reais a year against the declared regime, over the last 12 months of revenue. */
  annualSaving: number;
  annex: Annex | null;
  /** The year of the tax tables the comparison used. */
  year: number;
};

function cheaperRegime(s: Series, base: Base, opportunity: RegimeOpportunity | null): RegimeAlert | null {
  if (!opportunity || opportunity.annualSaving <= 0 || opportunity.regime === REGIME_KEY[s.n.facts.regime]) return null;
  const historyEnd = s.months[11];
  return {
    ...base,
    code: "cheaper_regime",
    type: "info",
    impact: "medio",
    deadline: { year: historyEnd.year + 1, month: 1 },
    limit: null,
    savings: opportunity.annualSaving,
    savingsYear: opportunity.year,
    currentAnnex: null,
    correctAnnex: opportunity.annex,
    figures: [],
    source: OPTION_SOURCE[opportunity.regime],
    regime: opportunity.regime,
  };
}

/**
 * Every alert of one company under `assumption`, in deadline order; none without revenue history. `opportunity`: the
 * cheaper regime of the company's comparison (lib/analyses/regime-saving.ts), listed with its January deadline.
 */
export function regimeAlerts(
  facts: CompanyFacts,
  assumption: Assumption,
  opportunity: RegimeOpportunity | null = null,
): RegimeAlert[] {
  const s = buildSeries(normalize(facts), assumption);
  if (!s) return [];
  const base: Base = { companyId: facts.id, companyName: facts.name, currentRevenue: toReais(s.n.rbt12) };
  const alerts: RegimeAlert[] = [];
  for (const th of thresholdsFor(s)) {
    const j = firstCrossing(s, th.limitAt);
    if (j === null) continue;
    alerts.push({
      ...base,
      code: th.code,
      type: th.type,
      impact: th.impact,
      deadline: s.months[j],
      limit: toReais(th.limitAt(s.months[j].year)),
      savings: null,
      currentAnnex: null,
      correctAnnex: null,
      figures: [{ key: "projectedYearToDate", value: toReais(s.ytd[j]), kind: "money" }],
      source: th.source,
    });
  }
  const fatorR = fatorRAlert(s, base);
  if (fatorR) alerts.push(fatorR);
  const cheaper = cheaperRegime(s, base, opportunity);
  if (cheaper) alerts.push(cheaper);
  const key = (m: MonthRef) => m.year * 12 + m.month;
  return alerts.sort((a, b) => key(a.deadline) - key(b.deadline));
}

export interface AlertCounters {
  critical: number;
  attention: number;
  opportunities: number;
}

export function countAlerts(alerts: readonly RegimeAlert[]): AlertCounters {
  return {
    critical: alerts.filter((a) => a.type === "error").length,
    attention: alerts.filter((a) => a.type === "warning").length,
    opportunities: alerts.filter((a) => a.type === "info").length,
  };
}
