import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf, type TestDb } from "../helpers/db";

async function arrangeAdminData(env: TestDb) {
  await env.db
    .insert(t.webhookEvents)
    .values({ provider: "asaas", eventId: `evt_${randomUUID()}`, eventType: "PAYMENT_RECEIVED", payload: {} });
  await env.db.insert(t.auditLog).values({ actorId: null, action: "test.arrange" });
}

describeOnEachDatabase("admin-only data", (ctx) => {
  it("non-admins read no admin table and no other user's data", async () => {
    const env = ctx();
    await arrangeAdminData(env);
    const [user, other] = [await env.createUser({ userType: "affiliate" }), await env.createUser()];
    await env.db.insert(t.companies).values({ userId: other.id, name: "Outra" });
    const seen = await runWithRls(env.db, user.claims, async (tx) => ({
      settings: await tx.select().from(t.systemSettings),
      audit: await tx.select().from(t.auditLog),
      webhooks: await tx.select().from(t.webhookEvents),
      profiles: await tx.select({ id: t.profiles.id }).from(t.profiles),
      companies: await tx.select().from(t.companies),
    }));
    expect(seen).toEqual({ settings: [], audit: [], webhooks: [], profiles: [{ id: user.id }], companies: [] });
  });

  it("admins read admin tables and every user's rows", async () => {
    const env = ctx();
    await arrangeAdminData(env);
    const [admin, other] = [await env.createUser({ userType: "admin" }), await env.createUser()];
    await env.db.insert(t.companies).values({ userId: other.id, name: "De outro" });
    const seen = await runWithRls(env.db, admin.claims, async (tx) => ({
      settings: (await tx.select().from(t.systemSettings)).length,
      audit: (await tx.select().from(t.auditLog)).length,
      webhooks: (await tx.select().from(t.webhookEvents)).length,
      otherProfile: (await tx.select().from(t.profiles).where(eq(t.profiles.id, other.id))).length,
      otherCompanies: (await tx.select().from(t.companies).where(eq(t.companies.userId, other.id))).length,
    }));
    expect(seen.settings).toBeGreaterThanOrEqual(6);
    expect(seen.audit).toBeGreaterThan(0);
    expect(seen.webhooks).toBeGreaterThan(0);
    expect(seen.otherProfile).toBe(1);
    expect(seen.otherCompanies).toBe(1);
  });

  it("only admins change plans and settings", async () => {
    const env = ctx();
    const [admin, user] = [await env.createUser({ userType: "admin" }), await env.createUser()];
    const setPrice = (price: string) => (tx: Parameters<Parameters<typeof runWithRls>[2]>[0]) =>
      tx
        .update(t.subscriptionPlans)
        .set({ monthlyPrice: price })
        .where(eq(t.subscriptionPlans.slug, "basic"))
        .returning({ id: t.subscriptionPlans.id });
    expect(await runWithRls(env.db, user.claims, setPrice("0.01"))).toEqual([]);
    expect(await runWithRls(env.db, admin.claims, setPrice("34.90"))).toHaveLength(1);
    const [basic] = await env.db
      .select({ price: t.subscriptionPlans.monthlyPrice })
      .from(t.subscriptionPlans)
      .where(eq(t.subscriptionPlans.slug, "basic"));
    expect(basic.price).toBe("34.90");
    await env.db
      .update(t.subscriptionPlans)
      .set({ monthlyPrice: "29.90" })
      .where(eq(t.subscriptionPlans.slug, "basic"));

    const insertSetting = (key: string) => (tx: Parameters<Parameters<typeof runWithRls>[2]>[0]) =>
      tx.insert(t.systemSettings).values({ settingKey: key, settingValue: "x" });
    expect(await failureOf(() => runWithRls(env.db, user.claims, insertSetting("user_setting")))).toMatch(
      /row-level security/,
    );
    expect(await failureOf(() => runWithRls(env.db, admin.claims, insertSetting("admin_setting")))).toBeNull();
  });

  it("the audit log is written by the privileged path or by an admin in their own name, and never edited", async () => {
    const env = ctx();
    const [admin, user] = [await env.createUser({ userType: "admin" }), await env.createUser()];
    await runWithServiceRole(env.db, (tx) =>
      writeAuditLog(tx, { actorId: null, action: "webhook.processed", target: "payment:pay_1" }),
    );
    await runWithRls(env.db, admin.claims, (tx) =>
      writeAuditLog(tx, {
        actorId: admin.id,
        action: "admin.plan.update",
        target: "plan:basic",
        details: { monthlyPrice: "34.90" },
        ip: "203.0.113.7",
      }),
    );
    expect(
      await failureOf(() =>
        runWithRls(env.db, admin.claims, (tx) => writeAuditLog(tx, { actorId: user.id, action: "forged" })),
      ),
    ).toMatch(/row-level security/);
    expect(
      await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) => writeAuditLog(tx, { actorId: user.id, action: "self" })),
      ),
    ).toMatch(/row-level security/);
    expect(await failureOf(() => runWithRls(env.db, admin.claims, (tx) => tx.delete(t.auditLog)))).toMatch(
      /permission denied/,
    );
    expect(
      await failureOf(() => runWithServiceRole(env.db, (tx) => tx.update(t.auditLog).set({ action: "x" }))),
    ).toMatch(/permission denied/);
    const actions = (await env.db.select({ action: t.auditLog.action }).from(t.auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["webhook.processed", "admin.plan.update"]));
    expect(actions).not.toContain("forged");
  });

  it("the service role writes billing rows that users may only read", async () => {
    const env = ctx();
    const user = await env.createUser();
    const paymentId = `pay_${randomUUID()}`;
    await runWithServiceRole(env.db, (tx) =>
      tx
        .insert(t.asaasPayments)
        .values({ asaasPaymentId: paymentId, userId: user.id, value: "29.90", status: "PENDING" }),
    );
    const mine = await runWithRls(env.db, user.claims, (tx) =>
      tx.select({ id: t.asaasPayments.asaasPaymentId }).from(t.asaasPayments),
    );
    expect(mine).toEqual([{ id: paymentId }]);
    expect(
      await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) => tx.update(t.asaasPayments).set({ status: "RECEIVED" })),
      ),
    ).toMatch(/permission denied/);
  });
});
