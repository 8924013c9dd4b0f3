import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { editUserAsAdmin } from "@/lib/admin/edit-user";
import { createPlan, removePlan, updatePlan } from "@/lib/billing/plan-editor";
import { planFormSchema, type PlanFormInput } from "@/lib/billing/plan-editor-schema";
import { findActivePlan, listActivePlans } from "@/lib/billing/plans";
import { startPaidRegistration } from "@/lib/billing/registration";
import { syncSubscription } from "@/lib/billing/sync";
import type { RlsDb } from "@/lib/db/handles";
import { runWithServiceRole } from "@/lib/db/admin";
import { runWithAnon, runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { DEFAULT_PERMISSIONS } from "@/lib/plans/permissions";
import { getMyPermissions } from "@/lib/plans/queries";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { sandboxRegistration } from "../helpers/billing";
import { describeOnEachDatabase, failureOf, type TestDb, type TestUser } from "../helpers/db";

// A plan the admin adds in Configurações › Planos is a real plan: it shows on /plans, is bought through
// the PIX checkout at its price, the payment sync puts the account on it, its own flags and limits apply, and the
// admin can put a user on it. Inactive and archived plans cannot be chosen; the database keeps every
// subscription_status pointing at a plan.

const consultoria: PlanFormInput = {
  name: "Consultoria",
  description: "Para quem precisa de simulações trabalhistas e do assistente.",
  monthlyPrice: "59,90",
  yearlyPrice: "599,00",
  isActive: true,
  isPopular: false,
  displayOrder: "5",
  features: [{ name: "Simulador trabalhista" }, { name: "Assistente de IA" }],
  permissions: {
    ...DEFAULT_PERMISSIONS.trial,
    laborSimulator: true,
    aiAssistant: true,
    maxSimulations: "7",
    maxCompanies: "2",
  },
};

describeOnEachDatabase("a plan added in the plans editor", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: RlsDb) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  const actor = (admin: TestUser) => ({ actorId: admin.id, ip: null });

  /** Created ('Novo Plano', inactive) and saved through the editor's own functions, as an admin under RLS. */
  async function newPlan(env: TestDb, admin: TestUser, input: PlanFormInput = consultoria) {
    const id = await as(admin, (tx) => createPlan(tx, actor(admin)));
    expect(await as(admin, (tx) => updatePlan(tx, actor(admin), id, planFormSchema.parse(input)))).toBe(true);
    const [plan] = await env.db
      .select({ id: t.subscriptionPlans.id, slug: t.subscriptionPlans.slug })
      .from(t.subscriptionPlans)
      .where(eq(t.subscriptionPlans.id, id));
    return plan;
  }

  const profileOf = async (env: TestDb, user: TestUser) =>
    (
      await env.db
        .select({ status: t.profiles.subscriptionStatus, planId: t.profiles.planId })
        .from(t.profiles)
        .where(eq(t.profiles.id, user.id))
    )[0];

  it("is shown on /plans, bought by PIX at its price, applied by the payment sync, and its flags and limits apply", async () => {
    const env = ctx();
    const provider = createSandboxProvider({ db: async () => env.db, appUrl: "http://127.0.0.1:3999" });
    const admin = await env.createUser({ userType: "admin" });
    // Its URL identifier chosen in the editor while nobody used it: /register?plano=consultoria.
    const plan = await newPlan(env, admin, { ...consultoria, slug: "consultoria" });
    expect(plan.slug).toBe("consultoria");

    const shown = (await runWithAnon(env.db, (tx) => listActivePlans(tx))).find((p) => p.slug === plan.slug);
    expect(shown).toMatchObject({
      name: "Consultoria",
      monthlyPrice: "59.90",
      features: [{ name: "Simulador trabalhista" }, { name: "Assistente de IA" }],
    });
    expect(await runWithAnon(env.db, (tx) => findActivePlan(tx, plan.slug))).toEqual({
      slug: plan.slug,
      name: "Consultoria",
      monthlyPrice: "59.90",
    });

    const user = await env.createUser();
    const { subscriptionId, payment } = await sandboxRegistration(env.db, provider, user, { planSlug: plan.slug });
    expect(await provider.getSubscription(subscriptionId)).toMatchObject({ value: 59.9 });
    expect(payment).toMatchObject({ value: 59.9, status: "PENDING" });
    expect(await profileOf(env, user)).toEqual({ status: "trial", planId: null });

    await provider.confirmPayment(payment.id);
    await syncSubscription(env.db, provider, subscriptionId);
    expect(await profileOf(env, user)).toEqual({ status: plan.slug, planId: plan.id });

    expect(await as(user, (tx) => getMyPermissions(tx))).toEqual({
      ...DEFAULT_PERMISSIONS.trial,
      laborSimulator: true,
      aiAssistant: true,
      maxSimulations: 7,
      maxCompanies: 2,
    });
    // Enforced by the database too: labour simulations (trial cannot save them) and two companies, not three.
    const saveLabor = () =>
      as(user, (tx) =>
        tx.insert(t.simulations).values({ userId: user.id, title: "Custo do analista", simulationType: "labor" }),
      );
    expect(await failureOf(saveLabor)).toBeNull();
    for (const name of ["Primeira", "Segunda"])
      await as(user, (tx) => tx.insert(t.companies).values({ userId: user.id, name }));
    expect(
      await failureOf(() => as(user, (tx) => tx.insert(t.companies).values({ userId: user.id, name: "Terceira" }))),
    ).toMatch(/row-level security/);

    // Used: its identifier is fixed now.
    const rename = await as(admin, (tx) =>
      updatePlan(tx, actor(admin), plan.id, planFormSchema.parse({ ...consultoria, slug: "consultoria-nova" })),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(rename).toMatchObject({ code: "conflict", messageKey: "adminPlans.errors.slugLocked" });

    // Archived once used: gone from /plans and from new purchases, while the subscriber keeps it.
    expect(await as(admin, (tx) => removePlan(tx, actor(admin), plan.id))).toBe("archived");
    expect((await runWithAnon(env.db, (tx) => listActivePlans(tx))).map((p) => p.slug)).not.toContain(plan.slug);
    const late = await env.createUser();
    const input = {
      userId: late.id,
      name: "Atrasado",
      email: late.email,
      document: "24971563792",
      phone: null,
      planSlug: plan.slug,
      referralCode: null,
      isUpgrade: false,
    };
    expect(await startPaidRegistration(env.db, provider, input)).toEqual({ ok: false, code: "plan_unavailable" });
    expect(await profileOf(env, user)).toEqual({ status: plan.slug, planId: plan.id });
    expect((await as(user, (tx) => getMyPermissions(tx))).maxCompanies).toBe(2);
  });

  it("the admin puts a user on an active added plan; an inactive or archived one cannot be chosen", async () => {
    const env = ctx();
    const admin = await env.createUser({ userType: "admin" });
    const user = await env.createUser();
    const edit = (subscriptionStatus: string) =>
      runWithServiceRole(env.db, (tx) =>
        editUserAsAdmin(tx, {
          actorId: admin.id,
          userId: user.id,
          input: { name: "Usuário de Teste", userType: "subscriber", subscriptionStatus },
          ip: null,
        }),
      );

    const draft = await newPlan(env, admin, { ...consultoria, name: "Rascunho", isActive: false });
    expect(await failureOf(() => edit(draft.slug))).toBe("invalid_input");
    expect(await failureOf(() => edit("plano-inexistente"))).toBe("invalid_input");

    const active = await newPlan(env, admin);
    expect(await edit(active.slug)).toEqual({ changed: true });
    expect(await profileOf(env, user)).toEqual({ status: active.slug, planId: null });
    expect((await as(user, (tx) => getMyPermissions(tx))).aiAssistant).toBe(true);
    expect((await as(user, (tx) => getMyPermissions(tx))).maxSimulations).toBe(7);

    await as(admin, (tx) => removePlan(tx, actor(admin), active.id));
    const other = await env.createUser();
    const editOther = () =>
      runWithServiceRole(env.db, (tx) =>
        editUserAsAdmin(tx, {
          actorId: admin.id,
          userId: other.id,
          input: { name: "Outro", userType: "subscriber", subscriptionStatus: active.slug },
          ip: null,
        }),
      );
    expect(await failureOf(editOther)).toBe("invalid_input");
    // The user already on it keeps it through an unrelated edit.
    expect(
      await runWithServiceRole(env.db, (tx) =>
        editUserAsAdmin(tx, {
          actorId: admin.id,
          userId: user.id,
          input: { name: "Renomeado", userType: "subscriber", subscriptionStatus: active.slug },
          ip: null,
        }),
      ),
    ).toEqual({ changed: true });
  });

  it("the database keeps subscription_status on an existing plan (or cancelled/expired), and the named plan's slug in place", async () => {
    const env = ctx();
    const admin = await env.createUser({ userType: "admin" });
    const user = await env.createUser();
    const plan = await newPlan(env, admin);
    const setStatus = (status: string) =>
      env.db.update(t.profiles).set({ subscriptionStatus: status }).where(eq(t.profiles.id, user.id));

    expect(await failureOf(() => setStatus("ouro"))).toMatch(/neither a plan slug/);
    for (const status of ["cancelled", "expired", "enterprise", plan.slug])
      expect(await failureOf(() => setStatus(status))).toBeNull();
    expect(
      await failureOf(() => env.db.delete(t.subscriptionPlans).where(eq(t.subscriptionPlans.id, plan.id))),
    ).toMatch(/subscription_status of accounts/);
    expect(
      await failureOf(() =>
        env.db.update(t.subscriptionPlans).set({ slug: "outro" }).where(eq(t.subscriptionPlans.id, plan.id)),
      ),
    ).toMatch(/subscription_status of accounts/);
    expect(
      await failureOf(() => env.db.insert(t.subscriptionPlans).values({ name: "Cancelado", slug: "cancelled" })),
    ).toMatch(/lifecycle status/);
    // The editor refuses the same before the database has to: a taken or reserved identifier.
    const unused = await newPlan(env, admin, { ...consultoria, isActive: false });
    const taken = await as(admin, (tx) =>
      updatePlan(tx, actor(admin), unused.id, planFormSchema.parse({ ...consultoria, slug: "basic" })),
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(taken).toMatchObject({ code: "conflict", messageKey: "adminPlans.errors.slugTaken" });
    expect(planFormSchema.safeParse({ ...consultoria, slug: "expired" }).success).toBe(false);
    expect(planFormSchema.safeParse({ ...consultoria, slug: "Plano Ouro" }).success).toBe(false);

    await setStatus("expired");
    expect(
      await failureOf(() =>
        env.db.update(t.subscriptionPlans).set({ slug: "outro" }).where(eq(t.subscriptionPlans.id, plan.id)),
      ),
    ).toBeNull();
    const [{ n }] = await env.exec.query<{ n: number }>(
      "select count(*)::int as n from public.profiles where subscription_status not in ('cancelled', 'expired') and subscription_status not in (select slug from public.subscription_plans)",
    );
    expect(n).toBe(0);
  });
});
