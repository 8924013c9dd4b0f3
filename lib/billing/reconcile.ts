import "server-only";
import type { OwnerDb } from "@/lib/db/client";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { recordJobRun, type JobRunEnd } from "@/lib/db/job-runs";
import type { PaymentProvider } from "@/lib/payments/provider";
import { withReconcileLock } from "./reconcile-lock";
import {
  abandonedSubscriptions,
  markEventProcessed,
  openRegistrations,
  stalledEvents,
  subscriptionsToSync,
} from "./reconcile-queries";
import { ReconcileRun, type ReconcileCounts } from "./reconcile-run";
import { syncRegistration, syncSubscription, type SyncOutcome } from "./sync";
import { parseWebhookEnvelope, processWebhookEvent, type WebhookEnvelope } from "./webhook";

export type { ReconcileCounts } from "./reconcile-run";

/** Counts only: the report is printed, returned over HTTP and audited, so it carries no personal data. */
export type ReconcileReport = {
  registrations: ReconcileCounts;
  subscriptions: ReconcileCounts;
  /** Expired (never paid) subscriptions past the grace period, cancelled at the provider. */
  abandoned: ReconcileCounts;
  events: ReconcileCounts;
  /** Why the run did less than usual: the provider refused for quota, or another run was under way. */
  stopped?: "rate_limited" | "already_running";
};

export type ReconcileOptions = {
  /** Most rows of each kind looked at in one run, so a run stays bounded (default 500). */
  batchSize?: number;
  /** Unprocessed events younger than this are left alone: their delivery may still be running (default 60). */
  eventGraceSeconds?: number;
};

const steps = ["registrations", "subscriptions", "abandoned", "events"] as const;
const none = (): ReconcileCounts => ({ checked: 0, failed: 0 });

export const hasFailures = (report: ReconcileReport) => steps.some((step) => report[step].failed > 0);

/**
 * Re-syncs what webhooks should have moved, for when the provider's queue pauses or a sync failed
 * (billing README, point 4), spending as few provider calls as it can (25,000 per 12 h per account):
 * open registrations, subscriptions that time moved (plus a daily sweep), abandoned registrations'
 * subscriptions to cancel, and events left unprocessed. Every item runs the same convergent sync as a
 * webhook, in its own try/catch; running it twice changes nothing the second time. One run at a time.
 */
export async function reconcilePayments(
  db: OwnerDb,
  provider: PaymentProvider,
  options: ReconcileOptions = {},
): Promise<ReconcileReport> {
  // Every run, quiet ones too, is recorded in job_runs: /system-status shows when the last one ran and how it ended.
  return recordJobRun(db, RECONCILE_JOB, () => reconcileOnce(db, provider, options), reconcileRunEnd);
}

/** The name of the reconcile job in public.job_runs. */
export const RECONCILE_JOB = "billing.reconcile";

function reconcileRunEnd(report: ReconcileReport): JobRunEnd {
  const outcome =
    report.stopped === "already_running"
      ? "skipped"
      : report.stopped === "rate_limited" || hasFailures(report)
        ? "partial"
        : "ok";
  return { outcome, summary: report };
}

async function reconcileOnce(
  db: OwnerDb,
  provider: PaymentProvider,
  options: ReconcileOptions,
): Promise<ReconcileReport> {
  const report = await withReconcileLock(db, () => runAllSteps(db, new ReconcileRun(provider), options));
  if (!report)
    return {
      registrations: none(),
      subscriptions: none(),
      abandoned: none(),
      events: none(),
      stopped: "already_running",
    };
  // Only runs that did something are audited: a quiet run every 15 minutes would be 96 empty rows a day.
  if (steps.some((step) => report[step].checked > 0)) {
    await runWithServiceRole(db, (tx) =>
      writeAuditLog(tx, { actorId: null, action: "billing.reconcile.run", details: report }),
    );
  }
  return report;
}

async function runAllSteps(db: OwnerDb, run: ReconcileRun, options: ReconcileOptions): Promise<ReconcileReport> {
  const limit = options.batchSize ?? 500;
  const { provider } = run;
  const remember = (outcome: SyncOutcome) => {
    if (outcome.kind === "applied") run.synced.add(outcome.result.providerSubscriptionId);
    return outcome;
  };

  const registrationRows = await runWithServiceRole(db, (tx) => openRegistrations(tx, limit));
  const registrations = await run.each(registrationRows, "registration", async ({ id }) => {
    remember(await syncRegistration(db, provider, id));
  });

  const subscriptionRows = await runWithServiceRole(db, (tx) => subscriptionsToSync(tx, provider.kind, limit));
  const subscriptions = await run.each(
    subscriptionRows.filter((s) => !run.synced.has(s.providerId)),
    "subscription",
    async ({ providerId }) => {
      remember(await syncSubscription(db, provider, providerId));
    },
  );

  const abandonedRows = await runWithServiceRole(db, (tx) => abandonedSubscriptions(tx, provider.kind, limit));
  const abandoned = await run.each(abandonedRows, "abandoned subscription", async ({ id, providerId }) => {
    // A fresh read first: a late payment within the grace period converges to paid, and nothing is cancelled.
    const fresh = remember(await syncSubscription(db, provider, providerId));
    if (fresh.kind !== "applied" || fresh.result.status !== "expired" || !fresh.result.live) return;
    await provider.cancelSubscription(providerId);
    await runWithServiceRole(db, (tx) =>
      writeAuditLog(tx, {
        actorId: null,
        action: "billing.subscription.abandoned",
        target: `subscription:${id}`,
        details: { providerSubscription: providerId },
      }),
    );
    // Ended at the provider, the row stays expired and loses next_due_date: the mark that the cancel is done.
    remember(await syncSubscription(db, provider, providerId, true));
  });

  const eventRows = await runWithServiceRole(db, (tx) => stalledEvents(tx, options.eventGraceSeconds ?? 60, limit));
  const events = await run.each(eventRows, "webhook event", async ({ id, payload }) => {
    const envelope = parseWebhookEnvelope(payload);
    if (!envelope.success) {
      // It will never parse: closed with the reason, counted as failed once, not retried every run.
      console.error(
        `[billing] reconcile: webhook event ${id} has a stored payload that is not an Asaas envelope; closed`,
      );
      await runWithServiceRole(db, (tx) =>
        markEventProcessed(tx, id, "stored payload is not an Asaas webhook envelope"),
      );
      return false;
    }
    const subscriptionId = subscriptionOf(envelope.data);
    if (subscriptionId && run.synced.has(subscriptionId)) {
      // This run already re-read that subscription after the event arrived: the event adds nothing.
      await runWithServiceRole(db, (tx) => markEventProcessed(tx, id, null));
      return;
    }
    // processWebhookEvent logs a failure, records it on the row and answers null.
    const outcome = await processWebhookEvent(db, provider, id, envelope.data);
    if (outcome) remember(outcome);
    return outcome !== null;
  });

  return {
    registrations,
    subscriptions,
    abandoned,
    events,
    ...(run.rateLimited ? { stopped: "rate_limited" as const } : {}),
  };
}

/** The provider subscription an event is about: its own id, or the one a subscription charge belongs to. */
function subscriptionOf(envelope: WebhookEnvelope): string | null {
  if (envelope.event.startsWith("SUBSCRIPTION_")) return envelope.subscription?.id ?? null;
  const owner = envelope.payment?.subscription;
  return typeof owner === "string" ? owner : null;
}
