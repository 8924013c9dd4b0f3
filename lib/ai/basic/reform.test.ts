import { describe, expect, it } from "vitest";
import { formatBrl, normaliseSpaces } from "@/lib/br/money";
import { reformaTributaria } from "@/lib/tax";
import { REFERENCE_SCENARIOS } from "@/lib/tax/reform/scenarios";
import type { ReformResult } from "@/lib/tax/reform/types";
import type { ToolContext } from "@/lib/tools/context";
import type { CompanyDto } from "@/lib/companies/queries";
import type { ReformProfile } from "@/lib/companies/reform-profile-schema";
import { companyDto } from "@/tests/helpers/factories";
import { checkGrounding } from "../grounding";
import { answerBasic } from "./answer";

// "O que muda em 2027 para minha empresa?" in the basic mode: the reform job on the user's own company, the
// question's figures, or a request for data; every amount traced to the engine's result.

const money = (v: number) => normaliseSpaces(formatBrl(v));
const tool: ToolContext = { referenceScenarios: REFERENCE_SCENARIOS, today: "2026-11-26" };

// The reform profile the company form stores: no sales to crediting buyers, no purchases, no reduction.
const profile = (over: Partial<ReformProfile> = {}): ReformProfile => ({
  creditingBuyersPercent: 0,
  purchasesRegular: 0,
  purchasesSimples: 0,
  reduction: "none",
  sublimiteExceeded: null,
  regularOption: null,
  source: "informed",
  updatedAt: "2026-11-20T12:00:00.000Z",
  ...over,
});
const company = (over: Partial<CompanyDto> = {}) => companyDto({ reformProfile: profile(), ...over });

const ungrounded = (question: string, a: ReturnType<typeof answerBasic>) =>
  checkGrounding(a.text, { tools: a.tools, question }).amounts.filter((x) => !x.verified);

