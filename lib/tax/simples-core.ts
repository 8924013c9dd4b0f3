import { TaxInputError } from "./errors";
import { PPM, compareRatio, gcd, mulDiv, ratio, type Cents } from "./money";
import { SIMPLES_TAXES } from "./tables/simples-annexes";
import type { Annex, SimplesBand, TaxTables } from "./tables/types";

export { SIMPLES_TAXES };

/** Exact effective rate num/den, from the band formula (RBT12 × Aliq − PD) / RBT12. */
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

export interface SimplesCore {
  requestedAnnex: Annex;
  annex: Annex;
  band: SimplesBand;
  rbt12Used: Cents;
  rate: EffectiveRate;
  /** Fator R as num/den; null when neither payroll nor fatorRApplies was given. */
  fatorR: EffectiveRate | null;
  das: Cents;
  /** Amount per tax in SIMPLES_TAXES order; −1 where the tax is not part of the annex. */
  split: number[];
  /** ISS fixed at 5% of revenue with the band-5 redistribution (Annexes III/IV). */
  issCapped: boolean;
  /** Band 6 without sublimite excess: ICMS/ISS computed with the band-5 formula. */
  localFromBand5: EffectiveRate | null;
}

const REP = 10_000; // repartição scale (hundredths of a percent)
/** Indexes in SIMPLES_TAXES. */
export const TAX_INDEX = { CPP: 4, CBS: 6, ICMS: 7, ISS: 8, IBS: 9 } as const;
const CPP = TAX_INDEX.CPP;
const ICMS = TAX_INDEX.ICMS;
const ISS = TAX_INDEX.ISS;
const IBS = TAX_INDEX.IBS;
const FEDERAL_END = 7; // indexes below this are federal taxes (CBS among them); ICMS, ISS and IBS leave the DAS above the sublimite

export function effectiveRate(band: SimplesBand, rbt12: Cents): EffectiveRate {
  // Every Simples nominal rate is a whole number of basis points; working in bp keeps products small.
  const bp = band.nominal / 100;
  return { num: rbt12 * bp - band.deduction * 10_000, den: rbt12 * 10_000 };
}

export function bandFor(bands: readonly SimplesBand[], rbt12: Cents): SimplesBand {
  for (let i = 0; i < bands.length; i++) if (rbt12 <= bands[i].upTo) return bands[i];
  return bands[bands.length - 1];
}

/** r = FS12 / RBT12 with the Res. CGSN 140 art. 26 §§6–7 defaults for zero payroll or revenue. */
export function fatorRRatio(t: TaxTables, payroll12m: Cents, rbt12: Cents): EffectiveRate {
  const d = t.simples.fatorRDefaults.value;
  if (rbt12 === 0 && payroll12m > 0) return { num: d.noRevenue, den: PPM };
  if (payroll12m === 0) return { num: d.noPayroll, den: PPM };
  return { num: payroll12m, den: rbt12 };
}

/**
 * Splits rev × num/den among the taxes of `reps` (indexes from..to−1): each tax rounded half-up, the
 * total rounded once, and the cent difference given to the tax with the largest repartição (LC 123 art.
 * 18 §1º-B, II). Returns the total.
 */
function allocate(
  out: number[],
  rev: Cents,
  num: number,
  den: number,
  reps: readonly number[],
  to: number,
  fixedTotal: number,
): Cents {
  let repSum = 0;
  let parts = 0;
  let largest = -1;
  let largestRep = -1;
  for (let i = 0; i < to; i++) {
    const rep = reps[i];
    if (rep < 0) continue;
    const value = ratio(rev, num, rep, den, REP);
    out[i] = value;
    parts += value;
    repSum += rep;
    if (rep > largestRep) {
      largestRep = rep;
      largest = i;
    }
  }
  const total = fixedTotal >= 0 ? fixedTotal : ratio(rev, num, repSum, den, REP);
  const diff = total - parts;
  if (largest < 0 || diff === 0) return total;
  if (out[largest] + diff >= 0) out[largest] += diff;
  else takeInRepOrder(out, reps, to, -diff);
  return total;
}

/**
 * With cent-sized revenues several parts may round up at once; the surplus is then taken from the
 * taxes in decreasing repartição order, never leaving a tax negative.
 */
