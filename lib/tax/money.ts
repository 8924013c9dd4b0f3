/**
 * Exact money arithmetic on integer centavos.
 *
 * Money is held as integer centavos (a JS number, always an integer). Rates are integers on a fixed
 * scale (ppm = parts per million, so 7.5% = 75_000). Every product/quotient goes through mulDiv,
 * which works on exact integers: plain numbers while the product stays below 2^52, BigInt beyond.
 * Nothing here rounds a binary fraction of money.
 */
export type Cents = number;
/** A rate in parts per million: 1_000_000 = 100%. */
export type Ppm = number;

export const PPM = 1_000_000;
const SAFE = 2 ** 52;

/** Largest accepted money input (R$ 1 bilhão): keeps every intermediate product inside the exact range. */
export const MAX_MONEY_REAIS = 1_000_000_000;

/** Reais → centavos, half away from zero on the decimal as written (1.005 → 101). */
export function toCents(reais: number): Cents {
  const scaled = reais * 100;
  if (Number.isInteger(scaled)) return scaled;
  const abs = Math.abs(scaled);
  const nearest = Math.round(abs);
  // Values written with ≤ 2 decimals land within float noise of an integer.
  const c = Math.abs(abs - nearest) < 1e-6 ? nearest : Math.round(Number(abs.toPrecision(15)));
  return scaled < 0 ? -c : c;
}

/** Centavos → reais as a number (the nearest double to the exact decimal). */
export function toReais(cents: Cents): number {
  return cents / 100 || 0; // never -0
}

/** A percentage written as a decimal number (12.74 means 12.74%) → ppm. Table-authoring helper. */
export function pct(percent: number): Ppm {
  return Math.round(percent * 10_000);
}

/** Reais written as a literal in a table → centavos. */
export function brl(reais: number): Cents {
  return Math.round(reais * 100);
}

function roundQuotient(n: number, d: number): number {
  // n ≥ 0, d > 0, both exact integers ≤ 2^52
  let q = Math.floor(n / d);
  let r = n - q * d;
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  return 2 * r >= d ? q + 1 : q;
}

function roundQuotientBig(n: bigint, d: bigint): number {
  const q = n / d;
  const r = n - q * d;
  return Number(2n * r >= d ? q + 1n : q);
}

/** Largest |estimate| for which the double error bound below holds (≈ R$ 11 bi in centavos). */
const FILTER_LIMIT = 2 ** 40;

/**
 * round(a·b·c / (d1·d2)) for non-negative-denominator integers, exact.
 *
 * The double estimate is computed with 4 roundings (relative error ≤ 2⁻⁵¹), so for |x| < 2⁴⁰ it is within
 * 5·10⁻⁴ of the exact quotient. Half-up rounding can only differ from the exact one when the quotient is
 * within that distance of a half-integer; those cases (and anything larger) are decided with BigInt.
 */
export function ratio(a: number, b: number, c: number, d1: number, d2: number): number {
  const x = (((a * b) / d1) * c) / d2;
  if (x < FILTER_LIMIT && x > -FILTER_LIMIT) {
    const fl = Math.floor(x);
    const frac = x - fl;
    if (frac < 0.49 || frac > 0.51) return frac > 0.5 ? fl + 1 : fl;
  }
  const n = BigInt(a) * BigInt(b) * BigInt(c);
  const d = BigInt(d1) * BigInt(d2);
  const q = roundQuotientBig(n < 0n ? -n : n, d);
  return n < 0n ? -q : q;
}

/**
 * round(a × b / d), half away from zero, exact. a, b, d integers, d > 0.
 */
export function mulDiv(a: number, b: number, d: number): number {
  const p = a * b;
  const neg = p < 0;
  const ap = neg ? -p : p;
  if (ap <= SAFE && d <= SAFE) {
    const q = roundQuotient(ap, d);
    return neg ? -q : q;
  }
  return ratio(a, b, 1, d, 1);
}

/** round(a × b × c / d), half away from zero, exact. */
export function mulMulDiv(a: number, b: number, c: number, d: number): number {
  const p = a * b * c;
  const neg = p < 0;
  const ap = neg ? -p : p;
  if (ap <= SAFE && d <= SAFE && Math.abs(a * b) <= SAFE) {
    const q = roundQuotient(ap, d);
    return neg ? -q : q;
  }
  return ratio(a, b, c, d, 1);
}

/** round(n / d), half away from zero, for BigInt operands (d > 0): products of five or more factors. */
export function roundBig(n: bigint, d: bigint): number {
  const q = roundQuotientBig(n < 0n ? -n : n, d);
  return n < 0n ? -q : q;
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** ceil(a × b / d) for non-negative integers, d > 0, exact. */
export function mulDivCeil(a: number, b: number, d: number): number {
  const p = a * b;
  if (p <= SAFE) return Math.floor(p / d) + (p % d > 0 ? 1 : 0);
  const n = BigInt(a) * BigInt(b);
  const bd = BigInt(d);
  return Number(n / bd + (n % bd > 0n ? 1n : 0n));
}

/** round(cents × rate), rate in ppm. */
export function applyRate(cents: Cents, rate: Ppm): Cents {
  return mulDiv(cents, rate, PPM);
}

/** Exact comparison of a/b with c/d (b, d > 0): −1, 0 or 1. */
export function compareRatio(a: number, b: number, c: number, d: number): number {
  const l = a * d;
  const r = c * b;
  if (Math.abs(l) <= SAFE && Math.abs(r) <= SAFE) return l === r ? 0 : l < r ? -1 : 1;
  const bl = BigInt(a) * BigInt(d);
  const br = BigInt(c) * BigInt(b);
  return bl === br ? 0 : bl < br ? -1 : 1;
}

export function sum(values: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i];
  return s;
}
