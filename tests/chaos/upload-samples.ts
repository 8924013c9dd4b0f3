import { zipSync } from "fflate";
import { UPLOAD_LIMITS } from "@/lib/documents/limits";
import { dasLines, servicesDas } from "@/tests/fixtures/documents/das-builder";
import { servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { linesToPdf, scannedPdf } from "@/tests/fixtures/documents/pdf-writer";
import { pgdasLines } from "@/tests/fixtures/documents/pgdas-builder";

// The files the route fuzzer uploads (under their own names or fuzzed ones): what an office really sends, and what
// breaks readers — truncated, encrypted, scanned, not a PDF, a ZIP inside a ZIP, a file past the per-file limit
// that compresses to almost nothing, a spreadsheet with a formula.

export type UploadSample = { name: string; type: string; bytes: Uint8Array<ArrayBuffer> };

export async function uploadSamples(): Promise<UploadSample[]> {
  const declaration = new Uint8Array(await linesToPdf(pgdasLines(servicesDeclaration())));
  const das = new Uint8Array(await linesToPdf(dasLines(servicesDas())));
  const encrypted = new Uint8Array(await linesToPdf(pgdasLines(servicesDeclaration()), { password: "segredo" }));
  const pdf = "application/pdf";
  const csv = [
    "CNPJ;Nome;Atividade;Regime;UF;01/2026;Folha mensal",
    '11.222.333/0001-81;"=HYPERLINK(""http://evil.example"")";Anexo III;Simples Nacional;SP;1.234,56;0',
    "98.765.432/0001-98;Padaria;Anexo IX;Lucro;XX;abc;",
  ].join("\r\n");
  return [
    { name: "declaracao.pdf", type: pdf, bytes: declaration },
    { name: "das.pdf", type: pdf, bytes: das },
    { name: "truncada.pdf", type: pdf, bytes: declaration.slice(0, Math.floor(declaration.length / 2)) },
    { name: "protegida.pdf", type: pdf, bytes: encrypted },
    { name: "digitalizada.pdf", type: pdf, bytes: new Uint8Array(await scannedPdf()) },
    { name: "nota.pdf", type: pdf, bytes: new TextEncoder().encode("%PDF-1.7\nnão é um PDF de verdade") },
    { name: "vazio.pdf", type: pdf, bytes: new Uint8Array(0) },
    { name: "lote.zip", type: "application/zip", bytes: zipSync({ "a.pdf": declaration, "../../b.pdf": das }) },
    { name: "aninhado.zip", type: "application/zip", bytes: zipSync({ "dentro.zip": zipSync({ "c.pdf": das }) }) },
    {
      name: "grande.zip",
      type: "application/zip",
      bytes: zipSync({ "grande.pdf": new Uint8Array(UPLOAD_LIMITS.fileBytes + 1) }, { level: 9 }),
    },
    { name: "empresas.csv", type: "text/csv", bytes: new TextEncoder().encode(csv) },
    {
      name: "binario.bin",
      type: "application/octet-stream",
      bytes: Uint8Array.from({ length: 512 }, (_, i) => (i * 37) % 256),
    },
  ];
}
