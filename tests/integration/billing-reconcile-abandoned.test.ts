import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { reconcilePayments } from "@/lib/billing/reconcile";
import { ABANDONED_GRACE_DAYS } from "@/lib/billing/reconcile-queries";
import { syncSubscription } from "@/lib/billing/sync";
import * as t from "@/lib/db/schema";
import { PaymentProviderError, type PaymentProvider } from "@/lib/payments/provider";
import { createSandboxProvider, type SandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration } from "../helpers/billing";
import { describeOnEachDatabase, rowsOf } from "../helpers/db";

// An abandoned registration (first charge never paid): its subscription stays live at the provider for a
// grace period, so a late PIX still counts, and is then cancelled by reconcile (billing README, point 4).

describeOnEachDatabase("reconcile: abandoned registrations", (ctx) => {
  let provider: SandboxProvider;

  beforeAll(() => {
    provider = createSandboxProvider({ db: async () => ctx().db, appUrl: "http://127.0.0.1:3999" });
  });

  const reconcile = (p: PaymentProvider = provider) => reconcilePayments(ctx().db, p);

  /** A registration whose first charge fell due `daysAgo` days ago and went OVERDUE, synced as the webhook would. */
  async function expiredRegistration(daysAgo: number) {
    const user = await ctx().createUser();
    const registration = await sandboxRegistration(ctx().db, provider, user);
    await provider.overduePayment(registration.payment.id);
    await ctx().db.execute(
      sql`update public.sandbox_payments set due_date = current_date - ${daysAgo}::int where id = ${registration.payment.id}`,
    );
    await syncSubscription(ctx().db, provider, registration.subscriptionId);
    expect(await stateOf(registration)).toMatchObject({ subscription: { status: "expired" }, live: true });
    return { user, ...registration };
  }

  async function stateOf({ registrationId, subscriptionId }: { registrationId: string; subscriptionId: string }) {
    const db = ctx().db;
    const [subscription] = await db
      .select({ status: t.subscriptions.status, nextDueDate: t.subscriptions.nextDueDate })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.providerSubscriptionId, subscriptionId));
    const [registration] = await db
      .select({ status: t.pendingRegistrations.status })
      .from(t.pendingRegistrations)
      .where(eq(t.pendingRegistrations.id, registrationId));
    const atProvider = await provider.getSubscription(subscriptionId);
    const cancels = rowsOf(
      await db.execute(sql`select 1 from public.audit_log a join public.subscriptions s on a.target = 'subscription:' || s.id
                            where s.provider_subscription_id = ${subscriptionId} and a.action = 'billing.subscription.abandoned'`),
    ).length;
    return { subscription, registration: registration.status, live: atProvider?.deleted === false, cancels };
  }

  it("within the grace period the subscription stays live at the provider, so the overdue PIX can still be paid", async () => {
    const abandoned = await expiredRegistration(ABANDONED_GRACE_DAYS);
    await reconcile();
    expect(await stateOf(abandoned)).toMatchObject({
      subscription: { status: "expired", nextDueDate: expect.any(String) },
      live: true,
      cancels: 0,
    });
  });

  it("past the grace period it is cancelled at the provider and stays expired without a next due date; a second run does nothing", async () => {
    const abandoned = await expiredRegistration(ABANDONED_GRACE_DAYS + 1);

    expect((await reconcile()).abandoned).toEqual({ checked: 1, failed: 0 });
    expect(await stateOf(abandoned)).toMatchObject({
      subscription: { status: "expired", nextDueDate: null },
      registration: "expired",
      live: false,
      cancels: 1,
    });

    expect((await reconcile()).abandoned).toEqual({ checked: 0, failed: 0 });
    expect((await stateOf(abandoned)).cancels).toBe(1);
  });

  it("a cancel that failed is tried again on the next run", async () => {
    const abandoned = await expiredRegistration(ABANDONED_GRACE_DAYS + 2);
    const failing: PaymentProvider = {
      ...provider,
      async cancelSubscription() {
        throw new PaymentProviderError("unavailable", "Serviço indisponível.", 503);
      },
    };

    expect((await reconcile(failing)).abandoned).toEqual({ checked: 1, failed: 1 });
    expect(await stateOf(abandoned)).toMatchObject({
      subscription: { status: "expired", nextDueDate: expect.any(String) },
      live: true,
    });

    expect((await reconcile()).abandoned).toEqual({ checked: 1, failed: 0 });
    expect(await stateOf(abandoned)).toMatchObject({ subscription: { nextDueDate: null }, live: false, cancels: 1 });
  });

  it("paid late within the grace period: the registration is paid and the subscription stays live", async () => {
    const late = await expiredRegistration(ABANDONED_GRACE_DAYS - 2);
    await provider.confirmPayment(late.payment.id);
    await syncSubscription(ctx().db, provider, late.subscriptionId);

    await reconcile();

    expect(await stateOf(late)).toMatchObject({
      subscription: { status: "active" },
      registration: "paid",
      live: true,
      cancels: 0,
    });
  });

  it("paid late with the webhook lost: the fresh read before cancelling finds it paid, and nothing is cancelled", async () => {
    const late = await expiredRegistration(ABANDONED_GRACE_DAYS + 1);
    await provider.confirmPayment(late.payment.id);

    expect((await reconcile()).abandoned).toEqual({ checked: 1, failed: 0 });

    expect(await stateOf(late)).toMatchObject({
      subscription: { status: "active" },
      registration: "paid",
      live: true,
      cancels: 0,
    });
    const [profile] = await ctx()
      .db.select({ plan: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, late.user.id));
    expect(profile.plan).toBe("basic");
  });
});
