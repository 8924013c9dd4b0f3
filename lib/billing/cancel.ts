import "server-only";
import { and, eq } from "drizzle-orm";
import type { OwnerDb } from "@/lib/db/client";
import { auditAsService } from "@/lib/db/admin";
import { runWithRls, type JwtClaims } from "@/lib/db/rls";
import { subscriptions } from "@/lib/db/schema";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { syncSubscription } from "./sync";
import { redactError } from "@/lib/security/redact";

export type CancelOutcome =
  | { ok: true; accessUntil: Date | null }
  | { ok: false; code: "not_found" | "not_cancellable" | "provider_mismatch" | "provider_failed" };

/**
 * 'Cancelar assinatura' in /settings: the user's own subscription (read under RLS, so nobody cancels
 * another's), cancelled at the provider, then the same convergent sync as webhooks. The sync keeps
 * access until the paid period ends (cancel_at_period_end) and ends it as cancelled afterwards.
 */
export async function cancelOwnSubscription(
  db: OwnerDb,
  provider: PaymentProvider,
  claims: JwtClaims,
  subscriptionId: string,
): Promise<CancelOutcome> {
  const sub = await runWithRls(db, claims, async (tx) => {
    const [row] = await tx
      .select({
        providerId: subscriptions.providerSubscriptionId,
        provider: subscriptions.provider,
        status: subscriptions.status,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, claims.sub)));
    return row;
  });
  if (!sub) return { ok: false, code: "not_found" };
  if (sub.cancelAtPeriodEnd || !["pending", "active", "overdue"].includes(sub.status))
    return { ok: false, code: "not_cancellable" };
  if (sub.provider !== provider.kind) return { ok: false, code: "provider_mismatch" };

  try {
    await provider.cancelSubscription(sub.providerId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    console.error("[billing] cancel at the provider failed", redactError(error, { stack: true }));
    return { ok: false, code: "provider_failed" };
  }
  await auditAsService(db, {
    actorId: claims.sub,
    action: "billing.subscription.cancel_requested",
    target: `subscription:${subscriptionId}`,
  });
  try {
    await syncSubscription(db, provider, sub.providerId);
  } catch (error) {
    // Cancelled at the provider already; its SUBSCRIPTION_DELETED webhook or reconcile will converge.
    console.error(
      "[billing] sync after cancel failed; the webhook or reconcile will finish it",
      redactError(error, { stack: true }),
    );
  }
  const after = await runWithRls(db, claims, async (tx) => {
    const [row] = await tx
      .select({ end: subscriptions.currentPeriodEnd, status: subscriptions.status })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, claims.sub)));
    return row;
  });
  return { ok: true, accessUntil: after?.status === "active" ? after.end : null };
}
