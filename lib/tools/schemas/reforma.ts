import { z } from "zod";
import { activitySchema } from "@/lib/companies/schema";
import { moneyAt, optionalPercentSchema } from "@/lib/forms/fields";
import { TaxInputError } from "@/lib/tax/errors";
import type { Annex } from "@/lib/tax/tables/types";
import type {
  PriceConvention,
  ReferenceScenario,
  ReformInput,
  ReformReduction,
  ReformRegime,
} from "@/lib/tax/reform/types";

// The /reforma-tributaria form (and the public calculator, the API and the assistant, which share it): text as
// typed → the engine's ReformInput without its scenarios and date. Those two are the server's: the reference-rate
// scenarios come from getReferenceScenarios (lib/settings/reference-rate.ts: the admin's official rate first when it
// exists) and "today" is the Brasília date, so a browser can neither invent a rate nor move the option calendar.

export const REFORM_REGIMES = ["simples", "presumido", "real"] as const satisfies readonly ReformRegime[];
export const REFORM_REDUCTIONS = [
  "none",
  "art127_30",
  "art128_60",
  "zero",
] as const satisfies readonly ReformReduction[];
export const PRICE_CONVENTIONS = ["net", "gross"] as const satisfies readonly PriceConvention[];
export const REFORM_ANNEXES = ["", "I", "II", "III", "IV", "V"] as const;
/** A Simples company within the state sublimite, or above it (ICMS, ISS and, from 2027, IBS outside the DAS). */
export const REFORM_SUBLIMITE = ["within", "exceeded"] as const;

const E = "tools.reforma.errors";

/** A percentage the form requires (0–100 unless narrowed): "40", "12,5". */
const requiredPercent = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, "validation.required")
    .pipe(optionalPercentSchema(min, max))
    .transform((n) => n ?? 0);

export const reformFormSchema = z
  .object({
    companyId: z.union([z.literal(""), z.uuid()]),
    regime: z.enum(REFORM_REGIMES, "validation.required"),
    activity: activitySchema,
    annex: z.enum(REFORM_ANNEXES),
    monthlyRevenue: z.string(),
    rbt12: z.string(),
    creditingBuyersPercent: requiredPercent(0, 100),
    purchasesRegular: z.string(),
    purchasesSimples: z.string(),
    reduction: z.enum(REFORM_REDUCTIONS, "validation.required"),
    priceConvention: z.enum(PRICE_CONVENTIONS, "validation.required"),
    icmsPercent: optionalPercentSchema(0, 35),
    issPercent: optionalPercentSchema(0, 5),
    /** The suppliers' ICMS/ISS inside the regular purchases; optional (blank: the company's own rate, stated). */
    purchasesIcmsIssPercent: optionalPercentSchema(0, 35).optional(),
    /** The regular suppliers' reduced-rate regime (they charge, and the company credits, less); blank: the standard rate. */
    purchasesReduction: z.enum(REFORM_REDUCTIONS, "validation.required").optional(),
    /** Simples only (LC 123 art. 13-A); absent (a saved simulation of before, the public calculator): within. */
    sublimite: z.enum(REFORM_SUBLIMITE).default("within"),
    /** Which reference-rate scenario is the main one (the others are shown beside it). */
    scenarioId: z
      .string()
      .trim()
      .max(60)
      .regex(/^[a-z0-9_]*$/, `${E}.scenario`),
  })
  .transform((v, ctx) => {
    const revenue = moneyAt(v.monthlyRevenue, ctx, ["monthlyRevenue"], true);
    const monthlyRevenue = revenue ?? 0;
    if (revenue !== undefined && revenue <= 0)
      ctx.addIssue({ code: "custom", message: `${E}.revenuePositive`, path: ["monthlyRevenue"] });
    const rbt12 = moneyAt(v.rbt12, ctx, ["rbt12"], false);
    const purchasesRegular = moneyAt(v.purchasesRegular, ctx, ["purchasesRegular"], false) ?? 0;
    const purchasesSimples = moneyAt(v.purchasesSimples, ctx, ["purchasesSimples"], false) ?? 0;
    const engine: ReformFormEngineInput = {
      regime: v.regime,
      activity: v.activity,
      monthlyRevenue,
      creditingBuyersPercent: v.creditingBuyersPercent,
      purchasesRegular,
      purchasesSimples,
      reduction: v.reduction,
      priceConvention: v.priceConvention,
    };
    if (v.annex !== "") engine.annex = v.annex as Annex;
    if (rbt12 !== undefined) engine.rbt12 = rbt12;
    if (v.icmsPercent !== undefined) engine.icmsPercent = v.icmsPercent;
    if (v.issPercent !== undefined) engine.issPercent = v.issPercent;
    if (v.purchasesIcmsIssPercent !== undefined) engine.purchasesIcmsIssPercent = v.purchasesIcmsIssPercent;
    if (v.purchasesReduction !== undefined && v.purchasesReduction !== "none")
      engine.purchasesReduction = v.purchasesReduction;
    if (v.regime === "simples" && v.sublimite === "exceeded") engine.sublimiteExceeded = true;
    return { companyId: v.companyId === "" ? null : v.companyId, scenarioId: v.scenarioId, engine };
  });

/** What the form fixes of the engine input; the server adds the scenarios and today. */
export type ReformFormEngineInput = Omit<ReformInput, "scenarios" | "today">;
export type ReformFormValues = z.input<typeof reformFormSchema>;
export type ReformFormInput = z.output<typeof reformFormSchema>;

/**
 * The engine input: the form's values, the scenarios with the chosen one first (an empty choice keeps the
 * server's order, whose first is the official rate when it exists, else the default estimate) and the date. A
 * scenario id the server does not know (say, the official rate an admin has since removed) is refused, never
 * silently replaced by another rate.
 */
export function toReformInput(
  form: ReformFormInput,
  scenarios: readonly ReferenceScenario[],
  today: string,
): ReformInput {
  if (scenarios.length === 0) throw new TaxInputError("INVALID_LENGTH", "scenarios");
  const chosen = form.scenarioId === "" ? scenarios[0] : scenarios.find((s) => s.id === form.scenarioId);
  if (!chosen) throw new TaxInputError("INVALID_OPTION", "scenarioId", form.scenarioId);
  return { ...form.engine, scenarios: [chosen, ...scenarios.filter((s) => s !== chosen)], today };
}
