import "server-only";
import { auditAsService } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { isRlsViolation } from "@/lib/db/errors";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { importOwner } from "./owner";
import { applyCompanyPlan } from "./mutations";
import { PdfTextReader } from "./pdf/extract";
import { buildPlan, type ImportPlan, type ParsedDocument, type RefusedFile } from "./plan";
import { loadExistingState } from "./queries";
import { withReadingSlot } from "./reading-slots";
import { reconcile } from "./reconcile";
import { readUpload, type UploadedFile } from "./upload";

/**
 * Reads every document of an upload, in one of the server's reading slots (./reading-slots.ts); the PDFs' bytes are
 * kept only when asked (to store them at the owner's choice).
 */
function parseUpload(files: UploadedFile[], keepBytes: boolean) {
  return withReadingSlot(() => readDocuments(files, keepBytes));
}

async function readDocuments(files: UploadedFile[], keepBytes: boolean) {
  const reader = new PdfTextReader();
  const documents: ParsedDocument[] = [];
  const refused: RefusedFile[] = [];
  try {
    for await (const item of readUpload(files, reader)) {
      const r = item.result;
      if (r.kind === "refused") refused.push({ file: item.name, ...r.refusal });
      else
        documents.push({
          file: item.name,
          ...(r.kind === "pgdas" ? { kind: "pgdas", document: r.document } : { kind: "das", document: r.document }),
          ...(keepBytes && item.bytes ? { bytes: item.bytes } : {}),
        } as ParsedDocument);
    }
  } finally {
    reader.stop();
  }
  return { documents, refused };
}

async function planFor(claims: JwtClaims, documents: ParsedDocument[], refused: RefusedFile[]): Promise<ImportPlan> {
  const cnpjs = [...new Set(documents.map((d) => d.document.cnpj))];
  const numbers = [...new Set(documents.map((d) => d.document.number))];
  const existing = await withRls(claims, async (tx) =>
    loadExistingState(tx, await importOwner(tx, claims.sub), cnpjs, numbers),
  );
  return buildPlan(documents, refused, existing);
}

/** The preview: what an upload holds and what confirming it would write. Writes nothing. */
export async function previewUpload(claims: JwtClaims, files: UploadedFile[]): Promise<ImportPlan> {
  const { documents, refused } = await parseUpload(files, false);
  return planFor(claims, documents, refused);
}

export type CompanyOutcome =
  | {
      cnpj: string;
      name: string;
      ok: true;
      companyId: string;
      created: boolean;
      declarations: number;
      das: number;
      months: number;
    }
  | { cnpj: string; name: string; ok: false; code: "company_limit" };

export type ConfirmResult =
  { ok: true; companies: CompanyOutcome[]; refused: RefusedFile[] } | { ok: false; code: "stale"; plan: ImportPlan };

/**
 * The confirmation: the same files read again, the plan built again and compared with the preview's fingerprint (when
 * the data changed in between, the new preview is answered instead), then each company written in one transaction of
 * its own: all of it or none. A company the plan's company limit refuses is reported and the others are imported.
 */
export async function confirmUpload(
  claims: JwtClaims,
  files: UploadedFile[],
  options: { fingerprint: string; keepFiles: boolean; ip: string | null },
): Promise<ConfirmResult> {
  const { documents, refused } = await parseUpload(files, options.keepFiles);
  const plan = await planFor(claims, documents, refused);
  if (plan.fingerprint !== options.fingerprint) return { ok: false, code: "stale", plan };
  const outcomes: CompanyOutcome[] = [];
  for (const company of plan.companies) {
    const docs = documents.filter((d) => d.document.cnpj === company.cnpj);
    try {
      const applied = await withRls(claims, async (tx) =>
        applyCompanyPlan(tx, await importOwner(tx, claims.sub), company, docs, options.keepFiles),
      );
      outcomes.push({
        cnpj: company.cnpj,
        name: company.name,
        ok: true,
        companyId: applied.companyId,
        created: applied.created,
        declarations: applied.declarations.length,
        das: applied.das.length,
        months: applied.months,
      });
      if (applied.created || applied.declarations.length + applied.das.length + applied.months > 0) {
        await auditAsService(await getDb(), {
          actorId: claims.sub,
          action: "documents.import",
          target: `company:${applied.companyId}`,
          ip: options.ip,
          details: {
            created: applied.created,
            declarations: applied.declarations,
            das: applied.das,
            months: applied.months,
            keptFiles: options.keepFiles,
          },
        });
      }
    } catch (error) {
      if (!isRlsViolation(error) || company.companyId) throw error;
      outcomes.push({ cnpj: company.cnpj, name: company.name, ok: false, code: "company_limit" });
    }
  }
  return { ok: true, companies: outcomes, refused };
}

/** The public API's reading of an upload: each document as parsed, with its reconciliation. Writes nothing. */
export async function analyseUpload(files: UploadedFile[]) {
  const { documents, refused } = await parseUpload(files, false);
  return {
    documents: documents.map((d) => ({
      file: d.file,
      type: d.kind,
      document: d.document,
      reconciliation: d.kind === "pgdas" ? reconcile(d.document) : null,
    })),
    refused,
  };
}
