import { z } from "zod";
import { currentPasswordSchema } from "@/lib/auth/schema";
import { validationKeys } from "@/lib/br/zod";

/** The word that confirms an account deletion (the account's e-mail works too). */
export const ERASE_CONFIRMATION_WORD = "EXCLUIR";

/** The typed confirmation, and the password of whoever erases (the account's owner, or the administrator). */
export const eraseAccountSchema = z.object({
  confirmation: z.string().trim().min(1, validationKeys.required).max(254),
  currentPassword: currentPasswordSchema,
});
export type EraseAccountInput = z.input<typeof eraseAccountSchema>;

/** True when the typed text is the confirmation word or the account's e-mail (case and spaces aside). */
export function confirmsErasure(typed: string, email: string): boolean {
  const text = typed.trim();
  return text.toUpperCase() === ERASE_CONFIRMATION_WORD || text.toLowerCase() === email.trim().toLowerCase();
}
