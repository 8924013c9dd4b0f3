import "server-only";
import { z } from "zod";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { checkFeature } from "@/lib/plans/gate";
import { fileResponse } from "@/lib/file-response";
import { reportFileName } from "./file-name";
import { getReportFile } from "./queries";
import { REPORT_FLAGS } from "./plan-flags";

/**
 * The download route's work for the signed-in user (the route-handler pipeline answered 401): the plan (403), the
 * report's file read under RLS and filtered by owner (404 for anyone else's or for one not 'Concluído'), served
 * with a readable pt-BR file name.
 */
export async function downloadReport(
  claims: JwtClaims,
  id: string,
  disposition: "attachment" | "inline",
): Promise<Response> {
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found");
  const denied = await checkFeature(claims, REPORT_FLAGS);
  if (denied) throw new AppError(denied.code, denied.message);
  const file = await withRls(claims, (tx) => getReportFile(tx, claims.sub, id));
  if (!file) throw new AppError("not_found");
  return fileResponse(file.content, {
    name: reportFileName(file.title, file.createdAt),
    type: "application/pdf",
    inline: disposition === "inline",
    etag: file.sha256,
  });
}
