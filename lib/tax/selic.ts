/**
 * Monthly Selic rate for federal tax refunds and compensations (Lei 9.250/1995, art. 39, §4º; Lei 9.430/1996,
 * art. 73), in hundredths of a percent (1,22% → 122). Data, not law: kept outside tables/ on purpose.
 *
 * Source: Receita Federal, "Taxa de Juros Selic" (gov.br/receitafederal, Pagamentos e Parcelamentos → Taxa
 * de juros Selic), the table of monthly rates applied from the following month; read through its public
 * reproduction at gomescampos.com.br ("Taxa de Juros SELIC - Mensal") and cross-checked against
 * marcca.com.br ("Selic (RFB)", up to April 2025). Reviewed 23/11/2026.
 */
export const SELIC_SOURCE =
  "Receita Federal, tabela \"Taxa de Juros Selic\" (taxa mensal aplicável a restituições e compensações a partir do mês seguinte)";

/** Month of the last rate held, "YYYY-MM". Months after it use this last rate, and say so. */
export const SELIC_LAST_MONTH = "2025-12";

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
const LAST = monthIndex(SELIC_LAST_MONTH);
const LAST_RATE = SELIC_BY_YEAR[2025][11];

/** The Selic of a month in hundredths of a percent, and whether it is the last known rate standing in for a missing one. */
export function selicOf(index: number): { rate: number; estimated: boolean } {
  if (index < FIRST) throw new RangeError(`Selic anterior a ${periodOf(FIRST)} não está na série`);
  if (index > LAST) return { rate: LAST_RATE, estimated: true };
  const year = Math.floor(index / 12);
  return { rate: SELIC_BY_YEAR[year][index - year * 12], estimated: false };
}
