import { APP_TIME_ZONE } from "@/lib/br/date";

// Calendar dates as YYYY-MM-DD strings (the provider's format), computed in Brasília time.

const isoDate = new Intl.DateTimeFormat("en-CA", { timeZone: APP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

export function todayIso(now: Date = new Date()): string {
  return isoDate.format(now);
}

function parts(iso: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) throw new Error(`not an ISO date: ${iso}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function addDaysIso(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Same day n months later, clamped to the month's last day (31/01 + 1 month = 28/02 or 29/02). */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** The end of a calendar day in Brasília (UTC-3, no daylight saving since 2019) as an instant. */
export function endOfDayBrasilia(iso: string): Date {
  const [y, m, d] = parts(iso);
  return new Date(Date.UTC(y, m - 1, d, 23 + 3, 59, 59));
}

/** Accepts the REST format (YYYY-MM-DD) and the dd/MM/yyyy seen in SUBSCRIPTION_* webhook payloads. */
export function normaliseProviderDate(value: string): string {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  return br ? `${br[3]}-${br[2]}-${br[1]}` : value.slice(0, 10);
}
