import type { CompanyDto } from "@/lib/companies/queries";
import { companyFacts } from "@/lib/analyses/facts";
import { detectRisks, regimeAlerts, type RegimeAlert } from "@/lib/insights";
import { normalize } from "@/lib/insights/facts";
import { fatorROf, fs12Of } from "@/lib/insights/fator-r";
import { ACTIVITY_PROFILES } from "@/lib/tax/jobs/company";
import { PPM, compareRatio, toReais } from "@/lib/tax/money";
import { computeSimplesLimit } from "@/lib/tax/simples-limit";
import type { Annex } from "@/lib/tax/tables/types";
import type { ReformAnswer } from "./reform-answer";

// What the engine derives for one client of the portfolio, computed when its data changes (lib/office/recompute.ts)
// and stored (office_client_metrics), so the portfolio sorts and filters 500 clients in SQL without running the
// engine on each page view. Pure: the company record, its reform answer and today's date in, figures in reais out.

/** The portfolio's chips: each a filter over the stored flags. */
export const PORTFOLIO_FLAGS = [
  "fator_r_below_28",
  "near_sublimite",
  "crossing_12m",
  "das_diverge",
  "decide_by_2027_03_31",
  "missing_data",
] as const;
export type PortfolioFlag = (typeof PORTFOLIO_FLAGS)[number];

/** What the engine needs and the record lacks: the portfolio reads "Falta informar…". */
export const MISSING_FIELDS = ["revenue", "activity", "payroll", "state", "reformProfile"] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

/** "Perto do sublimite": the last 12 months at 90% of the sublimite or more (a product threshold, stated on screen). */
export const NEAR_SUBLIMITE = 0.9;

export type ClientMetrics = {
  annex: Annex | null;
  rbt12: number;
  /** (last 3 months × 4 − RBT12) ÷ RBT12: where the revenue is heading; null without 12 monthly figures. */
  rbt12Trend: number | null;
  /** Sublimite − RBT12 (negative above it); Simples only. */
  sublimiteGap: number | null;
  limitGap: number | null;
  /** FS12 ÷ RBT12, for activities the Fator R decides. */
  fatorR: number | null;
  /** Extra monthly pró-labore that brings r to 28% (0 when it is there already). */
  proLaboreFor28: number | null;
  /** The first month the projection (last 3 months' trend) crosses the sublimite or the limit. */
  crossing: { threshold: "sublimite" | "limit"; month: string } | null;
  reform: ReformAnswer;
  missing: MissingField[];
  flags: PortfolioFlag[];
};

const CROSSINGS: Partial<Record<RegimeAlert["code"], "sublimite" | "limit">> = {
  simples_sublimite: "sublimite",
  simples_sublimite_tolerance: "sublimite",
  simples_limit: "limit",
  simples_limit_tolerance: "limit",
};

const monthIso = (m: { year: number; month: number }) => `${m.year}-${String(m.month).padStart(2, "0")}-01`;

/** The first predicted crossing of the sublimite or the limit (the regime monitor's alerts, trend of 3 months). */
function crossingOf(company: CompanyDto): ClientMetrics["crossing"] {
  if (company.regime !== "simples_nacional" || company.status !== "ativa") return null;
  const found = regimeAlerts(companyFacts(company), "trend3")
    .map((alert) => ({ threshold: CROSSINGS[alert.code], month: monthIso(alert.deadline) }))
    .filter((c): c is { threshold: "sublimite" | "limit"; month: string } => c.threshold !== undefined)
    .sort((a, b) => a.month.localeCompare(b.month));
  return found[0] ?? null;
}

export function computeClientMetrics(company: CompanyDto, reform: ReformAnswer): ClientMetrics {
  const n = normalize(companyFacts(company));
  const simples = company.regime === "simples_nacional";
  const rbt12 = toReais(n.rbt12);
  const history = n.monthly ? n.history : null;
  const lastQuarter = history ? history.slice(9).reduce((a, b) => a + b, 0) : 0;
  const rbt12Trend =
    history && n.rbt12 > 0 ? Math.round(((lastQuarter * 4 - n.rbt12) / n.rbt12) * 10_000) / 10_000 : null;

  const activity = company.activity;
  const fatorRActivity = activity !== null && ACTIVITY_PROFILES[activity].fatorR;
  const fs12 = fatorRActivity && n.rbt12 > 0 ? fs12Of(n) : null;
  const fatorR = fs12 === null ? null : fatorROf(fs12, n.rbt12);
  const below28 = fs12 !== null && compareRatio(fs12, n.rbt12, n.t.simples.fatorR.value, PPM) < 0;
  const risk = below28 ? detectRisks(companyFacts(company)).find((r) => r.rule === "fator_r_annex_v") : undefined;
  const extra = risk?.figures.find((f) => f.key === "extraProLaboreMonthly")?.value;
  const proLaboreFor28 = fs12 === null ? null : below28 ? (extra ?? null) : 0;
  const annex: Annex | null =
    !simples || !activity ? null : fatorRActivity ? (below28 ? "V" : "III") : ACTIVITY_PROFILES[activity].annex;

  const limits = simples ? computeSimplesLimit(n.t, 12) : null;
  const sublimiteGap = limits ? toReais(limits.sublimite - n.rbt12) : null;
  const limitGap = limits ? toReais(limits.limit - n.rbt12) : null;
  const crossing = crossingOf(company);

  const missing: MissingField[] = [];
  if (n.rbt12 === 0) missing.push("revenue");
  if (!activity) missing.push("activity");
  if (fatorRActivity && company.payrollMonthly === null && company.proLaboreMonthly === null) missing.push("payroll");
  if (!company.state) missing.push("state");
  if (simples && reform.missing.length > 0) missing.push("reformProfile");

  const flags: PortfolioFlag[] = [];
  if (below28) flags.push("fator_r_below_28");
  if (limits && n.rbt12 > 0 && n.rbt12 >= limits.sublimite * NEAR_SUBLIMITE) flags.push("near_sublimite");
  if (crossing) flags.push("crossing_12m");
  if (reform.decision !== "inside" && reform.decision !== null && reform.optUntil === "2027-03-31")
    flags.push("decide_by_2027_03_31");
  if (missing.length > 0) flags.push("missing_data");
  return {
    annex,
    rbt12,
    rbt12Trend,
    sublimiteGap,
    limitGap,
    fatorR,
    proLaboreFor28,
    crossing,
    reform,
    missing,
    flags,
  };
}
