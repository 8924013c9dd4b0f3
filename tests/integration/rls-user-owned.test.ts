import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf, type TestDb, type TestUser } from "../helpers/db";

// For every table holding a user's rows: another user cannot see, change or delete them, and
// cannot create rows in their name. Rows are arranged through the owner connection.

type Case = {
  table: PgTable;
  id: PgColumn;
  /** Owner-column of the row (who may read it). */
  owner: PgColumn;
  /** Creates a row belonging to `user` (as owner connection) and returns its id. */
  arrange(env: TestDb, user: TestUser): Promise<string | number>;
  /** A change the attacker tries; for tables the user may edit it is a column they may edit. */
  change: Record<string, unknown>;
  /** Whether the owner may update/delete it themselves (then A's attempt must hit 0 rows, not a grant error). */
  ownerMayWrite: { update: boolean; delete: boolean };
  /** A column grant lets anyone's UPDATE through (an admin-only policy then filters it): no permission error expected. */
  grantAllowsUpdate?: boolean;
  /** A row for someone else that the attacker tries to insert, or null when clients never insert. */
  forgedInsert: ((victim: TestUser, env: TestDb) => Promise<Record<string, unknown>>) | null;
};

async function planId(env: TestDb, slug: string): Promise<string> {
  const [row] = await env.db
    .select({ id: t.subscriptionPlans.id })
    .from(t.subscriptionPlans)
    .where(eq(t.subscriptionPlans.slug, slug));
  return row.id;
}

async function payment(env: TestDb, user: TestUser): Promise<string> {
  const [row] = await env.db
    .insert(t.asaasPayments)
    .values({ asaasPaymentId: `pay_${randomUUID()}`, userId: user.id, value: "89.90", status: "RECEIVED" })
    .returning({ id: t.asaasPayments.id });
  return row.id;
}

async function referral(env: TestDb, affiliate: TestUser): Promise<string> {
  const referred = await env.createUser();
  const [row] = await env.db
    .insert(t.referrals)
    .values({ affiliateId: affiliate.id, referredUserId: referred.id, code: "AFTES00000000" })
    .returning({ id: t.referrals.id });
  return row.id;
}

