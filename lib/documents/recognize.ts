import { parseDas, type DasDocument } from "./das/parse";
import { parsePgdas } from "./pgdas/parse";
import type { PgdasDeclaration } from "./pgdas/types";
import { DocumentShapeError, fold } from "./text";

/** Why a file was not taken, as a message key of documents.refusals with its value. */
export type Refusal = { reason: string; detail?: string };

export type Recognised =
  | { kind: "pgdas"; document: PgdasDeclaration }
  | { kind: "das"; document: DasDocument }
  | { kind: "refused"; refusal: Refusal };

/**
 * Tells a PGDAS-D declaration (or extrato) from a DAS from anything else by their titles, then reads it. A document
 * that has the title but not a label the reading needs is refused with that label's name, never half read.
 */
export function recognise(lines: readonly string[]): Recognised {
  const text = fold(lines.slice(0, 60).join(" "));
  try {
    if (/pgdas-d|declaratorio/.test(text) && text.includes("periodo de apuracao"))
      return { kind: "pgdas", document: parsePgdas(lines) };
    if (
      text.includes("documento de arrecadacao do simples nacional") ||
      text.includes("composicao do documento de arrecadacao")
    )
      return { kind: "das", document: parseDas(lines) };
  } catch (error) {
    if (error instanceof DocumentShapeError)
      return { kind: "refused", refusal: { reason: error.reason, detail: error.detail } };
    throw error;
  }
  return { kind: "refused", refusal: { reason: "not_simples" } };
}
