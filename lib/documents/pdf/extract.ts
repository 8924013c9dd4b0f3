// Server-side only (worker threads): no "server-only" marker so the parser tests run it as they are.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { PDF_LIMITS } from "../limits";
import { runsToLines, type TextRun } from "./lines";

/** Why a PDF gave no text: each has its own message (documents.refusals.*). */
export type PdfRefusal = "encrypted" | "malformed" | "too_many_pages" | "no_text" | "timeout" | "too_complex";

export type PdfText = { ok: true; pages: number; lines: string[] } | { ok: false; reason: PdfRefusal };

type Reply = { id: number; ok: true; pages: TextRun[][] } | { id: number; ok: false; code: PdfRefusal | "internal" };

// Runs inside the worker thread. PDF.js parses the file there, so a hostile or endless PDF costs that thread (killed
// at the time limit or past its heap) and never the server's event loop. No eval, no fonts, no network: the data is
// the bytes passed in.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
let pdfjs;
function codeOf(error) {
  const name = error && error.name;
  if (name === "PasswordException") return "encrypted";
  if (name === "InvalidPDFException" || name === "MissingPDFException" || name === "FormatError") return "malformed";
  return "malformed";
}
parentPort.on("message", async ({ id, bytes, maxPages }) => {
  try {
    pdfjs ??= await import(workerData.pdfjsUrl);
  } catch {
    parentPort.postMessage({ id, ok: false, code: "internal" });
    return;
  }
  let task;
  try {
    task = pdfjs.getDocument({
      data: bytes, isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0,
      stopAtErrors: true, disableAutoFetch: true, disableStream: true, enableXfa: false,
    });
    const doc = await task.promise;
    if (doc.numPages > maxPages) {
      parentPort.postMessage({ id, ok: false, code: "too_many_pages" });
      return;
    }
    const pages = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.filter((i) => typeof i.str === "string")
        .map((i) => ({ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width })));
      page.cleanup();
    }
    parentPort.postMessage({ id, ok: true, pages });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, code: codeOf(error) });
  } finally {
    if (task) await task.destroy().catch(() => {});
  }
});
`;

function pdfjsUrl(): string {
  return pathToFileURL(path.join(process.cwd(), "node_modules", "pdfjs-dist", "legacy", "build", "pdf.mjs")).href;
}

/** Visible characters a page of text must have in total: below it the PDF is a scan (an image without text). */
const MIN_TEXT_CHARS = 40;

/**
 * Reads the text of PDFs one at a time in a worker thread of its own, reused across the files of one upload: each
 * file gets `PDF_LIMITS.parseMs` and the thread a bounded heap; a file that runs out of either ends the thread (the
 * next file starts a new one) and is refused, never the request.
 */
export class PdfTextReader {
  private worker: Worker | null = null;
  private nextId = 1;

  async read(bytes: Uint8Array): Promise<PdfText> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    // A copy of its own (a Node Buffer may be a view of a shared pool), handed over to the thread without copying again.
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    const reply = await new Promise<Reply | { id: number; ok: false; code: "timeout" | "too_complex" }>((resolve) => {
      const done = (value: Reply | { id: number; ok: false; code: "timeout" | "too_complex" }) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("exit", onExit);
        resolve(value);
      };
      const onMessage = (message: Reply) => {
        if (message.id === id) done(message);
      };
      const onExit = () => {
        this.worker = null;
        done({ id, ok: false, code: "too_complex" });
      };
      const timer = setTimeout(() => {
        this.stop();
        done({ id, ok: false, code: "timeout" });
      }, PDF_LIMITS.parseMs);
      worker.on("message", onMessage);
      worker.once("exit", onExit);
      worker.postMessage({ id, bytes: copy, maxPages: PDF_LIMITS.pages }, [copy.buffer]);
    });
    if (!reply.ok) {
      if (reply.code === "internal") throw new Error("PDF.js could not be loaded in the worker");
      return { ok: false, reason: reply.code };
    }
    const lines = reply.pages.flatMap((runs) => runsToLines(runs));
    const visible = lines.join("").replace(/\s/g, "").length;
    if (visible < MIN_TEXT_CHARS) return { ok: false, reason: "no_text" };
    return { ok: true, pages: reply.pages.length, lines };
  }

  /** Ends the thread (after the last file, or when one ran out of time). */
  stop(): void {
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pdfjsUrl: pdfjsUrl() },
      resourceLimits: { maxOldGenerationSizeMb: PDF_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    });
    // An error inside the thread (out of memory) ends it: the pending read answers too_complex on "exit".
    worker.on("error", () => undefined);
    worker.unref();
    this.worker = worker;
    return worker;
  }
}
