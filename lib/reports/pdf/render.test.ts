import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normaliseSpaces, formatBrl } from "@/lib/br/money";
import type { CltVsPjResult, LaborCostResult, MeiCheckResult, ProLaboreVsDividendsResult } from "@/lib/tax";
import { computed, savedSimulation } from "@/tests/helpers/report-fixtures";
import { buildSimulationReport } from "../build";
import { reportTranslator } from "../format";
import { renderReportPdf } from "./render";

// Every calculator's report rendered to a real PDF and read back with poppler's pdftotext.

const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
const t = reportTranslator();
const money = (v: number) => normaliseSpaces(formatBrl(v));

async function render(type: Parameters<typeof savedSimulation>[0]) {
  const doc = buildSimulationReport(savedSimulation(type), {
    t,
    generatedAt: new Date("2026-11-23T15:00:00Z"),
    branding: null,
  });
  const bytes = await renderReportPdf(doc, t);
  const file = path.join(dir, `${type}.pdf`);
  writeFileSync(file, bytes);
  const text = normaliseSpaces(execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8"));
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file]).toString())?.[1]);
  return { bytes, text, pages };
}

// Rendering takes seconds on a shared 2-core machine (fonts are parsed on the first render).
describe("simulation report PDFs", { timeout: 60_000 }, () => {
  it("fiscal: the Annex III example prints R$ 63.360,00 for the Simples, with LC 123 as the source", async () => {
    const { bytes, text, pages } = await render("fiscal");
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(text).toContain("R$ 63.360,00");
    expect(text).toContain("LC 123");
    expect(text).toMatch(/Fonte: LC 123\/2006, art\. 18/);
    expect(text).toContain("Memória de cálculo");
    expect(text).toContain("Gerado em 23/11/2026 12:00");
    expect(text).toContain("Tabelas de 2026");
    expect(text).toContain(`Página 1 de ${pages}`);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text).toContain("Este relatório é uma estimativa");
  });

  it("labour cost: prints the employer's monthly total and every charge's source", async () => {
    const result = computed("labor").result as LaborCostResult;
    const { text } = await render("labor");
    expect(text).toMatch(new RegExp(`Custo mensal total do empregador\\s+${escape(money(result.monthlyCost))}`));
    for (const step of result.steps) expect(text).toContain(step.label);
  });

  it("CLT × PJ, MEI and pró-labore × dividends render their headline figures", async () => {
    const clt = computed("clt_vs_pj").result as CltVsPjResult;
    expect((await render("clt_vs_pj")).text).toContain(money(clt.clt.totalAnnualValue));
    const mei = computed("mei").result as MeiCheckResult;
    expect((await render("mei")).text).toContain(money(mei.dasMonthly));
    const profit = computed("profit_strategy").result as ProLaboreVsDividendsResult;
    const best = profit.scenarios.find((s) => s.key === profit.best)!;
    const { text } = await render("profit_strategy");
    expect(text).toContain(money(best.totalTaxAnnual));
    // Two partners of a Fator R company: each partner's row, the first year's cost and when the saving starts.
    expect(text).toMatch(/Sócio 2 \(50,00%\)/);
    expect(text).toContain(`${money(profit.fatorRPath!.firstYearCost)} a mais`);
    expect(text).toMatch(/A economia começa no\s+13º mês/);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
