import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it, onTestFinished } from "vitest";
import { reconcilePayments, type ReconcileReport } from "@/lib/billing/reconcile";
import { POST as reconcileRoute } from "@/app/api/jobs/reconcile/route";
import { startPaidRegistration } from "@/lib/billing/registration";
import * as t from "@/lib/db/schema";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import type { PaymentProvider } from "@/lib/payments/provider";
import { setEnv, useDatabase } from "../chaos/harness";
import { sandboxWithAffiliate } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf, type TestUser } from "../helpers/db";

// The reconcile job: what a paused webhook queue left behind converges on the next run (billing README, point 4).

const SECRET = "cron-secret-for-tests-0123456789";

describeOnEachDatabase("payments reconcile job", (ctx) => {
  let provider: SandboxProvider;
  let affiliateCode: string;

  beforeAll(async () => {
    ({ provider, affiliateCode } = await sandboxWithAffiliate(ctx()));
  });

  const reconcile = (p: PaymentProvider = provider) => reconcilePayments(ctx().db, p);

  /** A referred user with a paid-plan registration and its first (pending) charge at the sandbox. */
  async function registered() {
    const user = await ctx().createUser({ metadata: { referral_code: affiliateCode } });
    const result = await startPaidRegistration(ctx().db, provider, {
      userId: user.id,
      name: "Maria Teste",
      email: user.email,
      document: "24971563792",
      phone: "11987654321",
      planSlug: "basic",
      referralCode: affiliateCode,
      isUpgrade: false,
    });
    if (!result.ok) throw new Error(result.code);
    const [subscription] = await provider.findSubscriptionsByExternalReference(result.registrationId);
    const [payment] = await provider.listSubscriptionPayments(subscription.id);
    return { user, registrationId: result.registrationId, subscriptionId: subscription.id, payment };
  }

  async function stateOf(user: TestUser, registrationId: string) {
    const db = ctx().db;
    const [reg] = await db
      .select({ status: t.pendingRegistrations.status })
      .from(t.pendingRegistrations)
      .where(eq(t.pendingRegistrations.id, registrationId));
    const [profile] = await db
      .select({ plan: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, user.id));
    const subs = await db
      .select({ status: t.subscriptions.status, cancelAtPeriodEnd: t.subscriptions.cancelAtPeriodEnd })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, user.id));
    const commissions = await db
      .select({ amount: t.commissions.amount })
      .from(t.commissions)
      .innerJoin(t.asaasPayments, eq(t.asaasPayments.id, t.commissions.paymentId))
      .where(eq(t.asaasPayments.userId, user.id));
    const paidTransitions = rowsOf(
      await db.execute(
        sql`select 1 from public.audit_log where target = ${`registration:${registrationId}`} and action = 'billing.registration.paid'`,
      ),
    ).length;
    return { registration: reg.status, plan: profile.plan, subscriptions: subs, commissions, paidTransitions };
  }

  /** Pretends our row was last synced `hours` ago (the updated_at trigger is off for this one update). */
  const lastSyncedHoursAgo = (providerSubscriptionId: string, hours: number) =>
    ctx().db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update public.subscriptions set updated_at = now() - make_interval(hours => ${hours}) where provider_subscription_id = ${providerSubscriptionId}`,
      );
    });

  const expirePast = (registrationId: string) =>
    ctx().db.execute(
      sql`update public.pending_registrations set expires_at = now() - interval '1 day' where id = ${registrationId}`,
    );

  it("a charge paid at the provider without a webhook: the registration is paid and the plan active", async () => {
    const { user, registrationId, payment } = await registered();
    await provider.confirmPayment(payment.id);
    expect((await stateOf(user, registrationId)).registration).toBe("pending_payment");

    const report = await reconcile();

    expect(report.registrations.checked).toBeGreaterThanOrEqual(1);
    expect(report.registrations.failed).toBe(0);
    const state = await stateOf(user, registrationId);
    expect(state).toMatchObject({
      registration: "paid",
      plan: "basic",
      paidTransitions: 1,
      subscriptions: [{ status: "active" }],
    });
    expect(state.commissions).toEqual([{ amount: "2.99" }]);
  });

  it("running twice changes nothing the second time: one transition, one commission", async () => {
    const { user, registrationId, payment } = await registered();
    await provider.confirmPayment(payment.id);
    await reconcile();
    const first = await stateOf(user, registrationId);
    await reconcile();
    expect(await stateOf(user, registrationId)).toEqual(first);
    expect(first).toMatchObject({ registration: "paid", paidTransitions: 1 });
    expect(first.commissions).toHaveLength(1);
  });

  const paymentEvent = (eventId: string, payment: { id: string; subscriptionId: string | null }, minutesAgo = 10) => ({
    provider: "asaas" as const,
    eventId,
    eventType: "PAYMENT_RECEIVED",
    payload: {
      id: eventId,
      event: "PAYMENT_RECEIVED",
      payment: { object: "payment", id: payment.id, subscription: payment.subscriptionId },
    },
    receivedAt: new Date(Date.now() - minutesAgo * 60_000),
  });

  async function eventRow(eventId: string) {
    const [row] = await ctx()
      .db.select({ processedAt: t.webhookEvents.processedAt, error: t.webhookEvents.error })
      .from(t.webhookEvents)
      .where(eq(t.webhookEvents.eventId, eventId));
    return row;
  }

  /** The sandbox provider, counting getPayment calls (what a PAYMENT_* event's sync starts with). */
  function countingPayments() {
    const calls: string[] = [];
    const counting: PaymentProvider = {
      ...provider,
      getPayment(id) {
        calls.push(id);
        return provider.getPayment(id);
      },
    };
    return { counting, calls };
  }

  it("retries a webhook event left unprocessed, but not one still being delivered", async () => {
    const { user, registrationId, payment } = await registered();
    // Paid before: the registration is closed, so only the event brings the refund back to us.
    await provider.confirmPayment(payment.id);
    await reconcile();
    await ctx().db.execute(sql`update public.sandbox_payments set status = 'REFUNDED' where id = ${payment.id}`);
    const [stale, fresh] = [`evt_${randomUUID()}`, `evt_${randomUUID()}`];
    await ctx()
      .db.insert(t.webhookEvents)
      .values([{ ...paymentEvent(stale, payment), error: "Error: provider timeout" }, paymentEvent(fresh, payment, 0)]);
    const { counting, calls } = countingPayments();

    const report = await reconcile(counting);

    expect(await eventRow(stale)).toMatchObject({ processedAt: expect.any(Date), error: null });
    expect(await eventRow(fresh)).toMatchObject({ processedAt: null });
    expect(calls).toEqual([payment.id]);
    expect(report.events).toEqual({ checked: 1, failed: 0 });
    // The refund took the unpaid commission back: only the event's sync could have seen it.
    expect(await stateOf(user, registrationId)).toMatchObject({ registration: "paid", commissions: [] });
  });

  it("closes an event whose subscription this run already re-read, without asking the provider again", async () => {
    const { user, registrationId, payment } = await registered();
    const paid = await provider.confirmPayment(payment.id);
    const [first, second] = [`evt_${randomUUID()}`, `evt_${randomUUID()}`];
    await ctx()
      .db.insert(t.webhookEvents)
      .values([paymentEvent(first, paid), paymentEvent(second, paid, 9)]);
    const { counting, calls } = countingPayments();

    const report = await reconcile(counting);

    expect(calls).toEqual([]);
    expect(await eventRow(first)).toMatchObject({ processedAt: expect.any(Date), error: null });
    expect(await eventRow(second)).toMatchObject({ processedAt: expect.any(Date), error: null });
    expect(report.events).toEqual({ checked: 2, failed: 0 });
    expect(await stateOf(user, registrationId)).toMatchObject({ registration: "paid", paidTransitions: 1 });
  });

  it("closes an event whose stored payload can never parse, with the reason, once", async () => {
    const eventId = `evt_${randomUUID()}`;
    await ctx()
      .db.insert(t.webhookEvents)
      .values({
        provider: "asaas",
        eventId,
        eventType: "PAYMENT_RECEIVED",
        payload: { event: "PAYMENT_RECEIVED" },
        receivedAt: new Date(Date.now() - 10 * 60_000),
      });

    expect((await reconcile()).events).toEqual({ checked: 1, failed: 1 });
    expect(await eventRow(eventId)).toMatchObject({
      processedAt: expect.any(Date),
      error: expect.stringContaining("not an Asaas webhook envelope"),
    });
    expect((await reconcile()).events).toEqual({ checked: 0, failed: 0 });
  });

  it("expires unpaid registrations: first charge overdue, or past expires_at", async () => {
    const overdue = await registered();
    await provider.overduePayment(overdue.payment.id);
    await expirePast(overdue.registrationId);
    const lapsed = await registered();
    await expirePast(lapsed.registrationId);

    await reconcile();

    expect(await stateOf(overdue.user, overdue.registrationId)).toMatchObject({
      registration: "expired",
      plan: "trial",
      commissions: [],
    });
    expect(await stateOf(lapsed.user, lapsed.registrationId)).toMatchObject({ registration: "expired", plan: "trial" });
  });

  it("expires a registration whose subscription was never created at the provider", async () => {
    const user = await ctx().createUser();
    const [plan] = await ctx()
      .db.select({ id: t.subscriptionPlans.id })
      .from(t.subscriptionPlans)
      .where(eq(t.subscriptionPlans.slug, "basic"));
    const [reg] = await ctx()
      .db.insert(t.pendingRegistrations)
      .values({
        userId: user.id,
        email: user.email,
        name: "Sem Assinatura",
        selectedPlanId: plan.id,
        expiresAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: t.pendingRegistrations.id });

    await reconcile();

    expect((await stateOf(user, reg.id)).registration).toBe("expired");
  });

  it("a lost cancel is caught by the daily sweep, and the end of the paid period ends it cancelled", async () => {
    const { user, registrationId, subscriptionId, payment } = await registered();
    await provider.confirmPayment(payment.id);
    await reconcile();
    await provider.cancelSubscription(subscriptionId);
    // Synced minutes ago, paid period running: not re-read until a day has passed.
    await lastSyncedHoursAgo(subscriptionId, 23);
    await reconcile();
    expect(await stateOf(user, registrationId)).toMatchObject({
      subscriptions: [{ status: "active", cancelAtPeriodEnd: false }],
    });
    await lastSyncedHoursAgo(subscriptionId, 25);
    await reconcile();
    expect(await stateOf(user, registrationId)).toMatchObject({
      plan: "basic",
      subscriptions: [{ status: "active", cancelAtPeriodEnd: true }],
    });

    // Forty days later: the paid month is over.
    await ctx().db.execute(sql`update public.sandbox_payments set due_date = due_date - 40 where id = ${payment.id}`);
    await ctx().db.execute(
      sql`update public.subscriptions set current_period_end = now() - interval '1 minute' where provider_subscription_id = ${subscriptionId}`,
    );
    await reconcile();

    expect(await stateOf(user, registrationId)).toMatchObject({
      registration: "paid",
      plan: "cancelled",
      subscriptions: [{ status: "cancelled" }],
    });
  });

  it("one failing item is counted and the others still converge; the run is audited with counts only", async () => {
    const broken = await registered();
    const healthy = await registered();
    await provider.confirmPayment(broken.payment.id);
    await provider.confirmPayment(healthy.payment.id);
    const flaky: PaymentProvider = {
      ...provider,
      async getSubscription(id) {
        if (id === broken.subscriptionId) throw new Error("provider unavailable");
        return provider.getSubscription(id);
      },
    };
    const audits = async () =>
      rowsOf<{ details: ReconcileReport; actor_id: string | null }>(
        await ctx().db.execute(
          sql`select details, actor_id from public.audit_log where action = 'billing.reconcile.run' order by created_at desc`,
        ),
      );
    const before = (await audits()).length;

    const report = await reconcile(flaky);

    expect(report.registrations.failed).toBe(1);
    expect((await stateOf(broken.user, broken.registrationId)).registration).toBe("pending_payment");
    expect(await stateOf(healthy.user, healthy.registrationId)).toMatchObject({ registration: "paid", plan: "basic" });
    const after = await audits();
    expect(after).toHaveLength(before + 1);
    expect(after[0]).toEqual({ details: report, actor_id: null });

    expect((await reconcile()).registrations.failed).toBe(0);
    expect((await stateOf(broken.user, broken.registrationId)).registration).toBe("paid");
  });

  it("a batch size bounds each kind of work in one run", async () => {
    await registered();
    await registered();
    const report = await reconcilePayments(ctx().db, provider, { batchSize: 1 });
    expect(report.registrations.checked).toBe(1);
    expect(report.subscriptions.checked).toBeLessThanOrEqual(1);
    expect(report.events.checked).toBeLessThanOrEqual(1);
  });

  it("the route handler: closed without CRON_SECRET, 401 without the right bearer, 200 with the report", async () => {
    const { user, registrationId, payment } = await registered();
    await provider.confirmPayment(payment.id);
    const before = { CRON_SECRET: process.env.CRON_SECRET, PAYMENTS_PROVIDER: process.env.PAYMENTS_PROVIDER };
    onTestFinished(() => {
      setEnv(before);
      useDatabase(null);
    });
    useDatabase(ctx().db);
    const call = async (authorization: string | null, secret: string | null = SECRET) => {
      setEnv({ CRON_SECRET: secret ?? undefined, PAYMENTS_PROVIDER: "sandbox" });
      const headers: Record<string, string> = authorization === null ? {} : { authorization };
      return reconcileRoute(new Request("http://127.0.0.1/api/jobs/reconcile", { method: "POST", headers }));
    };

    expect((await call(`Bearer ${SECRET}`, null)).status).toBe(404);
    for (const authorization of [
      null,
      "",
      "Bearer",
      `Bearer ${SECRET}x`,
      `Basic ${SECRET}`,
      SECRET,
      `Bearer ${SECRET.slice(0, -1)}`,
    ]) {
      const denied = await call(authorization);
      expect(denied.status, String(authorization)).toBe(401);
      expect(denied.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      expect(denied.headers.get("content-type")).toBe("application/problem+json");
    }
    expect((await stateOf(user, registrationId)).registration).toBe("pending_payment");

    const ok = await call(`bearer  ${SECRET}`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      registrations: { checked: expect.any(Number), failed: 0 },
      subscriptions: { checked: expect.any(Number), failed: 0 },
      events: { checked: expect.any(Number), failed: 0 },
    });
    expect((await stateOf(user, registrationId)).registration).toBe("paid");
  });
});
