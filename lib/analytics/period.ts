import { addDaysIso, addMonthsIso, todayIso } from "@/lib/br/date";

// The periods of /admin/analytics (?periodo=7d|30d|90d|12m) as Brasília calendar days, both ends included, and the
// calendar months a range touches (the monthly series). Pure: the page, the queries and the exports share it.

export const ANALYTICS_PERIODS = ["7d", "30d", "90d", "12m"] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_PERIOD: AnalyticsPeriod = "30d";

/** Inclusive ISO dates (YYYY-MM-DD, Brasília). */
export type DateRange = { start: string; end: string };

/** The period named in the URL, or the default for anything else (a bad value never breaks the page). */
export function parsePeriod(value: unknown): AnalyticsPeriod {
  return typeof value === "string" && (ANALYTICS_PERIODS as readonly string[]).includes(value)
    ? (value as AnalyticsPeriod)
    : DEFAULT_PERIOD;
}

/** 7, 30 and 90 days end today; 12 months are this month and the 11 before it, whole. */
export function periodRange(period: AnalyticsPeriod, now: Date = new Date()): DateRange {
  const end = todayIso(now);
  switch (period) {
    case "7d":
      return { start: addDaysIso(end, -6), end };
    case "30d":
      return { start: addDaysIso(end, -29), end };
    case "90d":
      return { start: addDaysIso(end, -89), end };
    case "12m":
      return { start: addMonthsIso(`${end.slice(0, 7)}-01`, -11), end };
  }
}

/** The months (YYYY-MM) from the range's first to its last, in order. */
export function monthsOf(range: DateRange): string[] {
  const months: string[] = [];
  for (
    let month = `${range.start.slice(0, 7)}-01`;
    month.slice(0, 7) <= range.end.slice(0, 7);
    month = addMonthsIso(month, 1)
  ) {
    months.push(month.slice(0, 7));
  }
  return months;
}
