import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { reconcilePayments } from "@/lib/billing/reconcile";
import { RECONCILE_LOCK_NAME } from "@/lib/billing/reconcile-lock";
import { subscriptionsToSync } from "@/lib/billing/reconcile-queries";
import { runWithServiceRole } from "@/lib/db/admin";
import * as t from "@/lib/db/schema";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { createSandboxProvider, type SandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf } from "../helpers/db";

// Reconcile spends the provider's quota (25,000 calls per 12 h per Asaas account) only where time moved
// something, stops at the first rate limit, and never runs twice at once.

const rateLimited = () => new PaymentProviderError("rate_limited", "Too many requests", 429);

describeOnEachDatabase("reconcile: provider quota", (ctx) => {
  let provider: SandboxProvider;
  let userId: string;

  beforeAll(async () => {
    provider = createSandboxProvider({ db: async () => ctx().db, appUrl: "http://127.0.0.1:3999" });
    userId = (await ctx().createUser()).id;
  });

  /** The most recent 15:00 UTC at or before now: when a due date of the day before starts being checked. */
  const lastDueCheck = sql`((((now() at time zone 'UTC') - interval '15 hours')::date) + time '15:00') at time zone 'UTC'`;

  /** A subscription row as a past sync left it; returns its provider id. */
  async function subscriptionRow(row: { status: string; periodEnd?: SQL; nextDueDate?: SQL; syncedAt: SQL }) {
    const providerId = `sub_test_${randomUUID()}`;
    await ctx().db.execute(sql`
      insert into public.subscriptions (user_id, plan_id, provider, provider_subscription_id, value, status, current_period_end, next_due_date, updated_at)
      values (${userId}, (select id from public.subscription_plans where slug = 'basic'), 'sandbox', ${providerId}, 29.90, ${row.status},
              ${row.periodEnd ?? null}, ${row.nextDueDate ?? null}, ${row.syncedAt})`);
    return providerId;
  }

  it("re-reads a subscription when its paid period ran out, when a due date passed since the last sync, or after a day", async () => {
    const running = await subscriptionRow({
      status: "active",
      periodEnd: sql`now() + interval '20 days'`,
      syncedAt: sql`now() - interval '23 hours'`,
    });
    const periodEnded = await subscriptionRow({
      status: "active",
      periodEnd: sql`now() - interval '1 minute'`,
      syncedAt: sql`now() - interval '2 hours'`,
    });
    const dueDateOfYesterday = sql`(${lastDueCheck} - interval '1 day')::date`;
    // Synced before the due date was checked, but within the last day (so not by the sweep).
    const dueSinceSync = await subscriptionRow({
      status: "overdue",
      nextDueDate: dueDateOfYesterday,
      syncedAt: sql`${lastDueCheck} - (${lastDueCheck} - (now() - interval '24 hours')) / 2`,
    });
    // An unpaid renewal already re-read after its due date: not again every run.
    const overdueSynced = await subscriptionRow({
      status: "overdue",
      nextDueDate: sql`current_date - 10`,
      syncedAt: sql`now() - interval '1 hour'`,
    });
    const pendingFuture = await subscriptionRow({
      status: "pending",
      nextDueDate: sql`current_date + 5`,
      syncedAt: sql`now() - interval '1 hour'`,
    });
    const stale = await subscriptionRow({
      status: "active",
      periodEnd: sql`now() + interval '20 days'`,
      syncedAt: sql`now() - interval '25 hours'`,
    });
    const ended = await subscriptionRow({ status: "cancelled", syncedAt: sql`now() - interval '30 days'` });

    const toSync = (kind: PaymentProvider["kind"]) =>
      runWithServiceRole(ctx().db, (tx) => subscriptionsToSync(tx, kind, 10_000));
    const selected = (await toSync("sandbox")).map((s) => s.providerId);

    expect(selected).toEqual(expect.arrayContaining([periodEnded, dueSinceSync, stale]));
    for (const skipped of [running, overdueSynced, pendingFuture, ended]) expect(selected).not.toContain(skipped);
    // What time moved comes before the daily sweep, even though the swept row waited longer.
    expect(selected.indexOf(periodEnded)).toBeLessThan(selected.indexOf(stale));
    expect(selected.indexOf(dueSinceSync)).toBeLessThan(selected.indexOf(stale));
    expect(await toSync("asaas")).not.toContainEqual(expect.objectContaining({ providerId: stale }));
  });

  it("stops at the first rate limit: counted as failed, nothing else asked", async () => {
    for (let i = 0; i < 2; i++) await sandboxRegistration(ctx().db, provider, await ctx().createUser());
    let calls = 0;
    const limited: PaymentProvider = {
      ...provider,
      async getSubscription() {
        calls += 1;
        throw rateLimited();
      },
    };

    const report = await reconcilePayments(ctx().db, limited);

    expect(calls).toBe(1);
    expect(report).toMatchObject({ stopped: "rate_limited", registrations: { checked: 1, failed: 1 } });
    const idle = { checked: 0, failed: 0 };
    expect(report).toMatchObject({ subscriptions: idle, abandoned: idle, events: idle });
  });

  it("also stops when the rate limit hits inside a webhook event's sync, which records the error itself", async () => {
    const ids = [`evt_${randomUUID()}`, `evt_${randomUUID()}`];
    await ctx()
      .db.insert(t.webhookEvents)
      .values(
        ids.map((eventId) => ({
          provider: "asaas" as const,
          eventId,
          eventType: "PAYMENT_RECEIVED",
          payload: { id: eventId, event: "PAYMENT_RECEIVED", payment: { id: `pay_${eventId}` } },
          receivedAt: new Date(Date.now() - 10 * 60_000),
        })),
      );
    const limited: PaymentProvider = {
      ...provider,
      async getPayment() {
        throw rateLimited();
      },
    };

    const report = await reconcilePayments(ctx().db, limited);

    expect(report).toMatchObject({ stopped: "rate_limited", events: { checked: 1, failed: 1 } });
    const rows = await ctx()
      .db.select({ error: t.webhookEvents.error })
      .from(t.webhookEvents)
      .where(sql`${t.webhookEvents.eventId} in (${ids[0]}, ${ids[1]})`);
    expect(rows.filter((r) => r.error?.includes("rate_limited"))).toHaveLength(1);
    await ctx()
      .db.delete(t.webhookEvents)
      .where(sql`${t.webhookEvents.eventId} in (${ids[0]}, ${ids[1]})`);
  });

  it("one run at a time: an overlapping run does nothing and says so", async () => {
    const [a, b] = await Promise.all([reconcilePayments(ctx().db, provider), reconcilePayments(ctx().db, provider)]);
    expect([a.stopped, b.stopped].filter((s) => s === "already_running")).toHaveLength(1);

    const client = (ctx().db as unknown as { $client: { reserve?: () => Promise<LockHolder> } }).$client;
    if (!client.reserve) return; // PGlite: one process per data directory, the in-process guard is the lock
    // Another process (the script, a second app instance) holds the lock on the server.
    const other = await client.reserve();
    try {
      await other`select pg_advisory_lock(hashtextextended(${RECONCILE_LOCK_NAME}, 0))`;
      expect((await reconcilePayments(ctx().db, provider)).stopped).toBe("already_running");
      await other`select pg_advisory_unlock(hashtextextended(${RECONCILE_LOCK_NAME}, 0))`;
    } finally {
      other.release();
    }
    expect((await reconcilePayments(ctx().db, provider)).stopped).toBeUndefined();
  });

  it("a run that looked at nothing leaves no audit row", async () => {
    const runs = async () =>
      rowsOf(await ctx().db.execute(sql`select 1 from public.audit_log where action = 'billing.reconcile.run'`)).length;
    const before = await runs();
    expect(await reconcilePayments(ctx().db, provider, { batchSize: 0 })).toMatchObject({
      registrations: { checked: 0 },
      events: { checked: 0 },
    });
    expect(await runs()).toBe(before);
  });
});

type LockHolder = { (template: TemplateStringsArray, ...values: unknown[]): Promise<unknown>; release(): void };
