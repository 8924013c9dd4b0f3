import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { dasDocuments, declarations, documentFiles } from "@/lib/db/schema";
import type { DasItem } from "./das/parse";
import { reconcileDas, type DasReconciliation } from "./das/reconcile";

export type DasSummary = {
  id: string;
  /** "YYYY-MM". */
  pa: string;
  number: string;
  dueDate: string | null;
  /** Reais. */
  total: number;
  installment: string | null;
  hasFile: boolean;
  reconciliation: DasReconciliation;
};

/**
 * A company's DAS, newest PA first, each reconciled with the declaration in force of its PA as it stands now (a
 * declaration imported after the DAS, or a retificadora, counts at once: nothing is stored that could go stale).
 */
export async function listDas(db: Db, userId: string, companyId: string): Promise<DasSummary[]> {
  const rows = await db
    .select({
      id: dasDocuments.id,
      pa: dasDocuments.pa,
      number: dasDocuments.number,
      dueDate: dasDocuments.dueDate,
      total: dasDocuments.total,
      installment: dasDocuments.installment,
      items: dasDocuments.items,
      fileId: documentFiles.id,
      declarationNumber: declarations.number,
      exigivel: sql<Record<string, number> | null>`${declarations.content} -> 'totals' -> 'exigivel'`,
    })
    .from(dasDocuments)
    .leftJoin(documentFiles, eq(documentFiles.dasId, dasDocuments.id))
    .leftJoin(
      declarations,
      and(
        eq(declarations.userId, dasDocuments.userId),
        eq(declarations.companyId, dasDocuments.companyId),
        eq(declarations.pa, dasDocuments.pa),
        isNull(declarations.replacedBy),
      ),
    )
    .where(and(eq(dasDocuments.userId, userId), eq(dasDocuments.companyId, companyId)))
    .orderBy(desc(dasDocuments.pa), desc(dasDocuments.number))
    .limit(240);
  return rows.map((r) => ({
    id: r.id,
    pa: r.pa.slice(0, 7),
    number: r.number,
    dueDate: r.dueDate,
    total: Number(r.total),
    installment: r.installment,
    hasFile: r.fileId !== null,
    reconciliation: reconcileDas(
      { items: r.items as DasItem[], installment: r.installment },
      r.declarationNumber && r.exigivel ? { number: r.declarationNumber, exigivel: r.exigivel } : null,
    ),
  }));
}
