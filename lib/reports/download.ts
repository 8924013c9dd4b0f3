import "server-only";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/file-response";
import { reportFileName } from "./file-name";
import { getReportFile } from "./queries";

/**
 * The download route's work for the signed-in user (the route-handler pipeline answered 401, 404 for an id that is
 * no uuid and 403 without the plan's report flags): the report's file read under RLS and filtered by owner (404 for
 * anyone else's or for one not 'Concluído'), served with a readable pt-BR file name.
 */
export async function downloadReport(
  claims: JwtClaims,
  id: string,
  disposition: "attachment" | "inline",
): Promise<Response> {
  const file = await withRls(claims, (tx) => getReportFile(tx, claims.sub, id));
  if (!file) throw new AppError("not_found");
  return fileResponse(file.content, {
    name: reportFileName(file.title, file.createdAt),
    type: "application/pdf",
    inline: disposition === "inline",
    etag: file.sha256,
  });
}
