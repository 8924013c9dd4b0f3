import { runWithRls } from "@/lib/db/rls";
import { applyCompanyPlan } from "@/lib/documents/mutations";
import { importOwner } from "@/lib/documents/owner";
import { buildPlan, type ParsedDocument } from "@/lib/documents/plan";
import { loadExistingState } from "@/lib/documents/queries";
import { recognise } from "@/lib/documents/recognize";
import { dasLines, type DasFixture } from "@/tests/fixtures/documents/das-builder";
import { pgdasLines, type DeclarationFixture } from "@/tests/fixtures/documents/pgdas-builder";
import type { TestDb, TestUser } from "./db";

// An import as /companies/importar runs it, minus the PDF reading (tested on its own): the fixture's printed lines
// recognised, the plan built against what the owner holds, each company written in its own transaction.

const PDF_BYTES = new TextEncoder().encode("%PDF-1.4 teste");

/** A declaration as the upload would hand it over (with stand-in bytes, kept when the owner asks). */
export function parsedDeclaration(fixture: DeclarationFixture, file = "declaracao.pdf"): ParsedDocument {
  const read = recognise(pgdasLines(fixture));
  if (read.kind !== "pgdas") throw new Error(JSON.stringify(read));
  return { file, kind: "pgdas", document: read.document, bytes: PDF_BYTES };
}

export function parsedDas(fixture: DasFixture, file = "das.pdf"): ParsedDocument {
  const read = recognise(dasLines(fixture));
  if (read.kind !== "das") throw new Error(JSON.stringify(read));
  return { file, kind: "das", document: read.document, bytes: PDF_BYTES };
}

export async function importAs(env: TestDb, user: TestUser, docs: ParsedDocument[], keepFiles = false) {
  const cnpjs = [...new Set(docs.map((d) => d.document.cnpj))];
  const numbers = docs.map((d) => d.document.number);
  // Whose rows, as lib/documents/import.ts asks: an office's socio or analista import the office's clients.
  const owner = await runWithRls(env.db, user.claims, (tx) => importOwner(tx, user.id));
  const existing = await runWithRls(env.db, user.claims, (tx) => loadExistingState(tx, owner, cnpjs, numbers));
  const plan = buildPlan(docs, [], existing);
  const applied = [];
  for (const company of plan.companies) {
    applied.push(await runWithRls(env.db, user.claims, (tx) => applyCompanyPlan(tx, owner, company, docs, keepFiles)));
  }
  return { plan, applied };
}
