import { describe, expect, it } from "vitest";
import { centavosToInput, findAmounts, firstMoney } from "./amounts";

describe("amounts as people write them", () => {
  it.each([
    ["faturamento de 50 mil", 5_000_000],
    ["R$ 50.000,00 por mês", 5_000_000],
    ["receita de 1,2 milhão no ano", 120_000_000],
    ["R$ 1,5 milhões", 150_000_000],
    ["R$ 30 mil", 3_000_000],
    ["salário de 5000", 500_000],
    ["5.000 reais", 500_000],
    ["R$ 1.234,56", 123_456],
    ["R$1.695", 169_500],
    ["50k", 5_000_000],
    ["2 bilhões de reais", 200_000_000_000],
  ])("%s", (text, centavos) => {
    expect(firstMoney(text)).toBe(centavos);
  });

  it("does not read years, article numbers or plain small numbers as money", () => {
    expect(firstMoney("em 2026, pelo art. 18 da LC 123")).toBeNull();
    expect(findAmounts("tenho 3 funcionários")).toEqual([]);
  });

  it("in an answer, only R$, a multiplier word or 'reais' make a number money", () => {
    const found = findAmounts("O DAS é de R$ 1.695,00, 5,65% de 30 mil; faixa 2 do Anexo I.");
    expect(found.map((a) => [a.kind, a.text])).toEqual([
      ["money", "R$ 1.695,00"],
      ["percent", "5,65%"],
      ["money", "30 mil"],
    ]);
    expect(found[1].percent).toBe(5.65);
  });

  it("reads no-break spaces as Intl writes them", () => {
    expect(findAmounts("R$\u00a01.695,00")[0].centavos).toBe(169_500);
  });

  it("writes centavos back as pt-BR input text", () => {
    expect(centavosToInput(3_000_000)).toBe("30.000,00");
    expect(centavosToInput(5)).toBe("0,05");
  });
});
