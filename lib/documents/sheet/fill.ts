import type { CnpjData } from "../cnpj-lookup";
import { rowErrors, type SheetRowValues } from "./schema";

// A spreadsheet line completed from its CNPJ's public data ("Consultar CNPJ" on a line of the preview): only the
// fields the line lacks or got wrong are filled; what the owner's sheet says validly is never replaced.

/** The fields of a line the CNPJ look-up can fill. */
export const CNPJ_FILLABLE = ["nome", "atividade", "regime", "uf"] as const;

export type CnpjFill = Pick<CnpjData, "name" | "state" | "activity" | "simples" | "mei">;

/** Whether a line's errors are ones the look-up can fix, its CNPJ being valid. */
export function canFillFromCnpj(errors: Record<string, string>): boolean {
  return !errors.cnpj && CNPJ_FILLABLE.some((field) => field in errors);
}

/** The line with its missing or wrong name, activity, regime and UF taken from the look-up (when it has them). */
export function fillFromCnpj(values: SheetRowValues, data: CnpjFill): SheetRowValues {
  const errors = rowErrors(values);
  const found: Partial<Record<(typeof CNPJ_FILLABLE)[number], string | null>> = {
    nome: data.name,
    atividade: data.activity,
    regime: data.mei ? "mei" : data.simples ? "simples_nacional" : null,
    uf: data.state,
  };
  const filled = { ...values, receitas: [...values.receitas] };
  for (const field of CNPJ_FILLABLE) {
    const value = found[field];
    if (value && field in errors) filled[field] = value;
  }
  return filled;
}
