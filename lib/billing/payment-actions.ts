"use server";

import { z } from "zod";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { publicAction, userAction } from "@/lib/action-client";
import { getDb } from "@/lib/db/client";
import { getPaymentProvider, getSandboxProvider } from "@/lib/payments";
import { PaymentProviderError } from "@/lib/payments/provider";
import { deliverSandboxWebhook } from "./sandbox-webhook";
import { registrationIdSchema } from "./schema";
import { auditSandboxSimulation, readRegistrationView, registrationOwner, type RegistrationView } from "./status";
import { syncRegistration } from "./sync";
import { redactError } from "@/lib/security/redact";

const MISSING = "billing.payment.errors.missingId";
const byId = { args: [registrationIdSchema], notFound: MISSING } as const;

async function view(id: string): Promise<ActionResult<RegistrationView>> {
  const found = await readRegistrationView(id);
  return found ? ok(found) : fail("not_found", "billing.payment.errors.loadFailed");
}

/** Polled by /payment-pending every few seconds: reads our database only, never the provider. */
export const registrationStatusAction = publicAction(
  { schema: registrationIdSchema, invalid: MISSING },
  async ({ input: id }) => view(id),
);

/** 'Verificar status': re-reads the registration's subscription from the provider (the convergent sync). */
export const verifyRegistrationAction = publicAction(
  { schema: registrationIdSchema, invalid: MISSING, rateLimit: [{ name: "verify", limit: 20, key: (id) => id }] },
  async ({ input: id }) => {
    try {
      await syncRegistration(await getDb(), getPaymentProvider(), id);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      console.error("[billing] status check failed", redactError(error, { stack: true }));
      return fail("provider_failed", "billing.payment.errors.verifyFailed");
    }
    return view(id);
  },
);

/**
 * Sandbox mode only, and only for the registration's own (signed-in) user: pays or expires the open charge at the
 * sandbox provider, delivers the webhook in process, and audits it.
 */
export const simulateSandboxAction = userAction(
  {
    ...byId,
    schema: z.enum(["received", "overdue"]),
    rateLimit: [{ name: "simulate", limit: 30, key: (_, ctx) => ctx.claims.sub }],
  },
  async ({ input: outcome, args: [id], ctx }) => {
    const sandbox = getSandboxProvider();
    const unavailable = fail("not_found", "billing.payment.errors.simulateUnavailable");
    if (!sandbox) return unavailable;
    if ((await registrationOwner(id)) !== ctx.claims.sub) return fail("not_found", MISSING);
    const current = await view(id);
    if (!current.ok) return current;
    const paymentId = current.data.openPaymentId;
    if (!paymentId) return unavailable;
    try {
      const payment =
        outcome === "received" ? await sandbox.confirmPayment(paymentId) : await sandbox.overduePayment(paymentId);
      await auditSandboxSimulation(ctx.claims.sub, id, { outcome, paymentId }, ctx.ip);
      const event = outcome === "received" ? "PAYMENT_RECEIVED" : "PAYMENT_OVERDUE";
      const delivered = await deliverSandboxWebhook(await getDb(), sandbox, event, payment);
      if (!delivered) return fail("provider_failed", "billing.payment.errors.webhookFailed");
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      return unavailable;
    }
    return view(id);
  },
);
