import { computeDividendWithholding } from "../tax/dividends";
import { FATOR_R_NEAR_MARGIN, compareRegimes } from "../tax/jobs/compare-regimes";
import { ACTIVITY_PROFILES } from "../tax/jobs/company";
import { computeMeiLimit } from "../tax/mei";
import { PPM, compareRatio, mulDivCeil, toReais, type Cents } from "../tax/money";
import { simplesNacional } from "../tax/simples";
import { computeSimplesLimit } from "../tax/simples-limit";
import { fatorROf, fs12Of } from "./fator-r";
import { historyMonth, monthsActiveIn, normalize, type CompanyFacts, type Normalized } from "./facts";

export type Severity = "alto" | "medio" | "baixo";
export type Probability = "alta" | "media" | "baixa";

/** Every rule of the risk detector; its texts are insights.risk.rules.<code> in messages/pt-BR.json. */
export const RISK_RULES = [
  "simples_sublimite_next_year",
  "simples_sublimite_now",
  "simples_limit_next_year",
  "simples_limit_now",
  "simples_first_year_retroactive",
  "fator_r_annex_v",
  "fator_r_near",
  "mei_over_limit",
  "mei_over_tolerance",
  "mei_employees",
  "mei_activity",
  "pro_labore_missing",
  "dividends_withholding",
  "presumido_over_limit",
  "presumido_lc224",
  "data_no_history",
  "data_regime_mismatch",
  "data_inactive_revenue",
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** Preventive actions; texts are insights.risk.actions.<code>. */
export const RISK_ACTIONS = [
  "reviewRevenue",
  "planIcmsIssOutside",
  "payIcmsIssOutside",
  "prepareRegimeChange",
  "communicateExclusion",
  "simulateRegimes",
  "raiseProLabore",
  "monitorFatorR",
  "meiMigrateToMe",
  "meiPayExcessDas",
  "meiReduceEmployees",
  "meiReviewActivity",
  "setProLabore",
  "spreadDividends",
  "reviewDividendApprovals",
  "optLucroReal",
  "reviewLc224",
  "fillRevenueHistory",
  "updateCompanyData",
  "reviewStatus",
] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];

/** A number that triggered a rule; `money` in reais, `rate` as a fraction, `count` plain. */
export interface Figure {
  key: string;
  value: number;
  kind: "money" | "rate" | "count";
}

export interface Risk {
  rule: RiskRule;
  severity: Severity;
  probability: Probability;
  companyId: string;
  companyName: string;
  figures: Figure[];
  /** Estimated cost per year in reais when the rule can price it, else null. */
  impact: number | null;
  actions: RiskAction[];
  /** The legal source (from the tax tables where the figure lives there). */
  source: string;
}

const money = (key: string, cents: Cents): Figure => ({ key, value: toReais(cents), kind: "money" });
const rate = (key: string, value: number): Figure => ({ key, value, kind: "rate" });
const count = (key: string, value: number): Figure => ({ key, value, kind: "count" });

/** Excess over the proportional limit in the first year: exclusion back to the start of activity. */
const FIRST_YEAR_EXCESS = "LC 123/2006, art. 3º, §§10 e 12";

const CONSISTENCY = "Consistência do cadastro (verificação de dados, não uma regra legal)";

type Draft = Omit<Risk, "companyId" | "companyName">;

/**
 * Revenue compared with the annual limits: the last 12 months (RBT12), or, in the calendar year the company
 * started, the months since the start against the proportional limits (LC 123 art. 3º §§2º e 10).
 */
function limitBase(n: Normalized): { revenue: Cents; months: number; firstYear: boolean } {
  const year = n.facts.historyEnd.year;
  const months = monthsActiveIn(n, year);
  if (months === 12 || !n.history) return { revenue: n.rbt12, months: 12, firstYear: false };
  let revenue = 0;
  n.history.forEach((v, i) => {
    if (historyMonth(n, i).year === year) revenue += v;
  });
  return { revenue, months, firstYear: true };
}

