import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { getOwnProfile } from "@/lib/auth/profile";
import type { Db } from "@/lib/db/client";
import { runWithAnon, runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { isRlsViolation } from "@/lib/db/errors";
import { checkCompanyQuota, checkSimulationQuota, PLAN_ERRORS } from "@/lib/plans/gate";
import { DEFAULT_PERMISSIONS, resolvePermissions } from "@/lib/plans/permissions";
import { getMyPermissions, getUsage, planStatusOf } from "@/lib/plans/queries";
import { describeOnEachDatabase, rowsOf, type TestUser } from "../helpers/db";

// The server refuses over-limit writes with a translated message before the database
// policy does, and a forced write is still refused by row-level security.

describeOnEachDatabase("plan gating (lib/plans)", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  const saveSimulation = (tx: Db, user: TestUser, simulationType: t.SimulationType = "fiscal") =>
    tx.insert(t.simulations).values({ userId: user.id, title: "Simulação", simulationType });

  /** What a calculator action does: check the quota, then insert in the same transaction. */
  const saveChecked = (user: TestUser) =>
    as(user, async (tx) => {
      const denied = await checkSimulationQuota(tx, user.claims);
      if (denied) return denied;
      await saveSimulation(tx, user);
      return { ok: true as const };
    });

  it("a trial user's 4th simulation of the month is refused with the limit message, and by RLS if forced", async () => {
    const user = await ctx().createUser();
    for (let i = 0; i < 3; i++) expect(await saveChecked(user)).toEqual({ ok: true });
    expect(await saveChecked(user)).toEqual({ ok: false, code: "plan_limit", message: "plans.errors.simulationLimit" });

    const forced = await as(user, (tx) => saveSimulation(tx, user)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(forced).not.toBeNull();
    expect(isRlsViolation(forced)).toBe(true);
  });

  it("getUsage counts this month's simulations (deleted ones too), companies and reports", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "basic" });
    const other = await env.createUser({ plan: "basic" });
    await as(other, (tx) => saveSimulation(tx, other));
    const [first] = await as(user, (tx) => saveSimulation(tx, user).returning({ id: t.simulations.id }));
    await as(user, (tx) => saveSimulation(tx, user, "mei"));
    await as(user, (tx) => tx.insert(t.companies).values({ userId: user.id, name: "Padaria Central" }));
    await as(user, (tx) => tx.insert(t.reports).values({ userId: user.id, title: "Relatório", type: "simulation" }));
    await as(user, (tx) => tx.delete(t.simulations).where(eq(t.simulations.id, first.id)));
    // A simulation of an earlier month does not count.
    await env.db
      .insert(t.simulationUsage)
      .values({ userId: user.id, simulationType: "fiscal", createdAt: new Date(Date.now() - 45 * 86_400_000) });

    expect(await as(user, (tx) => getUsage(tx, user.id))).toEqual({
      simulationsThisMonth: 2,
      maxSimulations: 5,
      companies: 1,
      maxCompanies: 1,
      reports: 1,
      pdfReports: true,
    });
    expect(await as(user, (tx) => checkCompanyQuota(tx, user.claims))).toEqual({
      ok: false,
      code: "plan_limit",
      message: PLAN_ERRORS.companyLimit,
    });
    // The pages read the same usage from the request's profile lookup (public.my_account()).
    const profile = await as(user, (tx) => getOwnProfile(tx, user.id));
    expect(profile && planStatusOf(profile).usage).toEqual(await as(user, (tx) => getUsage(tx, user.id)));
  });

  it("public.my_account() answers for the signed-in user only, and not to visitors", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "basic" });
    const other = await env.createUser({ plan: "professional" });
    const accountOf = (claims: TestUser["claims"]) =>
      runWithRls(env.db, claims, async (tx) => {
        const result = await tx.execute(sql`select id, subscription_status from public.my_account()`);
        return rowsOf(result);
      });
    expect(await accountOf(user.claims)).toEqual([{ id: user.id, subscription_status: "basic" }]);
    expect(await accountOf(other.claims)).toEqual([{ id: other.id, subscription_status: "professional" }]);
    // Asked with the claims of one user, it never reads as another's profile.
    expect(await as(user, (tx) => getOwnProfile(tx, other.id))).toBeNull();
    const anon = await runWithAnon(env.db, (tx) => tx.execute(sql`select * from public.my_account()`)).then(
      () => null,
      (error: unknown) => error,
    );
    expect(anon).not.toBeNull();
  });

  it("getMyPermissions reads the plan, and a cancelled subscription falls back to trial", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "professional" });
    expect(await as(user, (tx) => getMyPermissions(tx))).toEqual(DEFAULT_PERMISSIONS.professional);
    expect(await as(user, (tx) => checkSimulationQuota(tx, user.claims))).toBeNull();
    expect(await as(user, (tx) => checkCompanyQuota(tx, user.claims))).toBeNull();
    await env.db.update(t.profiles).set({ subscriptionStatus: "cancelled" }).where(eq(t.profiles.id, user.id));
    expect(await as(user, (tx) => getMyPermissions(tx))).toEqual(DEFAULT_PERMISSIONS.trial);
  });

  it("the profile read carries the same permissions (what a page's plan gate uses)", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "professional" });
    const permissionsOfProfile = async () =>
      resolvePermissions((await as(user, (tx) => getOwnProfile(tx, user.id)))?.planPermissions, "trial");
    expect(await permissionsOfProfile()).toEqual(DEFAULT_PERMISSIONS.professional);
    await env.db.update(t.profiles).set({ subscriptionStatus: "cancelled" }).where(eq(t.profiles.id, user.id));
    expect(await permissionsOfProfile()).toEqual(await as(user, (tx) => getMyPermissions(tx)));
    expect(await permissionsOfProfile()).toEqual(DEFAULT_PERMISSIONS.trial);
  });

  it("isRlsViolation ignores other failures", async () => {
    const user = await ctx().createUser();
    const other = await as(user, (tx) => tx.insert(t.companies).values({ userId: user.id, name: " " })).then(
      () => null,
      (error: unknown) => error,
    );
    expect(other).not.toBeNull();
    expect(isRlsViolation(other)).toBe(false);
    expect(isRlsViolation(new Error("boom"))).toBe(false);
    expect(isRlsViolation(undefined)).toBe(false);
  });
});
