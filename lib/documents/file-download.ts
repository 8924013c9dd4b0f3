import "server-only";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/file-response";
import { getDocumentFile } from "./queries";

/**
 * A kept PDF of one of the owner's companies (a declaration's or a DAS's), as a download, never inline: anything but
 * the owner's own file of that company answers not found (the route's `params` schema refused ids that are no uuid).
 */
export async function documentFileResponse(
  claims: JwtClaims,
  companyId: string,
  of: { declarationId: string } | { dasId: string },
): Promise<Response> {
  const file = await withRls(claims, (tx) => getDocumentFile(tx, claims.sub, companyId, of));
  if (!file) throw new AppError("not_found");
  return fileResponse(file.content, { name: file.fileName, type: "application/pdf" });
}
