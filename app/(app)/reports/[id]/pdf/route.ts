import { downloadReport } from "@/lib/reports/download";
import { REPORT_FLAGS } from "@/lib/reports/plan-flags";
import { idParams, routeHandler } from "@/lib/route-handler";

/** A report's PDF: `?modo=visualizar` opens it in the browser, otherwise it downloads (lib/reports/download.ts). */
export const GET = routeHandler(
  { auth: "session", params: idParams, feature: { flag: REPORT_FLAGS } },
  async ({ claims, params, request }) =>
    downloadReport(
      claims,
      params.id,
      new URL(request.url).searchParams.get("modo") === "visualizar" ? "inline" : "attachment",
    ),
);