const cases: Record<string, Case> = {
  profiles: {
    table: t.profiles,
    id: t.profiles.id,
    owner: t.profiles.id,
    arrange: async (_env, user) => user.id,
    change: { name: "Invasor" },
    ownerMayWrite: { update: true, delete: false },
    forgedInsert: null,
  },
  companies: {
    table: t.companies,
    id: t.companies.id,
    owner: t.companies.userId,
    arrange: async (env, user) =>
      (
        await env.db
          .insert(t.companies)
          .values({ userId: user.id, name: "Padaria Pão Quente" })
          .returning({ id: t.companies.id })
      )[0].id,
    change: { name: "Invasor" },
    ownerMayWrite: { update: true, delete: true },
    forgedInsert: async (victim) => ({ userId: victim.id, name: "Empresa forjada" }),
  },
  simulations: {
    table: t.simulations,
    id: t.simulations.id,
    owner: t.simulations.userId,
    arrange: async (env, user) =>
      (
        await env.db
          .insert(t.simulations)
          .values({ userId: user.id, title: "Simulação", simulationType: "fiscal" })
          .returning({ id: t.simulations.id })
      )[0].id,
    change: { title: "Invasor" },
    ownerMayWrite: { update: true, delete: true },
    forgedInsert: async (victim) => ({ userId: victim.id, title: "Forjada", simulationType: "fiscal" }),
  },
  reports: {
    table: t.reports,
    id: t.reports.id,
    owner: t.reports.userId,
    arrange: async (env, user) =>
      (
        await env.db
          .insert(t.reports)
          .values({ userId: user.id, title: "Relatório", type: "simulation" })
          .returning({ id: t.reports.id })
      )[0].id,
    change: { title: "Invasor" },
    ownerMayWrite: { update: true, delete: true },
    forgedInsert: async (victim) => ({ userId: victim.id, title: "Forjado", type: "simulation" }),
  },
  simulation_usage: {
    table: t.simulationUsage,
    id: t.simulationUsage.id,
    owner: t.simulationUsage.userId,
    arrange: async (env, user) => {
      const [sim] = await env.db
        .insert(t.simulations)
        .values({ userId: user.id, title: "S", simulationType: "mei" })
        .returning({ id: t.simulations.id });
      const [usage] = await env.db
        .select({ id: t.simulationUsage.id })
        .from(t.simulationUsage)
        .where(eq(t.simulationUsage.simulationId, sim.id));
      return usage.id;
    },
    change: { simulationType: "labor" },
    ownerMayWrite: { update: false, delete: false },
    forgedInsert: async (victim) => ({ userId: victim.id, simulationType: "fiscal" }),
  },
  pending_registrations: {
    table: t.pendingRegistrations,
    id: t.pendingRegistrations.id,
    owner: t.pendingRegistrations.userId,
    arrange: async (env, user) =>
      (
        await env.db
          .insert(t.pendingRegistrations)
          .values({ userId: user.id, email: user.email, name: "Fulano", selectedPlanId: await planId(env, "basic") })
          .returning({ id: t.pendingRegistrations.id })
      )[0].id,
    change: { status: "paid" },
    ownerMayWrite: { update: false, delete: false },
    forgedInsert: async (victim, env) => ({
      userId: victim.id,
      email: victim.email,
      name: "X",
      selectedPlanId: await planId(env, "basic"),
    }),
  },
  subscriptions: {
    table: t.subscriptions,
    id: t.subscriptions.id,
    owner: t.subscriptions.userId,
    arrange: async (env, user) =>
      (
        await env.db
          .insert(t.subscriptions)
          .values({
            userId: user.id,
            planId: await planId(env, "basic"),
            provider: "sandbox",
            providerSubscriptionId: `sub_${randomUUID()}`,
            value: "29.90",
          })
          .returning({ id: t.subscriptions.id })
      )[0].id,
    change: { status: "active" },
    ownerMayWrite: { update: false, delete: false },
    forgedInsert: async (victim, env) => ({
      userId: victim.id,
      planId: await planId(env, "enterprise"),
      provider: "sandbox",
      providerSubscriptionId: `sub_${randomUUID()}`,
      value: "0",
    }),
  },
  asaas_payments: {
    table: t.asaasPayments,
    id: t.asaasPayments.id,
    owner: t.asaasPayments.userId,
    arrange: payment,
    change: { status: "REFUNDED" },
    ownerMayWrite: { update: false, delete: false },
    forgedInsert: async (victim) => ({
      asaasPaymentId: `pay_${randomUUID()}`,
      userId: victim.id,
      value: "1.00",
      status: "RECEIVED",
    }),
  },
  referrals: {
    table: t.referrals,
    id: t.referrals.id,
    owner: t.referrals.affiliateId,
    arrange: referral,
    change: { status: "cancelado" },
    ownerMayWrite: { update: false, delete: false },
    forgedInsert: null,
  },
  commissions: {
    table: t.commissions,
    id: t.commissions.id,
    owner: t.commissions.affiliateId,
    arrange: async (env, user) =>
      (
        await env.db
          .insert(t.commissions)
          .values({
            affiliateId: user.id,
            referralId: await referral(env, user),
            paymentId: await payment(env, user),
            rate: "10",
            amount: "8.99",
          })
          .returning({ id: t.commissions.id })
      )[0].id,
    change: { status: "pago", paidAt: new Date() },
    ownerMayWrite: { update: false, delete: false },
    // Admins mark commissions paid under RLS (commissions_admin_update), so the column grant lets the statement
    // through for everyone and the policy must filter the row out.
    grantAllowsUpdate: true,
    forgedInsert: null,
  },
};

