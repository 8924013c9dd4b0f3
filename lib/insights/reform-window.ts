import { optionWindows } from "../tax/reform/windows";
import type { OptionWindow } from "../tax/reform/types";
import type { CompanyFacts } from "./facts";
import type { RegimeAlert } from "./alerts";

/**
 * How long before a window opens the alert appears: 45 days, so the owner and the accountant have the month before
 * the window (mid-July for September, mid-January for March) to run /reforma-tributaria with the company's buyers
 * and purchases before the irrevocable semester choice. It stays up until the window's last day.
 */
export const REFORM_WINDOW_LEAD_DAYS = 45;

function daysBefore(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The window whose alert is showing on `today` (ISO, Brasília): from 45 days before it opens to its last day. */
export function alertingWindow(today: string, windows: readonly OptionWindow[] = optionWindows()): OptionWindow | null {
  return windows.find((w) => today >= daysBefore(w.optFrom, REFORM_WINDOW_LEAD_DAYS) && today <= w.optUntil) ?? null;
}

/**
 * "Janela de opção do IBS/CBS por fora: até dd/MM/yyyy" for an active Simples company (LC 123 art. 13 §10;
 * Res. CGSN 190 arts. 40-C/40-D): the option to collect CBS/IBS outside the DAS is made per semester, in September
 * and March, and is irrevocable for the semester. Null outside the alert period or for another regime.
 */
export function reformWindowAlert(facts: CompanyFacts, today: string, currentRevenue: number): RegimeAlert | null {
  if (facts.regime !== "simples_nacional" || facts.status !== "ativa") return null;
  const window = alertingWindow(today);
  if (!window) return null;
  const [year, month] = window.optUntil.split("-").map(Number);
  return {
    code: "reform_option_window",
    type: "warning",
    impact: "medio",
    companyId: facts.id,
    companyName: facts.name,
    deadline: { year, month },
    deadlineDate: window.optUntil,
    currentRevenue,
    limit: null,
    savings: null,
    currentAnnex: null,
    correctAnnex: null,
    figures: [],
    source: window.source,
  };
}
