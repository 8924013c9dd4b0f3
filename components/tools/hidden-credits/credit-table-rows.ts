import type { HiddenCreditResult } from "@/lib/tax";
import { formatMonthRef } from "@/lib/br/date";
import { formatDecimalCell, formatPercentPoints } from "@/lib/br/number";

export const CREDIT_COLUMNS = ["period", "base", "creditBase", "credit", "selic", "corrected"] as const;
export type CreditColumn = (typeof CREDIT_COLUMNS)[number];

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
      formatMonthRef(m.period),
      formatDecimalCell(m.base),
      formatDecimalCell(m.creditBase),
      formatDecimalCell(m.credit),
      `${formatPercentPoints(m.selicRate * 100, { min: 2, max: 2, grouping: false })}${m.selicEstimated ? "*" : ""}`,
      formatDecimalCell(m.corrected),
    ]),
    [label("total"), "", "", formatDecimalCell(result.totalNominal), "", formatDecimalCell(result.totalCorrected)],
  ];
}
