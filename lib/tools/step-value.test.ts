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

  it("prints every fraction of the Simples memória as a rate: no step with more than centavos reads as reais", () => {
    // Amounts leave the engine rounded to the centavo; a value with more decimals is a rate (band 6's ICMS/ISS by the
    // band-5 formula once printed as "R$ 0,18").
    for (const year of [2026, 2027] as const)
      for (const annex of ["I", "II", "III", "IV", "V"] as const)
        for (const rbt12 of [150_000, 500_000, 1_000_000, 2_500_000, 3_500_000, 4_000_000, 4_700_000])
          for (const sublimiteExceeded of [false, true]) {
            const r = simplesNacional({ year, annex, monthRevenue: rbt12 / 12, rbt12, sublimiteExceeded });
            for (const s of r.steps)
              if (Math.abs(Math.round(s.value * 100) - s.value * 100) > 1e-6)
                expect(formatStepValue(s), `${year} ${annex} ${rbt12} ${s.label}`).toMatch(/%$/);
          }
  });
});
