import { rowErrors } from "@/lib/documents/sheet/schema";
import { readCompaniesSheet } from "@/lib/documents/sheet/read";
import { SHEET_LIMITS, UPLOAD_RATE_LIMIT } from "@/lib/documents/limits";
import { AppError } from "@/lib/errors";
import { routeHandler } from "@/lib/route-handler";
import { readFormCapped } from "@/lib/security/read-body";

/** /companies/importar's spreadsheet preview: the lines read as text, each with its errors; nothing is written. */
export const POST = routeHandler(
  {
    auth: "session",
    rateLimit: [{ limit: UPLOAD_RATE_LIMIT, key: ({ claims }) => claims.sub, message: "documents.errors.rateLimited" }],
  },
  async ({ request }) => {
    const read = await readFormCapped(request, SHEET_LIMITS.bytes + 64 * 1024);
    if (!read.ok)
      throw new AppError(
        read.code,
        read.code === "payload_too_large" ? "documents.sheet.refusals.sheet_too_large" : "documents.errors.badUpload",
      );
    const file = read.form.get("file");
    if (!file || typeof file === "string") throw new AppError("bad_request", "documents.errors.noFiles");
    const sheet = await readCompaniesSheet(new Uint8Array(await file.arrayBuffer()));
    if (!sheet.ok) return Response.json({ ok: false, reason: sheet.reason }, { status: 422 });
    const rows = sheet.rows.map((r) => ({ ...r, errors: rowErrors(r.values) }));
    return Response.json({ ok: true, months: sheet.months, rows }, { headers: { "Cache-Control": "no-store" } });
  },
);