function simplesLimits(n: Normalized): Draft[] {
  const s = n.t.simples;
  const { revenue, months, firstYear } = limitBase(n);
  const l = computeSimplesLimit(n.t, months);
  const out: Draft[] = [];
  const base = [money("revenue", revenue), count("months", months)];
  if (revenue > l.limit) {
    if (revenue > l.limitTol) {
      out.push({
        rule: firstYear ? "simples_first_year_retroactive" : "simples_limit_now",
        severity: "alto",
        probability: "alta",
        figures: [...base, money("limit", l.limit), money("limitWithTolerance", l.limitTol)],
        impact: null,
        actions: ["communicateExclusion", "prepareRegimeChange", "simulateRegimes"],
        source: firstYear ? FIRST_YEAR_EXCESS : s.tolerance.source,
      });
    } else {
      out.push({
        rule: "simples_limit_next_year",
        severity: "alto",
        probability: "alta",
        figures: [...base, money("limit", l.limit), money("limitWithTolerance", l.limitTol)],
        impact: null,
        actions: ["prepareRegimeChange", "simulateRegimes", "reviewRevenue"],
        source: `${s.limit.source}; ${s.tolerance.source}`,
      });
    }
  } else if (revenue > l.sublimite) {
    const now = revenue > l.subTol;
    out.push({
      rule: now ? "simples_sublimite_now" : "simples_sublimite_next_year",
      severity: now ? "alto" : "medio",
      probability: "alta",
      figures: [...base, money("sublimite", l.sublimite), money("sublimiteWithTolerance", l.subTol)],
      impact: null,
      actions: now ? ["payIcmsIssOutside", "reviewRevenue"] : ["planIcmsIssOutside", "reviewRevenue"],
      source: `${s.sublimite.source}; ${n.t.simples.tolerance.source.split(";").pop()!.trim()}`,
    });
  }
  return out;
}

function fatorR(n: Normalized): Draft[] {
  const activity = n.facts.activity;
  if (!activity || !ACTIVITY_PROFILES[activity].fatorR || n.rbt12 === 0) return [];
  const s = n.t.simples;
  const fs12 = fs12Of(n);
  const r = fatorROf(fs12, n.rbt12);
  const figures = [rate("fatorR", r), money("fs12", fs12), money("rbt12", n.rbt12)];
  if (compareRatio(fs12, n.rbt12, s.fatorR.value, PPM) < 0) {
    const needed = mulDivCeil(n.rbt12, s.fatorR.value, PPM);
    const extraProLabore = Math.ceil((needed - fs12) / 12);
    const month = toReais(Math.round(n.rbt12 / 12));
    const rbt12 = toReais(n.rbt12);
    const dasV = simplesNacional({ annex: "V", monthRevenue: month, rbt12 }).das;
    const dasIII = simplesNacional({ annex: "III", monthRevenue: month, rbt12 }).das;
    const difference = Math.round((dasV - dasIII) * 12 * 100);
    return [
      {
        rule: "fator_r_annex_v",
        severity: "alto",
        probability: "alta",
        figures: [...figures, money("extraProLaboreMonthly", extraProLabore), money("dasDifference", difference)],
        impact: toReais(difference),
        actions: ["raiseProLabore", "simulateRegimes"],
        source: s.fatorR.source,
      },
    ];
  }
  if (compareRatio(fs12, n.rbt12, s.fatorR.value + FATOR_R_NEAR_MARGIN, PPM) < 0) {
    return [
      {
        rule: "fator_r_near",
        severity: "medio",
        probability: "media",
        figures,
        impact: null,
        actions: ["monitorFatorR"],
        source: s.fatorR.source,
      },
    ];
  }
  return [];
}

function mei(n: Normalized): Draft[] {
  const m = n.t.mei;
  const out: Draft[] = [];
  if (n.history) {
    const { revenue, months } = limitBase(n);
    const l = computeMeiLimit(n.t, months, false);
    const figures = [money("revenue", revenue), money("limit", l.limit), money("limitWithTolerance", l.withTolerance)];
    if (revenue > l.withTolerance) {
      out.push({
        rule: "mei_over_tolerance",
        severity: "alto",
        probability: "alta",
        figures,
        impact: null,
        actions: ["meiMigrateToMe", "simulateRegimes"],
        source: m.tolerance.source,
      });
    } else if (revenue > l.limit) {
      out.push({
        rule: "mei_over_limit",
        severity: "medio",
        probability: "alta",
        figures,
        impact: null,
        actions: ["meiPayExcessDas", "meiMigrateToMe"],
        source: m.tolerance.source,
      });
    }
  }
  const employees = n.facts.employees ?? 0;
  if (employees > m.maxEmployees.value) {
    out.push({
      rule: "mei_employees",
      severity: "alto",
      probability: "alta",
      figures: [count("employees", employees), count("maxEmployees", m.maxEmployees.value)],
      impact: null,
      actions: ["meiReduceEmployees", "meiMigrateToMe"],
      source: m.maxEmployees.source,
    });
  }
  const activity = n.facts.activity;
  if (activity && ACTIVITY_PROFILES[activity].mei === null) {
    out.push({
      rule: "mei_activity",
      severity: "alto",
      probability: "alta",
      figures: [],
      impact: null,
      actions: ["meiReviewActivity", "meiMigrateToMe"],
      source: "LC 123/2006, art. 18-A, §4º; Res. CGSN 140/2018, art. 100 e Anexo XI",
    });
  }
  return out;
}

