import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { getAffiliateSummary } from "@/lib/affiliates/queries";
import { getRecentActivity } from "@/lib/admin/queries";
import { getAnalytics } from "@/lib/analytics/queries";
import { periodRange } from "@/lib/analytics/period";
import { syncSubscription } from "@/lib/billing/sync";
import { getSubscriptionOverview } from "@/lib/billing/subscription-overview";
import { formatRelative } from "@/lib/br/date";
import { seedDemoAccounts } from "@/lib/db/demo-accounts";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { seedLivingDemo } from "@/lib/demo/seed";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { describeOnEachDatabase } from "../helpers/db";

// No contradiction on one screen: the living demo read through the functions the screens
// use says the same thing everywhere. The enterprise subscriber's settings show a recurring subscription over its
// six paid charges; admin analytics counts every paying subscriber and its MRR under its plan (no "Sem plano");
// the affiliate's commission total is the rate × the payments of its referrals; the reconcile finds nothing to
// change; and a payment confirmed minutes ago reads "há N minutos", not hours.

const email = (prefix: string) => `${prefix}@demo.tributocerto.com.br`;
const cents = (value: string | number) => Math.round(Number(value) * 100);

describeOnEachDatabase("demo consistency", (ctx) => {
  it("a payment confirmed six minutes ago reads 'há 6 minutos' in the admin's activity, not hours", async () => {
    const { db, createUser } = ctx();
    const admin = await createUser({ userType: "admin" });
    const payer = await createUser();
    const now = new Date();
    const sixMinutesAgo = new Date(now.getTime() - 6 * 60_000);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(sixMinutesAgo);
    await db.insert(t.asaasPayments).values({
      asaasPaymentId: `pay_tz_${Date.now()}`,
      provider: "sandbox",
      userId: payer.id,
      value: "29.90",
      status: "RECEIVED",
      paymentDate: today,
      createdAt: sixMinutesAgo,
      updatedAt: sixMinutesAgo,
      confirmedAt: sixMinutesAgo,
    });
    // A later sync rewrites the row (the webhook again, the reconciliation): updated_at moves, the payment's time not.
    await db
      .update(t.asaasPayments)
      .set({ status: "RECEIVED", description: "resync" })
      .where(eq(t.asaasPayments.userId, payer.id));
    const activity = await runWithRls(db, admin.claims, (tx) => getRecentActivity(tx, 10));
    // Run first in this database: the activity lists the three most recently updated payments.
    const item = activity.find((a) => a.kind === "payment" && a.at.getTime() === sixMinutesAgo.getTime());
    expect(item).toBeDefined();
    expect(formatRelative(item!.at, now)).toBe("há 6 minutos");
    // Recorded paid without an instant given (the sync's insert): the database stamps it once.
    const [stamped] = await db
      .insert(t.asaasPayments)
      .values({
        asaasPaymentId: `pay_tz_b_${Date.now()}`,
        provider: "sandbox",
        userId: payer.id,
        value: "1.00",
        status: "CONFIRMED",
      })
      .returning({ confirmedAt: t.asaasPayments.confirmedAt });
    expect(stamped.confirmedAt).toBeInstanceOf(Date);
    await db.delete(t.asaasPayments).where(eq(t.asaasPayments.userId, payer.id));
  });

  it("settings, analytics, the affiliate and the reconcile agree on the demo subscribers", async () => {
    const { db, exec } = ctx();
    await seedDemoAccounts(exec);
    const now = new Date();
    await seedLivingDemo(db, now);
    const users = await db.select({ id: t.profiles.id, email: t.profiles.email }).from(t.profiles);
    const id = (prefix: string) => users.find((u) => u.email === email(prefix))!.id;
    const claimsOf = (prefix: string) => ({ sub: id(prefix), role: "authenticated" as const });

    const plans = await db
      .select({
        id: t.subscriptionPlans.id,
        slug: t.subscriptionPlans.slug,
        name: t.subscriptionPlans.name,
        price: t.subscriptionPlans.monthlyPrice,
      })
      .from(t.subscriptionPlans);
    const plan = (slug: string) => plans.find((p) => p.slug === slug)!;

    // /settings of the enterprise subscriber: a recurring subscription, not "sem cobrança recorrente".
    const overview = await runWithRls(db, claimsOf("enterprise"), (tx) => getSubscriptionOverview(tx));
    expect(overview.current).toMatchObject({ planName: plan("enterprise").name, status: "active" });
    expect(overview.payments.filter((p) => p.status === "RECEIVED")).toHaveLength(6);

    // /admin/analytics: both paying subscribers, MRR = the two plans' prices, revenue grouped by plan.
    const analytics = await runWithRls(db, claimsOf("admin"), (tx) => getAnalytics(tx, periodRange("12m", now)));
    expect(analytics.activeSubscribers).toBe(2);
    expect(analytics.mrrCentavos).toBe(cents(plan("professional").price) + cents(plan("enterprise").price));
    expect(analytics.subscribersByPlan.map((p) => p.plan).sort()).toEqual(
      [plan("enterprise").name, plan("professional").name].sort(),
    );
    expect(analytics.revenueByPlan.map((r) => r.plan)).not.toContain("Sem plano");
    expect(analytics.revenueByPlan.reduce((sum, r) => sum + r.revenueCentavos, 0)).toBe(
      6 * (cents(plan("professional").price) + cents(plan("enterprise").price)),
    );

    // /affiliates: the commission total is 10% of the payments the admin sees for the same referrals.
    const summary = await runWithRls(db, claimsOf("afiliado"), (tx) => getAffiliateSummary(tx, id("afiliado")));
    const referredPayments = await db
      .select({ value: t.asaasPayments.value })
      .from(t.asaasPayments)
      .where(inArray(t.asaasPayments.userId, [id("professional"), id("enterprise")]));
    const paidByReferrals = referredPayments.reduce((sum, p) => sum + cents(p.value), 0);
    expect(cents(summary.pendingCommission) + cents(summary.paidCommission)).toBe(Math.round(paidByReferrals / 10));

    // The sync (what the reconcile and the webhooks run) re-reads the provider's subscriptions and changes nothing.
    const snapshot = () =>
      db
        .select({
          status: t.subscriptions.status,
          end: t.subscriptions.currentPeriodEnd,
          next: t.subscriptions.nextDueDate,
          plan: t.subscriptions.planId,
        })
        .from(t.subscriptions)
        .orderBy(t.subscriptions.id);
    const before = await snapshot();
    const paymentsBefore = (await db.select().from(t.asaasPayments)).length;
    const provider = createSandboxProvider({ db: async () => db, appUrl: "http://127.0.0.1:3999" });
    for (const sub of await db.select({ providerId: t.subscriptions.providerSubscriptionId }).from(t.subscriptions)) {
      expect((await syncSubscription(db, provider, sub.providerId)).kind).toBe("applied");
    }
    expect(await snapshot()).toEqual(before);
    expect((await db.select().from(t.asaasPayments)).length).toBe(paymentsBefore);
    expect(
      (
        await db
          .select({ s: t.profiles.subscriptionStatus })
          .from(t.profiles)
          .where(eq(t.profiles.id, id("enterprise")))
      )[0].s,
    ).toBe("enterprise");
  });
});
