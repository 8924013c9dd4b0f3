import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companies, officeBatchItems, officeBatches, officeDocuments } from "@/lib/db/schema";

// Batches: one row per request, one item per client; each item is a job (lib/office/jobs.ts) that writes its
// document and marks itself done, or failed with a code. Progress is the items' statuses, read by the batch page.

export type BatchKind = "dossier" | "decision";
export const BATCH_KINDS: readonly BatchKind[] = ["dossier", "decision"];
export const MAX_BATCH = 500;

export type BatchItemError = "client_gone" | "no_access" | "no_answer" | "render_failed";

/**
 * Stores a batch for the clients of `companyIds` the member may change (the others are left out: the policies refuse
 * them, so they are filtered first) and answers its id and its items' ids, which become the jobs' ids.
 */
export async function createBatch(
  db: Db,
  params: { officeId: string; userId: string; kind: BatchKind; share: boolean; companyIds: readonly string[] },
): Promise<{ batchId: string; itemIds: string[] } | null> {
  const ids = [...new Set(params.companyIds)].slice(0, MAX_BATCH);
  if (ids.length === 0) return null;
  const editable = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        eq(companies.officeId, params.officeId),
        inArray(companies.id, ids),
        sql`public.my_office_edits(${companies.id})`,
      ),
    )
    .orderBy(asc(companies.name));
  if (editable.length === 0) return null;
  const batchId = randomUUID();
  await db.insert(officeBatches).values({
    id: batchId,
    officeId: params.officeId,
    createdBy: params.userId,
    kind: params.kind,
    shareWithClients: params.share,
    total: editable.length,
  });
  const items = editable.map((c) => ({
    id: randomUUID(),
    batchId,
    officeId: params.officeId,
    companyId: c.id,
    companyName: c.name,
  }));
  await db.insert(officeBatchItems).values(items);
  return { batchId, itemIds: items.map((i) => i.id) };
}

export type BatchItemJob = {
  itemId: string;
  batchId: string;
  officeId: string;
  companyId: string | null;
  status: "queued" | "done" | "failed";
  kind: BatchKind;
  share: boolean;
};

export async function loadBatchItem(db: Db, itemId: string): Promise<BatchItemJob | null> {
  const [row] = await db
    .select({
      itemId: officeBatchItems.id,
      batchId: officeBatchItems.batchId,
      officeId: officeBatchItems.officeId,
      companyId: officeBatchItems.companyId,
      status: officeBatchItems.status,
      kind: officeBatches.kind,
      share: officeBatches.shareWithClients,
    })
    .from(officeBatchItems)
    .innerJoin(officeBatches, eq(officeBatches.id, officeBatchItems.batchId))
    .where(eq(officeBatchItems.id, itemId));
  return row ? { ...row, status: row.status as BatchItemJob["status"], kind: row.kind as BatchKind } : null;
}

export async function countAttempt(db: Db, itemId: string): Promise<void> {
  await db
    .update(officeBatchItems)
    .set({ attempts: sql`${officeBatchItems.attempts} + 1`, updatedAt: new Date() })
    .where(eq(officeBatchItems.id, itemId));
}

export async function failItem(db: Db, itemId: string, error: BatchItemError): Promise<void> {
  await db
    .update(officeBatchItems)
    .set({ status: "failed", error, updatedAt: new Date() })
    .where(and(eq(officeBatchItems.id, itemId), eq(officeBatchItems.status, "queued")));
}

/** Stores the item's document and marks it done, in the member's transaction. */
export async function completeItem(
  db: Db,
  item: BatchItemJob & { companyId: string },
  userId: string,
  doc: {
    title: string;
    fileName: string;
    pdf: Buffer;
    sha256: string;
    decision?: "inside" | "outside" | "depends";
    deadline?: string | null;
  },
): Promise<void> {
  const documentId = randomUUID();
  await db.insert(officeDocuments).values({
    id: documentId,
    officeId: item.officeId,
    companyId: item.companyId,
    batchId: item.batchId,
    kind: item.kind,
    title: doc.title,
    fileName: doc.fileName,
    content: doc.pdf,
    sizeBytes: doc.pdf.length,
    sha256: doc.sha256,
    shared: item.share,
    createdBy: userId,
    decision: doc.decision ?? null,
    deadline: doc.deadline ?? null,
  });
  await db
    .update(officeBatchItems)
    .set({ status: "done", documentId, updatedAt: new Date() })
    .where(eq(officeBatchItems.id, item.itemId));
}

export type BatchSummary = {
  id: string;
  kind: BatchKind;
  share: boolean;
  total: number;
  done: number;
  failed: number;
  createdAt: string;
  createdBy: string;
};

