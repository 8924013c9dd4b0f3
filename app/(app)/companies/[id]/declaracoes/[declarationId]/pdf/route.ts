import { z } from "zod";
import { withRls } from "@/lib/db/rls";
import { getDocumentFile } from "@/lib/documents/queries";
import { AppError } from "@/lib/errors";
import { routeHandler } from "@/lib/route-handler";

/** The PDF of a declaration, kept at its owner's choice; served as a download, never inline. */
export const GET = routeHandler<"session", { id: string; declarationId: string }>(
  { auth: "session" },
  async ({ claims, params }) => {
    const id = z.uuid().safeParse(params.declarationId);
    if (!id.success) throw new AppError("not_found");
    const file = await withRls(claims, (tx) => getDocumentFile(tx, claims.sub, id.data));
    if (!file) throw new AppError("not_found");
    return new Response(Buffer.from(file.content), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="declaracao.pdf"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
