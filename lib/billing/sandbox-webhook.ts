import "server-only";
import { randomBytes } from "node:crypto";
import type { OwnerDb } from "@/lib/db/client";
import type { PaymentProvider, ProviderPayment } from "@/lib/payments/provider";
import { webhookToken } from "./config";
import { handleAsaasWebhook } from "./webhook";

/**
 * Delivers an Asaas-shaped webhook about a sandbox charge, as Asaas would after POST /v3/sandbox/payment/{id}/confirm,
 * through the same code as POST /api/webhooks/asaas after its token check, in process: it works whatever host and
 * port the app is served on (no HTTP call to APP_URL). Without a webhook token the route accepts nothing, so neither
 * does this.
 */
export async function deliverSandboxWebhook(
  db: OwnerDb,
  provider: PaymentProvider,
  event: "PAYMENT_RECEIVED" | "PAYMENT_OVERDUE",
  payment: ProviderPayment,
): Promise<boolean> {
  if (!webhookToken()) return false;
  const body = {
    id: `evt_${randomBytes(16).toString("hex")}&${Date.now()}`,
    event,
    dateCreated: new Date().toISOString().slice(0, 19).replace("T", " "),
    account: { id: "sandbox", ownerId: null },
    payment: {
      object: "payment",
      id: payment.id,
      customer: payment.customerId,
      subscription: payment.subscriptionId,
      value: payment.value,
      netValue: payment.netValue,
      description: payment.description,
      billingType: payment.billingType,
      status: payment.status,
      dueDate: payment.dueDate,
      originalDueDate: payment.dueDate,
      paymentDate: payment.paymentDate,
      clientPaymentDate: payment.paymentDate,
      invoiceUrl: payment.invoiceUrl,
      externalReference: payment.externalReference,
      deleted: payment.deleted,
    },
  };
  const response = await handleAsaasWebhook(db, provider, JSON.stringify(body));
  return response.status === 200;
}
