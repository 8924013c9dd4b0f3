import { downloadAnalyticsCsv } from "@/lib/analytics/download";
import { routeHandler } from "@/lib/route-handler";

/** The figures of /admin/analytics for `?periodo=`, as CSV (lib/analytics/download.ts). */
export const GET = routeHandler({ auth: "admin" }, async ({ user, request }) =>
  downloadAnalyticsCsv(user.claims, request),
);
