import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companies, companyMonths, dasDocuments, declarations, documentFiles } from "@/lib/db/schema";
import type { CompanyPlan, ParsedDocument } from "./plan";

const money = (centavos: number) => (centavos / 100).toFixed(2);
const firstDay = (month: string) => `${month}-01`;

export type AppliedCompany = {
  companyId: string;
  created: boolean;
  declarations: string[];
  das: string[];
  months: number;
};

/**
 * Writes one company's part of a confirmed plan, inside the caller's transaction (withRls: every row is the owner's and
 * RLS checks it): the company (created, or the one matched by CNPJ), each new declaration and DAS (a number already
 * imported is skipped: importing twice changes nothing), the declaration in force of each PA (a later transmission, the
 * retificadora, replaces the earlier), the months, and the company's last twelve months for the simulators.
 */
export async function applyCompanyPlan(
  db: Db,
  userId: string,
  plan: CompanyPlan,
  documents: ParsedDocument[],
  keepFiles: boolean,
): Promise<AppliedCompany> {
  // A new company's id chosen here, not returned: an analista who does not see every client of an office sees the new
  // one only once the database has assigned it to them (after the insert), so RETURNING would be refused.
  const companyId = plan.companyId ?? randomUUID();
  if (!plan.companyId) {
    await db.insert(companies).values({
      id: companyId,
      userId,
      name: plan.name.slice(0, 120),
      cnpj: plan.cnpj,
      regime: "simples_nacional",
      activity: plan.activity,
      state: plan.state,
      city: plan.city,
      openedOn: plan.openedOn,
      status: "ativa",
    });
  }

  const byNumber = new Map(documents.map((d) => [d.document.number, d]));
  const ids = new Map<string, string>();
  const imported: string[] = [];
  for (const d of plan.declarations) {
    const doc = byNumber.get(d.number);
    if (d.action !== "importar" || doc?.kind !== "pgdas") continue;
    const decl = doc.document;
    const [row] = await db
      .insert(declarations)
      .values({
        userId,
        companyId,
        kind: d.kind,
        pa: firstDay(d.pa),
        number: d.number,
        receipt: decl.receipt,
        transmittedAt: decl.transmittedAt ? new Date(decl.transmittedAt) : null,
        regimeApuracao: decl.regime,
        revenue: money(decl.regime === "caixa" && decl.rpaCaixa ? decl.rpaCaixa.total : decl.rpa.total),
        rbt12: money(decl.rbt12.total),
        fatorR: decl.fatorR ? decl.fatorR.replace(",", ".") : null,
        totalDeclared: money(decl.declaredTotal),
        content: decl,
        reconciliation: d.reconciliation,
        status: d.reconciliation.status,
        difference: money(d.reconciliation.difference),
      })
      .onConflictDoNothing({ target: [declarations.userId, declarations.number] })
      .returning({ id: declarations.id });
    if (!row) continue;
    ids.set(d.number, row.id);
    imported.push(d.number);
    if (keepFiles && doc.bytes) await keepFile(db, userId, companyId, doc.file, doc.bytes, { declarationId: row.id });
  }
  for (const pa of new Set(plan.declarations.map((d) => d.pa))) await settleInForce(db, userId, companyId, pa);

  const das: string[] = [];
  for (const d of plan.das) {
    const doc = byNumber.get(d.number);
    if (d.action !== "importar" || doc?.kind !== "das") continue;
    const [row] = await db
      .insert(dasDocuments)
      .values({
        userId,
        companyId,
        pa: firstDay(d.pa),
        number: d.number,
        dueDate: doc.document.dueDate,
        total: money(doc.document.total),
        installment: doc.document.installment,
        items: doc.document.items,
      })
      .onConflictDoNothing({ target: [dasDocuments.userId, dasDocuments.number] })
      .returning({ id: dasDocuments.id });
    if (!row) continue;
    das.push(d.number);
    if (keepFiles && doc.bytes) await keepFile(db, userId, companyId, doc.file, doc.bytes, { dasId: row.id });
  }

  const changed = plan.months.filter((m) => m.action !== "igual");
  for (const m of changed) {
    const values = {
      revenueInternal: money(m.revenueInternal),
      revenueExternal: money(m.revenueExternal),
      payroll: m.payroll === null ? null : money(m.payroll),
      source: "declaracao" as const,
      declarationId: ids.get(m.from) ?? null,
    };
    await db
      .insert(companyMonths)
      .values({ companyId, userId, month: firstDay(m.month), ...values })
      .onConflictDoUpdate({
        target: [companyMonths.companyId, companyMonths.month],
        set: m.payroll === null ? { ...values, payroll: sql`${companyMonths.payroll}` } : values,
      });
  }
  await refreshLastTwelveMonths(db, userId, companyId);
  return { companyId, created: plan.companyId === null, declarations: imported, das, months: changed.length };
}

