import { formatBrl, formatPercent, normaliseSpaces } from "@/lib/br/money";
import { PPM, mulDiv, type Cents, type Ppm } from "@/lib/tax/money";
import { DEFAULT_TAX_YEAR, SUPPORTED_YEARS, tablesFor, type TaxTables, type TaxYear } from "@/lib/tax/tables";

// How the curated answers print the tables' figures (lib/br formatting, plain spaces for the chat) and find the
// year a rule started: the answers type no figure of their own (lib/tax/README.md, "No legal number outside the
// tables"; scripts/table-figures.ts fails on a copy).

/** Centavos as "R$ 1.234,56". */
export const brl = (cents: Cents) => normaliseSpaces(formatBrl(cents / 100));

/** A ppm rate with the decimals it has: 12_000 → "1,2%", 90_000 → "9%", 1_250 → "0,13%". */
export function rate(ppm: Ppm): string {
  const digits = ppm % 10_000 === 0 ? 0 : ppm % 1_000 === 0 ? 1 : 2;
  return normaliseSpaces(formatPercent(ppm / PPM, digits));
}

/** An amount × a rate, rounded half-up to the centavo (the engine's rounding). */
export const applyRate = (cents: Cents, ppm: Ppm): Cents => mulDiv(cents, ppm, PPM);

/** A rate raised by a relative increase (a presumption of 8% plus 10% → 8,8%). */
export const increased = (ppm: Ppm, increase: Ppm): Ppm => ppm + mulDiv(ppm, increase, PPM);

/** The supported years, oldest first. */
const YEARS_ASCENDING = [...SUPPORTED_YEARS].sort((a, b) => a - b);

/** The first supported year whose tables hold the rule `pick` reads (a rule of 2026 on: 2026). */
export function yearFrom(pick: (t: TaxTables) => unknown): TaxYear {
  return YEARS_ASCENDING.find((year) => pick(tablesFor(year)) !== null) ?? DEFAULT_TAX_YEAR;
}

/**
 * A rule's figures for the asked year, or, when the rule did not exist yet that year, for the year it started:
 * a 2025 question about the 2026 dividend withholding is answered with the 2026 rule.
 */
export function ruleOf<R>(t: TaxTables, pick: (t: TaxTables) => R | null): { rule: R; tables: TaxTables } {
  const own = pick(t);
  if (own !== null) return { rule: own, tables: t };
  const tables = tablesFor(yearFrom(pick));
  return { rule: pick(tables) as R, tables };
}

/**
 * When a rate last changed before the asked year: the year it took its current value and the previous value, or
 * null when every supported year before has the same rate.
 */
export function rateChange(t: TaxTables, pick: (t: TaxTables) => Ppm): { since: TaxYear; before: Ppm } | null {
  const current = pick(t);
  const earlier = YEARS_ASCENDING.filter((year) => year < t.year).reverse();
  let since = t.year as TaxYear;
  for (const year of earlier) {
    const value = pick(tablesFor(year));
    if (value !== current) return { since, before: value };
    since = year;
  }
  return null;
}

const MONTHS = ["janeiro", "abril", "julho", "outubro"] as const;

/** The first month of a calendar quarter (1 → "janeiro"). */
export const quarterStart = (quarter: number) => MONTHS[quarter - 1];
