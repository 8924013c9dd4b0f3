import { optionWindows } from "@/lib/tax/reform/windows";
import type { OptionWindow } from "@/lib/tax/reform/types";
import type { CompanyReformAnswer } from "./answer";

/**
 * A dated reform deadline of a company: the last day to opt for CBS/IBS outside the DAS in a window, or, for a company
 * that opted, the last day to cancel. What the dashboard card, the reminders and the calendar export list.
 */
export type ReformDeadline = {
  kind: "option" | "cancel";
  companyId: string;
  companyName: string;
  semester: string;
  /** First day of the window (option) or of the cancellation period when the act sets one; ISO. */
  from: string | null;
  /** The last day; ISO. */
  until: string;
  window: OptionWindow;
};

/** How far ahead the calendar export lists windows: the 12-month horizon of the regime monitor. */
export const CALENDAR_HORIZON_MONTHS = 12;

function monthsAfter(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The whole days from `today` to `day` (ISO dates, Brasília). */
export function daysUntil(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/**
 * The deadlines still ahead of a company (from its reform answer): the cancellation first, for a company that
 * opted; then the option windows not yet over, the next one only (`all: false`) or every one opening within the
 * 12-month horizon (`all: true`, the calendar export).
 */
export function reformDeadlines(answer: CompanyReformAnswer, today: string, all = false): ReformDeadline[] {
  if (answer.regime !== "simples" || answer.unavailable === "inactive" || !answer.nextWindow) return [];
  const base = { companyId: answer.companyId, companyName: answer.companyName };
  const out: ReformDeadline[] = [];
  const c = answer.cancellation;
  if (c)
    out.push({
      ...base,
      kind: "cancel",
      semester: c.semester,
      from: c.cancelFrom ?? null,
      until: c.cancelUntil,
      window: c,
    });
  const horizon = monthsAfter(today, CALENDAR_HORIZON_MONTHS);
  const windows = all
    ? optionWindows().filter((w) => w.optUntil >= today && w.optFrom <= horizon)
    : [answer.nextWindow];
  for (const w of windows)
    out.push({ ...base, kind: "option", semester: w.semester, from: w.optFrom, until: w.optUntil, window: w });
  return out;
}

/** The reminder stages, in days before a deadline. */
export const REMINDER_STAGES = [30, 7, 1] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/**
 * The reminder due for a deadline on `today`: the smallest stage at or above the days left (30 from 30 days before,
 * 7 from 7, 1 on the last two days), so a run missed on the exact day still reminds once; null before 30 days or
 * after the deadline.
 */
export function reminderStage(today: string, until: string): ReminderStage | null {
  const left = daysUntil(today, until);
  if (left < 0) return null;
  return REMINDER_STAGES.filter((s) => left <= s).at(-1) ?? null;
}
