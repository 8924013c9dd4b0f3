import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { getAnalytics } from "@/lib/analytics/queries";
import { addDaysIso, todayIso } from "@/lib/br/date";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { describeOnEachDatabase } from "../helpers/db";

// /admin/analytics from SQL, with known rows: MRR and ARR from the active subscriptions (a yearly one counts a
// twelfth), the registration → charge → paid funnel of the period's new accounts, revenue by plan from the paid
// statuses only, new and churned subscribers, feature usage; and a subscriber is refused outright.

describeOnEachDatabase("admin analytics", (ctx) => {
  it("computes MRR, ARR, the funnel, revenue by plan, new/churned and usage from the rows", async () => {
    const { db, createUser } = ctx();
    const admin = await createUser({ userType: "admin" });
    const [u1, u2, u3, u4, u5] = [
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
      await createUser(),
    ];
    const plans = await db
      .select({ id: t.subscriptionPlans.id, slug: t.subscriptionPlans.slug, name: t.subscriptionPlans.name })
      .from(t.subscriptionPlans)
      .where(inArray(t.subscriptionPlans.slug, ["basic", "professional"]));
    const basic = plans.find((p) => p.slug === "basic")!;
    const pro = plans.find((p) => p.slug === "professional")!;
    const today = todayIso();

    const sub = async (
      userId: string,
      planId: string,
      value: string,
      status: "active" | "cancelled" | "pending",
      cycle: "monthly" | "yearly" = "monthly",
    ) => {
      const [row] = await db
        .insert(t.subscriptions)
        .values({
          userId,
          planId,
          provider: "sandbox",
          providerSubscriptionId: `sub_${randomUUID()}`,
          value,
          status,
          billingCycle: cycle,
          cancelledAt: status === "cancelled" ? new Date() : null,
        })
        .returning({ id: t.subscriptions.id });
      return row.id;
    };
    const s1 = await sub(u1.id, basic.id, "29.90", "active");
    const s2 = await sub(u2.id, pro.id, "899.00", "active", "yearly");
    const s3 = await sub(u3.id, basic.id, "29.90", "cancelled");
    const s4 = await sub(u4.id, basic.id, "29.90", "pending");
    // u1 upgraded minutes later: the Básico subscription is still active until the provider confirms its
    // cancellation; the customer pays the Profissional only, so the MRR counts that one alone.
    const upgradedAt = new Date(Date.now() + 60_000);
    const s1b = await sub(u1.id, pro.id, "89.90", "active");
    await db
      .update(t.subscriptions)
      .set({ createdAt: upgradedAt })
      .where(inArray(t.subscriptions.id, [s1b]));
    const pay = (
      userId: string | null,
      subscriptionId: string | null,
      value: string,
      status: string,
      extra: { deleted?: boolean; paymentDate?: string } = {},
    ) => ({
      asaasPaymentId: `pay_${randomUUID()}`,
      userId,
      subscriptionId,
      value,
      status,
      provider: "sandbox" as const,
      paymentDate: extra.paymentDate ?? (["RECEIVED", "CONFIRMED", "RECEIVED_IN_CASH"].includes(status) ? today : null),
      deleted: extra.deleted ?? false,
    });
    await db
      .insert(t.asaasPayments)
      .values([
        pay(u1.id, s1, "29.90", "RECEIVED"),
        pay(u1.id, s1, "29.90", "REFUNDED"),
        pay(u2.id, s2, "899.00", "CONFIRMED"),
        pay(u3.id, s3, "29.90", "RECEIVED_IN_CASH"),
        pay(u4.id, s4, "29.90", "PENDING"),
        pay(null, null, "10.00", "RECEIVED"),
        pay(u1.id, s1, "500.00", "RECEIVED", { deleted: true }),
        pay(u1.id, s1, "700.00", "RECEIVED", { paymentDate: addDaysIso(today, -400) }),
      ]);
    await db.insert(t.simulations).values([
      { userId: u1.id, title: "A", simulationType: "fiscal" },
      { userId: u2.id, title: "B", simulationType: "fiscal" },
      { userId: u5.id, title: "C", simulationType: "labor" },
    ]);
    await db.insert(t.aiUsage).values([
      { userId: u1.id, role: "user" },
      { userId: u1.id, role: "assistant", outputTokens: 10 },
      { userId: u2.id, role: "user" },
    ]);
    await db.insert(t.reports).values({ userId: u1.id, title: "Relatório", type: "simulation" });

    const range = { start: addDaysIso(today, -29), end: today };
    const a = await runWithRls(db, admin.claims, (tx) => getAnalytics(tx, range));

    // u1's upgrade 89,90 + 899,00 / 12 (74,9166… → 74,92): the cancelled and the pending subscriptions are not
    // recurring revenue, nor u1's Básico that the upgrade replaces.
    expect(a.mrrCentavos).toBe(8990 + 7492);
    expect(a.arrCentavos).toBe((8990 + 7492) * 12);
    expect(a.activeSubscribers).toBe(2);
    expect(a.subscribersByPlan).toEqual([{ plan: pro.name, subscribers: 2, mrrCentavos: 8990 + 7492 }]);
    // Five new subscribers (the admin is not a customer): four got a charge, three paid.
    expect(a.funnel).toEqual({ registered: 5, paymentCreated: 4, paid: 3 });
    expect(a.trialToPaid).toBeCloseTo(0.6, 10);
    // Paid statuses only (RECEIVED_IN_CASH included), not deleted, paid within the range.
    expect(a.revenueByPlan).toEqual([
      { plan: pro.name, payments: 1, revenueCentavos: 89900 },
      { plan: basic.name, payments: 2, revenueCentavos: 5980 },
      { plan: "Sem plano", payments: 1, revenueCentavos: 1000 },
    ]);
    expect(a.revenueCentavos).toBe(96880);
    // New = first paid charge in the month: s2 and s3 (s1 first paid 400 days ago); churned = s3, cancelled today.
    const thisMonth = a.months.find((m) => m.month === today.slice(0, 7));
    expect(thisMonth).toEqual({ month: today.slice(0, 7), newSubscribers: 2, churned: 1, revenueCentavos: 96880 });
    expect(a.months.reduce((n, m) => n + m.revenueCentavos, 0)).toBe(96880);
    expect(a.usage).toEqual({
      simulationsByType: [
        { type: "fiscal", count: 2 },
        { type: "labor", count: 1 },
      ],
      aiMessages: 2,
      reports: 1,
    });

    // A range with nothing in it: zeros and an undefined conversion, never a made-up figure.
    const empty = await runWithRls(db, admin.claims, (tx) =>
      getAnalytics(tx, { start: "2020-01-01", end: "2020-01-31" }),
    );
    expect(empty).toMatchObject({
      funnel: { registered: 0, paymentCreated: 0, paid: 0 },
      trialToPaid: null,
      revenueCentavos: 0,
      revenueByPlan: [],
    });
    expect(empty.months).toEqual([{ month: "2020-01", newSubscribers: 0, churned: 0, revenueCentavos: 0 }]);
  });

  it("refuses a subscriber instead of answering with their own rows", async () => {
    const { db, createUser } = ctx();
    const subscriber = await createUser({ plan: "enterprise" });
    const refused = runWithRls(db, subscriber.claims, (tx) =>
      getAnalytics(tx, { start: "2026-01-01", end: "2026-01-31" }),
    );
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: "forbidden" });
  });
});
