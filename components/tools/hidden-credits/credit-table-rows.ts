import type { HiddenCreditResult } from "@/lib/tax";

export const CREDIT_COLUMNS = ["period", "base", "creditBase", "credit", "selic", "corrected"] as const;
export type CreditColumn = (typeof CREDIT_COLUMNS)[number];

const decimal = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});
const percent = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** "2026-10" → "10/2026". */
export function periodLabel(period: string): string {
  return `${period.slice(5, 7)}/${period.slice(0, 4)}`;
}

/**
 * The month-by-month table as CSV rows: numbers with a decimal comma and no thousands separator (so a
 * spreadsheet sums them), Selic as a percentage with a '*' where the last known rate was used, then the totals.
 */
export function creditCsvRows(
  result: HiddenCreditResult,
  label: (column: CreditColumn | "total") => string,
): string[][] {
  return [
    CREDIT_COLUMNS.map(label),
    ...result.months.map((m) => [
      periodLabel(m.period),
      decimal.format(m.base),
      decimal.format(m.creditBase),
      decimal.format(m.credit),
      `${percent.format(m.selicRate * 100)}%${m.selicEstimated ? "*" : ""}`,
      decimal.format(m.corrected),
    ]),
    [label("total"), "", "", decimal.format(result.totalNominal), "", decimal.format(result.totalCorrected)],
  ];
}
