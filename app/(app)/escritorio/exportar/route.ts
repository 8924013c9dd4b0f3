import { getTranslations } from "next-intl/server";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { requestOffice } from "@/lib/office/access";
import { portfolioCsv, portfolioXlsx, type ExportTexts } from "@/lib/office/export";
import { exportPortfolio } from "@/lib/office/portfolio";
import { parsePortfolioQuery } from "@/lib/office/portfolio-query";
import { listMembers, logOfficeExport } from "@/lib/office/queries";
import { routeHandler } from "@/lib/route-handler";
import { fileResponse } from "@/lib/file-response";

/** The portfolio view on screen (its filters and sort, every page) as CSV or XLSX. Recorded in the office's log. */
export const GET = routeHandler({ auth: "session" }, async ({ claims, request }) => {
  const office = await requestOffice();
  if (!office) throw new AppError("not_found");
  const params = new URL(request.url).searchParams;
  const format = params.get("formato") === "xlsx" ? "xlsx" : "csv";
  const query = parsePortfolioQuery(params);
  const { rows, members } = await withRls(claims, async (tx) => {
    const rows = await exportPortfolio(tx, office.id, query);
    await logOfficeExport(tx, { format, rows: rows.length, view: params.toString() });
    return { rows, members: await listMembers(tx) };
  });
  const t = await getTranslations("office.export");
  const tp = await getTranslations("office.portfolio");
  const tr = await getTranslations("companies.regimes");
  const names = new Map(members.map((m) => [m.userId, m.name]));
  const texts: ExportTexts = {
    header: t.raw("header") as string[],
    regime: (r) => tr(r),
    decision: (d) => tp(`decision.${d}`),
    das: (s) => tp(`das.${s}`),
    crossing: (c) => t(`crossing.${c}`),
    missing: (f) => tp(`missingFields.${f}`),
    analyst: (id) => (id ? (names.get(id) ?? "") : ""),
    computing: tp("computing"),
  };
  const name = `carteira-${todayIso()}`;
  if (format === "xlsx") {
    return fileResponse(new Uint8Array(await portfolioXlsx(rows, texts)), {
      name: `${name}.xlsx`,
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  }
  return fileResponse(portfolioCsv(rows, texts), { name: `${name}.csv`, type: "text/csv; charset=utf-8" });
});
