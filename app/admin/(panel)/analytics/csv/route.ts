import { downloadAnalyticsCsv } from "@/lib/analytics/download";

/** The figures of /admin/analytics for `?periodo=`, as CSV (lib/analytics/download.ts). */
export async function GET(request: Request) {
  return downloadAnalyticsCsv(request);
}
