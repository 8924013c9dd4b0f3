"use server";

import { fail, ok, type ActionResult } from "@/lib/action-result";
import { hitRateLimit } from "@/lib/auth/rate-limit";
import { getDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import { getPaymentProvider, getSandboxProvider } from "@/lib/payments";
import { PaymentProviderError } from "@/lib/payments/provider";
import { deliverSandboxWebhook } from "./sandbox-webhook";
import { registrationIdSchema } from "./schema";
import { getRegistrationView, type RegistrationView } from "./status";
import { syncRegistration } from "./sync";

async function view(id: string): Promise<ActionResult<RegistrationView>> {
  const found = await runWithServiceRole(await getDb(), (tx) => getRegistrationView(tx, id));
  return found ? ok(found) : fail("billing.payment.errors.loadFailed");
}

/** Polled by /payment-pending every few seconds: reads our database only, never the provider. */
export async function registrationStatusAction(registrationId: string): Promise<ActionResult<RegistrationView>> {
  const id = registrationIdSchema.safeParse(registrationId);
  if (!id.success) return fail("billing.payment.errors.missingId");
  return view(id.data);
}

/** 'Verificar status': re-reads the registration's subscription from the provider (the convergent sync). */
export async function verifyRegistrationAction(registrationId: string): Promise<ActionResult<RegistrationView>> {
  const id = registrationIdSchema.safeParse(registrationId);
  if (!id.success) return fail("billing.payment.errors.missingId");
  if (hitRateLimit(`verify:${id.data}`, 20)) return fail("auth.errors.rateLimited");
  try {
    await syncRegistration(await getDb(), getPaymentProvider(), id.data);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error("[billing] status check failed", error);
    return fail("billing.payment.errors.verifyFailed");
  }
  return view(id.data);
}

/** Sandbox mode only: pays or expires the open charge at the sandbox provider and delivers the webhook. */
export async function simulateSandboxAction(registrationId: string, outcome: "received" | "overdue"): Promise<ActionResult<RegistrationView>> {
  const sandbox = getSandboxProvider();
  const id = registrationIdSchema.safeParse(registrationId);
  if (!sandbox || !id.success) return fail("billing.payment.errors.simulateUnavailable");
  const current = await view(id.data);
  if (!current.ok) return current;
  if (!current.data.openPaymentId) return fail("billing.payment.errors.simulateUnavailable");
  try {
    const payment =
      outcome === "received" ? await sandbox.confirmPayment(current.data.openPaymentId) : await sandbox.overduePayment(current.data.openPaymentId);
    const delivered = await deliverSandboxWebhook(outcome === "received" ? "PAYMENT_RECEIVED" : "PAYMENT_OVERDUE", payment);
    if (!delivered) return fail("billing.payment.errors.webhookFailed");
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return fail("billing.payment.errors.simulateUnavailable");
  }
  return view(id.data);
}
