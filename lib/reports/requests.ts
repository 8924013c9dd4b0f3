import "server-only";
import { after } from "next/server";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCompany } from "@/lib/companies/queries";
import { getDb } from "@/lib/db/client";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { date, reportTranslator } from "./format";
import { generateReport } from "./generate";
import { checkLogo, type LogoCheck } from "./logo";
import {
  deleteBranding,
  deleteReport,
  insertReport,
  reopenReport,
  saveBranding,
  type BrandingUpdate,
  type NewReport,
} from "./mutations";
import { probeLogo } from "./pdf/render";
import { loadSimulation } from "./queries";
import type { ReportRequest } from "./schema";

// What the report actions do (actions.ts stays thin and declares the plan flags: REPORT_FLAGS, WHITE_LABEL_FLAG):
// create the row 'processing', and render after the response (next/server after()): the user sees 'Processando' at once and the history refreshes
// itself until the row turns 'Concluído' or 'Erro'.

function renderLater(claims: JwtClaims, reportId: string) {
  after(async () => {
    await generateReport(await getDb(), claims, reportId);
  });
}

/** Creates a report of a simulation, a company or a period, and schedules its rendering. */
export async function requestReport(claims: JwtClaims, request: ReportRequest): Promise<ActionResult<{ id: string }>> {
  const t = reportTranslator();
  const userId = claims.sub;
  const created = await withRls(claims, async (tx): Promise<ActionResult<{ id: string }>> => {
    let row: NewReport;
    if (request.kind === "simulation") {
      const simulation = await loadSimulation(tx, userId, request.simulationId);
      if (!simulation)
        return fail("not_found", "simulations.errors.notFound", { simulationId: "simulations.errors.notFound" });
      row = {
        type: "simulation",
        title: simulation.title,
        simulationId: simulation.id,
        companyId: simulation.companyId,
      };
    } else if (request.kind === "company") {
      const company = await getCompany(tx, userId, request.companyId);
      if (!company) return fail("not_found", "companies.errors.notFound", { companyId: "companies.errors.notFound" });
      row = { type: "company", title: t("reports.pdf.company.title", { name: company.name }), companyId: company.id };
    } else {
      const range = t("reports.pdf.period.range", { start: date(request.start), end: date(request.end) });
      row = {
        type: "period",
        title: t("reports.pdf.period.title", { range }),
        period: { start: request.start, end: request.end },
      };
    }
    return ok(await insertReport(tx, userId, row));
  });
  if (created.ok) renderLater(claims, created.data.id);
  return created;
}

/** 'Tentar novamente' on a report in error. */
export async function retryReport(claims: JwtClaims, id: string): Promise<ActionResult<{ id: string }>> {
  const reopened = await withRls(claims, (tx) => reopenReport(tx, claims.sub, id));
  if (!reopened) return fail("conflict", "reports.errors.notRetryable");
  renderLater(claims, id);
  return ok({ id });
}

export async function removeReport(claims: JwtClaims, id: string): Promise<ActionResult> {
  const found = await withRls(claims, (tx) => deleteReport(tx, claims.sub, id));
  return found ? ok(undefined) : fail("not_found", "reports.errors.notFound");
}

/**
 * Saves the white-label cover (enterprise). The logo is checked by its magic bytes and decoded dimensions, then
 * drawn once into a probe PDF, so a file the renderer cannot read is refused here rather than failing every
 * report later.
 */
export async function saveReportBranding(
  claims: JwtClaims,
  input: { officeName: string; removeLogo: boolean; logo: Blob | null },
): Promise<ActionResult> {
  const update: BrandingUpdate = { officeName: input.officeName };
  if (input.logo) {
    const bytes = new Uint8Array(await input.logo.arrayBuffer());
    const checked = checkLogo(bytes);
    const field = (key: Extract<LogoCheck, { ok: false }>["error"]) =>
      fail("invalid_input", `reports.branding.errors.${key}`, { logo: `reports.branding.errors.${key}` });
    if (!checked.ok) return field(checked.error);
    if (!(await probeLogo(bytes, checked.mime))) return field("logoType");
    update.logo = { data: bytes, mime: checked.mime, width: checked.width, height: checked.height };
  } else if (input.removeLogo) {
    update.logo = null;
  }
  await withRls(claims, (tx) => saveBranding(tx, claims.sub, update));
  return ok(undefined);
}

export async function removeReportBranding(claims: JwtClaims): Promise<ActionResult> {
  await withRls(claims, (tx) => deleteBranding(tx, claims.sub));
  return ok(undefined);
}
