import { TaxInputError } from "./errors";
import { PPM, compareRatio, gcd, mulDiv, ratio, roundBig, type Cents, type Ppm } from "./money";
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
  /** Band 6 without sublimite excess, ISS by the band-5 formula above the cap: what was transferred. */
  band6Transfer: Band6Transfer | null;
}

/** Band 6's ISS excess over the cap, moved to the federal taxes of the band and to IBS. */
export interface Band6Transfer {
  /** ISS by the band-5 formula before the cap, in centavos. */
  issByBand5: Cents;
  /** (ISS rate by the band-5 formula − cap) as a fraction of revenue (display only; amounts are exact). */
  excessRate: number;
  /** Each recipient's percentage is multiplied by this: 1 + excess ÷ the recipients' share (display only). */
  factor: number;
}

const REP = 10_000; // repartição scale (hundredths of a percent)
const BIG_REP = 10_000n;
const BIG_PPM = 1_000_000n;
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
 * Each tax of reps[0..to) rounded half-up to the centavo on its own share, rev × num/den × rep, as the
 * PGDAS-D prints the taxes of an activity; the DAS is their sum (docs/decisions.md §33). Returns the sum.
 */
function parts(out: number[], rev: Cents, num: number, den: number, reps: readonly number[], to: number): Cents {
  let total = 0;
  for (let i = 0; i < to; i++) {
    const rep = reps[i];
    if (rep < 0) continue;
    out[i] = ratio(rev, num, rep, den, REP);
    total += out[i];
  }
  return total;
}

/**
 * A repartição whose percentages do not sum to 100% (three band-5 notes of 2029–2031 print 100,01% or
 * 99,99%): the centesimal difference goes to the tax with the largest percentage (LC 123 art. 18 §1º-B, II).
 */
function centesimalToLargest(reps: readonly number[]): readonly number[] {
  let total = 0;
  let largest = -1;
  for (let i = 0; i < reps.length; i++) {
    if (reps[i] < 0) continue;
    total += reps[i];
    if (largest < 0 || reps[i] > reps[largest]) largest = i;
  }
  if (largest < 0 || total === REP) return reps;
  const out = reps.slice();
  out[largest] += REP - total;
  return out;
}

/**
 * Band 6, sublimite not exceeded: ICMS, ISS and (from 2027) IBS by the band-5 formula; ISS at most the
 * year's cap, and the excess transferred to the federal taxes of band 6 and to IBS in proportion to their
 * percentages of revenue, so the DAS does not fall (LC 123 art. 18 §1º-B, I; Res. CGSN 140 art. 21, III).
 * Writes the local taxes (and the federal ones again when there is an excess) and returns the DAS.
 */
function band6Local(
  split: number[],
  rev: Cents,
  rate: EffectiveRate,
  local: EffectiveRate,
  band: SimplesBand,
  band5: SimplesBand,
  issMax: Ppm,
): { das: Cents; transfer: Band6Transfer | null } {
  const r5 = band5.reps;
  for (let i: number = ICMS; i <= IBS; i++) if (r5[i] >= 0) split[i] = ratio(rev, local.num, r5[i], local.den, REP);
  let transfer: Band6Transfer | null = null;
  const rIss = r5[ISS];
  // Both rates are over RBT12 × 10⁴ (effectiveRate), so the excess compares numerators: n5·rIss/(D·REP) > cap/PPM.
  const D = BigInt(rate.den);
  const excess = rIss > 0 ? BigInt(local.num) * BigInt(rIss) * BIG_PPM - BigInt(issMax) * D * BIG_REP : 0n;
  if (excess > 0n) {
    const rIbs = Math.max(0, r5[IBS]);
    // Recipients' share of revenue × D·REP·PPM: band 6's federal taxes (100% of its rate) and IBS.
    const recipients = (BigInt(rate.num) * BIG_REP + BigInt(local.num) * BigInt(rIbs)) * BIG_PPM;
    const grown = recipients + excess;
    const den = D * BIG_REP * recipients;
    const r = BigInt(rev);
    for (let i = 0; i < FEDERAL_END; i++)
      if (band.reps[i] >= 0) split[i] = roundBig(r * BigInt(rate.num) * BigInt(band.reps[i]) * grown, den);
    if (rIbs > 0) split[IBS] = roundBig(r * BigInt(local.num) * BigInt(rIbs) * grown, den);
    split[ISS] = mulDiv(rev, issMax, PPM);
    transfer = {
      issByBand5: ratio(rev, local.num, rIss, local.den, REP),
      excessRate: Number(excess) / Number(D * BIG_REP * BIG_PPM),
      factor: Number(grown) / Number(recipients),
    };
  }
  let das = 0;
  for (const v of split) if (v > 0) das += v;
  return { das, transfer };
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
  let band6Transfer: Band6Transfer | null = null;
  const issMax = mulDiv(rev, s.issMax.value, PPM);

  if (band.band === 6) {
    // Federal taxes by band 6; ICMS/ISS (and IBS from 2027), absent from band 6, by the band-5 formula
    // (Res. 140 art. 21, III, b; art. 21, IV in the wording of Res. CGSN 190/2026).
    das = parts(split, rev, rate.num, rate.den, reps, FEDERAL_END);
    const band5 = table.bands[4];
    if (sub) {
      for (let i: number = ICMS; i <= IBS; i++) if (band5.reps[i] >= 0) split[i] = 0;
    } else {
      localFromBand5 = effectiveRate(band5, rbt12Used);
      const local = band6Local(split, rev, rate, localFromBand5, band, band5, s.issMax.value);
      das = local.das;
      band6Transfer = local.transfer;
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
      const capReps = centesimalToLargest(table.issCap.reps);
      if (sub) {
        das = parts(split, rev, restNum, restDen, capReps, FEDERAL_END);
        split[ISS] = 0;
        if (reps[IBS] >= 0) split[IBS] = 0;
      } else {
        // ISS at the cap; the federal taxes (and IBS from 2027) share what ISS leaves by the band-5 note.
        split[ISS] = issMax;
        das = issMax + parts(split, rev, restNum, restDen, capReps, capReps.length);
      }
    } else if (sub) {
      das = parts(split, rev, rate.num, rate.den, reps, FEDERAL_END);
      for (let i: number = ICMS; i <= IBS; i++) if (reps[i] >= 0) split[i] = 0;
    } else {
      das = parts(split, rev, rate.num, rate.den, reps, reps.length);
    }
  }
  if (annex === "IV") split[CPP] = 0;
  return {
    requestedAnnex: input.annex,
    annex,
    band,
    rbt12Used,
    rate,
    fatorR,
    das,
    split,
    issCapped,
    localFromBand5,
    band6Transfer,
  };
}
