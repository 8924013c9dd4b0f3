import { afterAll, describe, expect, it } from "vitest";
import { linesToPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines, type DeclarationFixture } from "@/tests/fixtures/documents/pgdas-builder";
import {
  CNPJ_A,
  CNPJ_A_FILIAL,
  CNPJ_A_FILIAL_2,
  CNPJ_B,
  FATOR_R_III,
  FATOR_R_V,
  RESALE_I,
  RESALE_I_EXPORT,
  RESALE_I_ST,
  SERVICES_III_BAND1,
  SERVICES_III_RETIDO,
  SERVICES_IV,
  fatorRDeclaration,
  servicesDeclaration,
  shopDeclaration,
} from "@/tests/fixtures/documents/declarations";
import { PdfTextReader } from "../pdf/extract";
import { recognise } from "../recognize";
import type { PgdasDeclaration } from "./types";

// Each case is printed into a PDF, read back by PDF.js and parsed: the same path an upload takes.

const reader = new PdfTextReader();
afterAll(() => reader.stop());

async function parsed(fixture: DeclarationFixture): Promise<PgdasDeclaration> {
  const text = await reader.read(await linesToPdf(pgdasLines(fixture)));
  if (!text.ok) throw new Error(`PDF not read: ${text.reason}`);
  const result = recognise(text.lines);
  if (result.kind !== "pgdas") throw new Error(`not a declaration: ${JSON.stringify(result)}`);
  return result.document;
}

