import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { PURCHASE_ESTIMATES } from "@/lib/tools/purchase-estimates";
import { toSavedResult } from "@/lib/tools/saved-result";
import { computed } from "@/tests/helpers/report-fixtures";
import { buildSimulationReport } from "../build";
import { reportTranslator } from "../format";
import { simulationSection } from "../sections";
import { renderReportPdf } from "./render";

// A shop that left its purchases blank is compared with the sector estimate, and the saved
// simulation's PDF says so (input marked as an estimate, the assumption and its source in the notes).

const t = reportTranslator();
const shop = { ...fiscalDefaults(null), activity: "comercio", annualRevenue: "360.000,00", currentRegime: "presumido" };

function saved(values: unknown) {
  const c = computed("fiscal", values);
  return {
    id: crypto.randomUUID(),
    title: "Mercadinho",
    type: "fiscal" as const,
    companyName: null,
    createdAt: "2026-11-20T12:00:00.000Z",
    year: c.year,
    savings: c.savings,
    input: c.input,
    result: toSavedResult(c.result),
  };
}

describe("fiscal report: the purchases estimate and the savings", { timeout: 60_000 }, () => {
  it("the section marks the estimated input, states the savings and prints the assumption with its source", () => {
    const section = simulationSection(saved(shop), t)!;
    const input = section.inputs.find((f) => f.label === "Compras de mercadorias e insumos por mês");
    expect(input?.value).toMatch(/^R\$\s21\.000,00 \(estimativa do setor\)$/);
    expect(section.highlights.find((f) => f.label === "Economia anual")?.value).toMatch(
      /por ano em relação ao Lucro Presumido/,
    );
    expect(section.notes[0]).toMatch(/consideramos R\$\s21\.000,00 por mês \(70% da receita\)/);
    expect(section.notes[1]).toContain(PURCHASE_ESTIMATES.comercio.source);
    expect(section.notes[1]).toContain("26/11/2026");
  });

  it("typed purchases print as typed, with no assumption", () => {
    const section = simulationSection(saved({ ...shop, monthlyCreditableCosts: "20.000,00" }), t)!;
    expect(section.inputs.find((f) => f.label === "Custos mensais que geram crédito")?.value).toMatch(
      /^R\$\s20\.000,00$/,
    );
    expect(section.notes.join(" ")).not.toContain("estimativa do setor");
  });

  it("already in the cheapest regime: the PDF says so instead of a saving", () => {
    const section = simulationSection(saved({ ...shop, currentRegime: "simples" }), t)!;
    expect(section.highlights.find((f) => f.label === "Economia anual")?.value).toBe(
      "Já no regime de menor custo (Simples Nacional)",
    );
  });

  it("the rendered PDF carries the assumption", async () => {
    const doc = buildSimulationReport(saved(shop), {
      t,
      generatedAt: new Date("2026-11-23T15:00:00Z"),
      branding: null,
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "reports-")), "shop.pdf");
    writeFileSync(file, await renderReportPdf(doc, t));
    const text = execFileSync("pdftotext", [file, "-"]).toString("utf8").replace(/\s+/g, " ");
    expect(text).toContain("estimativa do setor");
    expect(text).toContain("Pesquisa Anual de Comércio");
  });
});
