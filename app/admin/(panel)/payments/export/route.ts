import { getTranslations } from "next-intl/server";
import { listAdminPaymentsForExport } from "@/lib/admin/payments";
import { paymentsCsv } from "@/lib/admin/payments-csv";
import { paymentFiltersSchema } from "@/lib/admin/schema";
import { todayIso } from "@/lib/br/date";
import { withRls } from "@/lib/db/rls";
import { AppError } from "@/lib/errors";
import { fileResponse } from "@/lib/file-response";
import { routeHandler } from "@/lib/route-handler";

/** /admin/payments › 'Exportar CSV': the rows of the page's filters (not only one page), admins only. */
export const GET = routeHandler({ auth: "admin" }, async ({ user, request }) => {
  const parsed = paymentFiltersSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new AppError("invalid_input");
  const filters = parsed.data;
  const t = await getTranslations("adminOps.payments");
  const rows = await withRls(user.claims, (tx) => listAdminPaymentsForExport(tx, filters));
  const csv = paymentsCsv(rows, {
    header: [
      t("csv.customer"),
      t("csv.email"),
      t("csv.value"),
      t("csv.status"),
      t("csv.dueDate"),
      t("csv.billingType"),
      t("csv.createdAt"),
    ],
    status: (status) => (t.has(`statuses.${status}` as never) ? t(`statuses.${status}` as never) : status),
  });
  return fileResponse(csv, { name: `pagamentos-${todayIso()}.csv`, type: "text/csv; charset=utf-8" });
});
