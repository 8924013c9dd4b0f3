import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";

// Subscriptions paid through the built-in sandbox are expired when a start has the sandbox switched off: their "payments" were never money, and with the sandbox off nothing would ever end them.

const { expireSandboxSubscriptions } = await import("@/lib/db/sandbox-switch");

async function subscribed(
  env: TestDb,
  provider: "sandbox" | "asaas",
  status: "active" | "pending",
  slug: "basic" | "professional" = "basic",
) {
  const user = await env.createUser({ plan: status === "active" ? slug : undefined });
  const [plan] = await env.db
    .select({ id: t.subscriptionPlans.id })
    .from(t.subscriptionPlans)
    .where(eq(t.subscriptionPlans.slug, slug));
  await env.db.insert(t.subscriptions).values({
    userId: user.id,
    planId: plan.id,
    provider,
    providerSubscriptionId: `${provider}_sub_${Math.random().toString(36).slice(2)}`,
    value: "49.90",
    status,
    currentPeriodEnd: status === "active" ? new Date(Date.now() + 20 * 86_400_000) : null,
    nextDueDate: "2026-12-20",
  });
  return user;
}

const profileOf = async (env: TestDb, id: string) =>
  (await env.db.select({ status: t.profiles.subscriptionStatus }).from(t.profiles).where(eq(t.profiles.id, id)))[0]
    .status;
const subscriptionOf = async (env: TestDb, id: string) =>
  (
    await env.db
      .select({ status: t.subscriptions.status, next: t.subscriptions.nextDueDate })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, id))
  )[0];

describeOnEachDatabase("the sandbox switched off", (ctx) => {
  it("expires the sandbox's open subscriptions and the access they gave; Asaas subscriptions are untouched; audited", async () => {
    const env = ctx();
    const paidInSandbox = await subscribed(env, "sandbox", "active");
    const pendingInSandbox = await subscribed(env, "sandbox", "pending");
    const paidAtAsaas = await subscribed(env, "asaas", "active", "professional");

    expect(await expireSandboxSubscriptions(env.exec)).toBeGreaterThanOrEqual(2);
    expect(await subscriptionOf(env, paidInSandbox.id)).toEqual({ status: "expired", next: null });
    expect(await profileOf(env, paidInSandbox.id)).toBe("expired");
    expect(await subscriptionOf(env, pendingInSandbox.id)).toEqual({ status: "expired", next: null });
    // Never paid: the profile keeps what it had (the trial).
    expect(await profileOf(env, pendingInSandbox.id)).toBe("trial");
    expect(await subscriptionOf(env, paidAtAsaas.id)).toMatchObject({ status: "active" });
    expect(await profileOf(env, paidAtAsaas.id)).toBe("professional");
    const audit = await env.db
      .select({ details: t.auditLog.details })
      .from(t.auditLog)
      .where(eq(t.auditLog.action, "billing.sandbox.expired"));
    expect(audit.map((a) => (a.details as { user: string }).user)).toEqual(
      expect.arrayContaining([paidInSandbox.id, pendingInSandbox.id]),
    );
    // A second start finds nothing left to end.
    expect(await expireSandboxSubscriptions(env.exec)).toBe(0);
  });
});
