import { previewUpload } from "@/lib/documents/import";
import { UPLOAD_RATE_LIMIT } from "@/lib/documents/limits";
import { readUploadRequest } from "@/lib/documents/request";
import { routeHandler } from "@/lib/route-handler";

/** /companies/importar's preview: the PDFs (or ZIPs) read, recognised and reconciled; nothing is written. */
export const POST = routeHandler(
  {
    auth: "session",
    rateLimit: [{ limit: UPLOAD_RATE_LIMIT, key: ({ claims }) => claims.sub, message: "documents.errors.rateLimited" }],
  },
  async ({ request, claims }) => {
    const { files } = await readUploadRequest(request);
    return Response.json({ plan: await previewUpload(claims, files) }, { headers: { "Cache-Control": "no-store" } });
  },
);
