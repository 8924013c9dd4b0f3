import "server-only";
import { formatCnpj } from "@/lib/br/cnpj";
import { formatDate, formatMonthRef } from "@/lib/br/date";
import { toCsv } from "@/lib/br/csv";
import { formatDecimalCell } from "@/lib/br/number";
import type { PortfolioRow } from "./portfolio";

// The export of a portfolio view (every row of the filters on screen, not one page): the same columns as the table,
// numbers as numbers (a spreadsheet sums them), labels in pt-BR. One cell list, two files: CSV for any spreadsheet,
// XLSX with typed cells.

export type Cell = string | number | null;

export type ExportTexts = {
  header: string[];
  regime: (regime: PortfolioRow["regime"]) => string;
  decision: (decision: "inside" | "outside" | "depends") => string;
  das: (status: "confere" | "diverge") => string;
  crossing: (threshold: "sublimite" | "limit") => string;
  missing: (field: string) => string;
  analyst: (id: string | null) => string;
  computing: string;
};

/** A fraction as percentage points with two decimals (the header says "%"): 0.23456 → 23.46. */
const percent = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 10_000) / 100);

export function exportCells(rows: readonly PortfolioRow[], x: ExportTexts): Cell[][] {
  return rows.map((row) => {
    const m = row.metrics;
    return [
      row.name,
      row.cnpj ? formatCnpj(row.cnpj) : null,
      x.regime(row.regime),
      m?.annex ?? null,
      m ? m.rbt12 : x.computing,
      percent(m?.rbt12Trend ?? null),
      m?.sublimiteGap ?? null,
      m?.limitGap ?? null,
      percent(m?.fatorR ?? null),
      m?.proLaboreFor28 ?? null,
      m?.crossingMonth && m.crossingThreshold
        ? `${x.crossing(m.crossingThreshold)} ${formatMonthRef(m.crossingMonth)}`
        : null,
      m?.reformDecision ? x.decision(m.reformDecision) : null,
      m?.reformSaving ?? null,
      m?.reformOptUntil ? formatDate(m.reformOptUntil) : null,
      m?.lastDeclaration ? formatMonthRef(m.lastDeclaration) : null,
      m?.dasStatus ? x.das(m.dasStatus) : null,
      m && m.missing.length > 0 ? m.missing.map(x.missing).join(", ") : null,
      x.analyst(row.analystId),
      formatDate(row.updatedAt),
    ];
  });
}

/** CSV for pt-BR spreadsheets (lib/br/csv.ts): decimal commas, no thousands separators. */
export function portfolioCsv(rows: readonly PortfolioRow[], x: ExportTexts): string {
  const text = (cell: Cell) => (cell === null ? "" : typeof cell === "number" ? formatDecimalCell(cell) : cell);
  return toCsv([x.header, ...exportCells(rows, x).map((row) => row.map(text))]);
}

/**
 * XLSX with typed cells: amounts in reais with two decimals, percentage points with two, text as text; a bold header
 * row. A cell that starts like a formula is written as text (write-excel-file writes strings as strings).
 */
export async function portfolioXlsx(rows: readonly PortfolioRow[], x: ExportTexts): Promise<Buffer> {
  const { default: writeExcelFile } = await import("write-excel-file/node");
  const header = x.header.map((value) => ({ value, fontWeight: "bold" as const }));
  const body = exportCells(rows, x).map((row) =>
    row.map((cell) => (typeof cell === "number" ? { value: cell, type: Number, format: "#,##0.00" } : cell)),
  );
  return writeExcelFile([header, ...body], { sheet: "Carteira", stickyRowsCount: 1 }).toBuffer();
}
