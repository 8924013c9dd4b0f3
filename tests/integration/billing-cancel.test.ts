import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { cancelOwnSubscription } from "@/lib/billing/cancel";
import { getSubscriptionOverview, HISTORY_PAGE_SIZE } from "@/lib/billing/subscription-overview";
import { syncSubscription } from "@/lib/billing/sync";
import { runWithAnon, runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { createSandboxProvider, type SandboxProvider } from "@/lib/payments/sandbox/provider";
import type { PlanSlug } from "@/lib/db/enums";
import { sandboxRegistration } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf, type TestUser } from "../helpers/db";

// Cancelling from /settings: at the provider, access kept until the paid period ends.

describeOnEachDatabase("subscription cancel and overview", (ctx) => {
  let provider: SandboxProvider;

  beforeAll(() => {
    provider = createSandboxProvider({ db: async () => ctx().db, appUrl: "http://127.0.0.1:3999" });
  });

  const startRegistration = async (user: TestUser, planSlug: PlanSlug, isUpgrade: boolean) =>
    (await sandboxRegistration(ctx().db, provider, user, { planSlug, isUpgrade })).registrationId;

  /** Pays the registration's first charge at the sandbox and syncs; returns the provider subscription id. */
  async function payFirstCharge(registrationId: string) {
    const [sub] = await provider.findSubscriptionsByExternalReference(registrationId);
    const [charge] = await provider.listSubscriptionPayments(sub.id);
    await provider.confirmPayment(charge.id);
    await syncSubscription(ctx().db, provider, sub.id);
    return sub.id;
  }

  /** A subscriber who registered for Básico and paid the first charge. */
  async function payingSubscriber() {
    const user = await ctx().createUser();
    const providerId = await payFirstCharge(await startRegistration(user, "basic", false));
    const [row] = await ctx()
      .db.select()
      .from(t.subscriptions)
      .where(eq(t.subscriptions.providerSubscriptionId, providerId));
    return { user, providerId, subscription: row };
  }

  const overviewOf = (user: TestUser) => runWithRls(ctx().db, user.claims, (tx) => getSubscriptionOverview(tx));
  const profileOf = async (user: TestUser) =>
    (
      await ctx()
        .db.select({ status: t.profiles.subscriptionStatus })
        .from(t.profiles)
        .where(eq(t.profiles.id, user.id))
    )[0].status;

  it("shows the paid plan, its next charge and the payment in the history", async () => {
    const { user, subscription } = await payingSubscriber();
    const overview = await overviewOf(user);
    expect(overview.current).toMatchObject({
      id: subscription.id,
      planName: "Básico",
      value: "29.90",
      status: "active",
      cancellable: true,
    });
    expect(overview).toMatchObject({ everPaid: true, others: [], pendingRegistration: null });
    expect(overview.current?.nextDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(overview.payments).toHaveLength(1);
    expect(overview.payments[0]).toMatchObject({ status: "RECEIVED", value: "29.90", planName: "Básico" });
    expect(overview.payments[0].invoiceUrl).toContain("/api/sandbox/invoices/");
  });

  it("pages the payment history a year at a time, newest first", async () => {
    const { user, subscription } = await payingSubscriber();
    // Fourteen earlier monthly charges, paid, before the first one the sandbox made (due today or later).
    await ctx()
      .db.insert(t.asaasPayments)
      .values(
        Array.from({ length: 14 }, (_, i) => ({
          asaasPaymentId: `pay_history_${user.id}_${i}`,
          provider: "sandbox" as const,
          userId: user.id,
          subscriptionId: subscription.id,
          value: "29.90",
          status: "RECEIVED",
          // 2025-12-10, 2025-11-10, ... 2024-11-10.
          dueDate: i < 12 ? `2025-${String(12 - i).padStart(2, "0")}-10` : `2024-${24 - i}-10`,
        })),
      );
    const page = (n: number) => runWithRls(ctx().db, user.claims, (tx) => getSubscriptionOverview(tx, n));

    const first = await page(1);
    expect(first.payments).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first).toMatchObject({ historyPage: 1, olderPayments: true });
    const second = await page(2);
    expect(second.payments.map((p) => p.dueDate)).toEqual(["2025-01-10", "2024-12-10", "2024-11-10"]);
    expect(second).toMatchObject({ historyPage: 2, olderPayments: false });
    const all = [...first.payments, ...second.payments];
    expect(new Set(all.map((p) => p.id)).size).toBe(15);
    expect(all.map((p) => p.dueDate)).toEqual([...all.map((p) => p.dueDate)].sort().reverse());
    expect(await page(3)).toMatchObject({ payments: [], olderPayments: false });
  });

  it("answers for the signed-in user only, and not to visitors", async () => {
    const { user } = await payingSubscriber();
    const other = await ctx().createUser();
    expect((await overviewOf(user)).payments).toHaveLength(1);
    // Another subscriber's overview holds none of the first one's plan, subscription or payments.
    expect(await overviewOf(other)).toMatchObject({ plan: null, current: null, everPaid: false, payments: [] });
    const anon = await runWithAnon(ctx().db, (tx) =>
      tx.execute(sql`select public.my_subscription_overview(0, 12, array['RECEIVED'])`),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(anon).not.toBeNull();
  });

  it("a first registration awaiting payment: nothing paid, no current subscription", async () => {
    const user = await ctx().createUser();
    const registrationId = await startRegistration(user, "basic", false);
    const overview = await overviewOf(user);
    expect(overview).toMatchObject({
      current: null,
      plan: null,
      everPaid: false,
      pendingRegistration: { id: registrationId, planName: "Básico" },
    });
    expect(overview.payments).toMatchObject([{ status: "PENDING", value: "29.90" }]);
  });

  it("an overdue renewal is the charge to pay, and cancelling it ends no paid period", async () => {
    const { user, providerId, subscription } = await payingSubscriber();
    // The paid month is over and the renewal charge fell due yesterday without payment.
    await ctx().db.execute(
      sql`update public.sandbox_payments set due_date = current_date - 40 where subscription_id = ${providerId}`,
    );
    await ctx().db.execute(
      sql`update public.sandbox_subscriptions set next_due_date = current_date - 1 where id = ${providerId}`,
    );
    const renewal = (await provider.listSubscriptionPayments(providerId)).find((p) => p.status === "PENDING");
    expect(renewal).toBeDefined();
    await provider.overduePayment(renewal!.id);
    await syncSubscription(ctx().db, provider, providerId);

    const overview = await overviewOf(user);
    expect(overview.current).toMatchObject({ id: subscription.id, status: "overdue", cancellable: true });
    expect(overview.openCharge).toMatchObject({ status: "OVERDUE", value: "29.90" });
    expect(await cancelOwnSubscription(ctx().db, provider, user.claims, subscription.id)).toEqual({
      ok: true,
      accessUntil: null,
    });
    expect(await profileOf(user)).toBe("cancelled");
  });

  it("cancels at the provider and keeps access until the paid period ends", async () => {
    const { user, providerId, subscription } = await payingSubscriber();
    const outcome = await cancelOwnSubscription(ctx().db, provider, user.claims, subscription.id);
    expect(outcome).toEqual({ ok: true, accessUntil: subscription.currentPeriodEnd });

    expect((await provider.getSubscription(providerId))?.deleted).toBe(true);
    const [after] = await ctx().db.select().from(t.subscriptions).where(eq(t.subscriptions.id, subscription.id));
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: true, nextDueDate: null });
    expect(await profileOf(user)).toBe("basic");
    expect((await overviewOf(user)).current).toMatchObject({ cancellable: false, cancelAtPeriodEnd: true });

    const audit = rowsOf<{ actor_id: string }>(
      await ctx().db.execute(
        sql`select actor_id from public.audit_log where action = 'billing.subscription.cancel_requested' and target = ${`subscription:${subscription.id}`}`,
      ),
    );
    expect(audit.map((a) => a.actor_id)).toEqual([user.id]);

    expect(await cancelOwnSubscription(ctx().db, provider, user.claims, subscription.id)).toEqual({
      ok: false,
      code: "not_cancellable",
    });
  });

  it("ends as cancelled once the paid period is over", async () => {
    const { user, providerId, subscription } = await payingSubscriber();
    await cancelOwnSubscription(ctx().db, provider, user.claims, subscription.id);
    // The paid charge fell due two months ago: its month of access is over.
    await ctx().db.execute(
      sql`update public.sandbox_payments set due_date = current_date - 62 where subscription_id = ${providerId}`,
    );
    await syncSubscription(ctx().db, provider, providerId);

    const [after] = await ctx().db.select().from(t.subscriptions).where(eq(t.subscriptions.id, subscription.id));
    expect(after.status).toBe("cancelled");
    expect(after.cancelledAt).not.toBeNull();
    expect(await profileOf(user)).toBe("cancelled");
    const overview = await overviewOf(user);
    expect(overview.current).toBeNull();
    expect(overview.plan).toBeNull();
    expect(overview.payments).toHaveLength(1);
  });

  it("refuses another user's subscription and changes nothing", async () => {
    const { providerId, subscription } = await payingSubscriber();
    const intruder = await ctx().createUser();
    expect(await cancelOwnSubscription(ctx().db, provider, intruder.claims, subscription.id)).toEqual({
      ok: false,
      code: "not_found",
    });
    expect((await provider.getSubscription(providerId))?.deleted).toBe(false);
    expect((await overviewOf(intruder)).payments).toEqual([]);
  });

  it("refuses when the subscription belongs to another payment provider", async () => {
    const { user, subscription } = await payingSubscriber();
    const asaasLike = { ...provider, kind: "asaas" as const };
    expect(await cancelOwnSubscription(ctx().db, asaasLike, user.claims, subscription.id)).toEqual({
      ok: false,
      code: "provider_mismatch",
    });
  });

  it("after an upgrade shows the new plan as current and the old one ending", async () => {
    const { user } = await payingSubscriber();
    const registrationId = await startRegistration(user, "professional", true);
    expect((await overviewOf(user)).pendingRegistration).toEqual({ id: registrationId, planName: "Profissional" });
    await payFirstCharge(registrationId);

    const overview = await overviewOf(user);
    expect(overview.current).toMatchObject({ planName: "Profissional", status: "active", cancellable: true });
    expect(overview.others).toMatchObject([{ planName: "Básico", cancelAtPeriodEnd: true, cancellable: false }]);
    expect(overview.pendingRegistration).toBeNull();
    expect(overview.payments.map((p) => p.planName).sort()).toEqual(["Básico", "Profissional"]);
  });
});
