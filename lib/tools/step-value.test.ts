import { describe, expect, it } from "vitest";
import { simplesNacional } from "@/lib/tax";
import { formatStepValue } from "./step-value";

const text = (s: string) => s.replace(/\u00a0/g, " ");

describe("formatStepValue", () => {
  it("prints the Simples band as an ordinal, not as money", () => {
    const r = simplesNacional({ annex: "I", monthRevenue: 30_000 });
    const band = r.steps.find((s) => s.label.startsWith("Faixa do Anexo"));
    expect(band?.label).toBe("Faixa do Anexo I");
    expect(formatStepValue(band!)).toBe(`${r.band}ª`);
  });

  it("prints months as a count, rates as percentages and amounts as reais", () => {
    expect(formatStepValue({ label: "Meses de atividade no ano", value: 7 })).toBe("7");
    expect(text(formatStepValue({ label: "Alíquota efetiva", value: 0.0802 }))).toBe("8,02%");
    expect(text(formatStepValue({ label: "DAS do mês", value: 2_406 }))).toBe("R$ 2.406,00");
  });
});
