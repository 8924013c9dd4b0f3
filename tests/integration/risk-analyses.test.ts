import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { runRiskDetector } from "@/lib/analyses/risk";
import { createCompany } from "@/lib/companies/mutations";
import type { Db } from "@/lib/db/client";
import { isRlsViolation } from "@/lib/db/errors";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// The risk detector over real rows, through withRls: a run is stored with its input snapshot when the
// companies' facts change (or on 'Analisar novamente'), only the owner reads it, and the plan flag guards it.

describeOnEachDatabase("risk analyses", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  const company = {
    name: "Serviços Sublimite",
    cnpj: "11222333000181",
    regime: "simples_nacional" as const,
    activity: "servicos_gerais" as const,
    state: "SP" as const,
    issRate: null,
    monthlyRevenues: null,
    annualRevenue: 4_000_000,
    payrollMonthly: null,
    proLaboreMonthly: null,
    employees: null,
    status: "ativa" as const,
    openedOn: null,
    partners: null,
    dividendsMonthly: null,
  };

  it("no companies: nothing analysed, nothing stored", async () => {
    const pro = await ctx().createUser({ plan: "professional" });
    expect(await as(pro, (tx) => runRiskDetector(tx, pro.id, { force: false }))).toEqual({
      analysis: null,
      history: [],
    });
  });

  it("stores a run with its snapshot when the facts change, and again only when forced", async () => {
    const env = ctx();
    const pro = await env.createUser({ plan: "professional" });
    await as(pro, (tx) => createCompany(tx, pro.id, company));
    const first = await as(pro, (tx) => runRiskDetector(tx, pro.id, { force: false }));
    expect(first.analysis?.risks.map((r) => r.rule)).toEqual(["simples_sublimite_next_year"]);
    expect(first.history.map((h) => [h.score, h.level, h.companies, h.risks])).toEqual([[20, "medio", 1, 1]]);
    const again = await as(pro, (tx) => runRiskDetector(tx, pro.id, { force: false }));
    expect(again.history).toHaveLength(1);
    const forced = await as(pro, (tx) => runRiskDetector(tx, pro.id, { force: true }));
    expect(forced.history).toHaveLength(2);
    const [row] = await env.db
      .select({ input: t.riskAnalyses.input })
      .from(t.riskAnalyses)
      .where(eq(t.riskAnalyses.userId, pro.id))
      .limit(1);
    expect(row.input).toMatchObject([
      { name: "Serviços Sublimite", annualRevenue: 4_000_000, regime: "simples_nacional" },
    ]);

    const other = await env.createUser({ plan: "professional" });
    expect((await as(other, (tx) => runRiskDetector(tx, other.id, { force: false }))).history).toEqual([]);
  });

  it("a plan without riskDetector cannot store a run, even directly", async () => {
    const trial = await ctx().createUser();
    await as(trial, (tx) => createCompany(tx, trial.id, company));
    const error = await as(trial, (tx) => runRiskDetector(tx, trial.id, { force: true })).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isRlsViolation(error)).toBe(true);
  });
});
