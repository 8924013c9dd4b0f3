import { zipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { linesToPdf, scannedPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";
import { servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { UPLOAD_LIMITS } from "./limits";
import { PdfTextReader } from "./pdf/extract";
import { readUpload, type UploadedFile } from "./upload";
import { readCompaniesSheet } from "./sheet/read";
import { rowErrors } from "./sheet/schema";

// Bad input gets its reason and never stops the upload: every case below is built here, byte by byte.

const reader = new PdfTextReader();
afterAll(() => reader.stop());

async function outcomes(files: UploadedFile[]) {
  const out: { name: string; kind: string; reason?: string }[] = [];
  for await (const doc of readUpload(files, reader)) {
    out.push({
      name: doc.name,
      kind: doc.result.kind,
      ...(doc.result.kind === "refused" ? { reason: doc.result.refusal.reason } : {}),
    });
  }
  return out;
}

describe("readUpload refuses what is not a readable declaration, file by file", () => {
  it("encrypted, scanned, truncated, not a PDF whatever its name, and a PDF of something else", async () => {
    const declaration = await linesToPdf(pgdasLines(servicesDeclaration()));
    const invoice = await linesToPdf([
      "NOTA FISCAL DE SERVIÇOS ELETRÔNICA - NFS-e",
      "Prestador de serviços: Fulano de Tal",
      "Valor dos serviços: R$ 1.000,00",
    ]);
    const result = await outcomes([
      { name: "senha.pdf", bytes: await linesToPdf(pgdasLines(servicesDeclaration()), { password: "segredo" }) },
      { name: "scan.pdf", bytes: await scannedPdf() },
      { name: "cortado.pdf", bytes: declaration.subarray(0, Math.floor(declaration.length / 2)) },
      { name: "planilha.pdf", bytes: new TextEncoder().encode("CNPJ;Nome\n1;2\n") },
      { name: "nota.pdf", bytes: invoice },
      { name: "../../etc/passwd\u0000.pdf", bytes: declaration },
    ]);
    expect(result).toEqual([
      { name: "senha.pdf", kind: "refused", reason: "encrypted" },
      { name: "scan.pdf", kind: "refused", reason: "no_text" },
      { name: "cortado.pdf", kind: "refused", reason: "malformed" },
      { name: "planilha.pdf", kind: "refused", reason: "not_pdf" },
      { name: "nota.pdf", kind: "refused", reason: "not_simples" },
      // The name is only shown: its last segment, without control characters.
      { name: "passwd.pdf", kind: "pgdas" },
    ]);
  });

  it("opens a ZIP of declarations one by one and refuses a nested ZIP inside it", async () => {
    const declaration = await linesToPdf(pgdasLines(servicesDeclaration()));
    const zip = zipSync({
      "a/decl.pdf": declaration,
      "b.zip": zipSync({ "c.pdf": declaration }),
      "__MACOSX/x": new Uint8Array(3),
    });
    expect(await outcomes([{ name: "lote.zip", bytes: zip }])).toEqual([
      { name: "lote.zip › decl.pdf", kind: "pgdas" },
      { name: "lote.zip › b.zip", kind: "refused", reason: "zip_nested" },
    ]);
  });

  it("refuses a ZIP of 10,000 files before decompressing any, and a decompression bomb", async () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 10_000; i++) many[`f${i}.pdf`] = new Uint8Array([37]);
    const bomb = zipSync({ "bomba.pdf": new Uint8Array(UPLOAD_LIMITS.fileBytes - 1) }, { level: 9 });
    expect(await outcomes([{ name: "muitos.zip", bytes: zipSync(many, { level: 0 }) }])).toEqual([
      { name: "muitos.zip", kind: "refused", reason: "zip_too_many" },
    ]);
    expect(await outcomes([{ name: "bomba.zip", bytes: bomb }])).toEqual([
      { name: "bomba.zip", kind: "refused", reason: "zip_bomb" },
    ]);
  });
});

describe("an upload's budget: how many PDFs it reads, and for how long in all", () => {
  it("reads at most the upload's count of PDFs across its files and ZIPs; the rest are refused unread", async () => {
    const declaration = await linesToPdf(pgdasLines(servicesDeclaration()));
    const zip = zipSync({ "a.pdf": declaration, "b.pdf": declaration });
    const read: string[] = [];
    for await (const doc of readUpload(
      [
        { name: "lote1.zip", bytes: zip },
        { name: "lote2.zip", bytes: zip },
        { name: "solto.pdf", bytes: declaration },
      ],
      reader,
      { pdfs: 3, ms: 60_000 },
    ))
      read.push(`${doc.name}: ${doc.result.kind === "refused" ? doc.result.refusal.reason : doc.result.kind}`);
    expect(read).toEqual([
      "lote1.zip › a.pdf: pgdas",
      "lote1.zip › b.pdf: pgdas",
      "lote2.zip › a.pdf: pgdas",
      "lote2.zip › b.pdf: too_many_files",
      "solto.pdf: too_many_files",
    ]);
  });

  it("past the upload's time, the PDFs left are refused unread as timed out", async () => {
    const declaration = await linesToPdf(pgdasLines(servicesDeclaration()));
    const reasons: string[] = [];
    for await (const doc of readUpload(
      [
        { name: "a.pdf", bytes: declaration },
        { name: "b.pdf", bytes: declaration },
      ],
      reader,
      { pdfs: 300, ms: 0 },
    ))
      reasons.push(doc.result.kind === "refused" ? doc.result.refusal.reason : doc.result.kind);
    expect(reasons).toEqual(["timeout", "timeout"]);
  });
});

describe("readCompaniesSheet", () => {
  const header =
    "CNPJ;Nome;Atividade;Regime;UF;01/2026;02/2026;03/2026;04/2026;05/2026;06/2026;07/2026;08/2026;09/2026;10/2026;11/2026;12/2026;Folha mensal;Pró-labore mensal";
  const months = Array.from({ length: 12 }, () => "1.234,56").join(";");

  it("reads Windows-1252 with semicolons and '1.234,56', and names each bad line", async () => {
    const csv = [
      header,
      `11.222.333/0001-81;Padaria São João;Anexo I;Simples Nacional;SP;${months};5.000,00;`,
      `11.222.333/0001-00;=HYPERLINK("x");Anexo IX;Simples;ZZ;${months};;`,
    ].join("\r\n");
    const bytes = Uint8Array.from([...csv].map((c) => c.charCodeAt(0)));
    const sheet = await readCompaniesSheet(bytes);
    if (!sheet.ok) throw new Error(sheet.reason);
    expect(sheet.months[0]).toBe("2026-01");
    expect(sheet.rows[0].values.nome).toBe("Padaria São João");
    expect(rowErrors(sheet.rows[0].values)).toEqual({});
    expect(Object.keys(rowErrors(sheet.rows[1].values)).sort()).toEqual(["atividade", "cnpj", "nome", "uf"]);
    expect(sheet.rows[1].line).toBe(3);
  });

  it("reads month headers that Excel turned into date serials", async () => {
    const serials = Array.from({ length: 12 }, (_, i) => String(46023 + i * 31)).join(",");
    const csv = `CNPJ,Nome,Atividade,UF,${serials}\n11222333000181,Loja,comercio,PR,${Array(12).fill("10").join(",")}\n`;
    const sheet = await readCompaniesSheet(new TextEncoder().encode(csv));
    expect(sheet.ok && sheet.months.slice(0, 2)).toEqual(["2026-01", "2026-02"]);
  });
});
