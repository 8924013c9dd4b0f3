import { z } from "zod";
import { cpfSchema, emailSchema, passwordSchema, phoneSchema, validationKeys } from "@/lib/br/zod";

/** Input of /register, shared by the form (resolver) and registerAction. Client-safe. */

const planSlugSchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/)
  .optional()
  .or(z.literal("").transform(() => undefined));
const refSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{4,40}$/)
  .optional()
  .or(z.literal("").transform(() => undefined))
  .catch(undefined);
const termsSchema = z.boolean().refine((v) => v, "billing.register.errors.terms");

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, validationKeys.required).max(120),
    email: emailSchema,
    cpf: cpfSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, validationKeys.required),
    acceptTerms: termsSchema,
    plan: planSlugSchema,
    ref: refSchema,
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "auth.errors.passwordMismatch" });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** Upgrade mode (signed-in user): name and e-mail come from the account, no password fields. */
export const upgradeSchema = z.object({
  cpf: cpfSchema,
  phone: phoneSchema,
  acceptTerms: termsSchema,
  plan: z.string().regex(/^[a-z0-9_-]{1,40}$/),
});
export type UpgradeInput = z.input<typeof upgradeSchema>;

export const registrationIdSchema = z.uuid();
