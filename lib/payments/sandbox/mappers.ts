import type { ProviderPayment, ProviderSubscription } from "@/lib/payments/provider";
import type { sandboxPayments, sandboxSubscriptions } from "@/lib/db/schema";

type PaymentRow = typeof sandboxPayments.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

export function toProviderPayment(row: PaymentRow, appUrl: string): ProviderPayment {
  const value = Number(row.value);
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    status: row.status,
    value,
    // The sandbox charges no fee; a real Asaas account reports its own netValue.
    netValue: value,
    billingType: row.billingType,
    dueDate: row.dueDate,
    paymentDate: row.paymentDate,
    invoiceUrl: `${appUrl}/api/sandbox/invoices/${row.id}`,
    bankSlipUrl: null,
    externalReference: row.externalReference,
    description: row.description,
    deleted: row.deleted,
  };
}

export function toProviderSubscription(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    value: Number(row.value),
    nextDueDate: row.nextDueDate,
    cycle: row.cycle,
    externalReference: row.externalReference,
    deleted: row.deleted,
  };
}
