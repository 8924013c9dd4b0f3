import { maskCnpj, normaliseCnpj, isValidCnpj } from "./cnpj";
import { isValidCpf, maskCpf } from "./cpf";

export type DocumentKind = "cpf" | "cnpj";

/** Uppercase letters and digits only (the stored form of a CPF or CNPJ). */
export function normaliseCpfCnpj(value: string): string {
  return normaliseCnpj(value);
}

/** 11 digits → CPF; anything longer or containing letters → CNPJ; shorter → still ambiguous (null). */
export function documentKind(value: string): DocumentKind | null {
  const n = normaliseCpfCnpj(value);
  if (/^\d{11}$/.test(n)) return "cpf";
  if (n.length > 11 || /[A-Z]/.test(n)) return "cnpj";
  return null;
}

/** Progressive mask for a field that takes either document: CPF pattern up to 11 digits, then CNPJ. */
export function maskCpfCnpj(value: string): string {
  const n = normaliseCpfCnpj(value);
  if (n.length <= 11 && /^\d*$/.test(n)) return maskCpf(n);
  return maskCnpj(n);
}

/** True when the value is a valid CPF (11 digits) or a valid numeric/alphanumeric CNPJ. */
export function isValidCpfCnpj(value: string): boolean {
  const kind = documentKind(value);
  if (kind === "cpf") return isValidCpf(value);
  if (kind === "cnpj") return isValidCnpj(value);
  return false;
}