describe("parsePgdas on generated PDFs", () => {
  it("reads an original declaration: company, PA, revenues, history, activity and the company's totals", async () => {
    const d = await parsed(servicesDeclaration());
    expect(d).toMatchObject({
      retificadora: false,
      pa: "2026-08",
      cnpj: CNPJ_A,
      name: "CLINICA EXEMPLO SERVICOS LTDA",
      openedOn: "2015-03-10",
      regime: "competencia",
      number: "11222333202608001",
      transmittedAt: "2026-09-20T10:15:42-03:00",
      rpa: { internal: 2_000_000, external: 0, total: 2_000_000 },
      rbt12: { internal: 24_000_000, external: 0, total: 24_000_000 },
      rba: { total: 16_000_000 },
      fatorR: null,
      fs12: null,
      declaredTotal: 146_000,
    });
    expect(d.revenueHistory.internal).toHaveLength(19);
    expect(d.revenueHistory.internal[0]).toEqual({ month: "2025-01", value: 2_000_000 });
    expect(d.revenueHistory.internal.at(-1)).toEqual({ month: "2026-07", value: 2_000_000 });
    expect(d.payrollHistory).toEqual([]);
    const [activity] = d.establishments[0].activities;
    expect(activity.revenue).toBe(2_000_000);
    expect(activity.taxes).toEqual({
      IRPJ: 5840,
      CSLL: 5110,
      COFINS: 20513,
      "PIS/Pasep": 4453,
      "INSS/CPP": 63364,
      ICMS: 0,
      IPI: 0,
      ISS: 46720,
    });
    expect(activity.total).toBe(146_000);
    expect(activity.traits).toMatchObject({ annex: "III", fatorR: false, issRetido: false, export: false });
    expect(d.columns).toEqual(["IRPJ", "CSLL", "COFINS", "PIS/Pasep", "INSS/CPP", "ICMS", "IPI", "ISS", "Total"]);
    expect(d.totals.exigivel.Total).toBe(146_000);
  });

  it("reads a retificadora as such", async () => {
    const d = await parsed(servicesDeclaration({ retificadora: true, number: "11222333202608002" }));
    expect(d.retificadora).toBe(true);
    expect(d.number).toBe("11222333202608002");
  });

  it("reads the caixa regime: the received revenue is what the activities carry", async () => {
    const d = await parsed(
      shopDeclaration({
        regime: "caixa",
        rpaCompetencia: [1_500_000, 0],
        establishments: [{ cnpj: CNPJ_B, city: "CURITIBA", uf: "PR", activities: [RESALE_I] }],
      }),
    );
    expect(d.regime).toBe("caixa");
    expect(d.cnpj).toBe(CNPJ_B);
    expect(d.rpa.total).toBe(1_500_000);
    expect(d.rpaCaixa?.total).toBe(1_000_000);
    expect(d.declaredTotal).toBe(40_000);
  });

  it("reads two establishments (and a third without revenue: 'Nenhuma atividade selecionada')", async () => {
    const d = await parsed(
      servicesDeclaration({
        rbt12: [15_000_000, 0],
        establishments: [
          { cnpj: CNPJ_A, city: "SAO PAULO", uf: "SP", activities: [RESALE_I] },
          { cnpj: CNPJ_A_FILIAL, city: "CAMPINAS", uf: "SP", activities: [SERVICES_III_BAND1] },
          { cnpj: CNPJ_A_FILIAL_2, city: "SANTOS", uf: "SP", activities: [] },
        ],
      }),
    );
    expect(d.establishments.map((e) => [e.cnpj, e.city, e.uf, e.activities.length])).toEqual([
      [CNPJ_A, "SAO PAULO", "SP", 1],
      [CNPJ_A_FILIAL, "CAMPINAS", "SP", 1],
      [CNPJ_A_FILIAL_2, "SANTOS", "SP", 0],
    ]);
    expect(d.totals.declared.Total).toBe(40_000 + 30_000);
    expect(d.establishments[1].activities[0].traits.annex).toBe("III");
  });

  it("reads the Fator r and the payroll history, with and without Fator r", async () => {
    const v = await parsed(fatorRDeclaration(4_800_000, FATOR_R_V, "0,20"));
    expect(v).toMatchObject({ fatorR: "0,20", fs12: 4_800_000 });
    expect(v.payrollHistory).toHaveLength(12);
    expect(v.payrollHistory[0]).toEqual({ month: "2025-08", value: 400_000 });
    expect(v.establishments[0].activities[0].traits).toMatchObject({ annex: "V", fatorR: true });
    const iii = await parsed(fatorRDeclaration(7_200_000, FATOR_R_III, "0,30"));
    expect(iii).toMatchObject({ fatorR: "0,30", fs12: 7_200_000 });
  });

  it("reads ISS retention, ST, exports and Anexo IV from the activities' descriptions", async () => {
    const d = await parsed(
      shopDeclaration({
        establishments: [
          {
            cnpj: CNPJ_B,
            city: "CURITIBA",
            uf: "PR",
            activities: [SERVICES_III_RETIDO, RESALE_I_ST, RESALE_I_EXPORT, SERVICES_IV],
          },
        ],
      }),
    );
    const [retido, st, exported, iv] = d.establishments[0].activities.map((a) => a.traits);
    expect(retido).toMatchObject({ annex: "III", issRetido: true, segregated: false, export: false });
    expect(st).toMatchObject({ annex: "I", segregated: true, issRetido: false });
    expect(exported).toMatchObject({ annex: "I", export: true });
    expect(iv).toMatchObject({ annex: "IV" });
    expect(d.rpa).toEqual({ internal: 2_800_000, external: 1_000_000, total: 3_800_000 });
  });

  it("reads the columns from the header, so CBS and IBS columns from 2027 are read too", async () => {
    const columns = ["IRPJ", "CSLL", "CBS", "INSS/CPP", "ICMS", "IPI", "ISS", "IBS"];
    const d = await parsed(
      servicesDeclaration({
        pa: "2027-02",
        number: "11222333202702001",
        columns,
        establishments: [
          {
            cnpj: CNPJ_A,
            city: "SAO PAULO",
            uf: "SP",
            activities: [{ ...SERVICES_III_BAND1, taxes: [1200, 1050, 4700, 13020, 0, 0, 10000, 30] }],
          },
        ],
      }),
    );
    expect(d.columns).toEqual([...columns, "Total"]);
    expect(d.establishments[0].activities[0].taxes.CBS).toBe(4700);
  });
});

describe("recognise refuses what does not close or is not a declaration", () => {
  it("names the missing label", () => {
    const lines = pgdasLines(servicesDeclaration()).filter((l) => !l.startsWith("Nº da Declaração"));
    expect(recognise(lines)).toEqual({
      kind: "refused",
      refusal: { reason: "missing_label", detail: "Nº da Declaração" },
    });
  });

  it("refuses a declaration whose activity taxes do not add to its total", () => {
    const lines = pgdasLines(servicesDeclaration()).map((l) =>
      l.startsWith("58,40 ") ? l.replace("58,40", "59,40") : l,
    );
    expect(recognise(lines)).toMatchObject({ kind: "refused", refusal: { reason: "totals_activity" } });
  });

  it("refuses text that is no Simples document", () => {
    expect(recognise(["Nota fiscal de serviço eletrônica", "Prestador: Fulano"])).toEqual({
      kind: "refused",
      refusal: { reason: "not_simples" },
    });
  });
});
