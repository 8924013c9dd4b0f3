import { addDaysIso, todayIso } from "@/lib/br/date";
import type { DateRange } from "@/lib/analytics/period";
import type { ReportPreset } from "./schema";

// The instants a system report covers: [from, to). Calendar boundaries are Brasília's (UTC-3 all year since
// 2019); the week starts on Sunday (docs/decisions.md, S6).

export type Instants = { from: Date; to: Date };

/** 00:00 in Brasília of a calendar day. */
export function startOfDayBrasilia(iso: string): Date {
  return new Date(`${iso}T03:00:00.000Z`);
}

/**
 * 24h: the last 24 hours; week: since Sunday 00:00; month: since the 1st 00:00 (both up to now); custom: from the
 * first day's 00:00 to the end of the last day (a last day in the future stops at now).
 */
export function resolveRange(
  preset: ReportPreset,
  custom: { start: string; end: string },
  now: Date = new Date(),
): Instants {
  const today = todayIso(now);
  switch (preset) {
    case "24h":
      return { from: new Date(now.getTime() - 86_400_000), to: now };
    case "week": {
      const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
      return { from: startOfDayBrasilia(addDaysIso(today, -weekday)), to: now };
    }
    case "month":
      return { from: startOfDayBrasilia(`${today.slice(0, 7)}-01`), to: now };
    case "custom": {
      const end = startOfDayBrasilia(addDaysIso(custom.end, 1));
      return { from: startOfDayBrasilia(custom.start), to: end > now ? now : end };
    }
  }
}

/** The calendar days (Brasília) an instant range touches, for the analytics kind (its figures are per day). */
export function daysOf(range: Instants): DateRange {
  return { start: todayIso(range.from), end: todayIso(new Date(range.to.getTime() - 1)) };
}
