import { describe, expect, it } from "vitest";
import { contentDisposition, fileResponse } from "./file-response";

describe("file downloads (RFC 6266 / RFC 8187)", () => {
  it("sends an ASCII fallback and the UTF-8 name percent-encoded", () => {
    const header = contentDisposition("attachment", "Relatório · Ação 100% (2026).pdf");
    expect(header).toBe(
      `attachment; filename="Relatorio - Acao 100- (2026).pdf"; filename*=UTF-8''Relat%C3%B3rio%20%C2%B7%20A%C3%A7%C3%A3o%20100%25%20%282026%29.pdf`,
    );
    expect(contentDisposition("inline", "a.pdf")).toMatch(/^inline; /);
    expect(contentDisposition("attachment", 'a"\r\nb.pdf')).not.toMatch(/[\r\n]|"a"/);
  });

  it("answers the file with its length, type and name, never cached nor sniffed", async () => {
    const response = fileResponse("Razão;Mês\nç;1\n", { name: "exportação.csv", type: "text/csv; charset=utf-8" });
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "text/csv; charset=utf-8",
      "content-length": String(Buffer.byteLength("Razão;Mês\nç;1\n")),
      "content-disposition": `attachment; filename="exportacao.csv"; filename*=UTF-8''exporta%C3%A7%C3%A3o.csv`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    expect(await response.text()).toBe("Razão;Mês\nç;1\n");
  });

  it("shows inline when asked, with the stored file's hash as a strong ETag", () => {
    const response = fileResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
      name: "r.pdf",
      type: "application/pdf",
      inline: true,
      etag: "ab".repeat(32),
    });
    expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="r.pdf"/);
    expect(response.headers.get("etag")).toBe(`"${"ab".repeat(32)}"`);
    expect(response.headers.get("content-length")).toBe("4");
  });
});

it("streams a file it cannot measure (a ZIP built a file at a time) without a length", async () => {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array([0x50, 0x4b]));
      controller.close();
    },
  });
  const response = fileResponse(stream, { name: "Documentos Contábil.zip", type: "application/zip" });
  expect(response.headers.get("content-length")).toBeNull();
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Documentos Contabil.zip"/);
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b]));
});
