import "server-only";
import { getCompany } from "@/lib/companies/queries";
import { withRls } from "@/lib/db/rls";
import { analyseUpload } from "@/lib/documents/import";
import { listDeclarations } from "@/lib/documents/queries";
import { UPLOAD_RATE_LIMIT } from "@/lib/documents/limits";
import { readUploadRequest } from "@/lib/documents/request";
import { apiEndpoint, byId, notFound } from "./handler";

// /api/v1/documents and /api/v1/companies/{id}/declarations: the documents-in feature for integrations.

/**
 * POST multipart (field `files`: PDFs or ZIPs): each document read, recognised and reconciled; nothing is written.
 * Under the screens' upload limit, per key owner: each call reads up to a few hundred PDFs (the key's own 120 a minute
 * would let one script hold the server's reading threads).
 */
export const analyseDocumentsHandler = apiEndpoint(
  {
    rateLimit: [
      { limit: UPLOAD_RATE_LIMIT, key: ({ claims }) => claims.sub, message: "documents.errors.apiRateLimited" },
    ],
  },
  async ({ request }) => {
    const { files } = await readUploadRequest(request);
    return Response.json({ data: await analyseUpload(files) });
  },
);

/** The declarations imported for one of the caller's companies, newest PA first, with their status. */
export const listDeclarationsHandler = apiEndpoint({ params: byId }, async ({ claims, params: { id } }) => {
  const data = await withRls(claims, async (tx) =>
    (await getCompany(tx, claims.sub, id)) ? listDeclarations(tx, claims.sub, id) : null,
  );
  if (!data) throw notFound();
  return Response.json({ data });
});
