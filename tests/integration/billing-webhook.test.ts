import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { handleAsaasWebhook } from "@/lib/billing/webhook";
import * as t from "@/lib/db/schema";
import type { SandboxProvider } from "@/lib/payments/sandbox/provider";
import type { ProviderPayment } from "@/lib/payments/provider";
import type { PlanSlug } from "@/lib/db/enums";
import { sandboxRegistration, sandboxWithAffiliate } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf, type TestUser } from "../helpers/db";

// The webhook handler over a real database with the sandbox provider: token, inbox, one convergent sync,
// the plan upgrade and the affiliate's commission.

describeOnEachDatabase("Asaas webhook and convergent sync", (ctx) => {
  let provider: SandboxProvider;
  let affiliateCode: string;

  beforeAll(async () => {
    ({ provider, affiliateCode } = await sandboxWithAffiliate(ctx()));
  });

  // An authenticated delivery: the token is the route-handler pipeline's (tests/integration/webhook-refusals.test.ts).
  const deliver = (body: unknown) => handleAsaasWebhook(ctx().db, provider, JSON.stringify(body));

  const event = (type: string, payment: ProviderPayment, id = `evt_${randomUUID()}&1`) => ({
    id,
    event: type,
    dateCreated: "2026-11-20 10:00:00",
    account: { id: "acc", ownerId: null },
    payment: {
      object: "payment",
      id: payment.id,
      subscription: payment.subscriptionId,
      status: payment.status,
      value: payment.value,
    },
  });

  async function register(user: TestUser, planSlug: PlanSlug = "basic") {
    const { registrationId, payment } = await sandboxRegistration(ctx().db, provider, user, {
      planSlug,
      referralCode: affiliateCode,
    });
    return { registrationId, payment };
  }

  const stateOf = async (userId: string, registrationId: string) => {
    const db = ctx().db;
    const [reg] = await db
      .select({ status: t.pendingRegistrations.status })
      .from(t.pendingRegistrations)
      .where(eq(t.pendingRegistrations.id, registrationId));
    const [profile] = await db
      .select({ plan: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, userId));
    const subs = await db
      .select({ status: t.subscriptions.status, end: t.subscriptions.currentPeriodEnd })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, userId));
    const commissions = await db
      .select({ amount: t.commissions.amount, rate: t.commissions.rate })
      .from(t.commissions)
      .innerJoin(t.asaasPayments, eq(t.asaasPayments.id, t.commissions.paymentId))
      .where(eq(t.asaasPayments.userId, userId));
    const audits = rowsOf<{ action: string }>(
      await db.execute(
        sql`select action from public.audit_log where target = ${`registration:${registrationId}`} and action = 'billing.registration.paid'`,
      ),
    );
    return {
      registration: reg.status,
      plan: profile.plan,
      subscriptions: subs,
      commissions,
      paidTransitions: audits.length,
    };
  };

  const newReferredUser = () => ctx().createUser({ metadata: { referral_code: affiliateCode } });

  it("registration leaves the account on trial with a pending charge that has a PIX code", async () => {
    const user = await newReferredUser();
    const { registrationId, payment } = await register(user);
    const [mirror] = await ctx()
      .db.select()
      .from(t.asaasPayments)
      .where(eq(t.asaasPayments.asaasPaymentId, payment.id));
    expect(mirror.status).toBe("PENDING");
    expect(mirror.pixPayload).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(mirror.pixImage?.length).toBeGreaterThan(100);
    expect(await stateOf(user.id, registrationId)).toMatchObject({
      registration: "pending_payment",
      plan: "trial",
      commissions: [],
    });
  });

  it("one event delivered 20 times at once: one transition and one commission", async () => {
    const user = await newReferredUser();
    const { registrationId, payment } = await register(user);
    const body = event("PAYMENT_RECEIVED", await provider.confirmPayment(payment.id));
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(body)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(responses.filter((r) => r.body.duplicate).length).toBe(19);
    const state = await stateOf(user.id, registrationId);
    expect(state).toMatchObject({ registration: "paid", plan: "basic", paidTransitions: 1 });
    expect(state.commissions).toEqual([{ amount: "2.99", rate: "10.00" }]);
    expect(state.subscriptions).toHaveLength(1);
    expect(state.subscriptions[0].status).toBe("active");
    expect(state.subscriptions[0].end!.getTime()).toBeGreaterThan(Date.now() + 30 * 86_400_000);
    const [stored] = await ctx().db.select().from(t.webhookEvents).where(eq(t.webhookEvents.eventId, body.id));
    expect(stored.processedAt).not.toBeNull();
  });

  it("CONFIRMED arriving before CREATED ends in the paid state", async () => {
    const user = await newReferredUser();
    const { registrationId, payment } = await register(user);
    const created = event("PAYMENT_CREATED", payment);
    const confirmed = event("PAYMENT_CONFIRMED", await provider.confirmPayment(payment.id));
    expect((await deliver(confirmed)).status).toBe(200);
    expect((await deliver(created)).status).toBe(200);
    const state = await stateOf(user.id, registrationId);
    expect(state).toMatchObject({ registration: "paid", plan: "basic", paidTransitions: 1 });
    expect(state.commissions).toHaveLength(1);
  });

  it("an overdue first charge expires the registration; the plan stays trial", async () => {
    const user = await newReferredUser();
    const { registrationId, payment } = await register(user);
    expect((await deliver(event("PAYMENT_OVERDUE", await provider.overduePayment(payment.id)))).status).toBe(200);
    const state = await stateOf(user.id, registrationId);
    expect(state).toMatchObject({ registration: "expired", plan: "trial", commissions: [] });
    expect(state.subscriptions).toMatchObject([{ status: "expired" }]);
    // Still live at the provider: the overdue PIX may be paid late; reconcile cancels it after the grace period.
    const [sub] = await provider.findSubscriptionsByExternalReference(registrationId);
    expect(sub).toMatchObject({ deleted: false, status: "ACTIVE" });
  });

  it("unknown events get 200 and are ignored", async () => {
    const before = await ctx()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(t.auditLog);
    const response = await deliver({ id: `evt_${randomUUID()}`, event: "TRANSFER_DONE", transfer: { id: "tra_1" } });
    expect(response).toEqual({ status: 200, body: { received: true, ignored: true } });
    const foreign = await deliver({
      id: `evt_${randomUUID()}`,
      event: "PAYMENT_RECEIVED",
      payment: { id: "pay_not_ours" },
    });
    expect(foreign).toEqual({ status: 200, body: { received: true, ignored: true } });
    const after = await ctx()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(t.auditLog);
    expect(after[0].n).toBe(before[0].n);
  });

  it("cancelling keeps access until the paid period ends; an upgrade replaces the old plan", async () => {
    const user = await newReferredUser();
    const basic = await register(user, "basic");
    await deliver(event("PAYMENT_RECEIVED", await provider.confirmPayment(basic.payment.id)));
    const pro = await register(user, "professional");
    await deliver(event("PAYMENT_RECEIVED", await provider.confirmPayment(pro.payment.id)));
    const subs = await ctx()
      .db.select({
        status: t.subscriptions.status,
        cancelAtPeriodEnd: t.subscriptions.cancelAtPeriodEnd,
        slug: t.subscriptionPlans.slug,
      })
      .from(t.subscriptions)
      .innerJoin(t.subscriptionPlans, eq(t.subscriptionPlans.id, t.subscriptions.planId))
      .where(and(eq(t.subscriptions.userId, user.id)));
    expect(subs.find((s) => s.slug === "basic")).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(subs.find((s) => s.slug === "professional")).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect((await stateOf(user.id, pro.registrationId)).plan).toBe("professional");
  });

  it("a new plan paid after an unpaid renewal cancels the overdue subscription at the provider", async () => {
    const user = await newReferredUser();
    const basic = await register(user, "basic");
    const basicId = basic.payment.subscriptionId!;
    await deliver(event("PAYMENT_RECEIVED", await provider.confirmPayment(basic.payment.id)));
    // A month later: the paid month is over and the renewal fell due yesterday, unpaid.
    await ctx().db.execute(
      sql`update public.sandbox_payments set due_date = current_date - 35 where id = ${basic.payment.id}`,
    );
    await ctx().db.execute(
      sql`update public.sandbox_subscriptions set next_due_date = current_date - 1 where id = ${basicId}`,
    );
    const renewal = (await provider.listSubscriptionPayments(basicId)).find((p) => p.status === "PENDING");
    await deliver(event("PAYMENT_OVERDUE", await provider.overduePayment(renewal!.id)));
    expect((await stateOf(user.id, basic.registrationId)).subscriptions).toMatchObject([{ status: "overdue" }]);

    const pro = await register(user, "professional");
    await deliver(event("PAYMENT_RECEIVED", await provider.confirmPayment(pro.payment.id)));

    expect(await provider.getSubscription(basicId)).toMatchObject({ deleted: true });
    const subs = await ctx()
      .db.select({ status: t.subscriptions.status, providerId: t.subscriptions.providerSubscriptionId })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, user.id));
    expect(subs.find((s) => s.providerId === basicId)).toMatchObject({ status: "cancelled" });
    expect(subs.find((s) => s.providerId === pro.payment.subscriptionId)).toMatchObject({ status: "active" });
    expect((await stateOf(user.id, pro.registrationId)).plan).toBe("professional");
  });
});
