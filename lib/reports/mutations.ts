import "server-only";
import { createHash } from "node:crypto";
import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { ServiceDb } from "@/lib/db/handles";
import type { LogoMimeType, ReportType } from "@/lib/db/enums";
import { reportBranding, reportFiles, reports } from "@/lib/db/schema";
import { STALE_PROCESSING_MINUTES } from "./queries";

export type NewReport = {
  type: ReportType;
  title: string;
  simulationId?: string | null;
  companyId?: string | null;
  period?: { start: string; end: string } | null;
};

/** A report row in 'processing'; the database checks the plan flags (reports, pdfReports) and ownership (RLS). */
export async function insertReport(db: Db, userId: string, r: NewReport): Promise<{ id: string }> {
  const [row] = await db
    .insert(reports)
    .values({
      userId,
      type: r.type,
      title: r.title.slice(0, 200),
      status: "processing",
      simulationId: r.simulationId ?? null,
      companyId: r.companyId ?? null,
      periodStart: r.period?.start ?? null,
      periodEnd: r.period?.end ?? null,
    })
    .returning({ id: reports.id });
  return row;
}

/**
 * Back to 'processing' for a retry: only a report in error (or one whose rendering was interrupted). False when
 * there is no such report, so two clicks never render twice.
 */
export async function reopenReport(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ status: "processing", error: null })
    .where(
      and(
        eq(reports.id, id),
        eq(reports.userId, userId),
        or(
          eq(reports.status, "error"),
          sql`${reports.status} = 'processing' and ${reports.updatedAt} < now() - make_interval(mins => ${STALE_PROCESSING_MINUTES})`,
        ),
      ),
    )
    .returning({ id: reports.id });
  return rows.length > 0;
}

export const sha256Hex = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("hex");

/** Stores the PDF (size and SHA-256 beside it) and marks the report 'completed', in the caller's transaction. */
export async function completeReport(
  db: Db,
  userId: string,
  id: string,
  pdf: Uint8Array,
): Promise<{ sizeBytes: number; sha256: string }> {
  const sha256 = sha256Hex(pdf);
  await db.delete(reportFiles).where(and(eq(reportFiles.reportId, id), eq(reportFiles.userId, userId)));
  await db.insert(reportFiles).values({ reportId: id, userId, content: pdf, sizeBytes: pdf.byteLength, sha256 });
  await db
    .update(reports)
    .set({ status: "completed", error: null })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)));
  return { sizeBytes: pdf.byteLength, sha256 };
}

/** Marks the report 'error' with a code (never an exception's text). */
export async function failReport(db: Db, userId: string, id: string, code: string): Promise<void> {
  await db
    .update(reports)
    .set({ status: "error", error: code })
    .where(and(eq(reports.id, id), eq(reports.userId, userId)));
}

/** Deletes the report and its file; false when the user has no such report. */
export async function deleteReport(db: Db, userId: string, id: string): Promise<boolean> {
  await db.delete(reportFiles).where(and(eq(reportFiles.reportId, id), eq(reportFiles.userId, userId)));
  const rows = await db
    .delete(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .returning({ id: reports.id });
  return rows.length > 0;
}

export type BrandingUpdate = {
  officeName: string;
  /** A new logo, null to remove it, undefined to keep the current one. */
  logo?: { data: Uint8Array; mime: LogoMimeType; width: number; height: number } | null;
};

/** Creates or updates the white-label cover's office name, as the user: RLS requires the enterprise flag. */
export async function saveBranding(db: Db, userId: string, b: Pick<BrandingUpdate, "officeName">): Promise<void> {
  const [existing] = await db
    .select({ userId: reportBranding.userId })
    .from(reportBranding)
    .where(eq(reportBranding.userId, userId))
    .limit(1);
  // A new row starts with the office name only (the insert grant has no logo columns, and Drizzle's insert would
  // name them all); the logo follows as an update.
  if (!existing)
    await db.execute(
      sql`insert into public.report_branding (user_id, office_name) values (${userId}, ${b.officeName})`,
    );
  await db.update(reportBranding).set({ officeName: b.officeName }).where(eq(reportBranding.userId, userId));
}

/**
 * Stores (or removes) the logo of a cover saveBranding wrote, as the server: only bytes the server decoded, measured
 * and drew once reach the PDF renderer (users have no write grant on the logo's columns).
 */
export async function storeBrandingLogo(
  db: ServiceDb,
  userId: string,
  logo: NonNullable<BrandingUpdate["logo"]> | null,
): Promise<void> {
  const columns =
    logo === null
      ? { logo: null, logoMime: null, logoWidth: null, logoHeight: null }
      : { logo: logo.data, logoMime: logo.mime, logoWidth: logo.width, logoHeight: logo.height };
  await db.update(reportBranding).set(columns).where(eq(reportBranding.userId, userId));
}

export async function deleteBranding(db: Db, userId: string): Promise<void> {
  await db.delete(reportBranding).where(eq(reportBranding.userId, userId));
}
