/**
 * pt-BR numbers that are not currency: counts, ratios, percentages already in percent units, spreadsheet decimals.
 * Every number the app writes goes through here or through `./money` (currency, fractions as percent), so a
 * format is defined once and the Intl formatters are built once.
 */

export interface DigitRange {
  /** Fewest decimals shown (default 0). */
  min?: number;
  /** Most decimals shown (default 2). */
  max?: number;
  /** Thousands separators; spreadsheets want none, so a cell reads as a number (default true). */
  grouping?: boolean;
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat({ min = 0, max = 2, grouping = true }: DigitRange, notation?: "compact"): Intl.NumberFormat {
  const key = `${min}:${max}:${grouping}:${notation ?? ""}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("pt-BR", {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: grouping,
      notation,
    });
    formats.set(key, format);
  }
  return format;
}

/** 1234.5 → "1.234,5" (between `min` and `max` decimals); "—" for non-finite values. */
export function formatNumber(n: number, digits: DigitRange = {}): string {
  return Number.isFinite(n) ? numberFormat(digits).format(n) : "—";
}

/** A whole count: 12345 → "12.345". */
export function formatInteger(n: number): string {
  return formatNumber(n, { max: 0 });
}

/** An amount in reais as a spreadsheet cell: 1234.5 → "1234,50" (no symbol, no grouping, so Excel sums it). */
export function formatDecimalCell(reais: number): string {
  return formatNumber(reais, { min: 2, max: 2, grouping: false });
}

/** Chart axis labels: 1500 → "1,5 mil", 2500000 → "2,5 mi". */
export function formatCompact(n: number): string {
  return Number.isFinite(n) ? numberFormat({ max: 1 }, "compact").format(n) : "—";
}

/** A value already in percent units: 12.5 → "12,5%" (`./money`'s formatPercent takes a fraction). */
export function formatPercentPoints(percent: number, digits: DigitRange = {}): string {
  return Number.isFinite(percent) ? `${numberFormat(digits).format(percent)}%` : "—";
}
