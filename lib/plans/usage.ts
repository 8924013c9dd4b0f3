// Pure and client-safe: the usage card's state: warning from 80%, blocked at 100%.

export type MeterState = "normal" | "warning" | "blocked" | "unlimited";

/** normal below 80% of the limit, warning from 80%, blocked from 100%, unlimited when max is null. */
export function meterState(used: number, max: number | null): MeterState {
  if (max === null) return "unlimited";
  if (used >= max) return "blocked";
  // used / max >= 0.8, in integers so 4 of 5 is exactly 80%.
  if (used * 10 >= max * 8) return "warning";
  return "normal";
}

/** Percentage of the limit used, 0–100, rounded down; null when unlimited. */
export function meterPercent(used: number, max: number | null): number | null {
  if (max === null) return null;
  if (max <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, used) * 100) / max));
}

export type PlanUsage = {
  /** Simulations saved in the current calendar month in Brazil (deleted ones still count). */
  simulationsThisMonth: number;
  /** null = unlimited. */
  maxSimulations: number | null;
  companies: number;
  /** null = unlimited. */
  maxCompanies: number | null;
  /** Reports the user has (generated or in progress). */
  reports: number;
  /** Whether the plan includes PDF reports. */
  pdfReports: boolean;
};