const counts = {
  done: sql<number>`count(*) filter (where ${officeBatchItems.status} = 'done')`.mapWith(Number),
  failed: sql<number>`count(*) filter (where ${officeBatchItems.status} = 'failed')`.mapWith(Number),
};

/** The office's recent batches with their progress. */
export async function listBatches(db: Db, officeId: string, limit = 20): Promise<BatchSummary[]> {
  const rows = await db
    .select({
      id: officeBatches.id,
      kind: officeBatches.kind,
      share: officeBatches.shareWithClients,
      total: officeBatches.total,
      createdAt: officeBatches.createdAt,
      createdBy: officeBatches.createdBy,
      ...counts,
    })
    .from(officeBatches)
    .leftJoin(officeBatchItems, eq(officeBatchItems.batchId, officeBatches.id))
    .where(eq(officeBatches.officeId, officeId))
    .groupBy(officeBatches.id)
    .orderBy(desc(officeBatches.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, kind: r.kind as BatchKind, createdAt: r.createdAt.toISOString() }));
}

export type BatchItemDto = {
  id: string;
  companyId: string | null;
  companyName: string;
  status: "queued" | "done" | "failed";
  error: BatchItemError | null;
  documentId: string | null;
};

export async function getBatch(
  db: Db,
  officeId: string,
  batchId: string,
): Promise<{ batch: BatchSummary; items: BatchItemDto[] } | null> {
  const [batch] = (await listBatchesWhere(db, officeId, batchId)) ?? [];
  if (!batch) return null;
  const items = await db
    .select({
      id: officeBatchItems.id,
      companyId: officeBatchItems.companyId,
      companyName: officeBatchItems.companyName,
      status: officeBatchItems.status,
      error: officeBatchItems.error,
      documentId: officeBatchItems.documentId,
    })
    .from(officeBatchItems)
    .where(and(eq(officeBatchItems.batchId, batchId), eq(officeBatchItems.officeId, officeId)))
    .orderBy(asc(officeBatchItems.companyName));
  return {
    batch,
    items: items.map((i) => ({
      ...i,
      status: i.status as BatchItemDto["status"],
      error: i.error as BatchItemError | null,
    })),
  };
}

async function listBatchesWhere(db: Db, officeId: string, batchId: string): Promise<BatchSummary[]> {
  const rows = await db
    .select({
      id: officeBatches.id,
      kind: officeBatches.kind,
      share: officeBatches.shareWithClients,
      total: officeBatches.total,
      createdAt: officeBatches.createdAt,
      createdBy: officeBatches.createdBy,
      ...counts,
    })
    .from(officeBatches)
    .leftJoin(officeBatchItems, eq(officeBatchItems.batchId, officeBatches.id))
    .where(and(eq(officeBatches.officeId, officeId), eq(officeBatches.id, batchId)))
    .groupBy(officeBatches.id);
  return rows.map((r) => ({ ...r, kind: r.kind as BatchKind, createdAt: r.createdAt.toISOString() }));
}

/** The done documents of a batch, for its ZIP, in name order (ids only: the ZIP reads each file as it goes). */
export async function batchDocumentIds(db: Db, officeId: string, batchId: string): Promise<string[]> {
  const rows = await db
    .select({ id: officeDocuments.id })
    .from(officeDocuments)
    .where(and(eq(officeDocuments.batchId, batchId), eq(officeDocuments.officeId, officeId)))
    .orderBy(asc(officeDocuments.fileName));
  return rows.map((r) => r.id);
}

export async function readDocument(
  db: Db,
  id: string,
): Promise<{ fileName: string; content: Uint8Array; companyId: string } | null> {
  const [row] = await db
    .select({
      fileName: officeDocuments.fileName,
      content: officeDocuments.content,
      companyId: officeDocuments.companyId,
    })
    .from(officeDocuments)
    .where(eq(officeDocuments.id, id));
  return row ?? null;
}

/** The items of the member's own batch still queued; null when the batch is not theirs (or not the office's). */
export async function queuedItemIds(
  db: Db,
  officeId: string,
  batchId: string,
  userId: string,
): Promise<string[] | null> {
  const [batch] = await db
    .select({ id: officeBatches.id })
    .from(officeBatches)
    .where(
      and(eq(officeBatches.id, batchId), eq(officeBatches.officeId, officeId), eq(officeBatches.createdBy, userId)),
    );
  if (!batch) return null;
  const rows = await db
    .select({ id: officeBatchItems.id })
    .from(officeBatchItems)
    .where(and(eq(officeBatchItems.batchId, batchId), eq(officeBatchItems.status, "queued")));
  return rows.map((r) => r.id);
}
