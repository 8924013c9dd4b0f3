import { z } from "zod";
import { isValidCnpj, normaliseCnpj } from "./cnpj";
import { isValidCpf, onlyDigits } from "./cpf";
import { isValidCpfCnpj, normaliseCpfCnpj } from "./cpf-cnpj";
import { isValidPhone, normalisePhone } from "./phone";

/**
 * Reusable field schemas. Error messages are i18n keys under the `validation` namespace of
 * messages/pt-BR.json; forms resolve them with next-intl: `t(error.message)` on a root translator.
 */
export const validationKeys = {
  required: "validation.required",
  cpfInvalid: "validation.cpfInvalid",
  cnpjInvalid: "validation.cnpjInvalid",
  cpfCnpjInvalid: "validation.cpfCnpjInvalid",
  phoneInvalid: "validation.phoneInvalid",
  emailInvalid: "validation.emailInvalid",
  passwordTooShort: "validation.passwordTooShort",
  passwordTooLong: "validation.passwordTooLong",
  passwordNeedsLetter: "validation.passwordNeedsLetter",
  passwordNeedsDigit: "validation.passwordNeedsDigit",
  moneyInvalid: "validation.moneyInvalid",
  moneyNegative: "validation.moneyNegative",
  moneyTooLarge: "validation.moneyTooLarge",
} as const;

const K = validationKeys;
const requiredText = () => z.string().trim().min(1, K.required);

/** CPF, formatted or not → 11 digits. */
export const cpfSchema = requiredText().refine(isValidCpf, K.cpfInvalid).transform(onlyDigits);

/** Numeric or alphanumeric CNPJ → 14 uppercase characters without punctuation. */
export const cnpjSchema = requiredText().refine(isValidCnpj, K.cnpjInvalid).transform(normaliseCnpj);

/** Either document (11 digits = CPF, otherwise CNPJ) → normalised characters. */
export const cpfCnpjSchema = requiredText().refine(isValidCpfCnpj, K.cpfCnpjInvalid).transform(normaliseCpfCnpj);

/** Brazilian phone with DDD → 10 or 11 national digits. */
export const phoneSchema = requiredText().refine(isValidPhone, K.phoneInvalid).transform(normalisePhone);

/** E-mail, trimmed and lowercased. */
export const emailSchema = requiredText().max(254, K.emailInvalid).toLowerCase().pipe(z.email(K.emailInvalid));

/** bcrypt reads the first 72 bytes of a password (UTF-8), not 72 characters: 'ç' takes two, an emoji four. */
export const PASSWORD_MAX_BYTES = 72;

/** True when bcrypt reads the whole password (a longer one would match any password sharing its first 72 bytes). */
export function fitsPasswordBytes(password: string): boolean {
  return new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES;
}

/** At least 8 characters with a letter and a digit; 72 UTF-8 bytes at most (the bcrypt input limit). */
export const passwordSchema = z
  .string()
  .min(1, K.required)
  .min(8, K.passwordTooShort)
  .refine(fitsPasswordBytes, K.passwordTooLong)
  .regex(/\p{L}/u, K.passwordNeedsLetter)
  .regex(/\d/, K.passwordNeedsDigit);
