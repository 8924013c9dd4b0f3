import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import type { RateLimit } from "@/lib/db/rate-limits";
import { AppError, httpStatusOf, type AppErrorCode } from "@/lib/errors";
import { webhookEvents } from "@/lib/db/schema";
import { getPaymentProvider, paymentsMode } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/provider";
import { redactError } from "@/lib/security/redact";
import { webhookToken } from "./config";
import { syncPayment, syncSubscription, type SyncOutcome } from "./sync";

/** Lenient: Asaas adds fields to its events at any time; we only need the ids. */
const envelopeSchema = z.looseObject({
  id: z.string().min(1).max(300),
  event: z.string().min(1).max(100),
  payment: z.looseObject({ id: z.string().min(1).max(100) }).nullish(),
  subscription: z.looseObject({ id: z.string().min(1).max(100) }).nullish(),
});
export type WebhookEnvelope = z.infer<typeof envelopeSchema>;

export type WebhookResponse = {
  status: 200 | 400 | 401 | 413 | 429 | 503;
  body: { received: boolean; duplicate?: boolean; ignored?: boolean };
  /** Seconds, for the Retry-After header of a 429. */
  retryAfter?: number;
};

/**
 * Deliveries with a wrong token per client address: a token cannot be guessed at speed. Deliveries with the right
 * token never count and are never refused, so Asaas's own bursts and retries always pass.
 */
export const WEBHOOK_REFUSALS: RateLimit = { name: "webhook-refused-ip", limit: 20, windowMs: 15 * 60 * 1000 };

const refused = (code: "unauthenticated" | "bad_request" | "payload_too_large"): WebhookResponse => ({
  status: httpStatusOf(code),
  body: { received: false },
});

/**
 * POST /api/webhooks/asaas, once the route-handler pipeline authenticated the delivery (ASAAS_WEBHOOK_AUTH): record
 * the event id once, then one convergent sync. Answers 200 for duplicates, ignored types and processing failures (the event stays
 * unprocessed with its error and reconcile retries it), because any other status makes Asaas retry
 * and, after 15 failures, pause the whole queue.
 */
export async function handleAsaasWebhook(
  db: OwnerDb,
  provider: PaymentProvider,
  rawBody: string,
): Promise<WebhookResponse> {
  let envelope: WebhookEnvelope;
  try {
    envelope = envelopeSchema.parse(JSON.parse(rawBody));
  } catch {
    return refused("bad_request");
  }
  if (!isStorableJson(envelope)) return refused("bad_request");

  const inserted = await runWithServiceRole(db, (tx) =>
    tx
      .insert(webhookEvents)
      .values({ provider: "asaas", eventId: envelope.id, eventType: envelope.event, payload: envelope })
      .onConflictDoNothing({ target: [webhookEvents.provider, webhookEvents.eventId] })
      .returning({ id: webhookEvents.id }),
  );
  if (!inserted[0]) return { status: 200, body: { received: true, duplicate: true } };

  const outcome = await processWebhookEvent(db, provider, inserted[0].id, envelope);
  return { status: 200, body: { received: true, ignored: outcome?.kind !== "applied" } };
}

/** Runs the sync an event calls for and records the result on its webhook_events row. */
export async function processWebhookEvent(
  db: OwnerDb,
  provider: PaymentProvider,
  rowId: string,
  envelope: WebhookEnvelope,
): Promise<SyncOutcome | null> {
  try {
    const outcome = await syncFor(db, provider, envelope);
    await runWithServiceRole(db, (tx) =>
      tx.update(webhookEvents).set({ processedAt: new Date(), error: null }).where(eq(webhookEvents.id, rowId)),
    );
    return outcome;
  } catch (error) {
    // Stored and logged redacted: a failed query's message carries its parameters (CPF, e-mail, tokens).
    const message = redactError(error, { maxLength: 500 });
    console.error(
      `[billing] webhook event ${envelope.id} (${envelope.event}) failed; reconcile will retry`,
      redactError(error, { stack: true }),
    );
    await runWithServiceRole(db, (tx) =>
      tx.update(webhookEvents).set({ error: message }).where(eq(webhookEvents.id, rowId)),
    );
    return null;
  }
}

/**
 * PostgreSQL refuses, in jsonb and text, what JSON.parse accepts: a lone surrogate escape ("\ud800") and NUL
 * ("\u0000"). No real event carries them; storing one would fail the insert (a 500 that Asaas retries forever).
 */
function isStorableJson(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed() && !value.includes("\u0000");
  if (Array.isArray(value)) return value.every(isStorableJson);
  if (value && typeof value === "object")
    return Object.entries(value).every(([key, v]) => isStorableJson(key) && isStorableJson(v));
  return true;
}

async function syncFor(db: OwnerDb, provider: PaymentProvider, envelope: WebhookEnvelope): Promise<SyncOutcome> {
  if (envelope.event.startsWith("PAYMENT_") && envelope.payment?.id)
    return syncPayment(db, provider, envelope.payment.id);
  if (envelope.event.startsWith("SUBSCRIPTION_") && envelope.subscription?.id) {
    return syncSubscription(db, provider, envelope.subscription.id);
  }
  return { kind: "ignored", reason: "event_type" };
}

export const parseWebhookEnvelope = (payload: unknown) => envelopeSchema.safeParse(payload);

/**
 * The webhook's place in the route-handler pipeline (app/api/webhooks/asaas/route.ts): the body is read up to
 * WEBHOOK_BODY_LIMIT (413 past it, before anything else runs), then the token. The token is checked first: a right
 * one is never refused by the limit, however many wrong ones came from the same address (Asaas's own deliveries
 * share addresses with others); a wrong one is counted, and past the limit answered 429 instead of 401. Payments
 * not configured answer 503.
 */
export const ASAAS_WEBHOOK_AUTH = {
  kind: "webhook",
  header: "asaas-access-token",
  secret: () => {
    if (paymentsMode() === "not_configured") throw new AppError("unavailable");
    return webhookToken();
  },
  refusals: WEBHOOK_REFUSALS,
} as const;

/** Asaas reads only the status: every refusal answers `{ received: false }` (the database down: 503, retried). */
export function asaasRefusal(failure: { code: AppErrorCode; headers?: Record<string, string> }): Response {
  return Response.json({ received: false }, { status: httpStatusOf(failure.code), headers: failure.headers });
}

/** A delivery the pipeline authenticated: recorded once, then synced, on the configured provider. */
export async function receiveAsaasDelivery(db: OwnerDb, rawBody: string): Promise<Response> {
  const result = await handleAsaasWebhook(db, getPaymentProvider(), rawBody);
  return Response.json(result.body, { status: result.status });
}
