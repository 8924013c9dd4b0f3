import "server-only";
import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { REPORT_TYPES, type LogoMimeType, type ReportType, type RunStatus, type SimulationType } from "@/lib/db/enums";
import { companies, reportBranding, reportFiles, reports, simulations } from "@/lib/db/schema";
import type { SavedSimulation } from "./sections";

/**
 * A report still 'processing' after this long lost its rendering (the server restarted mid-way): the history
 * shows it as Erro, with the retry.
 */
export const STALE_PROCESSING_MINUTES = 5;
const stale = sql<boolean>`${reports.status} = 'processing' and ${reports.updatedAt} < now() - make_interval(mins => ${STALE_PROCESSING_MINUTES})`;

/** A row of the history: no bytes, no user id. */
export type ReportListItem = {
  id: string;
  title: string;
  type: ReportType;
  status: RunStatus;
  /** Error code of a failed rendering ('render_failed', 'source_missing', 'interrupted'). */
  error: string | null;
  companyName: string | null;
  createdAt: string;
  sizeBytes: number | null;
};

/** The user's reports, newest first; a processing row that went stale reads as an interrupted error. */
export async function listReports(db: Db, userId: string, limit = 100): Promise<ReportListItem[]> {
  const rows = await db
    .select({
      id: reports.id,
      title: reports.title,
      type: reports.type,
      status: reports.status,
      error: reports.error,
      stale,
      companyName: companies.name,
      createdAt: reports.createdAt,
      sizeBytes: reportFiles.sizeBytes,
    })
    .from(reports)
    .leftJoin(companies, eq(companies.id, reports.companyId))
    .leftJoin(reportFiles, eq(reportFiles.reportId, reports.id))
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    status: r.stale ? "error" : r.status,
    error: r.stale ? "interrupted" : r.error,
    companyName: r.companyName,
    createdAt: new Date(r.createdAt).toISOString(),
    sizeBytes: r.sizeBytes,
  }));
}

/** How many reports of each type the user has generated (the counters of /reports). */
export async function countReportsByType(db: Db, userId: string): Promise<Record<ReportType, number>> {
  const rows = await db
    .select({ type: reports.type, n: count() })
    .from(reports)
    .where(eq(reports.userId, userId))
    .groupBy(reports.type);
  const counts = Object.fromEntries(REPORT_TYPES.map((t) => [t, 0])) as Record<ReportType, number>;
  for (const r of rows) counts[r.type] = Number(r.n);
  return counts;
}

/** What the generator needs of a report row. */
export type ReportJob = {
  id: string;
  type: ReportType;
  status: RunStatus;
  stale: boolean;
  simulationId: string | null;
  companyId: string | null;
  periodStart: string | null;
  periodEnd: string | null;
};

export async function getReportJob(db: Db, userId: string, id: string): Promise<ReportJob | null> {
  const [row] = await db
    .select({
      id: reports.id,
      type: reports.type,
      status: reports.status,
      stale,
      simulationId: reports.simulationId,
      companyId: reports.companyId,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
    })
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The PDF of a completed report, for the download route. */
export type ReportFile = { title: string; createdAt: string; content: Uint8Array; sizeBytes: number; sha256: string };

export async function getReportFile(db: Db, userId: string, id: string): Promise<ReportFile | null> {
  const [row] = await db
    .select({
      title: reports.title,
      createdAt: reports.createdAt,
      content: reportFiles.content,
      sizeBytes: reportFiles.sizeBytes,
      sha256: reportFiles.sha256,
    })
    .from(reports)
    .innerJoin(reportFiles, eq(reportFiles.reportId, reports.id))
    .where(
      and(
        eq(reports.id, id),
        eq(reports.userId, userId),
        eq(reportFiles.userId, userId),
        eq(reports.status, "completed"),
      ),
    )
    .limit(1);
  return row ? { ...row, createdAt: new Date(row.createdAt).toISOString() } : null;
}

// ---------------------------------------------------------------------------------------------
// Saved simulations, as the report builders read them.

const simulationColumns = {
  id: simulations.id,
  title: simulations.title,
  type: simulations.simulationType,
  companyId: simulations.companyId,
  companyName: companies.name,
  createdAt: simulations.createdAt,
  year: simulations.year,
  savings: simulations.savings,
  input: simulations.input,
  result: simulations.result,
};

type SimulationRow = {
  id: string;
  title: string;
  type: SimulationType;
  companyId: string | null;
  companyName: string | null;
  createdAt: Date | string;
  year: number | null;
  savings: string | null;
  input: unknown;
  result: unknown;
};

export type LoadedSimulation = SavedSimulation & { companyId: string | null };

function toSaved(r: SimulationRow): LoadedSimulation {
  return {
    ...r,
    createdAt: new Date(r.createdAt).toISOString(),
    savings: r.savings === null ? null : Number(r.savings),
  };
}

function simulationQuery(db: Db) {
  return db.select(simulationColumns).from(simulations).leftJoin(companies, eq(companies.id, simulations.companyId));
}

export async function loadSimulation(db: Db, userId: string, id: string): Promise<LoadedSimulation | null> {
  const [row] = await simulationQuery(db)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId), eq(simulations.status, "completed")))
    .limit(1);
  return row ? toSaved(row) : null;
}

