import { z } from "zod";
import { currentPasswordSchema } from "@/lib/auth/schema";
import { emailSchema, phoneSchema } from "@/lib/br/zod";

/** /profile: what the user edits about themselves (client-safe; the form and the action share it). */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, "validation.required").max(120, "profile.errors.nameTooLong"),
  phone: z.union([z.literal(""), phoneSchema]),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** /profile: the address to move the account to (confirmed by a link sent there), with the password again. */
export const emailChangeSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type EmailChangeValues = z.input<typeof emailChangeSchema>;
