import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { toSavedResult } from "@/lib/tools/saved-result";
import { buildSimulationReport } from "../build";
import { reportTranslator } from "../format";
import type { SavedSimulation } from "../sections";
import { renderReportPdf } from "./render";

const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
function pdfText(bytes: Buffer): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
}

function saved(type: SavedSimulation["type"], raw: unknown): SavedSimulation {
  const c = computeTool(type as never, raw);
  if (!c.ok) throw new Error(`fixture ${type} did not compute`);
  return { id: "x", title: "T", type, companyName: null, createdAt: "2026-11-20T12:00:00Z", year: c.year, savings: c.savings, input: c.input, result: toSavedResult(c.result) };
}

describe("simulation report PDF", () => {
  it("Annex III example", async () => {
    const t = reportTranslator();
    const sim = saved("fiscal", { ...fiscalDefaults(null), activity: "servicos_gerais", revenueMode: "monthly", monthlyRevenues: Array(12).fill("50.000,00") });
    const doc = buildSimulationReport(sim, { t, generatedAt: new Date("2026-11-23T15:00:00Z"), branding: null });
    const bytes = await renderReportPdf(doc, t);
    const text = pdfText(bytes);
    writeFileSync("/tmp/rep/annex3.pdf", bytes);
    expect(text).toContain("R$ 63.360,00");
  });
});
