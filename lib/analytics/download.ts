import "server-only";
import type { AuthClaims } from "@/lib/auth/types";
import { fileDate } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { fileResponse } from "@/lib/file-response";
import { reportTranslator } from "@/lib/reports/format";
import { analyticsSections, CSV_CELLS, sectionsCsv } from "./export";
import { parsePeriod, periodRange } from "./period";
import { getAnalytics } from "./queries";

/**
 * GET /admin/analytics/csv?periodo=…: what the page shows for that period, as CSV, for an administrator (the
 * route-handler pipeline checked the role).
 */
export async function downloadAnalyticsCsv(claims: AuthClaims, request: Request): Promise<Response> {
  const range = periodRange(parsePeriod(new URL(request.url).searchParams.get("periodo")));
  const analytics = await withRls(claims, (tx) => getAnalytics(tx, range));
  const t = reportTranslator();
  const csv = sectionsCsv(analyticsSections(analytics, t, CSV_CELLS), t("adminAnalytics.export.empty"));
  return fileResponse(csv, {
    name: t("adminAnalytics.export.fileName", { start: fileDate(range.start), end: fileDate(range.end) }),
    type: "text/csv; charset=utf-8",
  });
}
