import { describe, expect, it } from "vitest";
import { simplesNacional } from "@/lib/tax";
import { checkGrounding, unverifiedCount } from "./grounding";

const das = simplesNacional({ annex: "I", monthRevenue: 30_000 });
const evidence = {
  tools: [{ tool: "simples_das", output: das }],
  question: "Quanto pago de DAS com R$ 30 mil por mês em comércio?",
};

describe("grounding check", () => {
  it("traces engine amounts to their tool and step, and the question's own figures to the question", () => {
    const g = checkGrounding("Com R$ 30.000,00 por mês, o DAS é de R$ 1.695,01 (alíquota efetiva de 5,65%).", evidence);
    expect(g.amounts.map((a) => [a.text, a.verified])).toEqual([
      ["R$ 30.000,00", true],
      ["R$ 1.695,01", true],
      ["5,65%", true],
    ]);
    expect(
      checkGrounding("Com folha de R$ 7.000,00...", { ...evidence, question: "e com folha de 7 mil?" }).amounts[0]
        .source,
    ).toEqual({ kind: "question" });
    expect(g.amounts[1].source).toMatchObject({
      kind: "tool",
      tool: "simples_das",
      step: "DAS do mês",
      law: expect.stringContaining("LC 123/2006, art. 18, §§1º a 4º"),
    });
    expect(unverifiedCount(g)).toBe(0);
  });

  it("marks an amount that no tool returned, even one close to a real one", () => {
    const g = checkGrounding("O DAS é de R$ 1.800,00 e o ICMS de 18%.", evidence);
    expect(g.amounts.map((a) => a.verified)).toEqual([false, false]);
    expect(unverifiedCount(g)).toBe(2);
  });

  it("accepts an amount rounded to the precision it is written in, and no further", () => {
    expect(checkGrounding("cerca de R$ 1.695", evidence).amounts[0].verified).toBe(true);
    expect(checkGrounding("R$ 1.695,40", evidence).amounts[0].verified).toBe(false);
    expect(checkGrounding("alíquota de 5,7%", evidence).amounts[0].verified).toBe(true);
    expect(checkGrounding("alíquota de 5,70%", evidence).amounts[0].verified).toBe(false);
  });

  it("finds amounts written inside a step's formula (RBT12 of R$ 360.000,00)", () => {
    expect(checkGrounding("A RBT12 é de R$ 360 mil.", evidence).amounts[0]).toMatchObject({
      verified: true,
      source: { step: "RBT12" },
    });
  });

  it("traces the amounts of the assistant's own sample question to it, and only those", () => {
    const text =
      "Reformule com os seus números (por exemplo, “DAS com faturamento de R$ 30 mil por mês”). Custo: R$ 4.321,00.";
    const g = checkGrounding(text, {
      tools: [],
      question: "Qual a capital da Austrália?",
      examples: ["DAS com faturamento de R$ 30 mil por mês"],
    });
    expect(g.amounts.map((a) => [a.text, a.verified])).toEqual([
      ["R$ 30 mil", true],
      ["R$ 4.321,00", false],
    ]);
    expect(g.amounts[0].source).toEqual({ kind: "example" });
    expect(checkGrounding(text, { tools: [], question: "Qual a capital da Austrália?" }).amounts[0].verified).toBe(
      false,
    );
  });
});
