import { idParams, routeHandler } from "@/lib/route-handler";
import { downloadSystemReport } from "@/lib/system-reports/download";

/** A system report's file, once 'Concluído' (lib/system-reports/download.ts). */
export const GET = routeHandler({ auth: "admin", params: idParams }, async ({ user, params, ip }) =>
  downloadSystemReport(user.claims, params.id, ip),
);
