import { REFORM_SCHEDULE, type ReformYearParams } from "../tables/reform";
import type { ReformYear } from "./types";

/** The transition rules of a calendar year (2026–2033); null outside the transition (before 2026). */
export function reformYearOf(year: number): ReformYearParams | null {
  return Object.hasOwn(REFORM_SCHEDULE, year) ? REFORM_SCHEDULE[year as ReformYear] : null;
}

/**
 * Whether PIS and COFINS are still charged in a calendar year: up to 2026 (revoked from 01/01/2027 by LC 214/2025
 * art. 542, effective by art. 544, III). From 2027 the regular regimes pay CBS and IBS instead.
 */
export function pisCofinsInForce(year: number): boolean {
  const rules = reformYearOf(year);
  return rules === null ? year < 2027 : rules.pisCofins.inForce;
}
