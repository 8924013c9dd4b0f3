/**
 * CNPJ helpers, numeric and alphanumeric (IN RFB nº 2.229/2024, in force from July 2026).
 * The first 12 positions may hold digits or uppercase letters; the two check digits are always digits.
 */

// Characters a user may type around a CNPJ; anything else makes the value invalid.
const CNPJ_ALLOWED = /^[0-9A-Za-z.\-/\s]*$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** Uppercases and strips punctuation and spaces: "12.abc.345/01de-35" → "12ABC34501DE35". */
export function normaliseCnpj(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

// RFB algorithm: each character is worth its char code minus 48 ("0" → 0, "A" → 17), weights 2–9 from the right.
function cnpjCheckDigit(base: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = base.length - 1; i >= 0; i--) {
    sum += (base.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Computes the two check digits for a 12-character CNPJ base (numeric or alphanumeric). */
export function cnpjCheckDigits(base: string): string {
  const normalised = normaliseCnpj(base);
  if (!/^[0-9A-Z]{12}$/.test(normalised)) throw new Error("A CNPJ base has exactly 12 characters [0-9A-Z]");
  const first = cnpjCheckDigit(normalised);
  const second = cnpjCheckDigit(normalised + String(first));
  return `${first}${second}`;
}

/** Validates a numeric or alphanumeric CNPJ, formatted or not, in any letter case. */
export function isValidCnpj(value: string): boolean {
  if (!CNPJ_ALLOWED.test(value)) return false;
  const cnpj = normaliseCnpj(value);
  if (!CNPJ_SHAPE.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** Progressive CNPJ mask for typing: "12ABC345" → "12.ABC.345", full → "12.ABC.345/01DE-35". */
export function maskCnpj(value: string): string {
  const chars = normaliseCnpj(value).slice(0, 14);
  // Letters are never check digits: keep the base, then only digits in positions 13 and 14.
  const c = chars.slice(0, 12) + chars.slice(12).replace(/\D/g, "");
  if (c.length <= 2) return c;
  if (c.length <= 5) return `${c.slice(0, 2)}.${c.slice(2)}`;
  if (c.length <= 8) return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5)}`;
  if (c.length <= 12) return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8)}`;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** Formats a complete CNPJ as XX.XXX.XXX/XXXX-XX (same as the mask; named for display code). */
export function formatCnpj(value: string): string {
  return maskCnpj(value);
}
