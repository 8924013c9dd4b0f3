import { z } from "zod";
import { todayIso } from "@/lib/br/date";
import {
  moneyAt,
  optionalIntegerSchema,
  optionalPercentSchema,
  yearSchema,
  DEFAULT_FORM_YEAR,
} from "@/lib/forms/fields";
import { CREDIT_ANNEXES, CREDIT_REGIMES, CREDIT_TYPES, CREDIT_WINDOW_MONTHS, type HiddenCreditInput } from "@/lib/tax";

/** The month of the estimate: the current month in Brazil ("YYYY-MM"); the window is the 60 months before it. */
export function currentPeriod(now: Date = new Date()): string {
  return todayIso(now).slice(0, 7);
}

/**
 * Hidden-credits estimator: one credit type, steady months (the same figures for each of the last `months`
 * periods). Simples types need the annex, RBT12, the month's revenue and the share of it; the ICMS exclusion
 * needs the regime and the month's ICMS.
 */
export const hiddenCreditsFormSchema = z
  .object({
    type: z.enum(CREDIT_TYPES),
    annex: z.enum(CREDIT_ANNEXES),
    regime: z.enum(CREDIT_REGIMES),
    rbt12: z.string(),
    monthRevenue: z.string(),
    sharePercent: optionalPercentSchema(0, 100),
    icms: z.string(),
    months: optionalIntegerSchema(1, CREDIT_WINDOW_MONTHS),
    year: yearSchema,
  })
  .transform((v, ctx): HiddenCreditInput => {
    const months = v.months ?? CREDIT_WINDOW_MONTHS;
    const base = { type: v.type, asOf: currentPeriod(), year: v.year };
    if (v.type === "icms_exclusao") {
      return { ...base, regime: v.regime, steady: { months, icms: moneyAt(v.icms, ctx, ["icms"], true) ?? 0 } };
    }
    if (v.sharePercent === undefined)
      ctx.addIssue({ code: "custom", message: "validation.required", path: ["sharePercent"] });
    return {
      ...base,
      annex: v.annex,
      steady: {
        months,
        rbt12: moneyAt(v.rbt12, ctx, ["rbt12"], true) ?? 0,
        revenue: moneyAt(v.monthRevenue, ctx, ["monthRevenue"], true) ?? 0,
        sharePercent: v.sharePercent ?? 0,
      },
    };
  });

export type HiddenCreditsFormValues = z.input<typeof hiddenCreditsFormSchema>;

/** The form's starting values, year included: the tool's page and the AI assistant start from them (catalogue.ts). */
export const HIDDEN_CREDITS_FORM_DEFAULTS: HiddenCreditsFormValues = {
  type: "monofasico",
  annex: "I",
  regime: "lucro_presumido",
  rbt12: "",
  monthRevenue: "",
  sharePercent: "",
  icms: "",
  months: "",
  year: DEFAULT_FORM_YEAR,
};
