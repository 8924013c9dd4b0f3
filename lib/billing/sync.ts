import "server-only";
import { eq } from "drizzle-orm";
import type { OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import { asaasPayments, pendingRegistrations } from "@/lib/db/schema";
import type { PaymentProvider, PixQrCode } from "@/lib/payments/provider";
import { deliverQueuedSafely } from "@/lib/notifications/queue";
import { applySnapshot, type ApplyResult } from "./apply";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SyncOutcome = { kind: "applied"; result: ApplyResult } | { kind: "ignored"; reason: string };

/**
 * THE convergent sync: re-reads a subscription and all its charges from the provider, then applies
 * that snapshot in one service-role transaction. Webhooks, the payment page, reconcile and
 * cancellation all end here, so they cannot disagree. `afterCancel` marks the sync that follows our own
 * cancel of a superseded subscription: the sync that started it cancels the others, so it does not cascade.
 */
export async function syncSubscription(
  db: OwnerDb,
  provider: PaymentProvider,
  providerSubscriptionId: string,
  afterCancel = false,
): Promise<SyncOutcome> {
  const subscription = await provider.getSubscription(providerSubscriptionId);
  if (!subscription) return { kind: "ignored", reason: "subscription_not_found" };

  const registrationId = await runWithServiceRole(db, async (tx) => {
    const [byId] = await tx
      .select({ id: pendingRegistrations.id })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.asaasSubscriptionId, providerSubscriptionId));
    if (byId) return byId.id;
    const ref = subscription.externalReference;
    if (!ref || !UUID.test(ref)) return null;
    const [byRef] = await tx
      .select({ id: pendingRegistrations.id })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, ref));
    return byRef?.id ?? null;
  });
  if (!registrationId) return { kind: "ignored", reason: "not_ours" };

  const payments = await provider.listSubscriptionPayments(providerSubscriptionId);
  const qrCodes = new Map<string, PixQrCode>();
  const open = payments.filter((p) => !p.deleted && (p.status === "PENDING" || p.status === "OVERDUE"));
  for (const p of open) {
    const stored = await runWithServiceRole(db, async (tx) => {
      const [row] = await tx
        .select({ payload: asaasPayments.pixPayload })
        .from(asaasPayments)
        .where(eq(asaasPayments.asaasPaymentId, p.id));
      return row?.payload ?? null;
    });
    if (!stored) qrCodes.set(p.id, await provider.getPixQrCode(p.id));
  }

  const result = await runWithServiceRole(db, (tx) =>
    applySnapshot(tx, registrationId, { provider: provider.kind, subscription, payments, qrCodes }),
  );
  if (!result) return { kind: "ignored", reason: "registration_missing" };
  // The payment e-mails that sync queued (if the user wants them), now that they are committed.
  await deliverQueuedSafely(db);

  // A newer plan paid: stop charging the ones it replaces (access to a paid one ends with its period).
  if (!afterCancel) {
    for (const older of result.supersede) {
      await provider.cancelSubscription(older);
      await syncSubscription(db, provider, older, true);
    }
  }
  return { kind: "applied", result };
}

/** Re-reads one payment and syncs the subscription it belongs to. */
export async function syncPayment(
  db: OwnerDb,
  provider: PaymentProvider,
  providerPaymentId: string,
): Promise<SyncOutcome> {
  const payment = await provider.getPayment(providerPaymentId);
  if (!payment) return { kind: "ignored", reason: "payment_not_found" };
  if (!payment.subscriptionId) return { kind: "ignored", reason: "not_a_subscription_charge" };
  return syncSubscription(db, provider, payment.subscriptionId);
}

/**
 * Syncs a registration. Without a stored subscription id (the creation timed out after the provider
 * created it), finds it by externalReference = registration id before anything else.
 */
export async function syncRegistration(
  db: OwnerDb,
  provider: PaymentProvider,
  registrationId: string,
): Promise<SyncOutcome> {
  const reg = await runWithServiceRole(db, async (tx) => {
    const [row] = await tx
      .select({
        subscriptionId: pendingRegistrations.asaasSubscriptionId,
        status: pendingRegistrations.status,
        expiresAt: pendingRegistrations.expiresAt,
      })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.id, registrationId));
    return row;
  });
  if (!reg) return { kind: "ignored", reason: "registration_missing" };
  let subscriptionId = reg.subscriptionId;
  if (!subscriptionId) {
    const found = (await provider.findSubscriptionsByExternalReference(registrationId)).find((s) => !s.deleted);
    subscriptionId = found?.id ?? null;
  }
  if (subscriptionId) return syncSubscription(db, provider, subscriptionId);
  if (reg.status === "pending_payment" && reg.expiresAt <= new Date()) {
    await runWithServiceRole(db, (tx) =>
      tx.update(pendingRegistrations).set({ status: "expired" }).where(eq(pendingRegistrations.id, registrationId)),
    );
  }
  return { kind: "ignored", reason: "no_subscription" };
}
