/**
 * Monthly Selic rate for federal tax refunds and compensations (Lei 9.250/1995, art. 39, §4º; Lei 9.430/1996,
 * art. 73), in hundredths of a percent (1,22% → 122). Data, not law: kept outside tables/ on purpose.
 *
 * Source: Receita Federal, "Taxa de Juros Selic" (gov.br/receitafederal, Pagamentos e Parcelamentos → Taxa
 * de juros Selic), the table of monthly rates applied from the following month; read through its public
 * reproduction at gomescampos.com.br ("Taxa de Juros SELIC - Mensal") and cross-checked against
 * marcca.com.br ("Selic (RFB)", up to April 2025). Reviewed 23/11/2026; on 26/11/2026 no stored source gave the
 * 2026 months, so they come from the database (lib/selic: the Banco Central's SGS series 4390, "Selic
 * acumulada no mês", the same monthly figures, fetched on a schedule, or entered by an administrator).
 */
export const SELIC_STORED_SOURCE =
  'Receita Federal, tabela "Taxa de Juros Selic" (taxa mensal aplicável a restituições e compensações a partir do mês seguinte)';

/** How months loaded after the stored series are cited (Banco Central, SGS 4390 = the Receita's monthly table). */
export const SELIC_LOADED_SOURCE = "Banco Central do Brasil, SGS série 4390 (Selic acumulada no mês)";

/** Month of the last rate stored in this file, "YYYY-MM". */
export const SELIC_STORED_LAST_MONTH = "2025-12";

/** year → 12 monthly rates (Jan–Dec) in hundredths of a percent. */
const SELIC_BY_YEAR: Record<number, readonly number[]> = {
  2020: [38, 29, 34, 28, 24, 21, 19, 16, 16, 16, 15, 16],
  2021: [15, 13, 20, 21, 27, 31, 36, 43, 44, 49, 59, 77],
  2022: [73, 76, 93, 83, 103, 102, 103, 117, 107, 102, 102, 112],
  2023: [112, 92, 117, 92, 112, 107, 107, 114, 97, 100, 92, 89],
  2024: [97, 80, 83, 89, 83, 79, 91, 87, 84, 93, 79, 93],
  2025: [101, 99, 96, 106, 114, 110, 128, 116, 122, 128, 105, 122],
};

/** Month index (year × 12 + month − 1) of "YYYY-MM". */
export function monthIndex(period: string): number {
  return Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
}

/** "YYYY-MM" of a month index. */
export function periodOf(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${year}-${month < 10 ? "0" : ""}${month}`;
}

const FIRST = monthIndex("2020-01");
const STORED_LAST = monthIndex(SELIC_STORED_LAST_MONTH);

/** A month of the series as held outside this file: "YYYY-MM" and the rate in hundredths of a percent. */
export type SelicMonth = { period: string; rate: number };

/** Highest monthly rate accepted (10% a month): the series has never come near it, so more is a typo. */
export const SELIC_MAX_RATE = 1_000;

/**
 * The series a calculation uses: the stored one plus the months after it that the caller holds (from the
 * database, through the request's ToolContext). A value, never module state: two callers with the same months
 * get the same answer.
 */
export interface SelicSeries {
  /** Rates of the months after SELIC_STORED_LAST_MONTH, in order from the month after it. */
  extra: readonly number[];
  /** Month of the last rate held, "YYYY-MM". Months after it use this last rate, and say so. */
  lastMonth: string;
  /** Where the rates come from, as cited on a result. */
  source: string;
}

/**
 * The series with `months` after the stored one. Only an unbroken run from the month after
 * SELIC_STORED_LAST_MONTH counts (a month after a gap cannot be used: the missing one would be unknown); stored
 * months are never replaced; malformed months are ignored.
 */
export function selicSeries(months: readonly SelicMonth[] = []): SelicSeries {
  const byIndex = new Map<number, number>();
  for (const m of months) {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m.period)) continue;
    if (!Number.isInteger(m.rate) || m.rate < 0 || m.rate > SELIC_MAX_RATE) continue;
    byIndex.set(monthIndex(m.period), m.rate);
  }
  const extra: number[] = [];
  for (let k = STORED_LAST + 1; byIndex.has(k); k++) extra.push(byIndex.get(k)!);
  return {
    extra,
    lastMonth: periodOf(STORED_LAST + extra.length),
    source:
      extra.length > 0
        ? `${SELIC_STORED_SOURCE}; a partir de ${periodOf(STORED_LAST + 1)}: ${SELIC_LOADED_SOURCE}`
        : SELIC_STORED_SOURCE,
  };
}

/** The stored series alone. */
export const STORED_SELIC: SelicSeries = selicSeries();

/** The Selic of a month in hundredths of a percent, and whether it is the last known rate standing in for a missing one. */
export function selicOf(index: number, series: SelicSeries = STORED_SELIC): { rate: number; estimated: boolean } {
  if (index < FIRST) throw new RangeError(`Selic anterior a ${periodOf(FIRST)} não está na série`);
  if (index > STORED_LAST) {
    const extra = series.extra;
    const offset = index - STORED_LAST - 1;
    if (offset < extra.length) return { rate: extra[offset], estimated: false };
    return { rate: extra.length > 0 ? extra[extra.length - 1] : SELIC_BY_YEAR[2025][11], estimated: true };
  }
  const year = Math.floor(index / 12);
  return { rate: SELIC_BY_YEAR[year][index - year * 12], estimated: false };
}
