import { z } from "zod";
import { parseBrlMoneyToCentavos } from "@/lib/br/money";
import { validationKeys as K } from "@/lib/br/zod";
import { DEFAULT_TAX_YEAR, PROJECTED_YEARS, SUPPORTED_YEARS, type ComparisonYear, type TaxYear } from "@/lib/tax";

/**
 * Field parsers shared by the tool and company forms (client-safe). Messages are i18n keys; a required
 * empty field is an error ('Campo obrigatório.'), never a silent 0.
 */
type Ctx = z.core.$RefinementCtx<unknown>;

/**
 * The largest amount a money field accepts, in centavos: R$ 999.999.999.999,99, what the numeric(14,2) money
 * columns hold (companies' revenue, payroll and pro-labore). Past it the insert would fail in Postgres.
 */
export const MONEY_MAX_CENTAVOS = 99_999_999_999_999;

/**
 * THE money field parser: a pt-BR amount as typed ("R$ 1.234,56", "50.000", "1234,5") → reais rounded to the
 * centavo, or undefined for an empty optional field; adds an issue at `path` for an empty required field, an
 * unreadable amount, one past MONEY_MAX_CENTAVOS either way or, unless allowed, a negative one.
 */
export function moneyAt(
  value: string | undefined,
  ctx: Ctx,
  path: PropertyKey[],
  required: boolean,
  allowNegative = false,
): number | undefined {
  const text = (value ?? "").trim();
  if (text === "") {
    if (required) ctx.addIssue({ code: "custom", message: K.required, path });
    return undefined;
  }
  const centavos = parseBrlMoneyToCentavos(text);
  const problem =
    centavos === null
      ? K.moneyInvalid
      : centavos < 0 && !allowNegative
        ? K.moneyNegative
        : Math.abs(centavos) > MONEY_MAX_CENTAVOS
          ? K.moneyTooLarge
          : null;
  if (problem || centavos === null) {
    ctx.addIssue({ code: "custom", message: problem ?? K.moneyInvalid, path });
    return undefined;
  }
  return centavos / 100;
}

const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?\s*%?$/;

/** Optional percentage typed as "5", "2,5", "2.5" or "5%" → a number between min and max (5 = 5%). */
export function optionalPercentSchema(min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return undefined;
      const n = PERCENT.test(value) ? Number(value.replace(/\s*%$/, "").replace(",", ".")) : NaN;
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: "tools.errors.percentRange" });
        return z.NEVER;
      }
      return n;
    });
}

/** Optional whole number typed as text → integer in range, or undefined when empty. */
export function optionalIntegerSchema(min: number, max: number) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return undefined;
      const n = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: "tools.errors.integerRange" });
        return z.NEVER;
      }
      return n;
    });
}

export const REVENUE_MODES = ["annual", "monthly"] as const;
export type RevenueMode = (typeof REVENUE_MODES)[number];

/** The twelve revenue fields or the annual figure, as the form holds them (strings). */
export const revenueFieldsShape = {
  revenueMode: z.enum(REVENUE_MODES),
  annualRevenue: z.string(),
  monthlyRevenues: z.array(z.string()).length(12),
};

/** Reads the revenue fields into either `annualRevenue` or 12 `monthlyRevenues` (reais). */
export function readRevenue(
  v: { revenueMode: RevenueMode; annualRevenue: string; monthlyRevenues: string[] },
  ctx: Ctx,
): { annualRevenue: number | null; monthlyRevenues: number[] | null } {
  if (v.revenueMode === "annual") {
    return { annualRevenue: moneyAt(v.annualRevenue, ctx, ["annualRevenue"], true) ?? null, monthlyRevenues: null };
  }
  const months = v.monthlyRevenues.map((m, i) => moneyAt(m, ctx, ["monthlyRevenues", i], true));
  return { annualRevenue: null, monthlyRevenues: months.every((m) => m !== undefined) ? (months as number[]) : null };
}

/** The years the engine has tables for, newest first, as the year selects hold them. */
export const TAX_YEARS = SUPPORTED_YEARS.map(String) as [`${TaxYear}`, ...`${TaxYear}`[]];
/** The year a calculator form starts on. */
export const DEFAULT_FORM_YEAR = String(DEFAULT_TAX_YEAR) as `${TaxYear}`;
export const yearSchema = z.enum(TAX_YEARS).transform((y) => Number(y) as TaxYear);

/**
 * The regime comparison's years, newest first: the reform years it projects (2028–2033: that year's Simples, CBS/IBS
 * and ICMS/ISS, the last published year's other tables) and the years with tables.
 */
export const COMPARISON_YEARS = [...PROJECTED_YEARS, ...SUPPORTED_YEARS].sort((a, b) => b - a).map(String) as [
  `${ComparisonYear}`,
  ...`${ComparisonYear}`[],
];
export const comparisonYearSchema = z.enum(COMPARISON_YEARS).transform((y) => Number(y) as ComparisonYear);
