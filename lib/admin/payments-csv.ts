import { formatDate } from "@/lib/br/date";
import { toCsv } from "@/lib/br/csv";
import type { AdminPaymentRow } from "./payments";
import { formatDecimalCell } from "@/lib/br/number";

export type PaymentsCsvLabels = {
  header: [
    customer: string,
    email: string,
    value: string,
    status: string,
    dueDate: string,
    billingType: string,
    createdAt: string,
  ];
  status: (status: string) => string;
};

/** The filtered payments as a pt-BR spreadsheet: values as "1234,56" (a number Excel sums), dates dd/MM/yyyy. */
export function paymentsCsv(rows: readonly AdminPaymentRow[], labels: PaymentsCsvLabels): string {
  return toCsv([
    labels.header,
    ...rows.map((p) => [
      p.customerName ?? "",
      p.customerEmail ?? "",
      formatDecimalCell(p.value),
      labels.status(p.status),
      p.dueDate ? formatDate(p.dueDate) : "",
      p.billingType ?? "",
      formatDate(p.createdAt),
    ]),
  ]);
}
