import { routeHandler } from "@/lib/route-handler";
import { downloadSystemReport } from "@/lib/system-reports/download";

/** A system report's file, once 'Concluído' (lib/system-reports/download.ts). */
export const GET = routeHandler<"admin", { id: string }>({ auth: "admin" }, async ({ user, params, ip }) =>
  downloadSystemReport(user.claims, params.id, ip),
);
