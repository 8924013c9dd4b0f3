"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { auditAsService } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import { withRls } from "@/lib/db/rls";
import { deleteDocumentFile } from "./mutations";

const keptFileSchema = z.union([
  z.object({ companyId: z.uuid(), declarationId: z.uuid() }),
  z.object({ companyId: z.uuid(), dasId: z.uuid() }),
]);

/** "Excluir o PDF" on the company page: the kept file goes, the declaration's or DAS's data stays; audited. */
export const deleteDocumentFileAction = userAction(
  { schema: keptFileSchema, invalid: "documents.company.fileNotFound" },
  async ({ input, ctx }) => {
    const { companyId, ...of } = input;
    const deleted = await withRls(ctx.claims, (tx) => deleteDocumentFile(tx, ctx.claims.sub, companyId, of));
    if (!deleted) return fail("not_found", "documents.company.fileNotFound");
    await auditAsService(await getDb(), {
      actorId: ctx.claims.sub,
      action: "documents.file_delete",
      target: `company:${companyId}`,
      ip: ctx.ip,
      details: { ...of, sha256: deleted.sha256 },
    });
    revalidatePath(`/companies/${companyId}`);
    return ok(undefined);
  },
);
