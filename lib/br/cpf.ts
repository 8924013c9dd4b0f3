/** Removes every character that is not a decimal digit. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

// A CPF may be typed with dots, a hyphen and spaces; any other character makes it invalid.
const CPF_ALLOWED = /^[\d.\-\s]*$/;

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Validates a CPF (Receita Federal modulo-11 check digits); rejects sequences like 111.111.111-11. */
export function isValidCpf(value: string): boolean {
  if (!CPF_ALLOWED.test(value)) return false;
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  return cpfCheckDigit(digits, 9) === Number(digits[9]) && cpfCheckDigit(digits, 10) === Number(digits[10]);
}

/** Progressive CPF mask for typing: "5299" → "529.9", full → "529.982.247-25". Extra digits are dropped. */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** Formats a complete CPF as 000.000.000-00 (same as the mask; named for display code). */
export function formatCpf(value: string): string {
  return maskCpf(value);
}
