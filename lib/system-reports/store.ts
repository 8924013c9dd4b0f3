import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { RunStatus, SystemReportFormat, SystemReportKind } from "@/lib/db/enums";
import { profiles, systemReports } from "@/lib/db/schema";

// Rows of public.system_reports (admins only under RLS). Listing never reads the file's bytes.

/** A row left 'processing' this long (server restarted mid-render) reads as an interrupted error. */
export const STALE_PROCESSING_MS = 5 * 60_000;

export type NewSystemReport = {
  requestedBy: string;
  kind: SystemReportKind;
  format: SystemReportFormat;
  from: Date;
  to: Date;
};

export async function insertSystemReport(db: Db, report: NewSystemReport): Promise<{ id: string }> {
  const [row] = await db
    .insert(systemReports)
    .values({
      requestedBy: report.requestedBy,
      kind: report.kind,
      format: report.format,
      periodFrom: report.from,
      periodTo: report.to,
    })
    .returning({ id: systemReports.id });
  return row;
}

export type SystemReportJob = {
  id: string;
  kind: SystemReportKind;
  format: SystemReportFormat;
  from: Date;
  to: Date;
  createdAt: Date;
  status: RunStatus;
};

/** Which report, in which format, over which period: what the job and the history both show. */
const WHAT_AND_WHEN = {
  id: systemReports.id,
  kind: systemReports.kind,
  format: systemReports.format,
  from: systemReports.periodFrom,
  to: systemReports.periodTo,
};

export async function getSystemReportJob(db: Db, id: string): Promise<SystemReportJob | null> {
  const [row] = await db
    .select({ ...WHAT_AND_WHEN, createdAt: systemReports.createdAt, status: systemReports.status })
    .from(systemReports)
    .where(eq(systemReports.id, id));
  return row ?? null;
}

/** Stores the file and marks the row 'completed', only while it is still 'processing'. */
export async function completeSystemReport(db: Db, id: string, content: Uint8Array): Promise<boolean> {
  const done = await db
    .update(systemReports)
    .set({ status: "completed", content, sizeBytes: content.byteLength, error: null, completedAt: new Date() })
    .where(and(eq(systemReports.id, id), eq(systemReports.status, "processing")))
    .returning({ id: systemReports.id });
  return done.length > 0;
}

export async function failSystemReport(db: Db, id: string, code: string): Promise<void> {
  await db
    .update(systemReports)
    .set({ status: "error", error: code, completedAt: new Date() })
    .where(and(eq(systemReports.id, id), eq(systemReports.status, "processing")));
}

export type SystemReportRow = {
  id: string;
  kind: SystemReportKind;
  format: SystemReportFormat;
  from: Date;
  to: Date;
  /** 'error' also for a row stuck in 'processing' past STALE_PROCESSING_MS. */
  status: RunStatus;
  sizeBytes: number | null;
  createdAt: Date;
  requestedBy: string | null;
};

/** The history, newest first (pages of 50, docs/decisions.md S3). */
export async function listSystemReports(db: Db, now: Date = new Date(), limit = 50): Promise<SystemReportRow[]> {
  const rows = await db
    .select({
      ...WHAT_AND_WHEN,
      status: systemReports.status,
      sizeBytes: systemReports.sizeBytes,
      createdAt: systemReports.createdAt,
      requestedBy: profiles.name,
    })
    .from(systemReports)
    .leftJoin(profiles, eq(profiles.id, systemReports.requestedBy))
    .orderBy(desc(systemReports.createdAt), desc(systemReports.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    status:
      r.status === "processing" && now.getTime() - r.createdAt.getTime() > STALE_PROCESSING_MS ? "error" : r.status,
  }));
}

export type SystemReportFile = {
  kind: SystemReportKind;
  format: SystemReportFormat;
  from: Date;
  to: Date;
  content: Uint8Array;
};

/** The file of a 'completed' report; null for any other (processing, error, missing). */
export async function getSystemReportFile(db: Db, id: string): Promise<SystemReportFile | null> {
  const [row] = await db
    .select({
      kind: systemReports.kind,
      format: systemReports.format,
      from: systemReports.periodFrom,
      to: systemReports.periodTo,
      content: systemReports.content,
    })
    .from(systemReports)
    .where(
      and(eq(systemReports.id, id), eq(systemReports.status, "completed"), sql`${systemReports.content} is not null`),
    );
  return row?.content ? { ...row, content: row.content } : null;
}
