import { onlyDigits } from "./cpf";

// Area codes (DDD) in use in Brazil, per the ANATEL numbering plan.
const VALID_DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** National digits of a phone number: strips punctuation and a leading "+55" country code. */
export function normalisePhone(value: string): string {
  const digits = onlyDigits(value);
  if (value.trim().startsWith("+") && digits.startsWith("55") && digits.length >= 12) return digits.slice(2);
  return digits;
}

/** Progressive mask: "(11) 3456-7890" for 10 digits, "(11) 98765-4321" for 11. */
export function maskPhone(value: string): string {
  const d = normalisePhone(value).slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const ddd = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return ddd + rest;
  const split = d.length === 11 ? 5 : 4;
  return `${ddd}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Valid when it has a DDD in use plus 8 digits (landline, starting 2–5) or 9 digits (mobile, starting with 9). */
export function isValidPhone(value: string): boolean {
  if (!/^[\d\s().+-]*$/.test(value)) return false;
  const d = normalisePhone(value);
  if (d.length !== 10 && d.length !== 11) return false;
  if (!VALID_DDDS.has(Number(d.slice(0, 2)))) return false;
  const first = d[2];
  return d.length === 11 ? first === "9" : first >= "2" && first <= "5";
}
