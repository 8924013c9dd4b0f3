import "server-only";
import { eq } from "drizzle-orm";
import { syncPayment } from "@/lib/billing/sync";
import { todayIso } from "@/lib/br/date";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { getDb, type OwnerDb } from "@/lib/db/client";
import { asaasPayments } from "@/lib/db/schema";
import { AppError, type AppErrorCode, type MessageKey } from "@/lib/errors";
import { getPaymentProvider } from "@/lib/payments";
import {
  PaymentProviderError,
  type PaymentErrorCode,
  type PaymentProvider,
  type ProviderPayment,
} from "@/lib/payments/provider";
import { redactError } from "@/lib/security/redact";
import { assertAdminActor } from "./guard";
import { allowedPaymentTransitions } from "./schema";

export type ChangePaymentStatusParams = {
  actorId: string;
  paymentId: string;
  status: string;
  reason: string;
  ip: string | null;
};

type Stored = { status: string; providerId: string; provider: string; value: string };

const E = "adminOps.payments.errors";
/** A provider refusal, once, as what the admin reads. */
const PROVIDER_FAILURES: Record<PaymentErrorCode, [AppErrorCode, MessageKey]> = {
  not_found: ["not_found", `${E}.providerNotFound`],
  rejected: ["conflict", `${E}.providerRejected`],
  invalid_value: ["conflict", `${E}.providerRejected`],
  invalid_customer: ["conflict", `${E}.providerRejected`],
  invalid_cpfCnpj: ["conflict", `${E}.providerRejected`],
  rate_limited: ["rate_limited", `${E}.providerBusy`],
  unavailable: ["provider_failed", `${E}.providerUnavailable`],
  invalid_access_token: ["provider_failed", `${E}.providerAuth`],
};

/** The provider call behind each documented transition (ADMIN_PAYMENT_TRANSITIONS). */
function callProvider(provider: PaymentProvider, payment: Stored, status: string): Promise<ProviderPayment> {
  if (status === "RECEIVED_IN_CASH")
    return provider.receiveInCash(payment.providerId, { paymentDate: todayIso(), value: Number(payment.value) });
  if (status === "PENDING") return provider.undoReceivedInCash(payment.providerId);
  return provider.refundPayment(payment.providerId);
}

/** Our row follows the provider through THE sync; a charge outside our subscriptions (or a failed sync) takes what the provider just answered. */
async function converge(db: OwnerDb, provider: PaymentProvider, changed: ProviderPayment): Promise<void> {
  try {
    const outcome = await syncPayment(db, provider, changed.id);
    if (outcome.kind === "applied") return;
  } catch (error) {
    // The provider already changed: its answer is stored now, and reconcile repeats the sync later.
    console.error("[admin] payment sync after a manual change failed", redactError(error, { stack: true }));
  }
  await runWithServiceRole(db, (tx) =>
    tx
      .update(asaasPayments)
      .set({ status: changed.status, paymentDate: changed.paymentDate })
      .where(eq(asaasPayments.asaasPaymentId, changed.id)),
  );
}

/**
 * A status an admin changes by hand (only the transitions of ADMIN_PAYMENT_TRANSITIONS) is changed AT THE PROVIDER
 * (receive in cash, undo it, refund), then our row converges through the same sync as webhooks and reconcile, so
 * the next sync keeps it. The reason is audited with the status before and the one the provider answered.
 */
export async function changePaymentStatusAsAdmin(
  db: OwnerDb,
  provider: PaymentProvider,
  params: ChangePaymentStatusParams,
): Promise<{ from: string; to: string }> {
  const { actorId, paymentId, status, reason, ip } = params;
  const payment = await runWithServiceRole(db, async (tx) => {
    await assertAdminActor(tx, actorId);
    const [row] = await tx
      .select({
        status: asaasPayments.status,
        providerId: asaasPayments.asaasPaymentId,
        provider: asaasPayments.provider,
        value: asaasPayments.value,
        deleted: asaasPayments.deleted,
      })
      .from(asaasPayments)
      .where(eq(asaasPayments.id, paymentId));
    return row;
  });
  if (!payment || payment.deleted) throw new AppError("not_found", `${E}.notFound`);
  if (!allowedPaymentTransitions(payment.status).includes(status)) throw new AppError("conflict", `${E}.transition`);
  if (payment.provider !== provider.kind) throw new AppError("unavailable", `${E}.otherProvider`);

  let changed: ProviderPayment;
  try {
    changed = await callProvider(provider, payment, status);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error("[admin] manual payment change refused by the provider", redactError(error));
    const [code, key] = PROVIDER_FAILURES[error.code];
    throw new AppError(code, key);
  }
  await runWithServiceRole(db, (tx) =>
    writeAuditLog(tx, {
      actorId,
      action: "admin.payment.status",
      target: `payment:${payment.providerId}`,
      details: { before: { status: payment.status }, after: { status: changed.status }, reason },
      ip,
    }),
  );
  await converge(db, provider, changed);
  return { from: payment.status, to: changed.status };
}

export async function changePaymentStatus(params: ChangePaymentStatusParams): Promise<{ from: string; to: string }> {
  return changePaymentStatusAsAdmin(await getDb(), getPaymentProvider(), params);
}
