// The basic mode's curated answers (docs/decisions.md §16): what a business owner asks most, each answer with its
// legal source (the law it cites) and the date it was last reviewed. Amounts
// that depend on the user's figures are never written here: those questions go to the engine (intents.ts).
// The answers' figures (limits, rates, bands) are rendered from the tax tables of the year asked about, so the
// mutation check sees them (lib/tax/README.md). Keywords are matched on lower-case text without accents; a
// longer keyword counts for more.
import { DEFAULT_TAX_YEAR, SUPPORTED_YEARS, tablesFor, type TaxYear } from "@/lib/tax/tables";
import type { KnowledgeEntry } from "./knowledge-entry";
import { PEOPLE_ENTRIES } from "./knowledge-people";
import { REGIME_ENTRIES } from "./knowledge-regimes";

export type { KnowledgeEntry };

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [...REGIME_ENTRIES, ...PEOPLE_ENTRIES];

/** The five suggested questions of the chat, in the order shown (docs/decisions.md, S9). */
export const SUGGESTED_QUESTION_IDS = [
  "lucro-real-vs-presumido",
  "icms-calculo",
  "simples-prazos",
  "substituicao-tributaria",
  "quando-mudar-regime",
] as const;

/** The tax year a question names ("em 2025"), when the tables hold it; otherwise the default year. */
export function yearAsked(question: string): TaxYear {
  for (const match of question.matchAll(/(?<!\d)(\d{4})(?!\d)/g)) {
    const year = Number(match[1]);
    if ((SUPPORTED_YEARS as readonly number[]).includes(year)) return year as TaxYear;
  }
  return DEFAULT_TAX_YEAR;
}

/** An entry's answer and source with the figures of `year`'s tables. */
export function renderKnowledge(entry: KnowledgeEntry, year: TaxYear = DEFAULT_TAX_YEAR) {
  const tables = tablesFor(year);
  return {
    text: entry.answer(tables),
    source: typeof entry.source === "string" ? entry.source : entry.source(tables),
  };
}
