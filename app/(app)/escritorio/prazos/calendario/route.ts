import { getTranslations } from "next-intl/server";
import { todayIso } from "@/lib/br/date";
import { toIcs } from "@/lib/br/ics";
import { withRls } from "@/lib/db/rls";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { requestOffice } from "@/lib/office/access";
import { listDeadlines } from "@/lib/office/calendar";
import { routeHandler } from "@/lib/route-handler";
import { fileResponse } from "@/lib/file-response";

/** The office's deadlines as an iCalendar file: one all-day event per client and deadline, with stable ids. */
export const GET = routeHandler({ auth: "session" }, async ({ claims }) => {
  const office = await requestOffice();
  if (!office) throw new AppError("not_found");
  const deadlines = await withRls(claims, (tx) => listDeadlines(tx, office.id, todayIso()));
  const t = await getTranslations("office.deadlines");
  const ics = toIcs(
    {
      name: t("calendarName", { office: office.name }),
      product: "Prazos do escritorio",
      timeZone: "America/Sao_Paulo",
    },
    deadlines.map((d) => ({
      uid: `${d.companyId}-${d.kind}-${d.date}@tributocerto`,
      from: d.date,
      until: d.date,
      summary: `${t(`kinds.${d.kind}`, { semester: (d.semester ?? "").replace("-", "/") })} · ${d.companyName}`,
      description: d.decision ? t(`eventDecision.${d.decision}`) : t("eventNoDecision"),
      url: `${env().APP_URL}/escritorio/clientes/${d.companyId}`,
    })),
  );
  return fileResponse(ics, { name: "prazos-escritorio.ics", type: "text/calendar; charset=utf-8" });
});
