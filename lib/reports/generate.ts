import "server-only";
import { getCompany } from "@/lib/companies/queries";
import { runWithServiceRole } from "@/lib/db/admin";
import type { Db } from "@/lib/db/client";
import type { RunStatus } from "@/lib/db/enums";
import type { OwnerDb } from "@/lib/db/handles";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { hasFeature } from "@/lib/plans/permissions";
import { getMyPermissions } from "@/lib/plans/queries";
import { redactError } from "@/lib/security/redact";
import type { ToolContext } from "@/lib/tools/context";
import { loadToolContext } from "@/lib/tools/load-context";
import { buildCompanyReport, buildPeriodReport, buildSimulationReport, type Branding } from "./build";
import { DOSSIER_CONTRIBUTORS } from "./dossier-insights";
import { reportTranslator, type Translate } from "./format";
import type { ReportDocument } from "./model";
import { WHITE_LABEL_FLAG } from "./plan-flags";
import { completeReport, failReport } from "./mutations";
import { renderReportPdf } from "./pdf/render";
import {
  getBrandingForCover,
  getReportJob,
  loadCompanySimulations,
  loadPeriodSimulations,
  loadSimulation,
} from "./queries";

// Rendering a report: read what it covers under the user's RLS, build the document, render the PDF outside any
// transaction (100–300 ms of CPU; the embedded database has one connection), then store the bytes and mark it
// 'completed' — or 'error' with a code, which the history offers to retry.

/** Simulations printed in full in a dossier / a period summary (the newest); the rest are named as left out. */
export const DOSSIER_SIMULATION_LIMIT = 30;
export const PERIOD_SIMULATION_LIMIT = 60;

/** A rendering that takes longer is abandoned as failed (a normal dossier takes well under a second). */
const RENDER_TIMEOUT_MS = 60_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took more than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

type Loaded = { doc: ReportDocument } | { missing: true } | null;

async function branding(db: Db, userId: string): Promise<Branding> {
  if (!hasFeature(await getMyPermissions(db), WHITE_LABEL_FLAG)) return null;
  const b = await getBrandingForCover(db, userId);
  if (!b) return null;
  const logo = b.logo
    ? { data: Buffer.from(b.logo.data), format: b.logo.mime === "image/png" ? ("png" as const) : ("jpg" as const) }
    : null;
  return { officeName: b.officeName, logo };
}

/** Everything the report covers, as a document; null when the report itself is gone (deleted meanwhile). */
export async function loadReportDocument(
  db: Db,
  userId: string,
  reportId: string,
  t: Translate,
  now: Date,
  tool: ToolContext,
): Promise<Loaded> {
  const job = await getReportJob(db, userId, reportId);
  if (!job) return null;
  const ctx = { t, generatedAt: now, branding: await branding(db, userId) };
  switch (job.type) {
    case "simulation": {
      const simulation = job.simulationId ? await loadSimulation(db, userId, job.simulationId) : null;
      return simulation ? { doc: buildSimulationReport(simulation, ctx) } : { missing: true };
    }
    case "company": {
      const company = job.companyId ? await getCompany(db, userId, job.companyId) : null;
      if (!company) return { missing: true };
      const simulations = await loadCompanySimulations(db, userId, company.id, DOSSIER_SIMULATION_LIMIT);
      const extra = [];
      for (const contributor of DOSSIER_CONTRIBUTORS)
        extra.push(...(await contributor.sections(db, { userId, companyId: company.id, t, tool })));
      return { doc: buildCompanyReport(company, simulations, extra, ctx) };
    }
    case "period": {
      if (!job.periodStart || !job.periodEnd) return { missing: true };
      const period = { start: job.periodStart, end: job.periodEnd };
      const simulations = await loadPeriodSimulations(db, userId, period, PERIOD_SIMULATION_LIMIT + 1);
      const truncated = simulations.length > PERIOD_SIMULATION_LIMIT;
      return {
        doc: buildPeriodReport(
          period,
          simulations.slice(0, PERIOD_SIMULATION_LIMIT),
          truncated ? PERIOD_SIMULATION_LIMIT : null,
          ctx,
        ),
      };
    }
  }
}

/**
 * Renders one report of the user whose verified claims are given and stores the result. Never throws: a failure
 * is logged (redacted) and recorded on the row as 'render_failed'; a deleted simulation or company as
 * 'source_missing'.
 */
export async function generateReport(
  owner: OwnerDb,
  claims: JwtClaims,
  reportId: string,
  now: Date = new Date(),
): Promise<RunStatus | null> {
  const userId = claims.sub;
  const t = reportTranslator();
  try {
    // The reference-rate scenarios are the server's (system_settings is not readable under the user's RLS).
    const tool = await loadToolContext(owner, now);
    const loaded = await runWithRls(owner, claims, (tx) => loadReportDocument(tx, userId, reportId, t, now, tool));
    if (loaded === null) return null;
    if ("missing" in loaded) {
      await runWithRls(owner, claims, (tx) => failReport(tx, userId, reportId, "source_missing"));
      return "error";
    }
    const pdf = await withTimeout(renderReportPdf(loaded.doc, t), RENDER_TIMEOUT_MS);
    // The PDF is written by the server only (users have no INSERT on report_files): the report was just loaded under
    // the user's RLS above, and every statement of completeReport filters by the owner id.
    await runWithServiceRole(owner, (tx) => completeReport(tx, userId, reportId, pdf));
    return "completed";
  } catch (error) {
    console.error(`[reports] rendering of report ${reportId} failed`, redactError(error, { stack: true }));
    try {
      await runWithRls(owner, claims, (tx) => failReport(tx, userId, reportId, "render_failed"));
    } catch (markError) {
      console.error(`[reports] could not mark report ${reportId} as failed`, redactError(markError));
    }
    return "error";
  }
}
