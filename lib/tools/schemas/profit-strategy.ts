import { z } from "zod";
import type { PartnerInput, ProLaboreVsDividendsInput } from "@/lib/tax/jobs/pro-labore-vs-dividends";
import { activitySchema } from "@/lib/companies/schema";
import { MAX_PARTNERS } from "@/lib/tax/choices";
import {
  moneyAt,
  optionalIntegerSchema,
  optionalPercentSchema,
  yearSchema,
  DEFAULT_FORM_YEAR,
} from "@/lib/forms/fields";

export const PROFIT_REGIMES = ["simples", "presumido", "real"] as const;

/** "1" to "MAX_PARTNERS", as the form's select offers them. */
export const PARTNER_COUNTS = Array.from({ length: MAX_PARTNERS }, (_, i) => String(i + 1));

/** One partner's row when the partners differ. */
export const partnerRowSchema = z.object({
  sharePercent: z.string(),
  receivesProLabore: z.boolean(),
  currentProLabore: z.string(),
  dependents: z.string(),
  otherTaxableIncome: z.string(),
  otherExemptIncome: z.string(),
  otherExclusiveTax: z.string(),
});
export type PartnerRow = z.input<typeof partnerRowSchema>;

export const EMPTY_PARTNER_ROW: PartnerRow = {
  sharePercent: "",
  receivesProLabore: true,
  currentProLabore: "",
  dependents: "",
  otherTaxableIncome: "",
  otherExemptIncome: "",
  otherExclusiveTax: "",
};

const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;
const PERSONAL_MONEY = ["currentProLabore", "otherTaxableIncome", "otherExemptIncome", "otherExclusiveTax"] as const;

type Ctx = z.core.$RefinementCtx<unknown>;

/** A share typed as "50" or "33,33" → hundredths of a percent, or undefined when empty (issue added when invalid). */
function shareAt(value: string, ctx: Ctx, path: PropertyKey[]): number | undefined | null {
  const text = value.trim();
  if (text === "") return undefined;
  const n = PERCENT.test(text) ? Math.round(Number(text.replace(",", ".")) * 100) : NaN;
  if (!Number.isInteger(n) || n <= 0 || n > 10_000) {
    ctx.addIssue({ code: "custom", message: "tools.errors.percentRange", path });
    return null;
  }
  return n;
}

function partnerRows(rows: PartnerRow[], ctx: Ctx): PartnerInput[] {
  const shares = rows.map((r, i) => shareAt(r.sharePercent, ctx, ["partnerRows", i, "sharePercent"]));
  const given = shares.filter((s) => s !== undefined).length;
  if (given > 0 && given < rows.length)
    shares.forEach((s, i) => {
      if (s === undefined)
        ctx.addIssue({
          code: "custom",
          message: "tools.profit.errors.shareMissing",
          path: ["partnerRows", i, "sharePercent"],
        });
    });
  else if (given === rows.length && shares.every((s) => typeof s === "number")) {
    if ((shares as number[]).reduce((a, b) => a + b, 0) !== 10_000)
      ctx.addIssue({
        code: "custom",
        message: "tools.profit.errors.sharesSum",
        path: ["partnerRows", 0, "sharePercent"],
      });
  }
  if (rows.every((r) => !r.receivesProLabore))
    ctx.addIssue({
      code: "custom",
      message: "tools.profit.errors.nobodyWorks",
      path: ["partnerRows", 0, "receivesProLabore"],
    });
  return rows.map((r, i) => {
    const p: PartnerInput = { receivesProLabore: r.receivesProLabore };
    if (typeof shares[i] === "number") p.sharePercent = (shares[i] as number) / 100;
    for (const key of PERSONAL_MONEY) {
      if (key === "currentProLabore" && !r.receivesProLabore) continue;
      const value = moneyAt(r[key], ctx, ["partnerRows", i, key], false);
      if (value !== undefined) p[key] = value;
    }
    const dependents = r.dependents.trim();
    if (dependents !== "") {
      const n = /^\d{1,2}$/.test(dependents) ? Number(dependents) : NaN;
      if (Number.isInteger(n) && n <= 50) p.dependents = n;
      else
        ctx.addIssue({ code: "custom", message: "tools.errors.integerRange", path: ["partnerRows", i, "dependents"] });
    }
    return p;
  });
}