describe("basic mode: the reform for the user's company", () => {
  it.each([
    "O que muda em 2027 para minha empresa?",
    "o que muda pra minha empresa em 2027",
    "Como a reforma tributária afeta minha empresa?",
    "Vale a pena recolher CBS e IBS por fora do DAS?",
  ])(
    "%s → the engine's numbers for the user's Simples company, with the deadline, the scenario and the link",
    (question) => {
      const a = answerBasic(question, { companies: [company()], tool });
      expect(a.tools.map((t) => t.tool)).toEqual(["reforma_tributaria"]);
      const r = a.tools[0].output as ReformResult;
      // The same job, run here on the company's figures, gives the amounts the answer shows.
      const expected = reformaTributaria({
        regime: "simples",
        activity: "comercio",
        monthlyRevenue: 50_000,
        rbt12: 600_000,
        creditingBuyersPercent: 0,
        purchasesRegular: 0,
        purchasesSimples: 0,
        reduction: "none",
        priceConvention: "net",
        scenarios: [...REFERENCE_SCENARIOS],
        today: "2026-11-26",
      });
      const y2027 = expected.years.find((y) => y.year === 2027)!;
      expect(r.years).toEqual(expected.years);
      expect(a.text).toContain("Empório Bom Preço");
      expect(a.text).toContain(money(y2027.das));
      expect(a.text).toContain(money(y2027.cbs));
      expect(a.text).toContain(money(expected.simplesOption!.perScenario[0].outside.sellerTotal));
      expect(a.text).toContain("01/03/2027");
      expect(a.text).toContain(expected.scenario.name);
      expect(a.text).toContain("/reforma-tributaria");
      expect(a.text).toContain("perfil da reforma de Empório Bom Preço");
      expect(a.related).toEqual(["/reforma-tributaria"]);
      expect(ungrounded(question, a)).toEqual([]);
    },
  );

  it("picks the company the question names, and says the others exist", () => {
    const companies = [
      company(),
      company({
        id: "0e2a9d4c-1b3f-4c5d-8e9f-a0b1c2d3e4f5",
        name: "Clínica Serena",
        activity: "servicos_gerais",
        revenue12m: 360_000,
        monthlyAverage: 30_000,
      }),
    ];
    const a = answerBasic("O que muda em 2027 para a Clínica Serena?", { companies, tool });
    expect(a.text).toContain("Clínica Serena");
    expect(a.text).not.toContain("Empório Bom Preço");
    expect(answerBasic("O que muda em 2027 para minha empresa?", { companies, tool }).text).toContain(
      "mais uma empresa",
    );
  });

  it("a Lucro Presumido company: 2026 against 2027 per month, from the engine", () => {
    const question = "O que muda em 2027 para minha empresa?";
    const a = answerBasic(question, {
      companies: [
        company({
          regime: "lucro_presumido",
          activity: "servicos_gerais",
          revenue12m: 1_200_000,
          monthlyAverage: 100_000,
        }),
      ],
      tool,
    });
    const r = a.tools[0].output as ReformResult;
    expect(r.regular).not.toBeNull();
    expect(a.text).toContain("Lucro Presumido");
    expect(a.text).toContain(money(r.regular!.y2026.total));
    expect(a.text).toContain(money(r.regular!.y2027.total));
    expect(ungrounded(question, a)).toEqual([]);
  });

  it("without a company, computes the question's own example, or asks for the data", () => {
    const question = "O que muda em 2027 para um comércio que fatura R$ 50 mil por mês e vende 80% para empresas?";
    const example = answerBasic(question, { companies: [], tool });
    expect(example.tools.map((t) => t.tool)).toEqual(["reforma_tributaria"]);
    expect(
      (example.tools[0].input as { engine: { creditingBuyersPercent: number } }).engine.creditingBuyersPercent,
    ).toBe(80);
    expect(ungrounded(question, example)).toEqual([]);

    const ask = answerBasic("O que muda em 2027 para minha empresa?", { companies: [], tool });
    expect(ask.tools).toEqual([]);
    expect(ask.text).toContain("cadastre");
    expect(ask.related).toEqual(["/reforma-tributaria"]);
  });

  it("says why a MEI or a company without activity is not computed", () => {
    expect(
      answerBasic("O que muda em 2027 para minha empresa?", { companies: [company({ regime: "mei" })], tool }).text,
    ).toContain("é MEI");
    expect(
      answerBasic("O que muda em 2027 para minha empresa?", { companies: [company({ activity: null })], tool }).text,
    ).toContain("não tem a atividade");
  });

  it("vendo 35% para empresas, vale a pena sair do DAS? → the answer at 35% from the company's profile", () => {
    const question = "Vendo 35% para empresas, vale a pena sair do DAS?";
    const shop = company({
      name: "Papelaria Aurora",
      annualRevenue: 480_000,
      revenue12m: 480_000,
      monthlyAverage: 40_000,
      reformProfile: profile({ creditingBuyersPercent: 10, purchasesRegular: 24_000 }),
    });
    const a = answerBasic(question, { companies: [shop], tool });
    const r = a.tools[0].output as ReformResult;
    const main = r.simplesOption!.perScenario[0];
    // The question's share, not the profile's 10%: the same as the engine run at 35% with the profile's purchases.
    expect((a.tools[0].input as { engine: { creditingBuyersPercent: number } }).engine.creditingBuyersPercent).toBe(35);
    const lead = a.text.split("\n")[0];
    expect(lead).toContain("Resposta para Papelaria Aurora");
    expect(lead).toContain("35,00%");
    expect(lead).toContain(main.choice === "outside" ? "compensa" : "fique no DAS");
    expect(lead).toContain(money(Math.abs(main.jointGain)));
    expect(a.text).toContain("01/03/2027");
    expect(ungrounded(question, a)).toEqual([]);
  });

  it("até quando tenho que decidir? → the deadline first; a company that opted may cancel until 20/12/2026", () => {
    const a = answerBasic("Até quando tenho que decidir?", { companies: [company()], tool });
    expect(a.text.split("\n")[0]).toContain("de 01/03/2027 a 31/03/2027");
    const opted = company({ reformProfile: profile({ regularOption: true }) });
    const b = answerBasic("Até quando tenho que decidir?", { companies: [opted], tool });
    expect(b.text.split("\n")[0]).toContain("ainda dá para desistir até 20/12/2026");
  });

  it("a company without a reform profile: what to inform and where, the deadline, and no computed verdict", () => {
    const bare = company({ reformProfile: null });
    const question = "Vale a pena recolher CBS e IBS por fora do DAS?";
    const a = answerBasic(question, { companies: [bare], tool });
    // The DAS of 2027 depends on none of the profile: it is said, grounded; the option's verdict is not.
    expect(a.text).toContain("em 2027 PIS e COFINS saem do DAS");
    expect(ungrounded(question, a)).toEqual([]);
    expect(a.text).not.toContain("Resposta para");
    expect(a.text).toContain("falta informar");
    expect(a.text).toContain(`/companies?editar=${bare.id}#reforma`);
    expect(a.text).toContain("01/03/2027");
    expect(a.text).not.toContain("não cria ganho");
  });

  it("leaves questions about the 2026 test year to the curated answer", () => {
    const a = answerBasic("O que muda com a reforma tributária em 2026?", { companies: [company()], tool });
    expect(a.tools).toEqual([]);
    expect(a.knowledge.map((k) => k.id)).toEqual(["reforma-2026"]);
  });
});
