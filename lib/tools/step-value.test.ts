import { describe, expect, it } from "vitest";
import { normaliseSpaces } from "@/lib/br/money";
import { formatStepValue } from "./step-value";

describe("a memória step's value", () => {
  it("prints rates as percentages and amounts as reais", () => {
    expect(normaliseSpaces(formatStepValue({ label: "Alíquota efetiva", value: 0.0565 }))).toBe("5,65%");
    expect(normaliseSpaces(formatStepValue({ label: "DAS do mês", value: 1695 }))).toBe("R$ 1.695,00");
  });

  it("reads the reform schedule's year rates (CBS de 2028, IBS de 2029) as rates, not as centavos", () => {
    expect(normaliseSpaces(formatStepValue({ label: "CBS de 2028", value: 0.087 }))).toBe("8,70%");
    expect(normaliseSpaces(formatStepValue({ label: "IBS de 2029", value: 0.0177 }))).toBe("1,77%");
    expect(normaliseSpaces(formatStepValue({ label: "CBS de 2027 no DAS", value: 551.11 }))).toBe("R$ 551,11");
  });
});
