import { TaxInputError } from "./errors";
import { MAX_MONEY_REAIS, toCents, type Cents } from "./money";

/** A money input in reais → centavos; rejects NaN, ±Infinity, negatives and absurd magnitudes. */
export function money(value: unknown, field: string, opts: { allowNegative?: boolean } = {}): Cents {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TaxInputError("NOT_A_NUMBER", field);
  if (value < 0 && !opts.allowNegative) throw new TaxInputError("NEGATIVE", field);
  if (Math.abs(value) > MAX_MONEY_REAIS) throw new TaxInputError("OUT_OF_RANGE", field, `máximo R$ ${MAX_MONEY_REAIS}`);
  return toCents(value);
}

export function optionalMoney(value: unknown, field: string, fallback: Cents): Cents {
  return value === undefined ? fallback : money(value, field);
}

export function moneyList(value: unknown, field: string, maxLength?: number): Cents[] {
  if (!Array.isArray(value)) throw new TaxInputError("NOT_A_NUMBER", field);
  if (maxLength !== undefined && value.length > maxLength)
    throw new TaxInputError("INVALID_LENGTH", field, `máximo ${maxLength}`);
  const out: Cents[] = new Array(value.length);
  for (let i = 0; i < value.length; i++) out[i] = money(value[i], `${field}[${i}]`);
  return out;
}

export function integer(value: unknown, field: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TaxInputError("NOT_A_NUMBER", field);
  if (!Number.isInteger(value)) throw new TaxInputError("NOT_AN_INTEGER", field);
  if (value < min || value > max)
    throw new TaxInputError(value < 0 ? "NEGATIVE" : "OUT_OF_RANGE", field, `${min}–${max}`);
  return value;
}

/** A decimal number (percent, factor) → integer on `scale`, e.g. 5.8 with scale 10_000 → 58_000. */
export function scaled(value: unknown, field: string, scale: number, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TaxInputError("NOT_A_NUMBER", field);
  if (value < min || value > max)
    throw new TaxInputError(value < 0 ? "NEGATIVE" : "OUT_OF_RANGE", field, `${min}–${max}`);
  return Math.round(value * scale);
}

export function oneOf<T extends string>(value: unknown, field: string, options: readonly T[]): T {
  if (typeof value !== "string" || !(options as readonly string[]).includes(value)) {
    throw new TaxInputError("INVALID_OPTION", field, options.join(" | "));
  }
  return value as T;
}

/** 'YYYY-MM-DD' → { year, month, day }; rejects impossible dates like 2026-02-30. */
export function isoDate(value: unknown, field: string): { year: number; month: number; day: number } {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new TaxInputError("INVALID_DATE", field);
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    throw new TaxInputError("INVALID_DATE", field);
  }
  return { year, month, day };
}

export function bool(value: unknown, field: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== "boolean") throw new TaxInputError("INVALID_OPTION", field, "true | false");
  return value;
}
