import { differenceInSeconds, formatDistanceStrict, isValid, parseISO } from "date-fns";
import { ptBR } from "date-fns/locale";

/** Brazilian users read times in Brasília time, whatever the server's own time zone is. */
export const APP_TIME_ZONE = "America/Sao_Paulo";
const EMPTY_DATE = "—";

export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateParts = new Intl.DateTimeFormat("pt-BR", {
  timeZone: APP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Turns any accepted input into a valid Date, or null (never throws). */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = typeof value === "string" ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

function brasiliaParts(date: Date): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { day: parts.day, month: parts.month, year: parts.year, hour: parts.hour, minute: parts.minute };
}

/**
 * dd/MM/yyyy in Brasília time; "—" for missing or invalid input. A date-only string ("2026-11-20")
 * is a calendar date, not an instant, so it is printed as is, without time-zone shifting.
 */
export function formatDate(value: DateInput): string {
  if (typeof value === "string") {
    const m = DATE_ONLY.exec(value);
    if (m) return toDate(value) ? `${m[3]}/${m[2]}/${m[1]}` : EMPTY_DATE;
  }
  const date = toDate(value);
  if (!date) return EMPTY_DATE;
  const p = brasiliaParts(date);
  return `${p.day}/${p.month}/${p.year}`;
}

/** dd/MM/yyyy HH:mm in Brasília time; "—" for missing or invalid input. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE;
  const p = brasiliaParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * Relative time for recent events: "agora mesmo", "há 5 minutos", "há 3 horas", "há 2 dias";
 * a week or more away (or in the future) falls back to the date.
 */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return EMPTY_DATE;
  const seconds = differenceInSeconds(now, date);
  // A few seconds in the future is clock skew between server and browser, not a future event.
  if (seconds < -60) return formatDate(date);
  if (seconds < 60) return "agora mesmo";
  const unit = seconds < 3600 ? "minute" : seconds < 86400 ? "hour" : seconds < 7 * 86400 ? "day" : null;
  if (!unit) return formatDate(date);
  return formatDistanceStrict(date, now, { locale: ptBR, addSuffix: true, unit, roundingMethod: "floor" });
}

// Calendar dates as YYYY-MM-DD strings (the provider's format), computed in Brasília time.

const isoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: APP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

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

/** The calendar month of an instant in Brasília time: 2026-12-01T01:00Z (22:00 of 30/11 there) → 2026, month 11. */
export function monthOf(now: Date = new Date()): { year: number; month: number } {
  const iso = todayIso(now);
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

const monthYear = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });

/** A calendar month in words: (2026, 11) → "novembro de 2026". */
export function formatMonthYear(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 1)));
}

const SHORT_MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** A calendar month as forms and tables print it: (2025, 11) → "nov/2025". */
export function formatMonthShort(year: number, month: number): string {
  return `${SHORT_MONTHS[month - 1]}/${year}`;
}

/**
 * The twelve calendar months before the current one (Brasília time), oldest first: the "últimos 12 meses" of a
 * revenue entered month by month. On 29/11/2026: nov/2025 … out/2026.
 */
export function lastTwelveMonths(now: Date = new Date()): { year: number; month: number }[] {
  const { year, month } = monthOf(now);
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - 12 + i;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
}

// Calendar references as the law and the forms write them ("2027-03-31", "2027-2", "2026-11"), printed as a
// Brazilian reads them. The one place that turns them around: a hand-made `split("-").reverse()` elsewhere fails
// tests/unit/formatting-home.test.ts.

/** A calendar date "2027-03-31" → "31/03/2027" (a day of the law: no time zone involved); "—" when not a date. */
export function formatIsoDate(iso: string): string {
  const m = DATE_ONLY.exec(iso);
  return m && toDate(iso) ? `${m[3]}/${m[2]}/${m[1]}` : EMPTY_DATE;
}

/** A semester of the Simples option "2027-2" → "2º semestre de 2027"; "—" when not one. */
export function formatSemester(semester: string): string {
  const m = /^(\d{4})-([12])$/.exec(semester);
  return m ? `${m[2]}º semestre de ${m[1]}` : EMPTY_DATE;
}

/** A month "2026-11" (a period of apuração, a Selic month) or { year, month } → "11/2026"; "—" when not one. */
export function formatMonthRef(ref: string | { year: number; month: number }): string {
  const m = typeof ref === "string" ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(ref) : null;
  const [year, month] = typeof ref === "string" ? [Number(m?.[1]), Number(m?.[2])] : [ref.year, ref.month];
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return EMPTY_DATE;
  return `${String(month).padStart(2, "0")}/${year}`;
}

/** The date in a downloaded file's name: dd-MM-yyyy (a slash cannot be in a name); "—" for no date. */
export function fileDate(value: DateInput): string {
  return formatDate(value).replaceAll("/", "-");
}
