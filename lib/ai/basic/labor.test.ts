import { describe, expect, it } from "vitest";
import { TOOLS } from "@/lib/tools/catalogue";
import { checkGrounding } from "../grounding";
import { answerBasic } from "./answer";

// The labour questions in the basic mode. The amounts expected here were worked by hand from the 2026 tables
// (INSS: Portaria Interministerial MPS/MF 13/2026, progressive, one rounding; IRRF: Lei 15.191/2025 table with the
// Lei 15.270/2025 reduction; FGTS 8%, CPP 20%, RAT 2%, terceiros 5,8%; 13º = salary ÷ 12, férias = salary × 4/3 ÷ 12,
// each charge on them rounded on its own), not copied from the engine.

/** Every amount of the answer traced to the engine, the question or the assistant's own example. */
function unverified(question: string) {
  const a = answerBasic(question);
  return checkGrounding(a.text, {
    tools: a.tools,
    question,
    knowledge: a.knowledge,
    examples: a.examples,
  }).amounts.filter((x) => !x.verified);
}

describe("basic mode: the cost of hiring a CLT employee", () => {
  it("R$ 3.000 in the Simples (the default, said so): FGTS R$ 240,00, 13º R$ 270,00, férias R$ 360,00, R$ 3.870,00 a month", () => {
    // FGTS 3.000 × 8% = 240,00; 13º 250,00 + 8% = 270,00; férias 333,33 + 26,67 = 360,00; 3.000 + 240 + 270 + 360.
    const q = "Quanto custa contratar um CLT de R$ 3.000?";
    const a = answerBasic(q);
    expect(a.tools.map((t) => t.tool)).toEqual(["labor"]);
    expect(a.text).toContain("R$ 3.870,00 por mês");
    expect(a.text).toContain("R$ 46.440,00 por ano");
    expect(a.text).toContain("provisão de 13º de R$ 270,00");
    expect(a.text).toContain("provisão de férias + 1/3 de R$ 360,00");
    expect(a.text).toContain("FGTS de R$ 240,00");
    // INSS 121,575 + 115,3656 + 11,6592 = 248,60; IRRF: simplified discount 607,20 leaves 2.392,80, zero band.
    expect(a.text).toContain("recebe R$ 2.751,40 líquidos");
    expect(a.text).toContain("Simples Nacional");
    expect(a.related).toEqual([TOOLS.labor.route]);
    expect(unverified(q)).toEqual([]);
  });

  it("reads the salary however it is written and the regime the question names", () => {
    for (const q of [
      "Quanto custa um funcionário de 3 mil?",
      "custo de contratar um empregado CLT com salário de 3.000,00",
    ]) {
      expect(answerBasic(q).text, q).toContain("R$ 3.870,00 por mês");
    }
    // Lucro Presumido: 600 + 60 + 174 + 240 = 1.074,00; 13º 250 + 89,50 = 339,50; férias 333,33 + 66,67 + 6,67 + 19,33 + 26,67 = 452,67.
    const q = "Quanto custa contratar um CLT de R$ 3.000 no Lucro Presumido?";
    const a = answerBasic(q);
    expect(a.text).toContain("R$ 4.866,17 por mês");
    expect(a.text).toContain("encargos de R$ 1.074,00 por mês");
    expect(a.text).not.toContain("Considerei uma empresa do Simples");
    expect(unverified(q)).toEqual([]);
  });

  it("without a salary it keeps the curated answer, which points to the labour tool", () => {
    const a = answerBasic("Quanto custa um funcionário CLT?");
    expect(a.tools).toEqual([]);
    expect(a.knowledge.map((k) => k.id)).toEqual(["custo-funcionario"]);
    expect(a.related).toEqual([TOOLS.labor.route]);
  });
});

