import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { listAuditActions, listAuditLog } from "@/lib/admin/audit";
import { editUserAsAdmin } from "@/lib/admin/edit-user";
import { changePaymentStatusAsAdmin } from "@/lib/admin/payment-status";
import { syncSubscription } from "@/lib/billing/sync";
import { getAdminPaymentStats, listAdminPayments, listAdminPaymentsForExport } from "@/lib/admin/payments";
import { getAdminOverview, getRecentActivity } from "@/lib/admin/queries";
import { auditFiltersSchema, paymentFiltersSchema, userFiltersSchema } from "@/lib/admin/schema";
import { getAdminUser, getAdminUserCounters, listAdminUsers } from "@/lib/admin/users";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { PaymentProvider } from "@/lib/payments/provider";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration } from "../helpers/billing";
import { describeOnEachDatabase, failureOf, type TestDb } from "../helpers/db";

const noFilters = {
  users: userFiltersSchema.parse({}),
  payments: paymentFiltersSchema.parse({}),
  audit: auditFiltersSchema.parse({}),
};

async function codeOf(fn: () => Promise<unknown>): Promise<string | null> {
  try {
    await fn();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function payment(
  env: TestDb,
  values: { userId?: string; status: string; value?: string; customerName?: string; customerEmail?: string },
) {
  const [row] = await env.db
    .insert(t.asaasPayments)
    .values({ asaasPaymentId: `pay_${randomUUID()}`, value: values.value ?? "29.90", ...values })
    .returning({ id: t.asaasPayments.id });
  return row.id;
}

describeOnEachDatabase("admin back office (admin-ops)", (ctx) => {
  it("every admin query answers an admin and refuses a subscriber", async () => {
    const env = ctx();
    const [admin, subscriber] = [
      await env.createUser({ userType: "admin" }),
      await env.createUser({ metadata: { name: "Assinante Consulta" } }),
    ];
    await env.db
      .insert(t.simulations)
      .values({ userId: subscriber.id, title: "Simulação de teste", simulationType: "fiscal" });
    await payment(env, { userId: subscriber.id, status: "RECEIVED" });
    await runWithServiceRole(env.db, (tx) => writeAuditLog(tx, { actorId: null, action: "test.arrange" }));

    const queries: [string, (tx: Parameters<Parameters<typeof runWithRls>[2]>[0]) => Promise<unknown>][] = [
      ["overview", (tx) => getAdminOverview(tx)],
      ["activity", (tx) => getRecentActivity(tx)],
      ["users", (tx) => listAdminUsers(tx, noFilters.users)],
      ["user counters", (tx) => getAdminUserCounters(tx)],
      ["user", (tx) => getAdminUser(tx, subscriber.id)],
      ["payments", (tx) => listAdminPayments(tx, noFilters.payments)],
      ["payment stats", (tx) => getAdminPaymentStats(tx, noFilters.payments)],
      ["payments export", (tx) => listAdminPaymentsForExport(tx, noFilters.payments)],
      ["audit log", (tx) => listAuditLog(tx, noFilters.audit)],
      ["audit actions", (tx) => listAuditActions(tx)],
    ];
    for (const [name, query] of queries) {
      expect(await codeOf(() => runWithRls(env.db, subscriber.claims, query)), name).toBe("forbidden");
      expect(await codeOf(() => runWithRls(env.db, admin.claims, query)), name).toBeNull();
    }

    const seen = await runWithRls(env.db, admin.claims, async (tx) => ({
      overview: await getAdminOverview(tx),
      activity: await getRecentActivity(tx),
      user: await getAdminUser(tx, subscriber.id),
    }));
    expect(seen.overview.users).toBeGreaterThanOrEqual(2);
    expect(seen.overview.activeUsers30d).toBeGreaterThanOrEqual(1);
    expect(seen.activity.map((a) => a.kind)).toEqual(expect.arrayContaining(["simulation", "payment"]));
    expect(seen.activity.length).toBeLessThanOrEqual(5);
    expect(seen.user?.usage.simulations).toBe(1);
    expect(seen.user?.payments.map((p) => p.status)).toEqual(["RECEIVED"]);
  });

  it("users: server-side search by name or e-mail, type and plan filters, newest first, 50 a page", async () => {
    const env = ctx();
    const admin = await env.createUser({ userType: "admin" });
    const tag = randomUUID().slice(0, 8);
    const older = await env.createUser({ metadata: { name: `Maria ${tag}` }, plan: "professional" });
    const newer = await env.createUser({ metadata: { name: `João ${tag}` }, userType: "affiliate" });
    await env.db
      .update(t.profiles)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(t.profiles.id, older.id));
    const list = (filters: Record<string, string>) =>
      runWithRls(env.db, admin.claims, (tx) => listAdminUsers(tx, userFiltersSchema.parse(filters)));

    expect((await list({ q: tag })).rows.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect((await list({ q: older.email.toUpperCase() })).rows.map((r) => r.id)).toEqual([older.id]);
    expect((await list({ q: tag, type: "affiliate" })).rows.map((r) => r.id)).toEqual([newer.id]);
    expect((await list({ q: tag, plan: "professional" })).rows.map((r) => r.id)).toEqual([older.id]);
    expect((await list({ q: "%" })).total).toBe(0);
    expect(await list({ q: tag, type: "hacker", page: "abc" })).toMatchObject({ total: 2, page: 1, pageCount: 1 });

    for (let i = 0; i < 51; i++) await env.createUser({ metadata: { name: `Lote ${tag}` } });
    const second = await list({ q: `Lote ${tag}`, page: "2" });
    expect(second).toMatchObject({ total: 51, page: 2, pageCount: 2 });
    expect(second.rows).toHaveLength(1);
  });

  it("an admin edits name, type and plan with before/after audited; a subscriber cannot, nor an admin their own type", async () => {
    const env = ctx();
    const [admin, user] = [await env.createUser({ userType: "admin" }), await env.createUser({ plan: "basic" })];
    const input = { name: "Nome Corrigido", userType: "affiliate" as const, subscriptionStatus: "enterprise" as const };

    const asUser = await failureOf(() =>
      runWithServiceRole(env.db, (tx) => editUserAsAdmin(tx, { actorId: user.id, userId: user.id, input, ip: null })),
    );
    expect(asUser).toBe("forbidden");
    const own = await failureOf(() =>
      runWithServiceRole(env.db, (tx) =>
        editUserAsAdmin(tx, {
          actorId: admin.id,
          userId: admin.id,
          input: { ...input, userType: "subscriber" },
          ip: null,
        }),
      ),
    );
    expect(own).toBe("forbidden");

    expect(
      await runWithServiceRole(env.db, (tx) =>
        editUserAsAdmin(tx, { actorId: admin.id, userId: user.id, input, ip: "203.0.113.9" }),
      ),
    ).toEqual({ changed: true });
    const [after] = await env.db.select().from(t.profiles).where(eq(t.profiles.id, user.id));
    expect(after).toMatchObject({
      name: "Nome Corrigido",
      userType: "affiliate",
      subscriptionStatus: "enterprise",
      planId: null,
    });
    const [entry] = await env.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.target, `profile:${user.id}`));
    expect(entry).toMatchObject({ actorId: admin.id, action: "admin.user.update", ip: "203.0.113.9" });
    expect(entry.details).toMatchObject({
      before: { name: "Usuário de Teste", userType: "subscriber", subscriptionStatus: "basic" },
      after: { name: "Nome Corrigido", userType: "affiliate", subscriptionStatus: "enterprise" },
    });
    expect(
      await runWithServiceRole(env.db, (tx) =>
        editUserAsAdmin(tx, { actorId: admin.id, userId: user.id, input, ip: null }),
      ),
    ).toEqual({ changed: false });
  });

  it("payments: documented transitions only, made at the provider, with the reason audited", async () => {
    const env = ctx();
    const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:3999" });
    const [admin, payer] = [await env.createUser({ userType: "admin" }), await env.createUser()];
    const { subscriptionId, payment: charge } = await sandboxRegistration(env.db, provider, payer);
    await syncSubscription(env.db, provider, subscriptionId);
    const [{ id: pending }] = await env.db
      .select({ id: t.asaasPayments.id })
      .from(t.asaasPayments)
      .where(eq(t.asaasPayments.asaasPaymentId, charge.id));
    const change = (paymentId: string, status: string, actorId = admin.id, p: PaymentProvider = provider) =>
      changePaymentStatusAsAdmin(env.db, p, {
        actorId,
        paymentId,
        status,
        reason: "Pago em dinheiro no balcão",
        ip: null,
      });
    const stored = async () =>
      (
        await env.db
          .select({ status: t.asaasPayments.status })
          .from(t.asaasPayments)
          .where(eq(t.asaasPayments.id, pending))
      )[0].status;

    expect(await failureOf(() => change(pending, "RECEIVED_IN_CASH", payer.id))).toBe("forbidden");
    expect(await failureOf(() => change(pending, "REFUNDED"))).toBe("conflict");
    expect(await failureOf(() => change(randomUUID(), "REFUNDED"))).toBe("not_found");
    // A sandbox charge cannot be changed through another provider (nor written here without it).
    expect(await failureOf(() => change(pending, "RECEIVED_IN_CASH", admin.id, { ...provider, kind: "asaas" }))).toBe(
      "unavailable",
    );
    expect(await provider.getPayment(charge.id)).toMatchObject({ status: "PENDING" });

    expect(await change(pending, "RECEIVED_IN_CASH")).toEqual({ from: "PENDING", to: "RECEIVED_IN_CASH" });
    expect(await provider.getPayment(charge.id)).toMatchObject({ status: "RECEIVED_IN_CASH" });
    expect(await stored()).toBe("RECEIVED_IN_CASH");
    // The provider now says so: the next sync keeps it, and the cash receipt paid the plan.
    await syncSubscription(env.db, provider, subscriptionId);
    expect(await stored()).toBe("RECEIVED_IN_CASH");
    const [profile] = await env.db
      .select({ status: t.profiles.subscriptionStatus })
      .from(t.profiles)
      .where(eq(t.profiles.id, payer.id));
    expect(profile.status).toBe("basic");

    expect(await change(pending, "PENDING")).toEqual({ from: "RECEIVED_IN_CASH", to: "PENDING" });
    expect(await provider.getPayment(charge.id)).toMatchObject({ status: "PENDING", paymentDate: null });
    await change(pending, "RECEIVED_IN_CASH");
    expect(await change(pending, "REFUNDED")).toEqual({ from: "RECEIVED_IN_CASH", to: "REFUNDED" });
    await syncSubscription(env.db, provider, subscriptionId);
    expect(await stored()).toBe("REFUNDED");
    expect(await failureOf(() => change(pending, "REFUNDED"))).toBe("conflict");

    // Our row went stale (the provider moved on without a webhook yet): the provider's refusal is a clear conflict.
    await env.db.update(t.asaasPayments).set({ status: "RECEIVED" }).where(eq(t.asaasPayments.id, pending));
    const refused = await change(pending, "REFUNDED").then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: "conflict", messageKey: "adminOps.payments.errors.providerRejected" });

    const entries = await env.db.select().from(t.auditLog).where(eq(t.auditLog.action, "admin.payment.status"));
    expect(entries.map((e) => e.details)).toEqual(
      expect.arrayContaining([
        { before: { status: "PENDING" }, after: { status: "RECEIVED_IN_CASH" }, reason: "Pago em dinheiro no balcão" },
        { before: { status: "RECEIVED_IN_CASH" }, after: { status: "REFUNDED" }, reason: "Pago em dinheiro no balcão" },
      ]),
    );
    expect(entries).toHaveLength(4);
  });

  it("payments: filters, search and the four cards", async () => {
    const env = ctx();
    const [admin, payer] = [await env.createUser({ userType: "admin" }), await env.createUser()];
    const tag = randomUUID().slice(0, 8);
    await payment(env, {
      userId: payer.id,
      status: "RECEIVED_IN_CASH",
      value: "10.00",
      customerName: `Cliente ${tag}`,
    });
    const received = await payment(env, {
      userId: payer.id,
      status: "REFUNDED",
      value: "20.00",
      customerName: `Cliente ${tag}`,
    });

    const filters = (f: Record<string, string>) => paymentFiltersSchema.parse(f);
    const seen = await runWithRls(env.db, admin.claims, async (tx) => ({
      byName: await listAdminPayments(tx, filters({ q: tag })),
      byEmail: await listAdminPayments(tx, filters({ q: payer.email, status: "REFUNDED" })),
      stats: await getAdminPaymentStats(tx, filters({ q: tag })),
      future: await listAdminPayments(tx, filters({ q: tag, from: "2999-01-01" })),
    }));
    expect(seen.byName.total).toBe(2);
    expect(seen.byEmail.rows.map((r) => r.id)).toEqual([received]);
    expect(seen.stats).toEqual({ total: 2, totalValue: 30, confirmed: 1, confirmedValue: 10, pending: 0 });
    expect(seen.future.total).toBe(0);
  });

  it("the audit log lists masked details and stays append-only for admins", async () => {
    const env = ctx();
    const admin = await env.createUser({ userType: "admin", metadata: { name: "Admin Auditor" } });
    await runWithRls(env.db, admin.claims, (tx) =>
      writeAuditLog(tx, {
        actorId: admin.id,
        action: "settings.secret.update",
        target: "setting:openai_api_key",
        details: { after: "sk-test-abcdefgh1234" },
        ip: "198.51.100.4",
      }),
    );
    const log = await runWithRls(env.db, admin.claims, (tx) =>
      listAuditLog(tx, auditFiltersSchema.parse({ action: "settings.secret", actor: "Auditor" })),
    );
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({
      action: "settings.secret.update",
      actorName: "Admin Auditor",
      ip: "198.51.100.4",
      details: { after: "••••1234" },
    });
    expect(JSON.stringify(log.rows)).not.toContain("sk-test");

    // Targets read in words, not raw ids: a user by name, a plan by name, a setting by its key; an id that names
    // nothing keeps a short number, and the raw target stays for the title.
    const member = await env.createUser({ metadata: { name: "Maria Alvo" } });
    const [plan] = await env.db
      .select({ id: t.subscriptionPlans.id, name: t.subscriptionPlans.name })
      .from(t.subscriptionPlans)
      .limit(1);
    const gone = "00000000-0000-4000-8000-000000000000";
    for (const target of [`profile:${member.id}`, `plan:${plan.id}`, `commission:${gone}`])
      await runWithRls(env.db, admin.claims, (tx) =>
        writeAuditLog(tx, { actorId: admin.id, action: "admin.target.check", target, details: {}, ip: null }),
      );
    const named = await runWithRls(env.db, admin.claims, (tx) =>
      listAuditLog(tx, auditFiltersSchema.parse({ action: "admin.target.check" })),
    );
    expect(named.rows.map((r) => r.targetNamed)).toEqual(
      expect.arrayContaining([
        { kind: "user", name: "Maria Alvo", raw: `profile:${member.id}` },
        { kind: "plan", name: plan.name, raw: `plan:${plan.id}` },
        { kind: "commission", name: null, raw: `commission:${gone}` },
      ]),
    );
    expect(log.rows[0].targetNamed).toEqual({ kind: "setting", name: "openai_api_key", raw: "setting:openai_api_key" });

    expect(
      await failureOf(() => runWithRls(env.db, admin.claims, (tx) => tx.update(t.auditLog).set({ action: "x" }))),
    ).toMatch(/permission denied/);
    expect(await failureOf(() => runWithRls(env.db, admin.claims, (tx) => tx.delete(t.auditLog)))).toMatch(
      /permission denied/,
    );
  });
});
