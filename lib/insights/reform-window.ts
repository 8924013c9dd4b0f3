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

/** How far ahead the regime monitor looks: the window is listed once it opens within the 12-month horizon. */
export const REFORM_WINDOW_HORIZON_MONTHS = 12;

function monthsAfter(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The window a company that opted out of the DAS may still cancel on `today`: the last one opened, until its deadline. */
export function cancellableWindow(
  today: string,
  windows: readonly OptionWindow[] = optionWindows(),
): OptionWindow | null {
  const opened = windows.filter((w) => w.optFrom <= today);
  const last = opened[opened.length - 1];
  return last && today <= last.cancelUntil ? last : null;
}

function windowAlert(
  facts: CompanyFacts,
  code: "reform_option_window" | "reform_option_cancel",
  type: RegimeAlert["type"],
  day: string,
  window: OptionWindow,
  currentRevenue: number,
): RegimeAlert {
  const [year, month] = day.split("-").map(Number);
  return {
    code,
    type,
    impact: type === "info" ? "baixo" : "medio",
    companyId: facts.id,
    companyName: facts.name,
    deadline: { year, month },
    deadlineDate: day,
    currentRevenue,
    limit: null,
    savings: null,
    currentAnnex: null,
    correctAnnex: null,
    figures: [],
    source: window.source,
  };
}

/**
 * The IBS/CBS option deadlines of an active Simples company on `today` (LC 123 art. 13 §10; Res. CGSN 190
 * arts. 40-C/40-D): the next window, listed once it opens within the 12-month horizon ("info"), a warning from 45 days
 * before it opens to its last day; and, for a company that opted out of the DAS (`opted`), the cancellation deadline
 * of that window while it is open (the first cycle: until 20/12/2026, Res. CGSN 194/2026). Empty for another regime.
 */
export function reformWindowAlerts(
  facts: CompanyFacts,
  today: string,
  currentRevenue: number,
  opted = false,
): RegimeAlert[] {
  if (facts.regime !== "simples_nacional" || facts.status !== "ativa") return [];
  const windows = optionWindows();
  const out: RegimeAlert[] = [];
  const cancel = opted ? cancellableWindow(today, windows) : null;
  if (cancel)
    out.push(windowAlert(facts, "reform_option_cancel", "warning", cancel.cancelUntil, cancel, currentRevenue));
  const next = windows.find((w) => w.optUntil >= today);
  if (next && next.optFrom <= monthsAfter(today, REFORM_WINDOW_HORIZON_MONTHS)) {
    const type = alertingWindow(today, windows) === next ? "warning" : "info";
    out.push(windowAlert(facts, "reform_option_window", type, next.optUntil, next, currentRevenue));
  }
  return out;
}
