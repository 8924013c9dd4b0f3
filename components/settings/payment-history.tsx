import { ExternalLinkIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { priceCentavos } from "@/lib/billing/plans";
import type { PaymentHistoryItem } from "@/lib/billing/subscription-overview";
import { formatDate } from "@/lib/br/date";
import { formatBrlFromCentavos } from "@/lib/br/money";
import { PAID_STATUSES } from "@/lib/payments/provider";
import messages from "@/messages/pt-BR.json";

/** The statuses with a label of their own; any other reads "Outro". */
const LABELLED = Object.keys(messages.billing.subscription.paymentStatus).filter((status) => status !== "other");

function variantOf(status: string): "default" | "secondary" | "destructive" | "outline" {
  if (PAID_STATUSES.includes(status)) return "default";
  if (status === "OVERDUE" || status.startsWith("CHARGEBACK")) return "destructive";
  if (status === "PENDING") return "secondary";
  return "outline";
}

/** The user's charges, newest first: due date, plan, value, status, payment date and the invoice. */
export async function PaymentHistory({ payments }: { payments: PaymentHistoryItem[] }) {
  const t = await getTranslations("billing.subscription");
  return (
    <section aria-labelledby="payment-history" className="grid gap-3">
      <h2 id="payment-history" className="text-lg font-semibold">
        {t("historyTitle")}
      </h2>
      {payments.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center text-sm">
          {t("historyEmpty")}
        </p>
      ) : (
        <div className="overflow-hidden rounded-md border">
          <Table data-testid="payment-history">
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
                  <TableCell className="text-right tabular-nums">
                    {formatBrlFromCentavos(priceCentavos(p.value))}
                  </TableCell>
                  <TableCell>
                    <Badge variant={variantOf(p.status)}>
                      {t(`paymentStatus.${LABELLED.includes(p.status) ? p.status : "other"}`)}
                    </Badge>
                  </TableCell>
                  <TableCell>{formatDate(p.paymentDate)}</TableCell>
                  <TableCell>
                    {p.invoiceUrl ? (
                      <a
                        href={p.invoiceUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-primary inline-flex items-center gap-1 underline-offset-4 hover:underline"
                        aria-label={t("invoiceOf", { date: formatDate(p.dueDate) })}
                      >
                        {t("invoice")}
                        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
                      </a>
                    ) : (
                      "—"
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
