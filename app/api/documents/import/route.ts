import { confirmUpload } from "@/lib/documents/import";
import { UPLOAD_RATE_LIMIT } from "@/lib/documents/limits";
import { readUploadRequest } from "@/lib/documents/request";
import { routeHandler } from "@/lib/route-handler";

/** /companies/importar's confirmation: the same files again with the preview's fingerprint; each company in one transaction. */
export const POST = routeHandler(
  {
    auth: "session",
    rateLimit: [{ limit: UPLOAD_RATE_LIMIT, key: ({ claims }) => claims.sub, message: "documents.errors.rateLimited" }],
  },
  async (ctx) => {
    const { files, form } = await readUploadRequest(ctx.request);
    const fingerprint = String(form.get("fingerprint") ?? "").slice(0, 64);
    const keepFiles = form.get("keepFiles") === "true";
    const result = await confirmUpload(ctx.claims, files, { fingerprint, keepFiles, ip: ctx.ip });
    return Response.json(result, { status: result.ok ? 200 : 409, headers: { "Cache-Control": "no-store" } });
  },
);
