import { afterAll, describe, expect, it } from "vitest";
import { DAS_LINES, dasLines, servicesDas, type DasFixture } from "@/tests/fixtures/documents/das-builder";
import { CNPJ_A, CNPJ_B } from "@/tests/fixtures/documents/declarations";
import { linesToPdf } from "@/tests/fixtures/documents/pdf-writer";
import { PdfTextReader } from "../pdf/extract";
import { recognise } from "../recognize";
import type { DasDocument } from "./parse";

// Each DAS is printed into a PDF, read back by PDF.js and recognised: the path an upload takes.

const reader = new PdfTextReader();
afterAll(() => reader.stop());

async function read(fixture: DasFixture) {
  const text = await reader.read(await linesToPdf(dasLines(fixture)));
  if (!text.ok) throw new Error(`PDF not read: ${text.reason}`);
  return recognise(text.lines);
}

async function parsed(fixture: DasFixture): Promise<DasDocument> {
  const result = await read(fixture);
  if (result.kind !== "das") throw new Error(`not a DAS: ${JSON.stringify(result)}`);
  return result.document;
}

describe("parseDas on generated PDFs", () => {
  it("reads the company, PA, due date, number and the composition per code", async () => {
    const d = await parsed(servicesDas());
    expect(d).toMatchObject({
      type: "das",
      cnpj: CNPJ_A,
      name: "CLINICA EXEMPLO SERVICOS LTDA",
      pa: "2026-08",
      dueDate: "2026-09-21",
      number: "07202624412345678",
      total: 146_000,
      installment: null,
    });
    expect(d.items.map((i) => [i.code, i.denomination, i.principal, i.total])).toEqual([
      ["1001", "IRPJ - SIMPLES NACIONAL", 5840, 5840],
      ["1002", "CSLL - SIMPLES NACIONAL", 5110, 5110],
      ["1004", "COFINS - SIMPLES NACIONAL", 20513, 20513],
      ["1005", "PIS - SIMPLES NACIONAL", 4453, 4453],
      ["1006", "INSS - SIMPLES NACIONAL", 63364, 63364],
      ["1010", "ISS - SIMPLES NACIONAL", 46720, 46720],
    ]);
  });

  it("a DAS paid late: multa and juros per line, the principal kept apart", async () => {
    const late = servicesDas({
      items: [{ ...DAS_LINES.IRPJ, principal: 5840, fine: 1168, interest: 93 }],
    });
    const d = await parsed(late);
    expect(d.items).toEqual([
      { code: "1001", denomination: "IRPJ - SIMPLES NACIONAL", principal: 5840, fine: 1168, interest: 93, total: 7101 },
    ]);
    expect(d.total).toBe(7101);
  });

  it("a parcelamento's DAS: 'Parcela: 3/60' read as printed; an alphanumeric CNPJ", async () => {
    const d = await parsed(
      servicesDas({ cnpj: CNPJ_B, name: "COMERCIO ALFA LTDA", installment: "3/60", number: "07.20.26244.7654321-0" }),
    );
    expect(d).toMatchObject({ cnpj: CNPJ_B, installment: "3/60", number: "07202624476543210" });
  });

  it("a DAS whose composition does not add up to its total is refused, not half read", async () => {
    const lines = dasLines(servicesDas());
    const tampered = lines.map((l) => (l.startsWith("1001 ") ? l.replace(/58,40/g, "68,40") : l));
    const text = await reader.read(await linesToPdf(tampered));
    if (!text.ok) throw new Error(text.reason);
    expect(recognise(text.lines)).toEqual({ kind: "refused", refusal: { reason: "totals_das" } });
  });

  it("a DAS without its composition names the missing label", async () => {
    const lines = dasLines(servicesDas()).filter((l) => !/^\d{4} |^Totais|^Código/.test(l));
    const text = await reader.read(await linesToPdf(lines));
    if (!text.ok) throw new Error(text.reason);
    expect(recognise(text.lines)).toEqual({
      kind: "refused",
      refusal: { reason: "missing_label", detail: "Composição do Documento de Arrecadação" },
    });
  });
});
