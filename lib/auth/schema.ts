import { z } from "zod";
import { cpfCnpjSchema, emailSchema, passwordSchema, phoneSchema, validationKeys } from "@/lib/br/zod";

/** Input schemas of the auth forms, shared by the forms (resolver) and the server actions. */

const requiredPassword = z.string().min(1, validationKeys.required).max(200, validationKeys.passwordTooLong);

export const signInSchema = z.object({
  email: emailSchema,
  password: requiredPassword,
  next: z.string().max(512).optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

const confirmPasswords = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "auth.errors.passwordMismatch" });
  }
};

export const affiliateSignUpSchema = z
  .object({
    name: z.string().trim().min(1, validationKeys.required).max(120),
    email: emailSchema,
    phone: phoneSchema,
    document: cpfCnpjSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, validationKeys.required),
  })
  .superRefine(confirmPasswords);
export type AffiliateSignUpInput = z.input<typeof affiliateSignUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().max(200).nullable(),
    password: passwordSchema,
    confirmPassword: z.string().min(1, validationKeys.required),
  })
  .superRefine(confirmPasswords);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
