import { z } from "zod";
import { SELIC_MAX_RATE, SELIC_STORED_LAST_MONTH } from "@/lib/tax/selic";

// The administrator's entry of one month of the Selic series (Configurações › Série Selic): shared by the form
// and the action. Client-safe.

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "1,16" or "1.16" (percent, at most two decimals) → 116 hundredths of a percent; null when it is not such a number. */
export function parseSelicPercent(text: string): number | null {
  const match = text.trim().match(/^(\d{1,2})(?:[.,](\d{1,2}))?$/);
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return hundredths <= SELIC_MAX_RATE ? hundredths : null;
}

export const selicMonthFormSchema = z.object({
  period: z
    .string()
    .trim()
    .regex(PERIOD, "adminSelic.errors.period")
    .refine((p) => p > SELIC_STORED_LAST_MONTH, "adminSelic.errors.stored"),
  rate: z.string().refine((r) => parseSelicPercent(r) !== null, "adminSelic.errors.rate"),
  note: z.string().trim().min(3, "adminSelic.errors.note").max(500, "adminSelic.errors.note"),
});
export type SelicMonthFormInput = z.input<typeof selicMonthFormSchema>;
export type SelicMonthForm = z.output<typeof selicMonthFormSchema>;

export const selicPeriodSchema = z.string().regex(PERIOD);

// ---------------------------------------------------------------------------------------------
// A series pasted at once (Configurações › Série Selic › Colar uma série): one month a line, as the Receita's table
// or a spreadsheet gives it — "01/2026 1,16", "jan/2026	1,16", "2026-01;1,16%". Every line is read; a bad one is
// named with its number and why, and nothing is saved until none is left (the text stays as pasted).

const MONTH_NAMES = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
/** At most ten years of months, with room for blank lines. */
export const SELIC_SERIES_MAX_LINES = 150;

export type SelicSeriesLineError = "format" | "period" | "stored" | "rate" | "repeated";
export type SelicSeriesMonth = { period: string; rate: string };
export type SelicSeries = {
  months: SelicSeriesMonth[];
  errors: { line: number; text: string; error: SelicSeriesLineError }[];
};

/** "01/2026", "1/2026", "jan/2026", "janeiro de 2026" or "2026-01" → "2026-01"; null when it is not a month. */
function readPeriod(text: string): string | null {
  const t = text.trim().toLowerCase();
  const iso = /^(\d{4})-(\d{1,2})$/.exec(t);
  const numeric = /^(\d{1,2})\/(\d{4})$/.exec(t);
  const named = /^([a-zç]{3})[a-zç]*\.?(?:\/|\s+de\s+|\s*-\s*|\s+)(\d{4})$/.exec(t);
  const [year, month] = iso
    ? [Number(iso[1]), Number(iso[2])]
    : numeric
      ? [Number(numeric[2]), Number(numeric[1])]
      : named
        ? [Number(named[2]), MONTH_NAMES.indexOf(named[1]) + 1]
        : [0, 0];
  if (month < 1 || month > 12 || year < 1900) return null;
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** Reads every line of a pasted series: the months to save, in order, and each bad line with its reason. */
export function parseSelicSeries(text: string): SelicSeries {
  const months: SelicSeriesMonth[] = [];
  const errors: SelicSeries["errors"] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const fail = (error: SelicSeriesLineError) => errors.push({ line: index + 1, text: line, error });
    // The month, then the rate: separated by a tab, a semicolon or spaces (a comma is the rate's decimal mark).
    const parts = /^(.+?)\s*(?:\t|;|\s)\s*([^\s;%]+)\s*%?$/.exec(line);
    if (!parts) return fail("format");
    const period = readPeriod(parts[1]);
    if (!period) return fail("period");
    if (period <= SELIC_STORED_LAST_MONTH) return fail("stored");
    if (parseSelicPercent(parts[2]) === null) return fail("rate");
    if (seen.has(period)) return fail("repeated");
    seen.add(period);
    months.push({ period, rate: parts[2] });
  });
  months.sort((a, b) => a.period.localeCompare(b.period));
  return { months, errors };
}

export const selicSeriesFormSchema = z.object({
  series: z
    .string()
    .refine((s) => s.split(/\r?\n/).length <= SELIC_SERIES_MAX_LINES, "adminSelic.series.errors.tooLong")
    .refine((s) => parseSelicSeries(s).errors.length === 0, "adminSelic.series.errors.lines")
    .refine((s) => parseSelicSeries(s).months.length > 0, "adminSelic.series.errors.empty"),
  note: z.string().trim().min(3, "adminSelic.errors.note").max(500, "adminSelic.errors.note"),
});
export type SelicSeriesFormInput = z.input<typeof selicSeriesFormSchema>;
export type SelicSeriesForm = z.output<typeof selicSeriesFormSchema>;
