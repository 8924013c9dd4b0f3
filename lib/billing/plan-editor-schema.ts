import { z } from "zod";
import { parseBrlMoneyToCentavos } from "@/lib/br/money";
import { PLAN_FEATURE_FLAGS, type PlanFeatureFlag } from "@/lib/db/enums";

// The admin plans editor (Configurações › Geral): one form per plan, shared by the form and the action.

const E = "adminPlans.errors";

/** "29,90", "R$ 1.234,56" or "29.90" → "29.90" (the numeric column's exact text). */
const price = z
  .string()
  .trim()
  .min(1, `${E}.price`)
  .transform((v, ctx) => {
    const centavos = parseBrlMoneyToCentavos(/^\d+\.\d{1,2}$/.test(v) ? v.replace(".", ",") : v);
    if (centavos === null || centavos < 0 || centavos > 99_999_999) {
      ctx.addIssue({ code: "custom", message: `${E}.price` });
      return z.NEVER;
    }
    return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, "0")}`;
  });

/** A plan limit: empty = unlimited (null), else a whole number. */
const limit = z.union([z.null(), z.number(), z.string()]).transform((v, ctx) => {
  if (v === null || (typeof v === "string" && v.trim() === "")) return null;
  const n = typeof v === "number" ? v : Number(v.trim());
  if (!Number.isInteger(n) || n < 0 || n > 100_000) {
    ctx.addIssue({ code: "custom", message: `${E}.limit` });
    return z.NEVER;
  }
  return n;
});

const flags = Object.fromEntries(PLAN_FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  PlanFeatureFlag,
  z.ZodBoolean
>;

/** subscription_plans.permissions as the editor sets it: every feature flag and every limit (what the server enforces). */
export const planPermissionsSchema = z.object({
  ...flags,
  maxSimulations: limit,
  maxCompanies: limit,
  maxAiQuestions: limit,
});

/** The plan's identifier in URLs (/register?plano=…) and in profiles.subscription_status. */
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, `${E}.slug`)
  .refine((v) => v !== "cancelled" && v !== "expired", `${E}.slug`);

export const planFormSchema = z.object({
  /** Absent: unchanged. Only a plan nobody used yet, and not one of the seeded four, may change it. */
  slug: slug.optional(),
  name: z.string().trim().min(1, `${E}.name`).max(60, `${E}.tooLong`),
  description: z.string().trim().max(300, `${E}.tooLong`),
  monthlyPrice: price,
  yearlyPrice: price,
  isActive: z.boolean(),
  isPopular: z.boolean(),
  displayOrder: z.coerce
    .number<string | number>({ error: `${E}.order` })
    .int(`${E}.order`)
    .min(0, `${E}.order`)
    .max(1000, `${E}.order`),
  features: z
    .array(z.object({ name: z.string().trim().min(1, `${E}.feature`).max(120, `${E}.tooLong`) }))
    .max(30, `${E}.tooMany`),
  /** Absent: the stored permissions stay as they are. */
  permissions: planPermissionsSchema.optional(),
});
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;

export const planIdSchema = z.uuid();
