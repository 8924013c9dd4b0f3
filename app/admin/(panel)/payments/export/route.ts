import { getTranslations } from "next-intl/server";
import { listAdminPaymentsForExport } from "@/lib/admin/payments";
import { paymentsCsv } from "@/lib/admin/payments-csv";
import { paymentFiltersSchema } from "@/lib/admin/schema";
import { getCurrentUser } from "@/lib/auth/session";
import { todayIso } from "@/lib/br/date";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { withRls } from "@/lib/db/rls";
import { AppError, problemOf, type AppErrorCode } from "@/lib/errors";

function problem(code: AppErrorCode) {
  const { status, body } = problemOf(code);
  return Response.json(body, {
    status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store" },
  });
}

/** /admin/payments › 'Exportar CSV': the rows of the page's filters (not only one page), admins only. */
export async function GET(request: Request) {
  try {
    const user = await getCurrentUser();
    if (!user) return problem("unauthenticated");
    if (user.profile.userType !== "admin") return problem("forbidden");
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const filters = paymentFiltersSchema.parse(query);
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
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="pagamentos-${todayIso()}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError) return problem(error.code);
    if (isDatabaseUnavailable(error)) return problem("unavailable");
    throw error;
  }
}
