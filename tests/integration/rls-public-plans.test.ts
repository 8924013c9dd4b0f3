import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { runWithAnon, runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf, rowsOf } from "../helpers/db";

// The four subscriber plans and the three "Escritório" bands (20261201060001_office.sql), all offered on /plans.
const ACTIVE_PLANS = [
  "basic",
  "enterprise",
  "escritorio-200",
  "escritorio-50",
  "escritorio-500",
  "professional",
  "trial",
];

describeOnEachDatabase("public access to plans", (ctx) => {
  it("anon reads the active plans and their features, and nothing of inactive plans", async () => {
    const env = ctx();
    const [hidden] = await env.db
      .insert(t.subscriptionPlans)
      .values({ slug: `legacy-${Date.now()}`, name: "Antigo", isActive: false, permissions: {} as never })
      .returning({ id: t.subscriptionPlans.id });
    await env.db.insert(t.planFeatures).values({ planId: hidden.id, featureName: "Recurso antigo" });

    const plans = await runWithAnon(env.db, (tx) =>
      tx.select({ slug: t.subscriptionPlans.slug, isActive: t.subscriptionPlans.isActive }).from(t.subscriptionPlans),
    );
    expect(plans.map((p) => p.slug).sort()).toEqual(ACTIVE_PLANS);
    expect(plans.every((p) => p.isActive)).toBe(true);
    const features = await runWithAnon(env.db, (tx) =>
      tx.select({ planId: t.planFeatures.planId }).from(t.planFeatures),
    );
    expect(features.length).toBeGreaterThan(0);
    expect(features.some((f) => f.planId === hidden.id)).toBe(false);
  });

  it("a signed-in user also reads only active plans (plus the plan they are on)", async () => {
    const env = ctx();
    const user = await env.createUser();
    const slugs = await runWithRls(env.db, user.claims, (tx) =>
      tx.select({ slug: t.subscriptionPlans.slug }).from(t.subscriptionPlans),
    );
    expect(slugs.map((p) => p.slug).sort()).toEqual(ACTIVE_PLANS);
  });

  it("a retired plan stays readable by its subscribers only", async () => {
    const env = ctx();
    const [retired] = await env.db
      .insert(t.subscriptionPlans)
      .values({
        slug: `retired-${Date.now()}`,
        name: "Plano Antigo",
        isActive: false,
        monthlyPrice: "19.90",
        permissions: {} as never,
      })
      .returning({ id: t.subscriptionPlans.id });
    const subscriber = await env.createUser();
    const other = await env.createUser();
    await env.db.insert(t.subscriptions).values({
      userId: subscriber.id,
      planId: retired.id,
      provider: "sandbox",
      providerSubscriptionId: `sub_retired_${Date.now()}`,
      value: "19.90",
      status: "active",
    });
    const namesFor = (claims: typeof subscriber.claims) =>
      runWithRls(env.db, claims, (tx) =>
        tx
          .select({ name: t.subscriptionPlans.name })
          .from(t.subscriptionPlans)
          .where(eq(t.subscriptionPlans.id, retired.id)),
      );
    expect(await namesFor(subscriber.claims)).toEqual([{ name: "Plano Antigo" }]);
    expect(await namesFor(other.claims)).toEqual([]);
  });

  it("anon cannot change plans or read any other table", async () => {
    const env = ctx();
    expect(
      await failureOf(() => runWithAnon(env.db, (tx) => tx.update(t.subscriptionPlans).set({ monthlyPrice: "0.01" }))),
    ).toMatch(/permission denied/);
    expect(
      await failureOf(() =>
        runWithAnon(env.db, (tx) => tx.insert(t.subscriptionPlans).values({ slug: "free", name: "Grátis" })),
      ),
    ).toMatch(/permission denied/);
    const privateTables = [
      "profiles",
      "companies",
      "simulations",
      "simulation_usage",
      "reports",
      "pending_registrations",
      "subscriptions",
      "asaas_payments",
      "referrals",
      "commissions",
      "webhook_events",
      "audit_log",
      "system_settings",
    ];
    for (const table of privateTables) {
      const error = await failureOf(() =>
        runWithAnon(env.db, (tx) => tx.execute(sql.raw(`select * from public.${table}`))),
      );
      expect(error, table).toMatch(/permission denied/);
    }
    for (const table of ["auth.users", "auth.sessions", "auth.refresh_tokens", "local.email_outbox"]) {
      const error = await failureOf(() => runWithAnon(env.db, (tx) => tx.execute(sql.raw(`select * from ${table}`))));
      expect(error, table).toMatch(/permission denied/);
    }
  });

  it("signed-in users cannot read the auth schema either", async () => {
    const env = ctx();
    const user = await env.createUser();
    for (const table of [
      "auth.users",
      "auth.sessions",
      "auth.refresh_tokens",
      "auth.recovery_tokens",
      "local.email_outbox",
    ]) {
      const error = await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) => tx.execute(sql.raw(`select * from ${table}`))),
      );
      expect(error, table).toMatch(/permission denied/);
    }
  });

  it("the role and claims are gone after the transaction", async () => {
    const env = ctx();
    const user = await env.createUser();
    const inside = await runWithRls(env.db, user.claims, (tx) =>
      tx.execute(sql`select current_user as who, auth.uid() as uid`),
    );
    const after = await env.db.execute(sql`select current_user as who, auth.uid() as uid`);
    type Who = { who: string; uid: string | null };
    expect(rowsOf<Who>(inside)[0]).toEqual({ who: "authenticated", uid: user.id });
    expect(rowsOf<Who>(after)[0].who).not.toBe("authenticated");
    expect(rowsOf<Who>(after)[0].uid).toBeNull();
  });
});
