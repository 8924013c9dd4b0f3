import "server-only";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  companies,
  companyLatestDeclaration,
  companyMonths,
  dasDocuments,
  declarations,
  documentFiles,
  type DeclarationStatus,
} from "@/lib/db/schema";
import type { ExistingState, StoredMonth } from "./plan";
import type { Finding, Reconciliation } from "./reconcile";

const cents = (v: unknown) => Math.round(Number(v) * 100);
const monthOf = (date: string) => date.slice(0, 7);

/** What the database holds for an upload's CNPJs and document numbers (the owner's rows only: RLS and user_id). */
export async function loadExistingState(
  db: Db,
  userId: string,
  cnpjs: string[],
  numbers: string[],
): Promise<ExistingState> {
  const state: ExistingState = { companies: new Map(), numbers: new Set(), inForce: new Map(), months: new Map() };
  if (cnpjs.length === 0) return state;
  const found = await db
    .select({ id: companies.id, name: companies.name, cnpj: companies.cnpj })
    .from(companies)
    .where(and(eq(companies.userId, userId), inArray(companies.cnpj, cnpjs)));
  for (const c of found) state.companies.set(c.cnpj!, { id: c.id, name: c.name });
  if (numbers.length > 0) {
    const [decl, das] = await Promise.all([
      db
        .select({ number: declarations.number })
        .from(declarations)
        .where(and(eq(declarations.userId, userId), inArray(declarations.number, numbers))),
      db
        .select({ number: dasDocuments.number })
        .from(dasDocuments)
        .where(and(eq(dasDocuments.userId, userId), inArray(dasDocuments.number, numbers))),
    ]);
    for (const row of [...decl, ...das]) state.numbers.add(row.number);
  }
  const ids = found.map((c) => c.id);
  if (ids.length === 0) return state;
  const inForce = await db
    .select({
      companyId: declarations.companyId,
      pa: declarations.pa,
      number: declarations.number,
      transmittedAt: declarations.transmittedAt,
    })
    .from(declarations)
    .where(and(eq(declarations.userId, userId), inArray(declarations.companyId, ids), isNull(declarations.replacedBy)));
  for (const d of inForce)
    state.inForce.set(`${d.companyId}|${monthOf(d.pa)}`, {
      number: d.number,
      transmittedAt: d.transmittedAt ? d.transmittedAt.toISOString() : null,
    });
  const months = await db
    .select()
    .from(companyMonths)
    .where(and(eq(companyMonths.userId, userId), inArray(companyMonths.companyId, ids)));
  for (const m of months) {
    const map = state.months.get(m.companyId) ?? new Map<string, StoredMonth>();
    map.set(monthOf(m.month), {
      revenueInternal: cents(m.revenueInternal),
      revenueExternal: cents(m.revenueExternal),
      payroll: m.payroll === null ? null : cents(m.payroll),
    });
    state.months.set(m.companyId, map);
  }
  return state;
}

export type DeclarationSummary = {
  id: string;
  pa: string;
  kind: "original" | "retificadora";
  number: string;
  transmittedAt: string | null;
  totalDeclared: number;
  status: DeclarationStatus;
  difference: number;
  inForce: boolean;
  hasFile: boolean;
};

/** A company's declarations, newest PA first (replaced ones after the one in force of their PA). */
export async function listDeclarations(db: Db, userId: string, companyId: string): Promise<DeclarationSummary[]> {
  const rows = await db
    .select({
      id: declarations.id,
      pa: declarations.pa,
      kind: declarations.kind,
      number: declarations.number,
      transmittedAt: declarations.transmittedAt,
      totalDeclared: declarations.totalDeclared,
      status: declarations.status,
      difference: declarations.difference,
      replacedBy: declarations.replacedBy,
      fileId: documentFiles.id,
    })
    .from(declarations)
    .leftJoin(documentFiles, eq(documentFiles.declarationId, declarations.id))
    .where(and(eq(declarations.userId, userId), eq(declarations.companyId, companyId)))
    .orderBy(desc(declarations.pa), sql`${declarations.replacedBy} is not null`, desc(declarations.transmittedAt))
    .limit(240);
  return rows.map((r) => ({
    id: r.id,
    pa: monthOf(r.pa),
    kind: r.kind,
    number: r.number,
    transmittedAt: r.transmittedAt ? r.transmittedAt.toISOString() : null,
    totalDeclared: Number(r.totalDeclared),
    status: r.status,
    difference: Number(r.difference),
    inForce: r.replacedBy === null,
    hasFile: r.fileId !== null,
  }));
}

export type DeclarationDetail = DeclarationSummary & { companyId: string; reconciliation: Reconciliation };

