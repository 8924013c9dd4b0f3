import { TaxInputError } from "./errors";
import { gcd, mulDiv, compareRatio, type Cents } from "./money";
import type { Annex, SimplesBand, SimplesTax, Split, TaxTables } from "./tables/types";

/** Exact effective rate num/den (reduced), from the band formula (RBT12 × Aliq − PD) / RBT12. */
export interface EffectiveRate {
  num: number;
  den: number;
}

export interface SimplesCoreInput {
  annex: Annex;
  monthRevenue: Cents;
  /** RBT12 as determined (before the R$ 1,00 floor). */
  rbt12: Cents;
  fatorRApplies: boolean;
  payroll12m: Cents | null;
  sublimiteExceeded: boolean;
}

export type SimplesSplitCents = Partial<Record<SimplesTax, Cents>>;

export interface SimplesCore {
  requestedAnnex: Annex;
  annex: Annex;
  band: SimplesBand;
  rbt12Used: Cents;
  rate: EffectiveRate;
  /** Fator R as num/den; null when neither payroll nor fatorRApplies was given. */
  fatorR: EffectiveRate | null;
  das: Cents;
  split: SimplesSplitCents;
  /** ISS fixed at 5% of revenue with the band-5 redistribution (Annexes III/IV). */
  issCapped: boolean;
  /** Band 6 without sublimite excess: ICMS/ISS computed with the band-5 formula. */
  localFromBand5: EffectiveRate | null;
}

const REP = 10_000; // repartição scale (hundredths of a percent)
const LOCAL: readonly SimplesTax[] = ["ICMS", "ISS"];

export function effectiveRate(band: SimplesBand, rbt12: Cents): EffectiveRate {
  // Every Simples nominal rate is a whole number of basis points; working in bp keeps products small.
  const bp = band.nominal / 100;
  let num = rbt12 * bp - band.deduction * 10_000;
  let den = rbt12 * 10_000;
  const g = gcd(num, den);
  if (g > 1) {
    num /= g;
    den /= g;
  }
  return { num, den };
}

export function bandFor(bands: readonly SimplesBand[], rbt12: Cents): SimplesBand {
  for (let i = 0; i < bands.length; i++) if (rbt12 <= bands[i].upTo) return bands[i];
  return bands[bands.length - 1];
}

/** r = FS12 / RBT12 with the Res. CGSN 140 art. 26 §§6–7 defaults for zero payroll or revenue. */
export function fatorRRatio(payroll12m: Cents, rbt12: Cents): EffectiveRate {
  if (rbt12 === 0) return payroll12m > 0 ? { num: 28, den: 100 } : { num: 1, den: 100 };
  if (payroll12m === 0) return { num: 1, den: 100 };
  return { num: payroll12m, den: rbt12 };
}

/** round(rev × num × rep / (den × 10_000)), exact (BigInt when the products leave the safe range). */
function part(rev: Cents, num: number, rep: number, den: number): Cents {
  const n = rev * num * rep;
  const d = den * REP;
  if (n <= 2 ** 52 && d <= 2 ** 52 && rev * num <= 2 ** 52) return mulDiv(rev * num, rep, d);
  const bn = BigInt(rev) * BigInt(num) * BigInt(rep);
  const bd = BigInt(den) * BigInt(REP);
  const q = bn / bd;
  return Number(2n * (bn - q * bd) >= bd ? q + 1n : q);
}

/**
 * Splits rev × num/den among taxes: each tax rounded half-up, the total rounded once, and the cent
 * difference given to the tax with the largest repartição (LC 123 art. 18 §1º-B, II).
 */
