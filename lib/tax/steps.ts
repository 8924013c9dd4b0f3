import { PPM, mulDiv, type Cents, type Ppm } from "./money";

/** One line of the memória de cálculo. `value` is reais for money and a fraction for rates. */
export interface Step {
  label: string;
  formula: string;
  value: number;
  source: string;
}

/** Formats centavos as "R$ 1.234,56" (integer arithmetic, no float). */
export function fmtBRL(cents: Cents): string {
  const neg = cents < 0;
  const abs = neg ? -cents : cents;
  const int = Math.floor(abs / 100);
  const dec = abs - int * 100;
  let s = String(int);
  if (int >= 1000) {
    let out = "";
    while (s.length > 3) {
      out = "." + s.slice(-3) + out;
      s = s.slice(0, -3);
    }
    s += out;
  }
  return (neg ? "-R$ " : "R$ ") + s + "," + (dec < 10 ? "0" : "") + dec;
}

/** Formats a ratio num/den as a percentage with up to `decimals` decimals, e.g. "10,56%". */
export function fmtRatio(num: number, den: number, decimals = 4): string {
  const scale = 10 ** decimals;
  const scaled = mulDiv(num, 100 * scale, den);
  const neg = scaled < 0;
  const abs = neg ? -scaled : scaled;
  const int = Math.floor(abs / scale);
  let frac = String(abs - int * scale).padStart(decimals, "0").replace(/0+$/, "");
  if (frac.length < 2 && decimals >= 2) frac = frac.padEnd(2, "0");
  return (neg ? "-" : "") + int + (frac ? "," + frac : "") + "%";
}

/** Formats a ppm rate as a percentage, e.g. 75_000 → "7,50%". */
export function fmtPct(rate: Ppm, decimals = 4): string {
  return fmtRatio(rate, PPM, decimals);
}

export function step(label: string, formula: string, value: number, source: string): Step {
  return { label, formula, value, source };
}

/**
 * Defines `steps` as an enumerable property built on first read, so bulk computations (the regime
 * comparison) do not pay for strings nobody looks at. JSON.stringify and spreading still see it.
 */
export function withLazySteps<T extends object>(target: T, build: () => Step[]): T & { steps: Step[] } {
  Object.defineProperty(target, "steps", {
    enumerable: true,
    configurable: true,
    get() {
      const value = build();
      Object.defineProperty(target, "steps", { value, enumerable: true, writable: false, configurable: true });
      return value;
    },
  });
  return target as T & { steps: Step[] };
}