function partners(n: Normalized): Draft[] {
  const out: Draft[] = [];
  if (n.dividendsMonthly === 0 || n.partners === 0) return out;
  const p = n.t.payroll;
  if (n.proLaboreMonthly === 0) {
    // The Receita reads profits paid to a working partner without pró-labore as disguised remuneration.
    const minimum = n.t.minimumWage.value;
    out.push({
      rule: "pro_labore_missing",
      severity: "medio",
      probability: "media",
      figures: [
        money("dividendsMonthly", n.dividendsMonthly),
        count("partners", n.partners),
        money("minimumWage", minimum),
      ],
      impact: null,
      actions: ["setProLabore"],
      source: `Lei 8.212/1991, art. 12, V, f; ${p.proLaboreCpp.source}; ${p.partnerInss.source}`,
    });
  }
  const w = n.t.dividends.withholding;
  if (w && n.dividendsMonthly > w.threshold) {
    const [withheld] = computeDividendWithholding(n.t, [n.dividendsMonthly], false, false);
    const annual = withheld * 12 * n.partners;
    out.push({
      rule: "dividends_withholding",
      severity: "medio",
      probability: "alta",
      figures: [
        money("dividendsMonthly", n.dividendsMonthly),
        money("threshold", w.threshold),
        money("withheldMonthly", withheld),
        count("partners", n.partners),
      ],
      impact: toReais(annual),
      actions: ["spreadDividends", "reviewDividendApprovals"],
      source: w.source,
    });
  }
  return out;
}

function presumido(n: Normalized): Draft[] {
  const p = n.t.presumido;
  const out: Draft[] = [];
  if (n.rbt12 > p.eligibilityLimit.value) {
    out.push({
      rule: "presumido_over_limit",
      severity: "alto",
      probability: "alta",
      figures: [money("revenue", n.rbt12), money("limit", p.eligibilityLimit.value)],
      impact: null,
      actions: ["optLucroReal", "simulateRegimes"],
      source: `${p.eligibilityLimit.source}; art. 14, I`,
    });
  } else if (p.lc224 && n.rbt12 > p.lc224.annualThreshold && n.facts.activity) {
    const profile = {
      activity: n.facts.activity,
      annualRevenue: toReais(n.rbt12),
      currentRegime: "presumido" as const,
    };
    const total = (lc224: boolean) =>
      compareRegimes({ ...profile, lc224 }).regimes.find((r) => r.regime === "presumido")!.annualTotal;
    const extra = Math.round((total(true) - total(false)) * 100);
    out.push({
      rule: "presumido_lc224",
      severity: "medio",
      probability: "alta",
      figures: [money("revenue", n.rbt12), money("threshold", p.lc224.annualThreshold), money("extraTax", extra)],
      impact: toReais(extra),
      actions: ["reviewLc224", "simulateRegimes"],
      source: p.lc224.source,
    });
  }
  return out;
}

function dataQuality(n: Normalized): Draft[] {
  const out: Draft[] = [];
  const { facts, t } = n;
  if (!n.history) {
    if (facts.status === "ativa") {
      out.push({
        rule: "data_no_history",
        severity: "baixo",
        probability: "media",
        figures: [],
        impact: null,
        actions: ["fillRevenueHistory"],
        source: CONSISTENCY,
      });
    }
    return out;
  }
  const mismatch =
    facts.regime === "mei"
      ? t.simples.limit
      : facts.regime === "simples_nacional"
        ? t.presumido.eligibilityLimit
        : null;
  if (mismatch && n.rbt12 > mismatch.value) {
    out.push({
      rule: "data_regime_mismatch",
      severity: "medio",
      probability: "media",
      figures: [money("revenue", n.rbt12), money("limit", mismatch.value)],
      impact: null,
      actions: ["updateCompanyData"],
      source: mismatch.source,
    });
  }
  if (facts.status === "inativa" && n.rbt12 > 0) {
    out.push({
      rule: "data_inactive_revenue",
      severity: "medio",
      probability: "media",
      figures: [money("revenue", n.rbt12)],
      impact: null,
      actions: ["reviewStatus"],
      source: CONSISTENCY,
    });
  }
  return out;
}

/** Every risk of one company, most severe first (rules' order breaks ties). */
export function detectRisks(facts: CompanyFacts): Risk[] {
  const n = normalize(facts);
  const drafts: Draft[] = [];
  const hasRevenue = n.history !== null;
  if (facts.regime === "simples_nacional" && hasRevenue) drafts.push(...simplesLimits(n), ...fatorR(n));
  if (facts.regime === "mei") drafts.push(...mei(n));
  if (facts.regime === "lucro_presumido" && hasRevenue) drafts.push(...presumido(n));
  drafts.push(...partners(n), ...dataQuality(n));
  return drafts
    .map((d) => ({ ...d, companyId: facts.id, companyName: facts.name }))
    .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
}

export const SEVERITY_RANK: Record<Severity, number> = { alto: 3, medio: 2, baixo: 1 };
