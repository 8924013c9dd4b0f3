import "server-only";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";
import type { ProviderPayment } from "@/lib/payments/provider";
import { webhookToken } from "./config";

/**
 * Delivers an Asaas-shaped webhook about a sandbox charge to our own endpoint,
 * with the webhook token, exactly as Asaas would after POST /v3/sandbox/payment/{id}/confirm.
 */
export async function deliverSandboxWebhook(event: "PAYMENT_RECEIVED" | "PAYMENT_OVERDUE", payment: ProviderPayment): Promise<boolean> {
  const token = webhookToken();
  if (!token) return false;
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
  const response = await fetch(new URL("/api/webhooks/asaas", env().APP_URL), {
    method: "POST",
    headers: { "content-type": "application/json", "asaas-access-token": token },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return response.status === 200;
}
