import { downloadReport } from "@/lib/reports/download";
import { routeHandler } from "@/lib/route-handler";

/** A report's PDF: `?modo=visualizar` opens it in the browser, otherwise it downloads (lib/reports/download.ts). */
export const GET = routeHandler<"session", { id: string }>({ auth: "session" }, async ({ claims, params, request }) =>
  downloadReport(
    claims,
    params.id,
    new URL(request.url).searchParams.get("modo") === "visualizar" ? "inline" : "attachment",
  ),
);
