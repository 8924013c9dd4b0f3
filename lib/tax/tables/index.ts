import { TaxInputError } from "../errors";
import { TABLES_2025 } from "./2025";
import { TABLES_2026 } from "./2026";
import type { TaxTables } from "./types";

export type TaxYear = 2025 | 2026;
export const SUPPORTED_YEARS: readonly TaxYear[] = [2025, 2026];
export const DEFAULT_YEAR: TaxYear = 2026;

const BY_YEAR: Record<TaxYear, TaxTables> = { 2025: TABLES_2025, 2026: TABLES_2026 };

/** The tables of a calendar year; `undefined` means the default year (2026). */
export function tablesFor(year: unknown): TaxTables {
  if (year === undefined) return TABLES_2026;
  const t = BY_YEAR[year as TaxYear];
  if (!t) throw new TaxInputError("UNSUPPORTED_YEAR", "year", SUPPORTED_YEARS.join(" | "));
  return t;
}

export type * from "./types";
