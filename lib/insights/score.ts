import { RISK_ACTIONS, SEVERITY_RANK, type Risk, type RiskAction, type Severity } from "./risks";

/** Points each triggered risk adds to its company's score (README: the formula). */
export const SEVERITY_POINTS: Record<Severity, number> = { alto: 40, medio: 20, baixo: 5 };

export type ScoreLevel = "nenhum" | Severity;

/** Lowest score of each level, highest first. */
export const LEVEL_FLOORS: readonly { level: Exclude<ScoreLevel, "nenhum">; from: number }[] = [
  { level: "alto", from: 40 },
  { level: "medio", from: 20 },
  { level: "baixo", from: 1 },
];

export interface CompanyScore {
  companyId: string;
  companyName: string;
  score: number;
  level: ScoreLevel;
  risks: number;
}

export interface PlanItem {
  action: RiskAction;
  /** The most severe risk that asks for it. */
  severity: Severity;
  companies: string[];
}

export interface RiskAnalysis {
  /** The highest company score (the company most at risk sets the overall level). */
  score: number;
  level: ScoreLevel;
  companies: CompanyScore[];
  risks: Risk[];
  plan: PlanItem[];
}

export function levelOf(score: number): ScoreLevel {
  return LEVEL_FLOORS.find((f) => score >= f.from)?.level ?? "nenhum";
}

/** score = min(100, Σ points of the company's risks). */
export function companyScore(risks: readonly Risk[]): number {
  return Math.min(
    100,
    risks.reduce((sum, r) => sum + SEVERITY_POINTS[r.severity], 0),
  );
}

/** Each action once, with the companies that need it, most severe first (then in catalogue order). */
export function actionPlan(risks: readonly Risk[]): PlanItem[] {
  const byAction = new Map<RiskAction, PlanItem>();
  for (const risk of risks) {
    for (const action of risk.actions) {
      const item = byAction.get(action) ?? { action, severity: risk.severity, companies: [] };
      if (SEVERITY_RANK[risk.severity] > SEVERITY_RANK[item.severity]) item.severity = risk.severity;
      if (!item.companies.includes(risk.companyName)) item.companies.push(risk.companyName);
      byAction.set(action, item);
    }
  }
  return [...byAction.values()].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      RISK_ACTIONS.indexOf(a.action) - RISK_ACTIONS.indexOf(b.action),
  );
}

/** The analysis of every company: per-company scores, all risks most severe first, the merged plan. */
export function analyse(
  perCompany: readonly { companyId: string; companyName: string; risks: Risk[] }[],
): RiskAnalysis {
  const companies = perCompany.map(({ companyId, companyName, risks }) => {
    const score = companyScore(risks);
    return { companyId, companyName, score, level: levelOf(score), risks: risks.length };
  });
  const risks = perCompany
    .flatMap((c) => c.risks)
    .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity]);
  const score = companies.reduce((max, c) => Math.max(max, c.score), 0);
  return { score, level: levelOf(score), companies, risks, plan: actionPlan(risks) };
}
