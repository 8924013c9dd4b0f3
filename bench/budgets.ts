/** One line of the bench's summary: a budget, its target, what was measured, and whether it was met. */
export type BudgetRow = { budget: string; target: string; measured: string; met: boolean | null };

const mark = (met: boolean | null) => (met === null ? "não medido" : met ? "atingida" : "NÃO atingida");

/** Prints the rows as a Markdown table, so the issue note can quote it as it is. */
export function printBudgets(rows: BudgetRow[]): void {
  const header: BudgetRow = { budget: "orçamento", target: "meta", measured: "medido", met: null };
  const cells = (r: BudgetRow, status: string) => [r.budget, r.target, r.measured, status];
  // A figure the issue gives no target for (a reference, or a page's other columns) has no status either.
  const status = (r: BudgetRow) => (r.target === "—" || r.target === "referência" ? "—" : mark(r.met));
  const all = [cells(header, "situação"), ...rows.map((r) => cells(r, status(r)))];
  const widths = all[0].map((_, i) => Math.max(...all.map((row) => row[i].length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(`\n${line(all[0])}`);
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of all.slice(1)) console.log(line(row));
}
