import { z } from "zod";
import { cpfCnpjSchema, emailSchema, passwordSchema, phoneSchema, validationKeys } from "@/lib/br/zod";

/** Input schemas of the auth forms, shared by the forms (resolver) and the server actions. */

const requiredPassword = z.string().min(1, validationKeys.required).max(200, validationKeys.passwordTooLong);

/** The signed-in user's password, asked again before a change a session alone must not make (deletion, e-mail, 2FA). */
export const currentPasswordSchema = requiredPassword;

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

/** A TOTP code (6 digits) or a recovery code (xxxx-xxxx-xxxx); which one is decided by its shape. */
export const secondFactorCodeSchema = z
  .string()
  .trim()
  .min(1, validationKeys.required)
  .max(20)
  .regex(/^(\d{3}\s?\d{3}|[a-zA-Z0-9]{4}-?[a-zA-Z0-9]{4}-?[a-zA-Z0-9]{4})$/, "security.errors.codeFormat");

export const secondFactorSchema = z.object({
  code: secondFactorCodeSchema,
  next: z.string().max(512).optional(),
});
export type SecondFactorInput = z.infer<typeof secondFactorSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword,
    password: passwordSchema,
    confirmPassword: z.string().min(1, validationKeys.required),
  })
  .superRefine(confirmPasswords)
  .superRefine((value, ctx) => {
    if (value.password && value.password === value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "security.errors.samePassword" });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** Confirming a new TOTP factor: the id the enrolment answered and the app's first code. */
export const confirmTotpSchema = z.object({
  factorId: z.string().min(1).max(100),
  code: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, "security.errors.codeFormat"),
});
export type ConfirmTotpInput = z.infer<typeof confirmTotpSchema>;

/** Starting a TOTP enrolment: the password again (whoever holds a session, or an admin's password alone, must not). */
export const startTotpSchema = z.object({ currentPassword: currentPasswordSchema });
export type StartTotpInput = z.infer<typeof startTotpSchema>;

export const disableTotpSchema = z.object({ code: secondFactorCodeSchema, currentPassword: currentPasswordSchema });
export type DisableTotpInput = z.infer<typeof disableTotpSchema>;
