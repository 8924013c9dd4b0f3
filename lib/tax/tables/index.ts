import { TaxInputError } from "../errors";
import { TABLES_2025 } from "./2025";
import { TABLES_2026 } from "./2026";
import { TABLES_2027 } from "./2027";
import type { TaxTables } from "./types";

/** The registry of every supported calendar year: add a year here and everything else follows. */
const BY_YEAR = { 2025: TABLES_2025, 2026: TABLES_2026, 2027: TABLES_2027 } satisfies Record<number, TaxTables>;

/** A calendar year the engine holds tables for. */
export type TaxYear = keyof typeof BY_YEAR;

/** Every supported year, newest first (derived from the registry). */
export const SUPPORTED_YEARS: readonly TaxYear[] = Object.freeze(
  (Object.keys(BY_YEAR).map(Number) as TaxYear[]).sort((a, b) => b - a),
);

/** The year used when `year` is omitted. */
export const DEFAULT_TAX_YEAR: TaxYear = 2026;

/** The tables of a calendar year; `undefined` means DEFAULT_TAX_YEAR. */
export function tablesFor(year: unknown): TaxTables {
  if (year === undefined) return BY_YEAR[DEFAULT_TAX_YEAR];
  if (!Object.hasOwn(BY_YEAR, year as PropertyKey))
    throw new TaxInputError("UNSUPPORTED_YEAR", "year", SUPPORTED_YEARS.join(" | "));
  return BY_YEAR[year as TaxYear];
}

export type * from "./types";