/**
 * Pró-labore versus dividends for the partners of one company. `partners` is the count; with `detailed`, one row per
 * partner (share, who works, today's pró-labore, other income); otherwise the personal fields apply to each partner.
 * The fields added with the partners (engine 3) are optional so that API callers of the earlier form keep working
 * (`otherAnnualIncome`, its older name for exempt income, is still read).
 */
export const profitStrategyFormSchema = z
  .object({
    regime: z.enum(PROFIT_REGIMES),
    activity: activitySchema,
    monthlyRevenue: z.string(),
    monthlyCosts: z.string(),
    monthlyCreditableCosts: z.string().optional(),
    monthlyPayroll: z.string(),
    partners: z.enum(PARTNER_COUNTS as [string, ...string[]]).optional(),
    detailed: z.boolean().optional(),
    partnerRows: z.array(partnerRowSchema).max(MAX_PARTNERS).optional(),
    currentProLabore: z.string(),
    dependents: optionalIntegerSchema(0, 50),
    otherTaxableIncome: z.string().optional(),
    otherExemptIncome: z.string().optional(),
    otherExclusiveTax: z.string().optional(),
    otherAnnualIncome: z.string().optional(),
    localTaxRate: optionalPercentSchema(0, 35),
    year: yearSchema,
  })
  .transform((v, ctx): ProLaboreVsDividendsInput => {
    const input: ProLaboreVsDividendsInput = {
      year: v.year,
      regime: v.regime,
      activity: v.activity,
      monthlyRevenue: moneyAt(v.monthlyRevenue, ctx, ["monthlyRevenue"], true) ?? 0,
      monthlyCosts: moneyAt(v.monthlyCosts, ctx, ["monthlyCosts"], true) ?? 0,
    };
    const count = v.partners === undefined ? 1 : Number(v.partners);
    const rows = v.partnerRows ?? [];
    const detailed = v.detailed === true && count > 1;
    if (detailed) {
      if (rows.length !== count)
        ctx.addIssue({ code: "custom", message: "tools.errors.invalid", path: ["partnerRows"] });
      else input.partnerDetails = partnerRows(rows, ctx);
    } else if (count > 1) input.partners = count;
    for (const key of ["monthlyCreditableCosts", "monthlyPayroll"] as const) {
      const value = moneyAt(v[key], ctx, [key], false);
      if (value !== undefined) input[key] = value;
    }
    // With a row per partner, the personal fields are the rows'; otherwise these apply to each partner.
    if (!detailed) {
      for (const key of PERSONAL_MONEY) {
        const value = moneyAt(v[key], ctx, [key], false);
        if (value !== undefined) input[key] = value;
      }
      if (input.otherExemptIncome === undefined) {
        const legacy = moneyAt(v.otherAnnualIncome, ctx, ["otherAnnualIncome"], false);
        if (legacy !== undefined) input.otherExemptIncome = legacy;
      }
      if (v.dependents !== undefined) input.dependents = v.dependents;
    }
    if (v.localTaxRate !== undefined) input.localTaxRate = v.localTaxRate;
    return input;
  });

export type ProfitStrategyFormValues = z.input<typeof profitStrategyFormSchema>;

/** The form's starting values, year included: the tool's page and the AI assistant start from them (catalogue.ts). */
export const PROFIT_STRATEGY_FORM_DEFAULTS: ProfitStrategyFormValues = {
  regime: "simples",
  activity: "servicos_fator_r",
  monthlyRevenue: "",
  monthlyCosts: "",
  monthlyCreditableCosts: "",
  monthlyPayroll: "",
  partners: "1",
  detailed: false,
  partnerRows: [],
  currentProLabore: "",
  dependents: "",
  otherTaxableIncome: "",
  otherExemptIncome: "",
  otherExclusiveTax: "",
  localTaxRate: "",
  year: DEFAULT_FORM_YEAR,
};
