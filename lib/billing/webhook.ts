import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb, type OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import { take, type RateLimit } from "@/lib/db/rate-limits";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { httpStatusOf } from "@/lib/errors";
import { webhookEvents } from "@/lib/db/schema";
import { getPaymentProvider, paymentsMode } from "@/lib/payments";
import type { PaymentProvider } from "@/lib/payments/provider";
import { readBodyCapped, WEBHOOK_BODY_LIMIT } from "@/lib/security/read-body";
import { redactError } from "@/lib/security/redact";
import { sameSecret } from "@/lib/security/secret";
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
 * POST /api/webhooks/asaas: authenticate, record the event id once, then one convergent
 * sync. Answers 200 for duplicates, ignored types and processing failures (the event stays
 * unprocessed with its error and reconcile retries it), because any other status makes Asaas retry
 * and, after 15 failures, pause the whole queue.
 */
export async function handleAsaasWebhook(
  db: OwnerDb,
  provider: PaymentProvider,
  request: { rawBody: string; token: string | null },
  expectedToken: string | null,
): Promise<WebhookResponse> {
  if (!expectedToken || !sameSecret(request.token, expectedToken)) return refused("unauthenticated");

  let envelope: WebhookEnvelope;
  try {
    envelope = envelopeSchema.parse(JSON.parse(request.rawBody));
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
 * The route's entry point: the body read up to WEBHOOK_BODY_LIMIT (413 past it, before anything else runs), the
 * configured database and provider, then the token. The token is checked first: a right one is never refused by the
 * limit, however many wrong ones came from the same address (Asaas's own deliveries share addresses with others);
 * a wrong one is counted, and past the limit answered 429 instead of 401.
 */
export async function receiveAsaasWebhook(request: Request, clientIp: string): Promise<WebhookResponse> {
  const body = await readBodyCapped(request, WEBHOOK_BODY_LIMIT);
  if (!body.ok) return refused(body.code);
  if (paymentsMode() === "not_configured") return { status: httpStatusOf("unavailable"), body: { received: false } };
  const expected = webhookToken();
  if (!expected || !sameSecret(request.headers.get("asaas-access-token"), expected)) {
    const wait = await take(WEBHOOK_REFUSALS, clientIp);
    return wait > 0 ? { status: 429, body: { received: false }, retryAfter: wait } : refused("unauthenticated");
  }
  const token = request.headers.get("asaas-access-token");
  try {
    return await handleAsaasWebhook(await getDb(), getPaymentProvider(), { rawBody: body.text, token }, expected);
  } catch (error) {
    // The database went away: 503 makes Asaas deliver again later; an event already recorded is left to reconcile.
    if (!isDatabaseUnavailable(error)) throw error;
    console.warn("[billing] webhook refused: database unavailable", redactError(error));
    return { status: httpStatusOf("unavailable"), body: { received: false } };
  }
}
