/**
 * CSV for pt-BR spreadsheets: ';' between cells, CRLF between rows, a UTF-8 BOM so Excel reads the accents.
 * Cells are quoted when they hold ';', '"', CR or LF; a cell that starts with = + - @, a tab or CR gets a
 * leading apostrophe so a spreadsheet never runs it as a formula (CSV injection). An empty row is written
 * as "" so it is not a blank line.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) =>
    row.length === 0 || (row.length === 1 && row[0] === "") ? '""' : row.map(csvCell).join(";"),
  );
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
