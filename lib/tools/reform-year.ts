import type { ReformYear } from "@/lib/tax/reform/types";
import { REFORM_SCHEDULE } from "@/lib/tax/tables/reform";

/**
 * The year a reform projection is filed under, and the month of the DAS the public calculator shows: the first of
 * the transition in which CBS and IBS replace PIS and COFINS, inside the DAS too (2027: LC 214/2025, art. 542, in
 * force by art. 544, III; Res. CGSN 190/2026). Read from the reform calendar (lib/tax/tables/reform.ts), never
 * written as a number: the catalogue, the public calculator and the tests take it from here.
 */
export const REFORM_FILING_YEAR: ReformYear = firstCbsYear();

function firstCbsYear(): ReformYear {
  const first = Object.values(REFORM_SCHEDULE)
    .sort((a, b) => a.year - b.year)
    .find((rules) => !rules.pisCofins.inForce && rules.simples.cbsIbsInDas);
  if (!first) throw new Error("the reform calendar has no year with CBS and IBS in place of PIS and COFINS");
  return first.year;
}
