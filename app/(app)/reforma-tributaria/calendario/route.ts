import { withRls } from "@/lib/db/rls";
import { env } from "@/lib/env";
import { fileResponse } from "@/lib/file-response";
import { reformCalendar } from "@/lib/reform/calendar";
import { loadCompanyReformAnswers } from "@/lib/reform/load";
import { loadToolContext } from "@/lib/tools/load-context";
import { routeHandler } from "@/lib/route-handler";

/** "Baixar calendário (.ics)": every reform deadline of the signed-in user's companies, for any calendar app. */
export const GET = routeHandler({ auth: "session" }, async ({ claims, request }) => {
  const context = await loadToolContext();
  const rows = await withRls(claims, (tx) => loadCompanyReformAnswers(tx, claims.sub, context));
  const body = reformCalendar(
    rows.map((r) => r.answer),
    context.today,
    env().APP_URL ?? new URL(request.url).origin,
  );
  return fileResponse(body, { name: "prazos-reforma-tributaria.ics", type: "text/calendar; charset=utf-8" });
});
