import { TaxInputError } from "../errors";
import { PPM, mulDiv, type Ppm } from "../money";
import { REFORM_YEARS, reformYearTables } from "../reform/simples";
import { reformYearOf } from "../reform/schedule";
import type { ReformYear } from "../reform/types";
import { SUPPORTED_YEARS, tablesFor, type TaxYear } from "../tables";
import type { TaxTables } from "../tables/types";

/**
 * The reform years after the last one with tables of its own (2028–2033), which `compareRegimes` projects: the
 * consumption taxes follow the year's schedule, everything else the last published year's tables.
 */
export const PROJECTED_YEARS: readonly ReformYear[] = REFORM_YEARS.filter((y) => y > SUPPORTED_YEARS[0]);

/** A year `compareRegimes` answers for: one with tables, or a projected reform year. */
export type ComparisonYear = TaxYear | ReformYear;

const PROJECTED = new Map<ReformYear, TaxTables>();

/**
 * The tables of a comparison year. A projected year (2028–2033) takes the last year's income-tax, payroll and limit
 * tables with that period's Simples annexes and ISS cap (LC 123/2006 Annexes in the wording of LC 214/2025 art. 519),
 * and `year` set to the calendar year, so CBS, IBS, ICMS and ISS follow the transition (ADCT arts. 128–129).
 */
export function comparisonTables(year: unknown): TaxTables {
  const projected = PROJECTED_YEARS.find((y) => y === year);
  if (projected === undefined) {
    if (year !== undefined && !SUPPORTED_YEARS.includes(year as TaxYear))
      throw new TaxInputError(
        "UNSUPPORTED_YEAR",
        "year",
        [...SUPPORTED_YEARS, ...PROJECTED_YEARS].sort((a, b) => b - a).join(" | "),
      );
    return tablesFor(year);
  }
  let t = PROJECTED.get(projected);
  if (!t) {
    t = { ...reformYearTables(projected), year: projected };
    PROJECTED.set(projected, t);
  }
  return t;
}

/** Whether the tables are a projection (a year after the last one with tables of its own). */
export function isProjected(t: TaxTables): boolean {
  return t.year > SUPPORTED_YEARS[0];
}

/** The ADCT multiplier of the year's ICMS and ISS rates (art. 128: 1 to 2028, 0,9…0,6 in 2029–2032; 0 in 2033). */
export function localFactor(t: TaxTables): Ppm {
  return reformYearOf(t.year)?.icmsIss.factor ?? PPM;
}

/** An informed ICMS/ISS rate as charged in the year: × the ADCT multiplier. */
export function localRateIn(t: TaxTables, rate: Ppm): Ppm {
  const factor = localFactor(t);
  return factor === PPM ? rate : mulDiv(rate, factor, PPM);
}
