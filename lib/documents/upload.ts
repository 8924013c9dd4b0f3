import { PDF_LIMITS, UPLOAD_LIMITS } from "./limits";
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

/** What one upload may spend reading PDFs: how many, and for how long in all (each file has its own time limit too). */
export type ReadBudget = { pdfs: number; ms: number };

const defaultBudget = (): ReadBudget => ({ pdfs: UPLOAD_LIMITS.pdfs, ms: PDF_LIMITS.uploadMs });

/** Reads one PDF within the upload's budget; past it, the PDF is refused unread. */
function budgetedReader(reader: PdfTextReader, budget: ReadBudget) {
  const deadline = Date.now() + budget.ms;
  let read = 0;
  return async (name: string, bytes: Uint8Array): Promise<ReadDocument> => {
    if (read >= budget.pdfs) return refused(name, "too_many_files");
    if (Date.now() >= deadline) return refused(name, "timeout");
    read += 1;
    const text = await reader.read(bytes);
    if (!text.ok) return refused(name, text.reason);
    return { name, bytes, result: recognise(text.lines) };
  };
}

/**
 * Reads an upload document by document, in order: each file by its content (a PDF, a ZIP of PDFs, or refused), each
 * PDF's text in the reader's thread, then recognised. A generator, so a ZIP of a hundred declarations is read and
 * handed on one PDF at a time.
 */
export async function* readUpload(
  files: readonly UploadedFile[],
  reader: PdfTextReader,
  budget: ReadBudget = defaultBudget(),
): AsyncGenerator<ReadDocument> {
  if (files.length > UPLOAD_LIMITS.files) {
    yield refused(`${files.length}`, "too_many_files");
    return;
  }
  // Twenty ZIPs of 300 PDFs, each taking its 15 s, would hold a thread for a day: the upload has a budget of its own.
  const readPdf = budgetedReader(reader, budget);
  for (const file of files) {
    const name = displayName(file.name);
    const kind = sniff(file.bytes);
    if (kind === "pdf") {
      yield file.bytes.byteLength > UPLOAD_LIMITS.fileBytes
        ? refused(name, "too_large")
        : await readPdf(name, file.bytes);
      continue;
    }
    if (kind !== "zip") {
      yield refused(name, file.bytes.byteLength === 0 ? "empty" : "not_pdf");
      continue;
    }
    try {
      for await (const entry of zipEntries(file.bytes)) {
        const inner = `${name} › ${entry.name}`;
        yield "refused" in entry ? refused(inner, entry.refused) : await readPdf(inner, entry.bytes);
      }
    } catch (error) {
      if (!(error instanceof ZipRefused)) throw error;
      yield refused(name, error.reason);
    }
  }
}
