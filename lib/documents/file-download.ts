import "server-only";
import { z } from "zod";
import { withRls, type JwtClaims } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/file-response";
import { getDocumentFile } from "./queries";

const uuid = z.uuid();

/**
 * A kept PDF of one of the owner's companies (a declaration's or a DAS's), as a download, never inline: anything but
 * the owner's own file of that company answers not found.
 */
export async function documentFileResponse(
  claims: JwtClaims,
  companyId: string,
  of: { declarationId: string } | { dasId: string },
): Promise<Response> {
  const id = "declarationId" in of ? of.declarationId : of.dasId;
  if (!uuid.safeParse(companyId).success || !uuid.safeParse(id).success) throw new AppError("not_found");
  const file = await withRls(claims, (tx) => getDocumentFile(tx, claims.sub, companyId, of));
  if (!file) throw new AppError("not_found");
  return fileResponse(file.content, { name: file.fileName, type: "application/pdf" });
}