function allocate(
  out: SimplesSplitCents,
  rev: Cents,
  rate: EffectiveRate,
  split: Split,
  skip: readonly SimplesTax[],
  fixedTotal?: Cents,
): Cents {
  let repSum = 0;
  let parts = 0;
  let largest: SimplesTax | null = null;
  let largestRep = -1;
  for (const key in split) {
    const tax = key as SimplesTax;
    if (skip.includes(tax)) continue;
    const rep = split[tax] as number;
    const value = part(rev, rate.num, rep, rate.den);
    out[tax] = value;
    parts += value;
    repSum += rep;
    if (rep > largestRep) {
      largestRep = rep;
      largest = tax;
    }
  }
  const total = fixedTotal ?? part(rev, rate.num, repSum, rate.den);
  if (largest !== null && total !== parts) out[largest] = (out[largest] as number) + total - parts;
  return total;
}

export function resolveAnnex(t: TaxTables, annex: Annex, fatorR: EffectiveRate | null, applies: boolean): Annex {
  if (!applies) return annex;
  if (annex !== "III" && annex !== "V") throw new TaxInputError("INVALID_OPTION", "fatorRApplies", "só para Anexos III e V");
  const r = fatorR ?? { num: 1, den: 100 };
  return compareRatio(r.num, r.den, t.simples.fatorR.value, 1_000_000) >= 0 ? "III" : "V";
}

export function computeSimples(t: TaxTables, input: SimplesCoreInput): SimplesCore {
  const s = t.simples;
  const fatorR =
    input.payroll12m !== null || input.fatorRApplies ? fatorRRatio(input.payroll12m ?? 0, input.rbt12) : null;
  const annex = resolveAnnex(t, input.annex, fatorR, input.fatorRApplies);
  const table = s.annexes[annex];
  const rbt12Used = input.rbt12 === 0 ? s.rbt12Floor.value : input.rbt12;
  const band = bandFor(table.bands, rbt12Used);
  const rate = effectiveRate(band, rbt12Used);
  const rev = input.monthRevenue;
  const split: SimplesSplitCents = {};
  let das: Cents;
  let issCapped = false;
  let localFromBand5: EffectiveRate | null = null;

  if (band.band === 6) {
    das = allocate(split, rev, rate, band.split, LOCAL);
    const band5 = table.bands[4];
    for (const tax of LOCAL) {
      const rep = band5.split[tax];
      if (rep === undefined) continue;
      if (input.sublimiteExceeded) {
        split[tax] = 0;
        continue;
      }
      localFromBand5 = effectiveRate(band5, rbt12Used);
      let value = part(rev, localFromBand5.num, rep, localFromBand5.den);
      if (tax === "ISS") value = Math.min(value, mulDiv(rev, s.issMax.value, 1_000_000));
      split[tax] = value;
      das += value;
    }
  } else {
    const issRep = band.split.ISS;
    // ISS share of revenue above 5%: rate × issRep/10⁴ > 5% ⇔ num × issRep > den × 500.
    issCapped =
      table.issCap !== undefined && issRep !== undefined && compareRatio(rate.num * issRep, rate.den, 500, 1) > 0;
    if (issCapped && table.issCap) {
      const iss = input.sublimiteExceeded ? 0 : mulDiv(rev, s.issMax.value, 1_000_000);
      // Remainder rate = rate − 5% = (100·num − 5·den) / (100·den)
      const rest = { num: 100 * rate.num - 5 * rate.den, den: 100 * rate.den };
      if (input.sublimiteExceeded) {
        das = allocate(split, rev, rest, table.issCap.split, LOCAL);
      } else {
        // The DAS is still rev × effective rate, rounded once; the federal taxes share what ISS leaves.
        const total = part(rev, rate.num, REP, rate.den);
        allocate(split, rev, rest, table.issCap.split, LOCAL, total - iss);
        das = total;
      }
      split.ISS = iss;
    } else if (input.sublimiteExceeded) {
      das = allocate(split, rev, rate, band.split, LOCAL);
      for (const tax of LOCAL) if (band.split[tax] !== undefined) split[tax] = 0;
    } else {
      das = allocate(split, rev, rate, band.split, []);
    }
  }
  if (annex === "IV") split.CPP = 0;
  return { requestedAnnex: input.annex, annex, band, rbt12Used, rate, fatorR, das, split, issCapped, localFromBand5 };
}
