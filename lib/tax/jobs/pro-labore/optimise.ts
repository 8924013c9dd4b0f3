import type { Cents } from "../../money";
import type { CompanyTotals } from "./company-side";
import { evaluate, type Eval } from "./evaluate";
import type { Ctx, Partner } from "./context";

export type Evaluator = (proLabores: Cents[]) => Eval | null;

export function evaluator(x: Ctx, company: (proLabore: Cents) => CompanyTotals): Evaluator {
  return (ps) => {
    let sum = 0;
    for (const p of ps) sum += p;
    return evaluate(x, ps, company(sum));
  };
}

/** The same pró-labore for every partner who works, none for the others. */
export function uniform(x: Ctx, p: Cents): Cents[] {
  return x.partners.map((q) => (q.works ? p : 0));
}

/** The lower total; on a tie, the higher pró-labore (more INSS for the partners' retirement). */
function better(a: Eval | null, b: Eval | null): Eval | null {
  if (!a) return b;
  if (!b) return a;
  if (b.total < a.total) return b;
  if (b.total > a.total) return a;
  const sa = a.proLabores.reduce((s, p) => s + p, 0);
  const sb = b.proLabores.reduce((s, p) => s + p, 0);
  return sb > sa ? b : a;
}

/**
 * The lowest total over one variable p in [lo, hi]: the named points, a grid of `steps`, then ever finer scans of
 * about `steps` points around the best, to the centavo. The total is piecewise linear in p (quadratic where the IRPFM's rate grows with the income), so
 * its minimum sits on or near a breakpoint: the named points catch the known ones, the scans the rest.
 */
function scan(
  at: (p: Cents) => Eval | null,
  lo: Cents,
  hi: Cents,
  named: readonly Cents[],
  steps: number,
  start: { e: Eval; p: Cents } | null,
): Eval | null {
  let best = start?.e ?? null;
  let bestP = start?.p ?? lo;
  const visit = (p: Cents) => {
    const b = better(best, at(p));
    if (b !== best) {
      best = b;
      bestP = p;
    }
  };
  for (const p of named) if (p >= lo && p <= hi) visit(p);
  // The grid, then ever finer scans around the best point, down to every centavo: the roundings of each tax make
  // the last centavos uneven.
  let step = Math.max(1, Math.floor((hi - lo) / steps));
  for (let p = lo; p <= hi; p += step) visit(p);
  visit(hi);
  while (step > 1) {
    const centre = bestP;
    const finer = Math.max(1, Math.floor((2 * step) / steps));
    for (let p = Math.max(lo, centre - step); p <= Math.min(hi, centre + step); p += finer) visit(p);
    step = finer;
  }
  return best;
}

/**
 * The smallest p in [lo, hi] at which `over(p)` turns false, when it is true at lo and false at hi (bisection);
 * null otherwise. Used for the monthly dividend crossing the withholding threshold: dividends fall as p rises.
 */
function crossing(over: (p: Cents) => boolean, lo: Cents, hi: Cents): Cents | null {
  if (!over(lo) || over(hi)) return null;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (over(mid)) lo = mid;
    else hi = mid;
  }
  return hi;
}

function differ(a: Partner, b: Partner): boolean {
  return (
    a.share !== b.share ||
    a.dependents !== b.dependents ||
    a.otherTaxable !== b.otherTaxable ||
    a.otherExempt !== b.otherExempt ||
    a.otherExclusiveTax !== b.otherExclusiveTax
  );
}

/** Grid sizes: the first scan, and each partner's own scan when the partners differ. */
const UNIFORM_STEPS = 400;
const PARTNER_STEPS = 100;
const PARTNER_ROUNDS = 2;

export interface OptimiseOptions {
  /** Breakpoints worth trying for each partner (minimum wage, R$ 5.000, the INSS ceiling...). */
  named: readonly Cents[];
  /** The lowest pró-labore of a partner who works (the minimum wage). */
  floor: Cents;
  /** The pró-labore of all partners that reaches the Fator R, or null. */
  fatorRTotal: Cents | null;
  /** Keep the pró-labore of all partners below this (to stay in the annex the company is in), or null. */
  below: Cents | null;
}

/**
 * The pró-labores with the lowest tax for company and partners together. First the same pró-labore for every
 * partner who works; then, when the partners differ (shares, dependents, other income), each one's own in turn,
 * the others held, for a couple of rounds.
 */
export function optimise(x: Ctx, run: Evaluator, o: OptimiseOptions): Eval | null {
  const { floor, named } = o;
  const working = x.partners.filter((p) => p.works).length;
  const room = o.below === null ? x.revenue - x.costs : Math.min(x.revenue - x.costs, o.below - 1);
  const hi = Math.floor(room / working);
  if (hi < floor) return null;
  const extra = [...named];
  const threshold = x.t.dividends.withholding?.threshold;
  if (threshold !== undefined) {
    // For each partner, the pró-labore at which their largest monthly dividend comes down to the threshold.
    for (let i = 0; i < x.partners.length; i++) {
      const over = (p: Cents) => {
        const e = run(uniform(x, p));
        return e !== null && Math.max(e.partners[i].payment, e.partners[i].lastPayment) > threshold;
      };
      const p = crossing(over, floor, hi);
      if (p !== null) extra.push(p);
    }
  }
  let best = scan((p) => run(uniform(x, p)), floor, hi, extra, UNIFORM_STEPS, null);
  if (!best) return null;
  const workers = x.partners.map((p, i) => ({ p, i })).filter((w) => w.p.works);
  const heterogeneous = workers.some((w) => differ(w.p, workers[0].p));
  if (!heterogeneous) return best;
  for (let round = 0; round < PARTNER_ROUNDS; round++) {
    const before = best.total;
    for (const { i } of workers) {
      const fixed = best.proLabores;
      const others = fixed.reduce((s, p, j) => (j === i ? s : s + p), 0);
      const at = (p: Cents) => run(fixed.map((q, j) => (j === i ? p : q)));
      const own = o.fatorRTotal === null ? named : [...named, o.fatorRTotal - others];
      const top = Math.max(floor, room - others);
      best = scan(at, floor, top, own, PARTNER_STEPS, { e: best, p: fixed[i] }) as Eval;
    }
    if (best.total === before) break;
  }
  return best;
}
