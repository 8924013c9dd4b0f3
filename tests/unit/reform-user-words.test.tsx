// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { ReformaResult } from "@/components/tools/reforma/reforma-result";
import { answerBasic } from "@/lib/ai/basic/answer";
import { reportTranslator } from "@/lib/reports/format";
import { reformaSection } from "@/lib/reports/sections/reforma";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { reformaTributaria, simplesReformMonth } from "@/lib/tax";
import type { Annex } from "@/lib/tax";
import type { ReformRegime, ReformResult } from "@/lib/tax/reform/types";
import { reformFormSchema } from "@/lib/tools/schemas/reforma";
import { reformDefaults } from "@/lib/tools/reform-defaults";
import messages from "@/messages/pt-BR.json";
import { companyDto } from "@/tests/helpers/factories";

// Users read "Lei publicada", "Estimativa publicada (fonte, data)", "A confirmar no Diário Oficial", never our working
// notes: no repository path, grade letter, "não verificado" or "transcrição de repositório", and dates as dd/mm/aaaa,
// in the messages and in every reform text a user gets (the tool's and the public calculator's result, the PDF, the
// assistant's answer), for every regime and annex, with the estimates and with the admin's official rate.

afterEach(cleanup);

const WORKING_NOTES: { what: string; re: RegExp }[] = [
  { what: "a repository", re: /reposit[óo]rio/i },
  { what: "a transcription", re: /transcri[çc][ãa]o/i },
  { what: "a file path", re: /\b(docs|lib|app|components)\/[\w./-]+|\b[\w-]+\.(md|ts|tsx)\b/ },
  { what: "'não verificado'", re: /n[ãa]o verificad/i },
  { what: "'texto oficial não lido'", re: /n[ãa]o lid[oa]/i },
  { what: "'texto oficial a conferir'", re: /oficial a conferir|a conferir\)/i },
  { what: "a grade", re: /\bgrau\b|\[[PSRM]\]/i },
  { what: "an ISO date", re: /\b\d{4}-\d{2}-\d{2}\b/ },
];

function offences(where: string, text: string): string[] {
  return WORKING_NOTES.flatMap((w) => {
    const at = text.search(w.re);
    return at < 0 ? [] : [`${where}: ${w.what} in «${text.slice(Math.max(0, at - 50), at + 50)}»`];
  });
}

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}.${i}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

// The assistant's "valor não verificado" (docs/decisions.md §23) marks an amount it cannot trace: a product feature,
// not a source grade, so the assistant's own namespace keeps its word for it.
const OWN_WORD = /^aiAssistant\./;

const OFFICIAL = { cbsPercent: 8.6, act: "Resolução do Senado Federal nº 7/2026", date: "2026-12-10", ibs: null };
const CASES: { regime: ReformRegime; annex?: Annex; activity: string }[] = [
  { regime: "simples", annex: "I", activity: "comercio" },
  { regime: "simples", annex: "II", activity: "industria" },
  { regime: "simples", annex: "III", activity: "servicos_gerais" },
  { regime: "simples", annex: "IV", activity: "servicos_anexo_iv" },
  { regime: "simples", annex: "V", activity: "servicos_fator_r" },
  { regime: "presumido", activity: "servicos_gerais" },
  { regime: "real", activity: "comercio" },
];

function results(): { name: string; result: ReformResult; annex?: Annex }[] {
  return [
    null,
    OFFICIAL,
    { ...OFFICIAL, ibs: { percent: 17.9, act: "Resolução CGIBS nº 1/2026", date: "2026-12-12" } },
  ].flatMap((official) => {
    const scenarios = referenceScenariosWith(official);
    return CASES.flatMap((c) =>
      ["2026-11-29", "2027-03-15", "2027-10-01"].map((today) => {
        const form = reformFormSchema.parse({
          ...reformDefaults(null),
          regime: c.regime,
          activity: c.activity,
          annex: c.annex ?? "",
          monthlyRevenue: "40.000,00",
          creditingBuyersPercent: "35",
          purchasesRegular: "20.000,00",
        });
        const result = reformaTributaria({ ...form.engine, scenarios, today });
        return { name: `${c.regime} ${c.annex ?? ""} ${today} ${official ? "oficial" : ""}`, result, annex: c.annex };
      }),
    );
  });
}

describe("reform texts in users' words", () => {
  it("no message says where our notes come from, grades a source with a letter or prints an ISO date", () => {
    const found = strings(messages, "").flatMap(([path, text]) =>
      offences(path, text).filter((o) => !(OWN_WORD.test(path) && o.includes("'não verificado'"))),
    );
    expect(found).toEqual([]);
  });

  it("the result a user sees (tool, saved simulation, public calculator) carries none of them", () => {
    const found = results().flatMap(({ name, result, annex }) => {
      const month = annex ? simplesReformMonth({ year: 2027, annex, monthRevenue: 40_000, rbt12: 480_000 }) : undefined;
      const { container, unmount } = render(
        <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
          <ReformaResult result={result} month={month} />
        </NextIntlClientProvider>,
      );
      const text = container.textContent ?? "";
      unmount();
      return offences(name, text);
    });
    expect(found).toEqual([]);
  });

  it("nor the PDF's section", () => {
    const t = reportTranslator();
    const found = results().flatMap(({ name, result }) => {
      const input = reformFormSchema.parse({
        ...reformDefaults(null),
        regime: result.regime,
        activity: "comercio",
        monthlyRevenue: "40.000,00",
        creditingBuyersPercent: "35",
      });
      return strings(reformaSection(input, result, t), "").flatMap(([path, text]) => offences(`${name} ${path}`, text));
    });
    expect(found).toEqual([]);
  });

  it("nor the assistant's answer about the reform", () => {
    const tool = { referenceScenarios: referenceScenariosWith(OFFICIAL), today: "2026-11-29" };
    const found = [
      "O que muda em 2027 para minha empresa?",
      "Vale a pena recolher CBS e IBS por fora do DAS?",
      "até quando tenho que decidir?",
    ].flatMap((question) =>
      offences(question, answerBasic(question, { companies: [companyDto()], tool }).text).filter(
        (o) => !o.includes("'não verificado'"),
      ),
    );
    expect(found).toEqual([]);
  });

  it("the scan finds each kind of working note", () => {
    const notes = [
      "transcrição de repositório, a confirmar",
      "LC 214/2025, art. 12 (leitura a confirmar; docs/reform-2027.md)",
      "texto oficial não lido",
      "não verificado",
      "Fazenda (23/08/2024, grau S)",
      "vigência 2027–2028 [R]",
      "Alíquota de referência (2024-08-23)",
      "estimativa de 31/07/2026 (noticiada por Contábeis e BMA; texto oficial a conferir)",
    ];
    expect(notes.map((n) => offences("nota", n).length)).toEqual([2, 1, 1, 1, 1, 1, 1, 1]);
    expect(
      offences("ok", "Lei publicada · Estimativa publicada (Fazenda, 23/08/2024) · A confirmar no Diário Oficial"),
    ).toEqual([]);
  });
});