function takeInRepOrder(out: number[], reps: readonly number[], to: number, surplus: number): void {
  const order: number[] = [];
  for (let i = 0; i < to; i++) if (reps[i] >= 0) order.push(i);
  order.sort((a, b) => reps[b] - reps[a]);
  for (const i of order) {
    const take = Math.min(out[i], surplus);
    out[i] -= take;
    surplus -= take;
    if (surplus === 0) return;
  }
}

export function resolveAnnex(t: TaxTables, annex: Annex, fatorR: EffectiveRate | null, applies: boolean): Annex {
  if (!applies) return annex;
  if (annex !== "III" && annex !== "V")
    throw new TaxInputError("INVALID_OPTION", "fatorRApplies", "só para Anexos III e V");
  const r = fatorR ?? { num: t.simples.fatorRDefaults.value.noPayroll, den: PPM };
  return compareRatio(r.num, r.den, t.simples.fatorR.value, PPM) >= 0 ? "III" : "V";
}

export function computeSimples(t: TaxTables, input: SimplesCoreInput): SimplesCore {
  const s = t.simples;
  const fatorR =
    input.payroll12m !== null || input.fatorRApplies ? fatorRRatio(t, input.payroll12m ?? 0, input.rbt12) : null;
  const annex = resolveAnnex(t, input.annex, fatorR, input.fatorRApplies);
  const table = s.annexes[annex];
  const rbt12Used = input.rbt12 === 0 ? s.rbt12Floor.value : input.rbt12;
  const band = bandFor(table.bands, rbt12Used);
  const rate = effectiveRate(band, rbt12Used);
  const rev = input.monthRevenue;
  const reps = band.reps;
  const split: number[] = SIMPLES_TAXES.map(() => -1);
  const sub = input.sublimiteExceeded;
  let das: Cents;
  let issCapped = false;
  let localFromBand5: EffectiveRate | null = null;
  const issMax = mulDiv(rev, s.issMax.value, PPM);

  if (band.band === 6) {
    // Federal taxes by band 6; ICMS/ISS (and IBS from 2027), absent from band 6, by the band-5 formula
    // (Res. 140 art. 21, III, b; art. 21, IV in the wording of Res. CGSN 190/2026).
    das = allocate(split, rev, rate.num, rate.den, reps, FEDERAL_END, -1);
    const band5 = table.bands[4];
    for (let i: number = ICMS; i <= IBS; i++) {
      const rep = band5.reps[i];
      if (rep < 0) continue;
      if (sub) {
        split[i] = 0;
        continue;
      }
      localFromBand5 = effectiveRate(band5, rbt12Used);
      let value = ratio(rev, localFromBand5.num, rep, localFromBand5.den, REP);
      if (i === ISS && value > issMax) value = issMax;
      split[i] = value;
      das += value;
    }
  } else {
    const issRep = reps[ISS];
    // ISS share above issMax of revenue: rate × issRep/10⁴ > issMax/10⁶ ⇔ num × issRep / den > issMax / 100.
    issCapped =
      table.issCap !== undefined && issRep > 0 && compareRatio(rate.num * issRep, rate.den, s.issMax.value, 100) > 0;
    if (issCapped && table.issCap) {
      // Remainder rate = rate − issMax = (k·num − j·den) / (k·den), with issMax/10⁶ = j/k in lowest terms.
      const g = gcd(s.issMax.value, PPM);
      const k = PPM / g;
      const restNum = k * rate.num - (s.issMax.value / g) * rate.den;
      const restDen = k * rate.den;
      if (sub) {
        das = allocate(split, rev, restNum, restDen, table.issCap.reps, FEDERAL_END, -1);
        split[ISS] = 0;
        if (reps[IBS] >= 0) split[IBS] = 0;
      } else {
        // The DAS is still rev × effective rate, rounded once; the federal taxes (and IBS from 2027) share
        // what ISS leaves.
        const total = ratio(rev, rate.num, REP, rate.den, REP);
        allocate(split, rev, restNum, restDen, table.issCap.reps, table.issCap.reps.length, total - issMax);
        split[ISS] = issMax;
        das = total;
      }
    } else if (sub) {
      das = allocate(split, rev, rate.num, rate.den, reps, FEDERAL_END, -1);
      for (let i: number = ICMS; i <= IBS; i++) if (reps[i] >= 0) split[i] = 0;
    } else {
      das = allocate(split, rev, rate.num, rate.den, reps, reps.length, -1);
    }
  }
  if (annex === "IV") split[CPP] = 0;
  return { requestedAnnex: input.annex, annex, band, rbt12Used, rate, fatorR, das, split, issCapped, localFromBand5 };
}
