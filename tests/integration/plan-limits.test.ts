import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, failureOf, rowsOf, type TestUser } from "../helpers/db";

// Plan limits and feature flags hold in the database too, not only in the UI.

describeOnEachDatabase("plan limits in row-level security", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  const newSimulation = (user: TestUser, simulationType: t.SimulationType = "fiscal") =>
    as(user, (tx) =>
      tx
        .insert(t.simulations)
        .values({ userId: user.id, title: "Simulação", simulationType })
        .returning({ id: t.simulations.id }),
    );
  const newCompany = (user: TestUser, name: string) =>
    as(user, (tx) => tx.insert(t.companies).values({ userId: user.id, name }));

  it("trial: 3 simulations a month, and deleting one does not give the quota back", async () => {
    const user = await ctx().createUser();
    const created: string[] = [];
    for (let i = 0; i < 3; i++) created.push((await newSimulation(user))[0].id);
    expect(await failureOf(() => newSimulation(user))).toMatch(/row-level security/);
    await as(user, (tx) => tx.delete(t.simulations).where(eq(t.simulations.id, created[0])));
    expect(await failureOf(() => newSimulation(user, "mei"))).toMatch(/row-level security/);
  });

  it("simulations of previous months do not count", async () => {
    const env = ctx();
    const user = await env.createUser();
    for (let i = 0; i < 3; i++) await newSimulation(user);
    await env.db
      .update(t.simulationUsage)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(t.simulationUsage.userId, user.id));
    expect(await failureOf(() => newSimulation(user))).toBeNull();
  });

  it("feature flags decide which simulations a plan may save", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const pro = await env.createUser({ plan: "professional" });
    expect(await failureOf(() => newSimulation(trial, "labor"))).toMatch(/row-level security/);
    expect(await failureOf(() => newSimulation(trial, "mei"))).toBeNull();
    expect(await failureOf(() => newSimulation(pro, "labor"))).toBeNull();
    expect(await failureOf(() => newSimulation(pro, "hidden_credits"))).toMatch(/row-level security/);
  });

  it("professional has no simulation limit and up to 3 companies", async () => {
    const pro = await ctx().createUser({ plan: "professional" });
    for (let i = 0; i < 6; i++) await newSimulation(pro);
    for (let i = 0; i < 3; i++) await newCompany(pro, `Empresa ${i}`);
    expect(await failureOf(() => newCompany(pro, "Quarta"))).toMatch(/row-level security/);
  });

  it("trial has one company; enterprise is unlimited", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const enterprise = await env.createUser({ plan: "enterprise" });
    await newCompany(trial, "Minha empresa");
    expect(await failureOf(() => newCompany(trial, "Segunda"))).toMatch(/row-level security/);
    for (let i = 0; i < 5; i++) await newCompany(enterprise, `Filial ${i}`);
  });

  it("reports need a plan with reports; a cancelled subscription falls back to trial", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const basic = await env.createUser({ plan: "basic" });
    const report = (user: TestUser) =>
      as(user, (tx) => tx.insert(t.reports).values({ userId: user.id, title: "Relatório", type: "simulation" }));
    expect(await failureOf(() => report(trial))).toMatch(/row-level security/);
    expect(await failureOf(() => report(basic))).toBeNull();
    await env.db.update(t.profiles).set({ subscriptionStatus: "cancelled" }).where(eq(t.profiles.id, basic.id));
    expect(await failureOf(() => report(basic))).toMatch(/row-level security/);
  });

  it("a simulation or report cannot point at another user's company or simulation", async () => {
    const env = ctx();
    const [a, b] = [await env.createUser({ plan: "enterprise" }), await env.createUser({ plan: "enterprise" })];
    const [company] = await env.db
      .insert(t.companies)
      .values({ userId: b.id, name: "De B" })
      .returning({ id: t.companies.id });
    const [simulation] = await env.db
      .insert(t.simulations)
      .values({ userId: b.id, title: "De B", simulationType: "fiscal" })
      .returning({ id: t.simulations.id });
    expect(
      await failureOf(() =>
        as(a, (tx) =>
          tx
            .insert(t.simulations)
            .values({ userId: a.id, title: "X", simulationType: "fiscal", companyId: company.id }),
        ),
      ),
    ).toMatch(/row-level security/);
    expect(
      await failureOf(() =>
        as(a, (tx) =>
          tx.insert(t.reports).values({ userId: a.id, title: "X", type: "simulation", simulationId: simulation.id }),
        ),
      ),
    ).toMatch(/row-level security/);
  });

  it("exposes the signed-in user's permissions and usage to server code", async () => {
    const user = await ctx().createUser({ plan: "basic" });
    await newSimulation(user);
    const result = await as(user, (tx) =>
      tx.execute(sql`select public.my_plan_permissions() as perms, public.simulations_used_this_month() as used`),
    );
    const [row] = rowsOf<{ perms: { maxSimulations: number }; used: number }>(result);
    expect(row.perms.maxSimulations).toBe(5);
    expect(row.used).toBe(1);
  });
});
