import { collectAccountExport } from "@/lib/account/export";
import { getCurrentUser } from "@/lib/auth/session";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { problemOf } from "@/lib/errors";

/** Settings › Privacidade › "Exportar meus dados": a JSON file with every row the signed-in user owns. */
export async function GET() {
  const user = await getCurrentUser();
  if (!user) {
    const { status, body } = problemOf("unauthenticated");
    return Response.json(body, { status, headers: { "Content-Type": "application/problem+json" } });
  }
  const data = await withRls(user.claims, (tx) => collectAccountExport(tx, user.claims.sub));
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="tributo-certo-meus-dados-${todayIso()}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
