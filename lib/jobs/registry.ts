import "server-only";
import { hasFailures, reconcilePayments } from "@/lib/billing/reconcile";
import { getDb } from "@/lib/db/client";
import { runAlertDigest } from "@/lib/notifications/digest";
import { runReformReminders } from "@/lib/notifications/reform-reminders";
import { runMonthlySummary } from "@/lib/notifications/summary";
import { getPaymentProvider, paymentsMode } from "@/lib/payments";
import { trySelicFetch } from "@/lib/selic/job-result";
import { dailyJob, type ScheduledJob } from "./scheduler";

const MINUTE = 60_000;

/** Payments reconcile (lib/billing/reconcile.ts): what the scheduler of a DATABASE_URL deployment calls through POST /api/jobs/reconcile. */
async function reconcileJob(): Promise<void> {
  // A production start without Asaas or the sandbox opt-in has no payments to reconcile.
  if (paymentsMode() === "not_configured") return;
  const report = await reconcilePayments(await getDb(), getPaymentProvider());
  if (hasFailures(report) || report.stopped === "rate_limited")
    console.warn("[jobs] payments-reconcile finished with failures", report);
}

/**
 * Every job of embedded mode: adding one is one line. Each entry must be safe to run at any time and more
 * than once (the reconcile is convergent and takes its own lock).
 */
export const EMBEDDED_JOBS: readonly ScheduledJob[] = [
  { name: "payments-reconcile", everyMs: 15 * MINUTE, run: reconcileJob },
  // Both e-mail only what was not sent before (findings already told, at most one digest per user and day; one
  // summary per user and month), so a second run after a restart sends nothing twice.
  dailyJob("alert-digest", async () => void (await runAlertDigest(await getDb()))),
  // One e-mail per user, deadline and stage (30, 7, 1 day): a second run the same day queues nothing.
  dailyJob("reform-reminders", async () => void (await runReformReminders(await getDb()))),
  // In the first week of the month, so a process that was down on the 1st still sends last month's summary, once.
  dailyJob(
    "monthly-summary",
    async () => void (await runMonthlySummary(await getDb())),
    (now) => now.getDate() <= 7,
  ),
  // The Banco Central publishes a month's Selic when it closes; a daily try picks it up within a day, and a run
  // without an answer (offline, API down) is logged and leaves the series held in use.
  dailyJob("selic-fetch", async () => {
    const outcome = await trySelicFetch(await getDb());
    if (!outcome.ok)
      console.warn("[jobs] selic-fetch: Banco Central not reached, the series held stays in use", outcome.reason);
  }),
];