export async function getDeclaration(db: Db, userId: string, id: string): Promise<DeclarationDetail | null> {
  const [row] = await db
    .select({
      id: declarations.id,
      companyId: declarations.companyId,
      pa: declarations.pa,
      kind: declarations.kind,
      number: declarations.number,
      transmittedAt: declarations.transmittedAt,
      totalDeclared: declarations.totalDeclared,
      status: declarations.status,
      difference: declarations.difference,
      replacedBy: declarations.replacedBy,
      reconciliation: declarations.reconciliation,
      fileId: documentFiles.id,
    })
    .from(declarations)
    .leftJoin(documentFiles, eq(documentFiles.declarationId, declarations.id))
    .where(and(eq(declarations.userId, userId), eq(declarations.id, id)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    companyId: row.companyId,
    pa: monthOf(row.pa),
    kind: row.kind,
    number: row.number,
    transmittedAt: row.transmittedAt ? row.transmittedAt.toISOString() : null,
    totalDeclared: Number(row.totalDeclared),
    status: row.status,
    difference: Number(row.difference),
    inForce: row.replacedBy === null,
    hasFile: row.fileId !== null,
    reconciliation: row.reconciliation as Reconciliation,
  };
}

export type CompanyMonth = {
  month: string;
  revenueInternal: number;
  revenueExternal: number;
  payroll: number | null;
  source: "declaracao" | "planilha";
};

/** A company's stored months, newest first. */
export async function listCompanyMonths(db: Db, userId: string, companyId: string): Promise<CompanyMonth[]> {
  const rows = await db
    .select()
    .from(companyMonths)
    .where(and(eq(companyMonths.userId, userId), eq(companyMonths.companyId, companyId)))
    .orderBy(desc(companyMonths.month))
    .limit(120);
  return rows.map((m) => ({
    month: monthOf(m.month),
    revenueInternal: Number(m.revenueInternal),
    revenueExternal: Number(m.revenueExternal),
    payroll: m.payroll === null ? null : Number(m.payroll),
    source: m.source,
  }));
}

export type LatestDeclarationStatus = {
  companyId: string;
  pa: string;
  status: DeclarationStatus;
  difference: number;
  declarationId: string;
};

/**
 * THE query for "the latest reconciliation status of a company": the declaration in force of each company's last PA
 * (the view public.company_latest_declaration), for the given companies or all of the user's.
 */
export async function latestDeclarationStatus(
  db: Db,
  userId: string,
  companyIds?: string[],
): Promise<LatestDeclarationStatus[]> {
  if (companyIds && companyIds.length === 0) return [];
  const where = [eq(companyLatestDeclaration.userId, userId)];
  if (companyIds) where.push(inArray(companyLatestDeclaration.companyId, companyIds));
  const rows = await db
    .select()
    .from(companyLatestDeclaration)
    .where(and(...where));
  return rows.map((r) => ({
    companyId: r.companyId,
    pa: monthOf(r.pa),
    status: r.status,
    difference: Number(r.difference),
    declarationId: r.declarationId,
  }));
}

export type LatestDeclarationFindings = {
  companyId: string;
  declarationId: string;
  /** "YYYY-MM". */
  pa: string;
  findings: Finding[];
};

/**
 * What the declaration in force of each company's last PA asks the owner to act on (its reconciliation's findings),
 * for declarations of a PA from `sincePa` ("YYYY-MM") on: an older one no longer describes the company.
 */
export async function latestDeclarationFindings(
  db: Db,
  userId: string,
  sincePa: string,
): Promise<LatestDeclarationFindings[]> {
  const rows = await db
    .select({
      companyId: companyLatestDeclaration.companyId,
      declarationId: companyLatestDeclaration.declarationId,
      pa: companyLatestDeclaration.pa,
      findings: sql<Finding[] | null>`${declarations.reconciliation} -> 'findings'`,
    })
    .from(companyLatestDeclaration)
    .innerJoin(declarations, eq(declarations.id, companyLatestDeclaration.declarationId))
    .where(
      and(
        eq(companyLatestDeclaration.userId, userId),
        eq(declarations.userId, userId),
        sql`${companyLatestDeclaration.pa} >= ${`${sincePa}-01`}::date`,
      ),
    );
  return rows
    .filter((r) => Array.isArray(r.findings) && r.findings.length > 0)
    .map((r) => ({ companyId: r.companyId, declarationId: r.declarationId, pa: monthOf(r.pa), findings: r.findings! }));
}

/** A kept PDF (of a declaration or of a DAS of the company), for its owner's download. */
export async function getDocumentFile(
  db: Db,
  userId: string,
  companyId: string,
  of: { declarationId: string } | { dasId: string },
) {
  const [row] = await db
    .select({ fileName: documentFiles.fileName, content: documentFiles.content })
    .from(documentFiles)
    .where(
      and(
        eq(documentFiles.userId, userId),
        eq(documentFiles.companyId, companyId),
        "declarationId" in of ? eq(documentFiles.declarationId, of.declarationId) : eq(documentFiles.dasId, of.dasId),
      ),
    )
    .limit(1);
  return row ?? null;
}
