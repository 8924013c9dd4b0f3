import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { ServiceDb } from "@/lib/db/handles";
import { pendingRegistrations, subscriptions, webhookEvents } from "@/lib/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider";

// What one reconcile run looks at (billing README, point 4). Each query is bounded by `limit`.

/** Days an expired (never paid) subscription stays live at the provider after its first charge fell due,
 * so a late PIX still counts. Asaas creates the next monthly charge about 10 days before it falls due,
 * so cancelling after 5 days stops before a second charge appears. */
export const ABANDONED_GRACE_DAYS = 5;

/** A live subscription nothing moved for this long is re-read once, to catch drift a lost webhook left. */
const SWEEP_AFTER = sql`interval '24 hours'`;

/** Open registrations, oldest first, also those past expires_at (so they expire). */
export function openRegistrations(tx: ServiceDb, limit: number) {
  return tx
    .select({ id: pendingRegistrations.id })
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.status, "pending_payment"))
    .orderBy(asc(pendingRegistrations.createdAt))
    .limit(limit);
}

/** The subscriptions of one provider (ours and the provider's id) that meet every condition. */
function providerSubscriptions(
  tx: ServiceDb,
  providerKind: PaymentProvider["kind"],
  ...conditions: (SQL | undefined)[]
) {
  return tx
    .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, providerKind), ...conditions));
}

/**
 * Live subscriptions that time may have moved, first those where a moment passed: a paid period ran out
 * (active → overdue, or cancelled at period end), or a due date passed since the last sync (the charge
 * turns OVERDUE the next day; checked from noon Brasília, once, since a sync touches updated_at). Then a
 * slow sweep of rows not synced for 24 hours, least recently synced first, so each is re-read at most daily.
 */
export function subscriptionsToSync(tx: ServiceDb, providerKind: PaymentProvider["kind"], limit: number) {
  const dueCheckFrom = sql`((${subscriptions.nextDueDate} + 1) + time '15:00') at time zone 'UTC'`;
  const momentPassed = or(
    and(eq(subscriptions.status, "active"), sql`${subscriptions.currentPeriodEnd} <= now()`),
    and(
      inArray(subscriptions.status, ["pending", "overdue"]),
      sql`${dueCheckFrom} <= now()`,
      sql`${subscriptions.updatedAt} < ${dueCheckFrom}`,
    ),
  ) as SQL;
  return providerSubscriptions(
    tx,
    providerKind,
    inArray(subscriptions.status, ["pending", "active", "overdue"]),
    or(momentPassed, sql`${subscriptions.updatedAt} < now() - ${SWEEP_AFTER}`),
  )
    .orderBy(sql`case when ${momentPassed} then 0 else 1 end`, asc(subscriptions.updatedAt))
    .limit(limit);
}

/** Expired (never paid) subscriptions still live at the provider (next_due_date set) past the grace period. */
export function abandonedSubscriptions(tx: ServiceDb, providerKind: PaymentProvider["kind"], limit: number) {
  return providerSubscriptions(
    tx,
    providerKind,
    eq(subscriptions.status, "expired"),
    isNotNull(subscriptions.nextDueDate),
    sql`${subscriptions.nextDueDate} < current_date - ${ABANDONED_GRACE_DAYS}::int`,
  )
    .orderBy(asc(subscriptions.nextDueDate))
    .limit(limit);
}

/** Webhook events still unprocessed `graceSeconds` after they arrived (younger ones may still be in delivery). */
export function stalledEvents(tx: ServiceDb, graceSeconds: number, limit: number) {
  return tx
    .select({ id: webhookEvents.id, payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.provider, "asaas"),
        isNull(webhookEvents.processedAt),
        lt(webhookEvents.receivedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
      ),
    )
    .orderBy(asc(webhookEvents.receivedAt))
    .limit(limit);
}

/** Closes an event without a provider call: a sync in this run already covered it, or it can never parse. */
export function markEventProcessed(tx: ServiceDb, id: string, error: string | null) {
  return tx.update(webhookEvents).set({ processedAt: new Date(), error }).where(eq(webhookEvents.id, id));
}
