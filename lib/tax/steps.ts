import { PPM, mulDiv, type Cents, type Ppm } from "./money";

/** One line of the memória de cálculo. `value` is reais for money and a fraction for rates. */
export interface Step {
  label: string;
  formula: string;
  value: number;
  source: string;
}

function pad3(n: number): string {
  return n >= 100 ? String(n) : n >= 10 ? "0" + n : "00" + n;
}

/** Formats centavos as "R$ 1.234,56" (integer arithmetic, no float). */
export function fmtBRL(cents: Cents): string {
  const neg = cents < 0;
  const abs = neg ? -cents : cents;
  let int = Math.floor(abs / 100);
  const dec = abs - int * 100;
  let s = "";
  while (int >= 1000) {
    const r = int % 1000;
    s = "." + pad3(r) + s;
    int = (int - r) / 1000;
  }
  return (neg ? "-R$ " : "R$ ") + int + s + (dec < 10 ? ",0" : ",") + dec;
}

/** Formats a ratio num/den as a percentage with up to `decimals` decimals (at least 2), e.g. "10,56%". */
export function fmtRatio(num: number, den: number, decimals = 4): string {
  const scale = 10 ** decimals;
  const scaled = mulDiv(num, 100 * scale, den);
  const neg = scaled < 0;
  const abs = neg ? -scaled : scaled;
  const int = Math.floor(abs / scale);
  let frac = abs - int * scale;
  let digits = decimals;
  while (digits > 2 && frac % 10 === 0) {
    frac /= 10;
    digits--;
  }
  let f = String(frac);
  while (f.length < digits) f = "0" + f;
  return (neg ? "-" : "") + int + (digits > 0 ? "," + f : "") + "%";
}

/** Formats a ppm rate as a percentage, e.g. 12_500 → "1,25%". */
export function fmtPct(rate: Ppm, decimals = 4): string {
  return fmtRatio(rate, PPM, decimals);
}

/** Formats a ppm rate as the shortest percentage, e.g. 12_000 → "1,2%", 150_000 → "15%". */
export function fmtRate(rate: Ppm): string {
  // fmtRatio keeps two decimals at least: drop its trailing zeros, and the comma when nothing is left after it.
  // By hand rather than with two regular expressions: this runs for every rate of every memória (a quarter of
  // compareRegimes' time went to the regexes).
  const text = fmtRatio(rate, PPM, 4);
  const comma = text.indexOf(",");
  if (comma < 0) return text;
  let end = text.length - 1; // the "%"
  while (end > comma + 1 && text.charCodeAt(end - 1) === 48 /* "0" */) end--;
  if (end === comma + 1) end = comma;
  return text.slice(0, end) + "%";
}

export function step(label: string, formula: string, value: number, source: string): Step {
  return { label, formula, value, source };
}

/** A percentage held as a plain number, with two decimals: 53.456 → "53,46%". */
export function fmtPercentNumber(percent: number): string {
  return fmtPct(Math.round(percent * 10_000), 2);
}

/** "2027-03-01" → "01/03/2027": the memória's dates, as lib/br writes them on screen. */
export function fmtIsoDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