describe("basic mode: férias and 13º", () => {
  it("the monthly provisions of the labour job for the salary asked", () => {
    const q = "Quanto devo provisionar de férias e 13º para um salário de 3 mil?";
    const a = answerBasic(q);
    expect(a.tools.map((t) => t.tool)).toEqual(["labor"]);
    expect(a.text).toContain("R$ 270,00 para o 13º");
    expect(a.text).toContain("R$ 360,00 para as férias");
    expect(a.text).toContain("R$ 630,00 por mês");
    expect(a.text).toContain("Lei 4.090/1962");
    expect(a.related).toEqual([TOOLS.labor.route]);
    expect(unverified(q)).toEqual([]);
  });

  it("asks for the salary, with an example that is not flagged", () => {
    const q = "Como funcionam as férias e o 13º do funcionário?";
    const a = answerBasic(q);
    expect(a.tools).toEqual([]);
    expect(a.text).toContain("salário mensal");
    expect(a.related).toEqual([TOOLS.labor.route]);
    expect(unverified(q)).toEqual([]);
  });
});

describe("basic mode: salário líquido", () => {
  it("R$ 3.500,50: INSS R$ 308,66, no IRRF (Lei 15.270 reduction), net R$ 3.191,84, with the public calculator", () => {
    // INSS 121,575 + 115,3656 + 597,66 × 12% = 308,66; IRRF base 3.500,50 − 607,20 = 2.893,30 → 39,84, reduced to zero.
    const q = "Qual o salário líquido de R$ 3.500,50?";
    const a = answerBasic(q);
    expect(a.text).toContain("INSS de R$ 308,66, IRRF de R$ 0,00 e salário líquido de R$ 3.191,84");
    expect(a.related).toEqual(["/calculadoras/salario-liquido", TOOLS.labor.route]);
    expect(unverified(q)).toEqual([]);
  });

  it("R$ 6.000 with and without a dependent (IRRF after the partial reduction)", () => {
    // INSS 121,575 + 115,3656 + 174,1716 + 1.645,73 × 14% = 641,51. IRRF: base 6.000 − 641,51 = 5.358,49 → × 27,5% − 908,73
    // = 564,85; reduction 978,62 − 0,133145 × 6.000 = 179,75; IRRF 385,10; net 6.000 − 641,51 − 385,10 = 4.973,39.
    expect(answerBasic("Quanto fica o salário líquido de 6 mil?").text).toContain(
      "INSS de R$ 641,51, IRRF de R$ 385,10 e salário líquido de R$ 4.973,39",
    );
    // One dependent: base 5.358,49 − 189,59 = 5.168,90 → 512,72; minus 179,75 = 332,97; net 6.000 − 641,51 − 332,97 = 5.025,52.
    const one = answerBasic("Salário líquido de R$ 6.000 com 1 dependente");
    expect(one.text).toContain("com 1 dependente");
    expect(one.text).toContain("IRRF de R$ 332,97 e salário líquido de R$ 5.025,52");
  });

  it("without a salary it asks for it and still links the calculator", () => {
    const a = answerBasic("Como calcular o salário líquido?");
    expect(a.tools).toEqual([]);
    expect(a.related).toContain("/calculadoras/salario-liquido");
  });
});

describe("basic mode: the fallback", () => {
  it("suggests the tools the question's words point to", () => {
    expect(answerBasic("Preciso pagar rescisão de um empregado, e agora?").related).toEqual([TOOLS.labor.route]);
    expect(answerBasic("Qual a capital da Austrália?").related).toEqual([
      TOOLS.fiscal.route,
      TOOLS.labor.route,
      TOOLS.clt_vs_pj.route,
      TOOLS.mei.route,
      TOOLS.profit_strategy.route,
    ]);
  });

  it("never flags its own example amounts as unverified", () => {
    for (const q of [
      "Qual a capital da Austrália?",
      "Preciso pagar rescisão de um empregado, e agora?",
      "Quanto pago de DAS em comércio?",
    ]) {
      const a = answerBasic(q);
      expect(a.text, q).toMatch(/R\$ \d/);
      expect(unverified(q), q).toEqual([]);
    }
  });
});