const asUser = <T>(env: TestDb, user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(env.db, user.claims, fn);

describeOnEachDatabase("RLS on user-owned tables", (ctx) => {
  for (const [name, c] of Object.entries(cases)) {
    const selectById = (db: Db, id: string | number) => db.select({ id: c.id }).from(c.table).where(eq(c.id, id));

    it(`${name}: the owner reads the row, another user does not`, async () => {
      const env = ctx();
      const [a, b] = [await env.createUser(), await env.createUser()];
      const bRow = await c.arrange(env, b);
      expect(await asUser(env, b, (tx) => selectById(tx, bRow))).toHaveLength(1);
      expect(await asUser(env, a, (tx) => selectById(tx, bRow))).toEqual([]);
      const visibleToA = await asUser(env, a, (tx) => tx.select({ owner: c.owner }).from(c.table));
      expect(visibleToA.every((r) => r.owner === a.id)).toBe(true);
    });

    it(`${name}: another user cannot update or delete the row`, async () => {
      const env = ctx();
      const [a, b] = [await env.createUser(), await env.createUser()];
      const bRow = await c.arrange(env, b);
      const before = await env.db.select().from(c.table).where(eq(c.id, bRow));

      let updated: unknown[] = [];
      const updateError = await failureOf(async () => {
        updated = await asUser(env, a, (tx) =>
          tx.update(c.table).set(c.change).where(eq(c.id, bRow)).returning({ id: c.id }),
        );
      });
      let deleted: unknown[] = [];
      const deleteError = await failureOf(async () => {
        deleted = await asUser(env, a, (tx) => tx.delete(c.table).where(eq(c.id, bRow)).returning({ id: c.id }));
      });

      // Where the owner may write, the grant allows the statement and RLS must filter the row out;
      // elsewhere the grant itself refuses.
      if (c.ownerMayWrite.update || c.grantAllowsUpdate) expect(updateError).toBeNull();
      else expect(updateError).toMatch(/permission denied/);
      if (c.ownerMayWrite.delete) expect(deleteError).toBeNull();
      else expect(deleteError).toMatch(/permission denied/);
      expect(updated).toEqual([]);
      expect(deleted).toEqual([]);
      expect(await env.db.select().from(c.table).where(eq(c.id, bRow))).toEqual(before);
    });

    if (c.ownerMayWrite.update || c.ownerMayWrite.delete) {
      it(`${name}: the owner can change their own row (the statements above are valid)`, async () => {
        const env = ctx();
        const owner = await env.createUser({ plan: "enterprise" });
        const row = await c.arrange(env, owner);
        if (c.ownerMayWrite.update) {
          const done = await asUser(env, owner, (tx) =>
            tx.update(c.table).set(c.change).where(eq(c.id, row)).returning({ id: c.id }),
          );
          expect(done).toHaveLength(1);
        }
        if (c.ownerMayWrite.delete) {
          const done = await asUser(env, owner, (tx) =>
            tx.delete(c.table).where(eq(c.id, row)).returning({ id: c.id }),
          );
          expect(done).toHaveLength(1);
        }
      });
    }

    const forge = c.forgedInsert;
    if (forge) {
      it(`${name}: a user cannot insert a row in another user's name`, async () => {
        const env = ctx();
        const [a, b] = [await env.createUser({ plan: "enterprise" }), await env.createUser()];
        const values = await forge(b, env);
        const error = await failureOf(() => asUser(env, a, (tx) => tx.insert(c.table).values(values)));
        expect(error).toMatch(/row-level security|permission denied/);
        const own = await forge(a, env);
        const ownError = await failureOf(() => asUser(env, a, (tx) => tx.insert(c.table).values(own)));
        if (c.ownerMayWrite.delete) expect(ownError).toBeNull();
        else expect(ownError).toMatch(/permission denied|row-level security/);
      });
    }
  }
});
