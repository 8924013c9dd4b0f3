import "server-only";
import { withRls } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { hasFeature } from "@/lib/plans/permissions";
import { fileResponse } from "@/lib/file-response";
import { reportFileName } from "@/lib/reports/file-name";
import { REPORT_FLAGS } from "@/lib/reports/plan-flags";
import { getReportFile, getReportJob, listReports } from "@/lib/reports/queries";
import type { PlanPermissions } from "@/lib/db/enums";
import { apiEndpoint, byId, notFound, type ApiHandler } from "./handler";

// /api/v1/reports: the key owner's reports (metadata, newest first) and the PDF of one that is Concluído, read
// under RLS and filtered by owner, as /reports and its download route do.

function assertReports(permissions: PlanPermissions) {
  if (!REPORT_FLAGS.every((flag) => hasFeature(permissions, flag)))
    throw new AppError("feature_locked", "api.errors.upgrade");
}

export const listReportsHandler: ApiHandler = async ({ claims, permissions }) => {
  assertReports(permissions);
  const data = await withRls(claims, (tx) => listReports(tx, claims.sub));
  return Response.json({ data });
};

export const downloadReportHandler = apiEndpoint({ params: byId }, async ({ claims, permissions, params: { id } }) => {
  assertReports(permissions);
  const found = await withRls(claims, async (tx) => ({
    job: await getReportJob(tx, claims.sub, id),
    file: await getReportFile(tx, claims.sub, id),
  }));
  if (!found.job) throw notFound();
  if (!found.file) throw new AppError("conflict", "api.errors.reportNotReady");
  return fileResponse(found.file.content, {
    name: reportFileName(found.file.title, found.file.createdAt),
    type: "application/pdf",
    etag: found.file.sha256,
  });
});
