import type { Cents, Ppm } from "../../money";
import type { CompanyTotals } from "./company-side";
import type { Ctx } from "./context";
import { partnerYear, type PartnerYear } from "./partner-year";

/** One choice of pró-labore per partner, evaluated for the year: the company, each partner, the sum. */
export interface Eval {
  proLabores: Cents[];
  company: CompanyTotals;
  partners: PartnerYear[];
  /** Company + every partner. */
  total: Cents;
}

/**
 * `amount` split by shares (ppm of 1 000 000), exactly: each share rounded down, the centavos left over to the
 * largest remainders (the first partner on a tie).
 */
export function splitByShares(amount: Cents, shares: readonly Ppm[]): Cents[] {
  const whole = shares.reduce((a, b) => a + b, 0);
  const parts = shares.map((s) => Math.floor((amount * s) / whole));
  // amount × share can exceed 2^53 only above R$ 90 bilhões: beyond the engine's R$ 1 bilhão inputs.
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = shares.map((s, i) => ({ i, rest: (amount * s) % whole })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k].i]++;
  return parts;
}

/** null when the profit cannot pay these pró-labores (no dividends left, or fewer than none). */
export function evaluate(x: Ctx, proLabores: Cents[], company: CompanyTotals): Eval | null {
  if (company.distributable < 0) return null;
  const dividends = splitByShares(company.distributable, x.shares);
  const partners = x.partners.map((p, i) => partnerYear(x, p, x.alone[i], proLabores[i], dividends[i], company));
  let total = company.total;
  for (const p of partners) total += p.tax;
  return { proLabores, company, partners, total };
}
