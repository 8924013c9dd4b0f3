import "server-only";
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { pendingRegistrations, subscriptions, webhookEvents } from "@/lib/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider";
import { syncRegistration, syncSubscription } from "./sync";
import { parseWebhookEnvelope, processWebhookEvent } from "./webhook";

export type ReconcileCounts = { checked: number; failed: number };

/** Counts only: the report is printed, returned over HTTP and audited, so it carries no personal data. */
export type ReconcileReport = { registrations: ReconcileCounts; subscriptions: ReconcileCounts; events: ReconcileCounts };

export type ReconcileOptions = {
  /** Most rows of each kind looked at in one run, so a run stays bounded (default 500). */
  batchSize?: number;
  /** Unprocessed events younger than this are left alone: their delivery may still be running (default 60). */
  eventGraceSeconds?: number;
};

const LIVE_SUBSCRIPTION_STATES = ["pending", "active", "overdue"] as const;

export const hasFailures = (report: ReconcileReport) =>
  report.registrations.failed + report.subscriptions.failed + report.events.failed > 0;

/**
 * Re-syncs what webhooks should have moved, for when the provider's queue pauses or a sync failed
 * (billing README, point 4): open registrations (also past expires_at, so they expire), live
 * subscriptions (time passing ends paid periods and cancel_at_period_end) and events left unprocessed.
 * Every item runs the same convergent sync as a webhook, in its own try/catch, so one failure is
 * counted and the rest still run; running it twice changes nothing the second time.
 */
export async function reconcilePayments(db: Db, provider: PaymentProvider, options: ReconcileOptions = {}): Promise<ReconcileReport> {
  const limit = options.batchSize ?? 500;
  const graceSeconds = options.eventGraceSeconds ?? 60;
  const synced = new Set<string>();

  const registrationIds = await runWithServiceRole(db, (tx) =>
    tx
      .select({ id: pendingRegistrations.id })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.status, "pending_payment"))
      .orderBy(asc(pendingRegistrations.createdAt))
      .limit(limit),
  );
  const registrations = await eachIsolated(registrationIds, "registration", async ({ id }) => {
    const outcome = await syncRegistration(db, provider, id);
    if (outcome.kind === "applied") synced.add(outcome.result.subscriptionId);
  });

  // Least recently synced first: applying a snapshot always touches updated_at, so runs rotate.
  const liveSubscriptions = await runWithServiceRole(db, (tx) =>
    tx
      .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId })
      .from(subscriptions)
      .where(and(inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATES]), eq(subscriptions.provider, provider.kind)))
      .orderBy(asc(subscriptions.updatedAt))
      .limit(limit),
  );
  const subscriptionCounts = await eachIsolated(
    liveSubscriptions.filter((s) => !synced.has(s.id)),
    "subscription",
    async ({ providerId }) => {
      await syncSubscription(db, provider, providerId);
    },
  );

  const pendingEvents = await runWithServiceRole(db, (tx) =>
    tx
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
      .limit(limit),
  );
  const events = await eachIsolated(pendingEvents, "webhook event", async ({ id, payload }) => {
    const envelope = parseWebhookEnvelope(payload);
    if (!envelope.success) throw new Error("stored payload is not an Asaas webhook envelope");
    // processWebhookEvent logs a failure, records it on the row and answers null.
    return (await processWebhookEvent(db, provider, id, envelope.data)) !== null;
  });

  const report: ReconcileReport = { registrations, subscriptions: subscriptionCounts, events };
  await runWithServiceRole(db, (tx) => writeAuditLog(tx, { actorId: null, action: "billing.reconcile.run", details: report }));
  return report;
}

/** Runs each item on its own: a throw (logged here) or a false answer (logged by run) counts as failed. */
async function eachIsolated<T extends { id: string }>(
  items: T[],
  what: string,
  run: (item: T) => Promise<boolean | void>,
): Promise<ReconcileCounts> {
  let failed = 0;
  for (const item of items) {
    try {
      if ((await run(item)) === false) failed += 1;
    } catch (error) {
      failed += 1;
      console.error(`[billing] reconcile: ${what} ${item.id} failed`, error);
    }
  }
  return { checked: items.length, failed };
}
