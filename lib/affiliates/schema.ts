import { z } from "zod";
import { isValidCnpj, normaliseCnpj } from "@/lib/br/cnpj";
import { isValidCpf, onlyDigits } from "@/lib/br/cpf";
import { isValidPhone, normalisePhone } from "@/lib/br/phone";
import { PIX_KEY_TYPES, type PixKeyType } from "@/lib/db/enums";

// Client-safe schemas of the affiliate screens (/affiliate-backoffice) and /admin/affiliates.

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key as the DICT stores it, or null when it is not a key of that type. */
export function normalisePixKey(type: PixKeyType, value: string): string | null {
  const text = value.trim();
  switch (type) {
    case "cpf":
      return isValidCpf(text) ? onlyDigits(text) : null;
    case "cnpj":
      return isValidCnpj(text) ? normaliseCnpj(text) : null;
    case "email":
      return z.email().max(77).safeParse(text.toLowerCase()).success ? text.toLowerCase() : null;
    case "phone":
      return isValidPhone(text) ? `+55${normalisePhone(text)}` : null;
    case "random":
      return RANDOM_KEY.test(text) ? text.toLowerCase() : null;
  }
}

/** What screens show of a key: its last four characters only. */
export function maskPixKey(key: string): string {
  return `•••• ${key.slice(-4)}`;
}

/** The payout PIX key form. */
export const pixKeySchema = z
  .object({
    type: z.enum(PIX_KEY_TYPES, "affiliates.payout.errors.type"),
    key: z.string().trim().min(1, "validation.required").max(120, "affiliates.payout.errors.key"),
  })
  .transform((input, ctx) => {
    const key = normalisePixKey(input.type, input.key);
    if (key === null) {
      ctx.addIssue({ code: "custom", path: ["key"], message: "affiliates.payout.errors.key" });
      return z.NEVER;
    }
    return { type: input.type, key };
  });
export type PixKeyInput = z.input<typeof pixKeySchema>;

/** /admin/affiliates?q=: name, e-mail or referral code. */
export const affiliateSearchSchema = z.string().trim().max(120).catch("");
