import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import { getCompanyInOffice, type CompanyDto } from "@/lib/companies/queries";
import type { Db } from "@/lib/db/client";
import { officeClientUsers, officeDocuments } from "@/lib/db/schema";

// A client's login: the company (or companies) the office opened to them, the documents it shares, and the "ciente" on
// a decision record. Every read runs as the client, under the policies that show them their own company only.

export async function myClientCompanies(db: Db, userId: string): Promise<{ officeId: string; company: CompanyDto }[]> {
  const links = await db
    .select({ officeId: officeClientUsers.officeId, companyId: officeClientUsers.companyId })
    .from(officeClientUsers)
    .where(eq(officeClientUsers.userId, userId))
    .orderBy(officeClientUsers.createdAt);
  const out: { officeId: string; company: CompanyDto }[] = [];
  for (const link of links) {
    const company = await getCompanyInOffice(db, link.officeId, link.companyId);
    if (company) out.push({ officeId: link.officeId, company });
  }
  return out;
}

export type SharedDocumentDto = {
  id: string;
  kind: "dossier" | "decision";
  title: string;
  createdAt: string;
  decision: "inside" | "outside" | "depends" | null;
  deadline: string | null;
  acknowledgedAt: string | null;
};

/** The documents the office shared for a company, newest first. */
export async function sharedDocuments(db: Db, companyId: string): Promise<SharedDocumentDto[]> {
  const rows = await db
    .select({
      id: officeDocuments.id,
      kind: officeDocuments.kind,
      title: officeDocuments.title,
      createdAt: officeDocuments.createdAt,
      decision: officeDocuments.decision,
      deadline: officeDocuments.deadline,
      acknowledgedAt: officeDocuments.acknowledgedAt,
    })
    .from(officeDocuments)
    .where(and(eq(officeDocuments.companyId, companyId), eq(officeDocuments.shared, true)))
    .orderBy(desc(officeDocuments.createdAt))
    .limit(100);
  return rows.map((r) => ({
    ...r,
    kind: r.kind as SharedDocumentDto["kind"],
    decision: r.decision as SharedDocumentDto["decision"],
    createdAt: r.createdAt.toISOString(),
    acknowledgedAt: r.acknowledgedAt?.toISOString() ?? null,
  }));
}

/** The client's "ciente" on a decision record shared with them (once; the server sets the time). */
export async function acknowledgeDecision(db: Db, userId: string, documentId: string): Promise<boolean> {
  const rows = await db
    .update(officeDocuments)
    .set({ acknowledgedBy: userId, acknowledgedAt: new Date() })
    .where(
      and(
        eq(officeDocuments.id, documentId),
        eq(officeDocuments.kind, "decision"),
        isNull(officeDocuments.acknowledgedAt),
      ),
    )
    .returning({ id: officeDocuments.id });
  return rows.length > 0;
}
