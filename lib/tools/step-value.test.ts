import { describe, expect, it } from "vitest";
import { normaliseSpaces } from "@/lib/br/money";
import { simplesNacional } from "@/lib/tax";
import { formatStepValue } from "./step-value";

describe("a memória step's value", () => {
  it("prints the Simples band as an ordinal, not as money", () => {
    const r = simplesNacional({ annex: "I", monthRevenue: 30_000 });
    const band = r.steps.find((s) => s.label.startsWith("Faixa do Anexo"));
    expect(band?.label).toBe("Faixa do Anexo I");
    expect(formatStepValue(band!)).toBe(`${r.band}ª`);
  });

  it("prints months as a count, rates as percentages and amounts as reais", () => {
    expect(formatStepValue({ label: "Meses de atividade no ano", value: 7 })).toBe("7");
    expect(normaliseSpaces(formatStepValue({ label: "Alíquota efetiva", value: 0.0802 }))).toBe("8,02%");
    expect(normaliseSpaces(formatStepValue({ label: "DAS do mês", value: 2_406 }))).toBe("R$ 2.406,00");
  });

  it("reads the reform schedule's year rates as rates, not as centavos", () => {
    expect(normaliseSpaces(formatStepValue({ label: "Alíquota da CBS de 2028", value: 0.087 }))).toBe("8,70%");
    expect(normaliseSpaces(formatStepValue({ label: "Alíquota do IBS de 2029", value: 0.0177 }))).toBe("1,77%");
    expect(normaliseSpaces(formatStepValue({ label: "CBS de 2027 no DAS", value: 551.11 }))).toBe("R$ 551,11");
  });
});
