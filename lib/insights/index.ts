/**
 * Insights over the user's own companies: the risk detector's rules and score, and the regime monitor's
 * 12-month projection and alerts. Pure (no framework, database or validation imports) and built on the tax
 * engine's tables and jobs; see README.md for the rules, the score formula and the projection.
 */
export { addMonths, type CompanyFacts, type DeclaredRegime, type MonthRef } from "./facts";
export {
  RISK_ACTIONS,
  RISK_RULES,
  detectRisks,
  type Figure,
  type Probability,
  type Risk,
  type RiskAction,
  type RiskRule,
  type Severity,
} from "./risks";
export {
  LEVEL_FLOORS,
  SEVERITY_POINTS,
  analyse,
  levelOf,
  type CompanyScore,
  type PlanItem,
  type RiskAnalysis,
  type ScoreLevel,
} from "./score";
export {
  ASSUMPTIONS,
  isAssumption,
  projectCompany,
  type Assumption,
  type ProjectedMonth,
  type Projection,
} from "./projection";
export {
  ALERT_CODES,
  countAlerts,
  regimeAlerts,
  type AlertCode,
  type AlertCounters,
  type AlertType,
  type RegimeAlert,
  type RegimeOpportunity,
} from "./alerts";
export {
  REFORM_WINDOW_HORIZON_MONTHS,
  REFORM_WINDOW_LEAD_DAYS,
  alertingWindow,
  cancellableWindow,
  reformWindowAlerts,
} from "./reform-window";
