import { UPLOAD_LIMITS } from "./limits";
import type { PdfTextReader } from "./pdf/extract";
import { recognise, type Recognised } from "./recognize";
import { displayName, sniff } from "./sniff";
import { ZipRefused, zipEntries } from "./zip/read";

export type UploadedFile = { name: string; bytes: Uint8Array };

/** One document of an upload (a PDF, or a PDF inside a ZIP) and what it was found to be. */
export type ReadDocument = {
  /** The file's display name ("arquivo.zip › declaracao.pdf" inside a ZIP). */
  name: string;
  /** The PDF's bytes, for the owner who keeps it; absent when refused. */
  bytes?: Uint8Array;
  result: Recognised;
};

const refused = (name: string, reason: string, detail?: string): ReadDocument => ({
  name,
  result: { kind: "refused", refusal: detail ? { reason, detail } : { reason } },
});

async function readPdf(name: string, bytes: Uint8Array, reader: PdfTextReader): Promise<ReadDocument> {
  const text = await reader.read(bytes);
  if (!text.ok) return refused(name, text.reason);
  return { name, bytes, result: recognise(text.lines) };
}

/**
 * Reads an upload document by document, in order: each file by its content (a PDF, a ZIP of PDFs, or refused), each
 * PDF's text in the reader's thread, then recognised. A generator, so a ZIP of a hundred declarations is read and
 * handed on one PDF at a time.
 */
export async function* readUpload(files: readonly UploadedFile[], reader: PdfTextReader): AsyncGenerator<ReadDocument> {
  if (files.length > UPLOAD_LIMITS.files) {
    yield refused(`${files.length}`, "too_many_files");
    return;
  }
  for (const file of files) {
    const name = displayName(file.name);
    const kind = sniff(file.bytes);
    if (kind === "pdf") {
      yield file.bytes.byteLength > UPLOAD_LIMITS.fileBytes
        ? refused(name, "too_large")
        : await readPdf(name, file.bytes, reader);
      continue;
    }
    if (kind !== "zip") {
      yield refused(name, file.bytes.byteLength === 0 ? "empty" : "not_pdf");
      continue;
    }
    try {
      for await (const entry of zipEntries(file.bytes)) {
        const inner = `${name} › ${entry.name}`;
        yield "refused" in entry ? refused(inner, entry.refused) : await readPdf(inner, entry.bytes, reader);
      }
    } catch (error) {
      if (!(error instanceof ZipRefused)) throw error;
      yield refused(name, error.reason);
    }
  }
}
