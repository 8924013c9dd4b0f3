import "server-only";
import { Zip, ZipPassThrough } from "fflate";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/file-response";
import { batchDocumentIds, readDocument } from "./batches";
import { getOffice } from "./queries";

// Downloads of the office's documents: one PDF, or a batch's PDFs as one ZIP streamed a file at a time. Each read runs
// as the caller, under the policies: another office's document, or a client's unshared one, is a 404 like a missing id.

export async function documentResponse(claims: JwtClaims, id: string, inline: boolean): Promise<Response> {
  const doc = await withRls(claims, (tx) => readDocument(tx, id));
  if (!doc) throw new AppError("not_found");
  return fileResponse(doc.content, { name: doc.fileName, type: "application/pdf", inline });
}

/** Distinct names inside the ZIP: a second "Dossiê · X 29-11-2026.pdf" becomes "… (2).pdf". */
function uniqueName(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = name.replace(/\.pdf$/, ` (${n}).pdf`);
  used.add(candidate);
  return candidate;
}

export async function batchZipResponse(claims: JwtClaims, officeId: string, batchId: string): Promise<Response> {
  const found = await withRls(claims, async (tx) => {
    const office = await getOffice(tx, officeId);
    const ids = await batchDocumentIds(tx, officeId, batchId);
    return office && ids.length > 0 ? { office, ids } : null;
  });
  if (!found) throw new AppError("not_found");
  const used = new Set<string>();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) controller.error(error);
        else {
          controller.enqueue(chunk);
          if (final) controller.close();
        }
      });
      try {
        for (const id of found.ids) {
          const doc = await withRls(claims, (tx) => readDocument(tx, id));
          if (!doc) continue;
          // PDFs are compressed already: stored as they are.
          const file = new ZipPassThrough(uniqueName(doc.fileName, used));
          zip.add(file);
          file.push(doc.content, true);
        }
        zip.end();
      } catch (error) {
        controller.error(error);
      }
    },
  });
  return fileResponse(stream, { name: `Documentos ${found.office.name}.zip`, type: "application/zip" });
}
