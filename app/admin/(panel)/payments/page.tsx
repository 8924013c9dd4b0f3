import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FilterBar, FilterField } from "@/components/admin/filter-bar";
import { AdminPagination } from "@/components/admin/pagination";
import { PaymentStatusDialog } from "@/components/admin/payment-status-dialog";
import { StatCard } from "@/components/admin/stat-card";
import { NativeSelect } from "@/components/forms/native-select";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { getAdminPaymentStats, listAdminPayments, PAYMENTS_EXPORT_LIMIT } from "@/lib/admin/payments";
import {
  allowedPaymentTransitions,
  changePaymentStatusSchema,
  firstValues,
  PAYMENT_FILTER_STATUSES,
  paymentFiltersSchema,
} from "@/lib/admin/schema";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { cn } from "@/lib/utils";
import { withClientMessages } from "@/components/i18n/client-messages";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminOps.payments");
  return { title: t("title") };
}

const manualStatuses = changePaymentStatusSchema.shape.status.options;

function statusVariant(status: string) {
  if (PAID_STATUSES.includes(status)) return "success" as const;
  if (status === "OVERDUE") return "destructive" as const;
  if (status === "PENDING") return "warning" as const;
  return "outline" as const;
}

async function AdminPaymentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { claims } = await requireAdmin();
  const filters = paymentFiltersSchema.parse(firstValues(await searchParams));
  const [t, tc] = await Promise.all([getTranslations("adminOps.payments"), getTranslations("adminOps.common")]);
  const [stats, list] = await withRls(
    claims,
    async (tx) => [await getAdminPaymentStats(tx, filters), await listAdminPayments(tx, filters)] as const,
  );
  const statusLabel = (status: string) =>
    t.has(`statuses.${status}` as never) ? t(`statuses.${status}` as never) : status;
  const params = { q: filters.q, status: filters.status, from: filters.from, to: filters.to };
  const exportQuery = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t("title")} subtitle={t("description")} />
        <a
          href={`/admin/payments/export${exportQuery ? `?${exportQuery}` : ""}`}
          className={cn(buttonVariants({ variant: "outline" }))}
          download
        >
          {t("export")}
        </a>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard title={t("cards.total")} value={String(stats.total)} />
        <StatCard title={t("cards.totalValue")} value={formatBrl(stats.totalValue)} />
        <StatCard
          title={t("cards.confirmed")}
          value={String(stats.confirmed)}
          detail={t("cards.confirmedDetail", { value: formatBrl(stats.confirmedValue) })}
        />
        <StatCard title={t("cards.pending")} value={String(stats.pending)} detail={t("cards.pendingDetail")} />
      </div>
      <FilterBar action="/admin/payments" label={t("searchLabel")}>
        <FilterField id="payments-q" label={t("searchLabel")}>
          <Input
            id="payments-q"
            name="q"
            type="search"
            placeholder={t("search")}
            defaultValue={filters.q ?? ""}
            maxLength={100}
          />
        </FilterField>
        <FilterField id="payments-status" label={t("status")}>
          <NativeSelect id="payments-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("allStatuses")}</option>
            {PAYMENT_FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="payments-from" label={tc("from")}>
          <Input id="payments-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </FilterField>
        <FilterField id="payments-to" label={tc("to")}>
          <Input id="payments-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </FilterField>
      </FilterBar>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {t("total", { count: list.total })}
        {list.total > PAYMENTS_EXPORT_LIMIT ? ` ${t("exportLimit", { limit: PAYMENTS_EXPORT_LIMIT })}` : ""}
      </p>
      {list.rows.length === 0 ? (
        <p className="rounded-md border p-6 text-center">{t("empty")}</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("columns.customer")}</TableHead>
              <TableHead>{t("columns.value")}</TableHead>
              <TableHead>{t("columns.status")}</TableHead>
              <TableHead>{t("columns.dueDate")}</TableHead>
              <TableHead>{t("columns.billingType")}</TableHead>
              <TableHead>{tc("actions")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.rows.map((p) => {
              const allowed = allowedPaymentTransitions(p.status).filter((s): s is (typeof manualStatuses)[number] =>
                (manualStatuses as readonly string[]).includes(s),
              );
              const customer = p.customerName ?? t("notAvailable");
              return (
                <TableRow key={p.id}>
                  <TableCell>
                    <span className="font-medium">{customer}</span>
                    {p.customerEmail ? (
                      <span className="text-muted-foreground block text-xs break-all">{p.customerEmail}</span>
                    ) : null}
                  </TableCell>
                  <TableCell>{formatBrl(p.value)}</TableCell>
                  <TableCell>
                    <Badge variant={statusVariant(p.status)}>{statusLabel(p.status)}</Badge>
                  </TableCell>
                  <TableCell>{formatDate(p.dueDate)}</TableCell>
                  <TableCell>{p.billingType ?? t("notAvailable")}</TableCell>
                  <TableCell>
                    {allowed.length > 0 ? (
                      <PaymentStatusDialog
                        key={`${p.id}:${p.status}`}
                        paymentId={p.id}
                        customer={customer}
                        allowed={allowed}
                      />
                    ) : (
                      <span className="text-muted-foreground text-xs">{t("noTransition")}</span>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <AdminPagination basePath="/admin/payments" params={params} page={filters.page} pageCount={list.pageCount} />
    </div>
  );
}

export default withClientMessages("admin/(panel)/payments/page", AdminPaymentsPage);