/** The company's completed simulations, newest first. */
export async function loadCompanySimulations(
  db: Db,
  userId: string,
  companyId: string,
  limit: number,
): Promise<LoadedSimulation[]> {
  const rows = await simulationQuery(db)
    .where(
      and(eq(simulations.userId, userId), eq(simulations.companyId, companyId), eq(simulations.status, "completed")),
    )
    .orderBy(desc(simulations.createdAt))
    .limit(limit);
  return rows.map(toSaved);
}

/** Completed simulations saved from `start` to `end` (calendar dates in Brasília, inclusive), newest first. */
export async function loadPeriodSimulations(
  db: Db,
  userId: string,
  period: { start: string; end: string },
  limit: number,
): Promise<LoadedSimulation[]> {
  const from = sql`(${period.start}::date)::timestamp at time zone 'America/Sao_Paulo'`;
  const to = sql`((${period.end}::date + 1))::timestamp at time zone 'America/Sao_Paulo'`;
  const rows = await simulationQuery(db)
    .where(
      and(
        eq(simulations.userId, userId),
        eq(simulations.status, "completed"),
        gte(simulations.createdAt, from),
        lt(simulations.createdAt, to),
      ),
    )
    .orderBy(desc(simulations.createdAt))
    .limit(limit);
  return rows.map(toSaved);
}

/** The saved simulations a report can be generated from (the form's select), newest first. */
export async function listReportableSimulations(
  db: Db,
  userId: string,
): Promise<{ id: string; title: string; type: SimulationType; createdAt: string }[]> {
  const rows = await db
    .select({
      id: simulations.id,
      title: simulations.title,
      type: simulations.simulationType,
      createdAt: simulations.createdAt,
    })
    .from(simulations)
    .where(and(eq(simulations.userId, userId), eq(simulations.status, "completed")))
    .orderBy(desc(simulations.createdAt))
    .limit(200);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/** The user's companies for the dossier select, by name. */
export async function listReportableCompanies(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(asc(companies.name));
}

// ---------------------------------------------------------------------------------------------
// White-label.

/** What /settings shows of the branding: never the logo bytes. */
export type BrandingDto = {
  officeName: string;
  logo: { mime: LogoMimeType; width: number; height: number; sizeBytes: number } | null;
};

export async function getBrandingSettings(db: Db, userId: string): Promise<BrandingDto | null> {
  const [row] = await db
    .select({
      officeName: reportBranding.officeName,
      mime: reportBranding.logoMime,
      width: reportBranding.logoWidth,
      height: reportBranding.logoHeight,
      sizeBytes: sql<number | null>`length(${reportBranding.logo})`,
    })
    .from(reportBranding)
    .where(eq(reportBranding.userId, userId))
    .limit(1);
  if (!row) return null;
  const logo =
    row.mime && row.width && row.height
      ? { mime: row.mime, width: row.width, height: row.height, sizeBytes: Number(row.sizeBytes) }
      : null;
  return { officeName: row.officeName, logo };
}

/** The branding with the logo bytes, for the cover. */
export async function getBrandingForCover(
  db: Db,
  userId: string,
): Promise<{ officeName: string; logo: { data: Uint8Array; mime: LogoMimeType } | null } | null> {
  const [row] = await db
    .select({ officeName: reportBranding.officeName, logo: reportBranding.logo, mime: reportBranding.logoMime })
    .from(reportBranding)
    .where(eq(reportBranding.userId, userId))
    .limit(1);
  if (!row) return null;
  return { officeName: row.officeName, logo: row.logo && row.mime ? { data: row.logo, mime: row.mime } : null };
}
