import { collectAccountExport } from "@/lib/account/export";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { routeHandler } from "@/lib/route-handler";

/** Settings › Privacidade › "Exportar meus dados": a JSON file with every row the signed-in user owns. */
export const GET = routeHandler({ auth: "session" }, async ({ claims }) => {
  const data = await withRls(claims, (tx) => collectAccountExport(tx, claims.sub));
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="tributo-certo-meus-dados-${todayIso()}.json"`,
      "Cache-Control": "no-store",
    },
  });
});