async function keepFile(
  db: Db,
  userId: string,
  companyId: string,
  name: string,
  bytes: Uint8Array,
  ref: { declarationId?: string; dasId?: string },
) {
  await db.insert(documentFiles).values({
    userId,
    companyId,
    ...ref,
    fileName: (name.split(" › ").at(-1) ?? name).slice(0, 120),
    sizeBytes: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    content: bytes,
  });
}

/** The latest transmission of a PA is in force; every other declaration of the PA points at it. */
export async function settleInForce(db: Db, userId: string, companyId: string, month: string): Promise<void> {
  const rows = await db
    .select({ id: declarations.id })
    .from(declarations)
    .where(
      and(eq(declarations.userId, userId), eq(declarations.companyId, companyId), eq(declarations.pa, firstDay(month))),
    )
    .orderBy(sql`${declarations.transmittedAt} desc nulls last`, desc(declarations.number));
  const [current, ...older] = rows;
  if (!current) return;
  await db.update(declarations).set({ replacedBy: null }).where(eq(declarations.id, current.id));
  for (const o of older) await db.update(declarations).set({ replacedBy: current.id }).where(eq(declarations.id, o.id));
}

/** The company's `monthly_revenues` (what the simulators read) from its twelve latest stored months, when they follow on. */
async function refreshLastTwelveMonths(db: Db, userId: string, companyId: string): Promise<void> {
  const rows = await db
    .select({
      month: companyMonths.month,
      total: sql<string>`${companyMonths.revenueInternal} + ${companyMonths.revenueExternal}`,
    })
    .from(companyMonths)
    .where(and(eq(companyMonths.userId, userId), eq(companyMonths.companyId, companyId)))
    .orderBy(desc(companyMonths.month))
    .limit(12);
  if (rows.length < 12) return;
  const last = new Date(`${rows[0].month}T00:00:00Z`);
  const first = new Date(`${rows[11].month}T00:00:00Z`);
  const span = (last.getUTCFullYear() - first.getUTCFullYear()) * 12 + last.getUTCMonth() - first.getUTCMonth();
  if (span !== 11) return;
  await db
    .update(companies)
    .set({ monthlyRevenues: rows.map((r) => Number(r.total).toFixed(2)).reverse(), annualRevenue: null })
    .where(and(eq(companies.id, companyId), eq(companies.userId, userId)));
}

/**
 * Deletes a kept PDF (of a declaration or of a DAS of the company) at its owner's request; the parsed data stays.
 * Returns the file's name and fingerprint for the audit entry, or null when the owner has no such file.
 */
export async function deleteDocumentFile(
  db: Db,
  userId: string,
  companyId: string,
  of: { declarationId: string } | { dasId: string },
): Promise<{ fileName: string; sha256: string } | null> {
  const [row] = await db
    .delete(documentFiles)
    .where(
      and(
        eq(documentFiles.userId, userId),
        eq(documentFiles.companyId, companyId),
        "declarationId" in of ? eq(documentFiles.declarationId, of.declarationId) : eq(documentFiles.dasId, of.dasId),
      ),
    )
    .returning({ fileName: documentFiles.fileName, sha256: documentFiles.sha256 });
  return row ?? null;
}
