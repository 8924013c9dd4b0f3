import { collectAccountExport } from "@/lib/account/export";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { fileResponse } from "@/lib/file-response";
import { routeHandler } from "@/lib/route-handler";

/** Settings › Privacidade › "Exportar meus dados": a JSON file with every row the signed-in user owns. */
export const GET = routeHandler({ auth: "session" }, async ({ claims }) => {
  const data = await withRls(claims, (tx) => collectAccountExport(tx, claims.sub));
  return fileResponse(JSON.stringify(data, null, 2), {
    name: `tributo-certo-meus-dados-${todayIso()}.json`,
    type: "application/json; charset=utf-8",
  });
});
