"use client";

import { useTranslations } from "next-intl";
import { spriteSvg } from "@/components/icons/sprite-icon";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/br/date";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { TextLink } from "@/components/ui/text-link";

/** A charge as the table shows it: no provider ids, the value in centavos. */
export type PaymentRow = {
  id: string;
  dueDate: string | null;
  paymentDate: string | null;
  centavos: number;
  /** Provider status (PENDING, RECEIVED, CONFIRMED, OVERDUE, REFUNDED, ...). */
  status: string;
  planName: string | null;
  invoiceUrl: string | null;
};

function variantOf(status: string): "default" | "secondary" | "destructive" | "outline" {
  if (PAID_STATUSES.includes(status)) return "default";
  if (status === "OVERDUE" || status.startsWith("CHARGEBACK")) return "destructive";
  if (status === "PENDING") return "secondary";
  return "outline";
}

/**
 * The charges of one page of the history: due date, plan, value, status, payment date and the invoice. A client
 * component fed the rows as data: rendered on the server, each row would travel twice, as HTML and again as its
 * element tree in the RSC payload, at twice the bytes (docs/performance.md).
 */
export function PaymentTable({ payments }: { payments: PaymentRow[] }) {
  const t = useTranslations("billing.subscription");
  const statusLabel = (status: string) =>
    t.has(`paymentStatus.${status}`) ? t(`paymentStatus.${status}`) : t("paymentStatus.other");
  return (
    <div className="overflow-hidden rounded-md border">
      <Table data-testid="payment-history" scrollLabel={t("historyCaption")}>
        <TableCaption className="sr-only">{t("historyCaption")}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{t("columns.dueDate")}</TableHead>
            <TableHead>{t("columns.plan")}</TableHead>
            <TableHead className="text-right">{t("columns.value")}</TableHead>
            <TableHead>{t("columns.status")}</TableHead>
            <TableHead>{t("columns.paidOn")}</TableHead>
            <TableHead>{t("columns.invoice")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{formatDate(p.dueDate)}</TableCell>
              <TableCell>{p.planName ?? "—"}</TableCell>
              <TableCell className="text-right tabular-nums">{formatBrlFromCentavos(p.centavos)}</TableCell>
              <TableCell>
                <Badge variant={variantOf(p.status)}>{statusLabel(p.status)}</Badge>
              </TableCell>
              <TableCell>{formatDate(p.paymentDate)}</TableCell>
              <TableCell>
                {p.invoiceUrl ? (
                  <TextLink
                    native
                    href={p.invoiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1"
                    aria-label={t("invoiceOf", { date: formatDate(p.dueDate) })}
                  >
                    {t("invoice")}
                    {spriteSvg("external-link", { className: "size-3.5" })}
                  </TextLink>
                ) : (
                  "—"
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
