import "server-only";
import { after } from "next/server";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { getCompany } from "@/lib/companies/queries";
import { getDb } from "@/lib/db/client";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { date, reportTranslator } from "./format";
import { generateReport } from "./generate";
import { deleteReport, insertReport, reopenReport, type NewReport } from "./mutations";
import { loadSimulation } from "./queries";
import type { ReportRequest } from "./schema";

// What the report actions do (actions.ts stays thin and declares the plan flags; the branding ones are in branding.ts):
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
