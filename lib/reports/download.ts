import "server-only";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { problemOf, type AppErrorCode } from "@/lib/errors";
import { checkFeature } from "@/lib/plans/gate";
import { contentDisposition, reportFileName } from "./file-name";
import { getReportFile } from "./queries";
import { REPORT_FLAGS } from "./plan-flags";

function problem(code: AppErrorCode): Response {
  const { status, body } = problemOf(code);
  return Response.json(body, {
    status,
    headers: { "content-type": "application/problem+json", "cache-control": "no-store" },
  });
}

/**
 * The download route's work: the signed-in user (401), the plan (403), the report's file read under RLS and
 * filtered by owner (404 for anyone else's or for one not 'Concluído'), served with a readable pt-BR file name.
 */
export async function downloadReport(id: string, disposition: "attachment" | "inline"): Promise<Response> {
  const user = await getCurrentUser();
  if (!user) return problem("unauthenticated");
  if (!z.uuid().safeParse(id).success) return problem("not_found");
  const denied = await checkFeature(user.claims, REPORT_FLAGS);
  if (denied) return problem(denied.code);
  const file = await withRls(user.claims, (tx) => getReportFile(tx, user.claims.sub, id));
  if (!file) return problem("not_found");
  const body = Buffer.from(file.content);
  return new Response(body, {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(body.length),
      "content-disposition": contentDisposition(disposition, reportFileName(file.title, file.createdAt)),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      etag: `"${file.sha256}"`,
    },
  });
}
