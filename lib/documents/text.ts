// Reading the printed lines of the Receita's PDFs: labels are matched without accents and case, values are read as
// pt-BR amounts in integer centavos.

/** "Período de Apuração" → "periodo de apuracao": labels match whatever accents the PDF's text kept. */
export function fold(line: string): string {
  return line
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const AMOUNT = /-?\d{1,3}(?:\.\d{3})*,\d{2}(?!\d)/g;

/** Every amount printed on a line, in centavos ("67,68 54,72" → [6768, 5472]). */
export function amountsIn(line: string): number[] {
  return [...line.matchAll(AMOUNT)].map((m) => toCentavos(m[0]));
}

/** "1.234,56" → 123456 (the amounts of these documents always carry two decimals). */
export function toCentavos(text: string): number {
  const negative = text.startsWith("-");
  const digits = text.replace(/[^\d]/g, "");
  const value = Number(digits);
  return negative ? -value : value;
}

/** "dd/mm/aaaa" → "aaaa-mm-dd" when it is a real calendar day, else null. */
export function isoDate(day: string, month: string, year: string): string | null {
  const iso = `${year}-${month}-${day}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** A document the parsers could not read, with what was missing (a label, a table that does not add up). */
export class DocumentShapeError extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}
