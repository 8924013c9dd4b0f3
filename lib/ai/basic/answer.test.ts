import { describe, expect, it } from "vitest";
import { formatBrl, normaliseSpaces } from "@/lib/br/money";
import { inssEmployee, irrfMonthly } from "@/lib/tax";
import { checkGrounding } from "../grounding";
import { answerBasic } from "./answer";
import { matchKnowledge } from "./knowledge";
import { KNOWLEDGE_BASE, SUGGESTED_QUESTION_IDS, renderKnowledge } from "./knowledge-base";

describe("basic mode", () => {
  it("answers the DAS of R$ 30 mil a month in commerce with the engine: R$ 1.695,01 and the LC 123 citation", () => {
    const a = answerBasic("Quanto pago de DAS com faturamento de R$ 30 mil por mês em comércio?");
    expect(a.text).toContain("R$ 1.695,01");
    expect(a.text).toContain("5,65%");
    expect(a.text).toContain("LC 123/2006");
    expect(a.tools.map((t) => t.tool)).toEqual(["simples_das"]);
    expect(a.related).toContain("/fiscal-simulator");
    // Every amount of the answer comes from the engine or the question.
    const g = checkGrounding(a.text, {
      tools: a.tools,
      question: "Quanto pago de DAS com faturamento de R$ 30 mil por mês em comércio?",
    });
    expect(g.amounts.filter((x) => !x.verified)).toEqual([]);
  });

  it("reads the revenue however it is written", () => {
    for (const q of [
      "DAS do Simples para comércio com faturamento de 30 mil por mês",
      "Simples Nacional, comércio, faturamento R$ 30.000,00",
      "DAS de uma loja que fatura 360 mil por ano",
    ]) {
      expect(answerBasic(q).text, q).toContain("R$ 1.695,01");
    }
  });

  it("asks for the activity instead of assuming one", () => {
    const a = answerBasic("Quanto pago de DAS faturando R$ 30 mil?");
    expect(a.tools).toEqual([]);
    expect(a.text).toContain("atividade");
  });

  it("answers IRRF, MEI, CLT x PJ, Fator R and pró-labore x dividendos through the engine", () => {
    const irrf = answerBasic("Qual o IRRF de um salário de R$ 6.000?");
    expect(irrf.tools[0].tool).toBe("irrf");
    const engine = irrfMonthly({ grossIncome: 6_000, inss: inssEmployee({ salary: 6_000 }).contribution });
    expect(irrf.text).toContain(`IRRF de ${normaliseSpaces(formatBrl(engine.tax))}`);
    expect(answerBasic("Sou MEI de comércio e faturo R$ 5 mil por mês, cabe no MEI?").tools[0].tool).toBe("mei");
    expect(answerBasic("CLT ou PJ para um salário de R$ 8.000?").tools[0].tool).toBe("clt_vs_pj");
    const fatorR = answerBasic("Qual meu fator R com faturamento de R$ 20 mil por mês e folha de R$ 6 mil por mês?");
    expect(fatorR.text).toContain("Fator R de 30,00%");
    expect(fatorR.text).toContain("Anexo III");
    expect(
      answerBasic("Pró-labore ou dividendos? Faturamento de R$ 50 mil e custos de R$ 20 mil por mês").tools[0].tool,
    ).toBe("profit_strategy");
  });

  it("pró-labore × dividendos: the partners asked, each one's pay, and the Fator R's first year", () => {
    const q =
      "Pró-labore ou dividendos para 2 sócios no Simples, consultoria, faturamento de R$ 40 mil e custos de R$ 8 mil por mês?";
    const a = answerBasic(q);
    expect(a.tools[0].tool).toBe("profit_strategy");
    expect(a.tools[0].input).toMatchObject({ partners: 2, regime: "simples", activity: "servicos_fator_r" });
    expect(a.text).toContain("somando os 2 sócios");
    expect(a.text).toContain("só passa ao Anexo III no 13º mês");
    const g = checkGrounding(a.text, { tools: a.tools, question: q });
    expect(g.amounts.filter((x) => !x.verified)).toEqual([]);
  });

  it("answers each suggested question from the curated base, with its legal source", () => {
    const questions = [
      "Lucro Real ou Presumido?",
      "Como é calculado o ICMS?",
      "Quais os prazos do Simples Nacional?",
      "O que é substituição tributária?",
      "Quando mudar de regime tributário?",
    ];
    questions.forEach((q, i) => {
      const a = answerBasic(q);
      expect(
        a.knowledge.map((k) => k.id),
        q,
      ).toEqual([SUGGESTED_QUESTION_IDS[i]]);
      expect(a.text).toContain("Fonte:");
    });
  });

  it("has at least 25 curated answers, each with a source and a review date, each found by its own question", () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(25);
    for (const entry of KNOWLEDGE_BASE) {
      expect(renderKnowledge(entry).source.length, entry.id).toBeGreaterThan(5);
      expect(entry.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(matchKnowledge(entry.question)?.id, entry.question).toBe(entry.id);
    }
  });

  it("answers a curated question with the figures of the year it names", () => {
    const a = answerBasic("Qual a tabela do INSS do empregado em 2025?");
    expect(a.knowledge.map((k) => k.id)).toEqual(["inss-empregado"]);
    expect(a.text).toContain("Em 2025 a contribuição do empregado é progressiva: 7,5% até R$ 1.518,00");
    expect(a.text).toContain("Portaria Interministerial MPS/MF nº 6/2025");
    expect(answerBasic("Qual a tabela do INSS do empregado?").text).toContain("7,5% até R$ 1.621,00");
  });

  it("says so when nothing matches, and points to the tools", () => {
    const a = answerBasic("Qual a capital da Austrália?");
    expect(a.text).toContain("Não encontrei");
    expect(a.related.length).toBeGreaterThan(0);
  });
});
