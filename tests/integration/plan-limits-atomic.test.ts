import { count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db, OwnerDb } from "@/lib/db/client";
import { createCompany } from "@/lib/companies/mutations";
import { isRlsViolation } from "@/lib/db/errors";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { insertSimulation } from "@/lib/simulations/mutations";
import { describeOnEachDatabase, failureOf, rowsOf, type TestDb, type TestUser } from "../helpers/db";

// The plan limits hold against what a Supabase client can send directly (anon key + the user's JWT):
// several rows in one INSERT, a created_at of its own choosing, and two transactions racing for the
// last slot. Everything here runs as role `authenticated` through runWithRls, as PostgREST would.

const DAY = 86_400_000;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describeOnEachDatabase("plan limits against direct SQL", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);
  const companyRows = (user: TestUser, n: number, extra: Partial<typeof t.companies.$inferInsert> = {}) =>
    Array.from({ length: n }, (_, i) => ({ userId: user.id, name: `Empresa ${i}`, ...extra }));
  const simulationRows = (user: TestUser, n: number, extra: Partial<typeof t.simulations.$inferInsert> = {}) =>
    Array.from({ length: n }, (_, i) => ({
      userId: user.id,
      title: `Simulação ${i}`,
      simulationType: "fiscal" as const,
      ...extra,
    }));
  const companiesOf = async (env: TestDb, user: TestUser) =>
    Number((await env.db.select({ n: count() }).from(t.companies).where(eq(t.companies.userId, user.id)))[0].n);
  const simulationsOf = async (env: TestDb, user: TestUser) =>
    Number((await env.db.select({ n: count() }).from(t.simulations).where(eq(t.simulations.userId, user.id)))[0].n);

  it("a multi-row INSERT cannot go past maxCompanies", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const pro = await env.createUser({ plan: "professional" });
    const trialError = await as(trial, (tx) => tx.insert(t.companies).values(companyRows(trial, 2))).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isRlsViolation(trialError)).toBe(true);
    expect(await companiesOf(env, trial)).toBe(0);

    await as(pro, (tx) => tx.insert(t.companies).values(companyRows(pro, 1)));
    expect(await failureOf(() => as(pro, (tx) => tx.insert(t.companies).values(companyRows(pro, 3))))).toMatch(
      /row-level security/,
    );
    expect(await companiesOf(env, pro)).toBe(1);
    // Up to the limit in one statement is fine.
    await as(pro, (tx) => tx.insert(t.companies).values(companyRows(pro, 2)));
    expect(await companiesOf(env, pro)).toBe(3);
  });

  it("a multi-row INSERT cannot go past maxSimulations", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const error = await as(trial, (tx) => tx.insert(t.simulations).values(simulationRows(trial, 4))).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isRlsViolation(error)).toBe(true);
    expect(await simulationsOf(env, trial)).toBe(0);
    await as(trial, (tx) => tx.insert(t.simulations).values(simulationRows(trial, 3)));
    expect(await simulationsOf(env, trial)).toBe(3);
    expect(await failureOf(() => as(trial, (tx) => tx.insert(t.simulations).values(simulationRows(trial, 1))))).toMatch(
      /row-level security/,
    );
  });

  it("a client-supplied created_at is ignored, so backdating does not dodge the monthly count", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const lastMonth = new Date(Date.now() - 40 * DAY);
    for (let i = 0; i < 3; i++) {
      await as(trial, (tx) =>
        tx.insert(t.simulations).values(simulationRows(trial, 1, { createdAt: lastMonth, updatedAt: lastMonth })),
      );
    }
    expect(await failureOf(() => as(trial, (tx) => tx.insert(t.simulations).values(simulationRows(trial, 1))))).toMatch(
      /row-level security/,
    );

    const stored = await env.db
      .select({ createdAt: t.simulations.createdAt, updatedAt: t.simulations.updatedAt })
      .from(t.simulations)
      .where(eq(t.simulations.userId, trial.id));
    const usage = await env.db
      .select({ createdAt: t.simulationUsage.createdAt })
      .from(t.simulationUsage)
      .where(eq(t.simulationUsage.userId, trial.id));
    for (const row of [...stored, ...usage]) expect(Date.now() - new Date(row.createdAt).getTime()).toBeLessThan(DAY);
    for (const row of stored) expect(Date.now() - new Date(row.updatedAt).getTime()).toBeLessThan(DAY);

    const [company] = await as(trial, (tx) =>
      tx
        .insert(t.companies)
        .values(companyRows(trial, 1, { createdAt: lastMonth }))
        .returning({ createdAt: t.companies.createdAt }),
    );
    expect(Date.now() - new Date(company.createdAt).getTime()).toBeLessThan(DAY);
  });

  it("created_at cannot be rewritten afterwards either", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "enterprise" });
    const [sim] = await as(user, (tx) =>
      tx.insert(t.simulations).values(simulationRows(user, 1)).returning({ id: t.simulations.id }),
    );
    const error = await failureOf(() =>
      as(user, (tx) =>
        tx
          .update(t.simulations)
          .set({ createdAt: new Date(Date.now() - 40 * DAY) })
          .where(eq(t.simulations.id, sim.id)),
      ),
    );
    expect(error).toMatch(/permission denied/);
  });

  /**
   * Two transactions of the same user race for the last slot. The first inserts and holds its
   * transaction open while the second inserts; then the first commits. On PostgreSQL they run on two
   * separate connections (asserted by backend pid). PGlite has a single connection and queues whole
   * transactions, so there the second transaction only starts after the first commits: the same
   * steps, interleaved sequentially.
   */
  async function race(user: TestUser, insert: (tx: Db) => Promise<unknown>): Promise<PromiseSettledResult<unknown>[]> {
    const firstInserted = deferred();
    const release = deferred();
    const pids: number[] = [];
    const pid = async (tx: Db) =>
      pids.push(rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0].pid);
    const first = as(user, async (tx) => {
      await pid(tx);
      await insert(tx);
      firstInserted.resolve();
      await release.promise;
    });
    // If the first fails outright, do not wait for it forever.
    first.catch(() => firstInserted.resolve());
    await firstInserted.promise;
    const second = as(user, async (tx) => {
      await pid(tx);
      await insert(tx);
    });
    // On PostgreSQL the first commits only once the second waits on a lock it holds (a condition, not a clock that
    // a loaded machine could outrun); on PGlite the second cannot start before the first ends.
    if (ctx().target === "postgres") await blockedOrDone(second, () => pids[1]);
    release.resolve();
    const settled = await Promise.allSettled([first, second]);
    if (ctx().target === "postgres") expect(new Set(pids).size).toBe(2);
    return settled;
  }

  /** Resolves once the backend `pid()` names waits on another's lock, or once `work` has settled on its own. */
  async function blockedOrDone(work: Promise<unknown>, pid: () => number | undefined): Promise<void> {
    let done = false;
    void work.then(
      () => (done = true),
      () => (done = true),
    );
    for (;;) {
      const backend = pid();
      if (backend !== undefined) {
        const [row] = rowsOf<{ blocked: boolean }>(
          await ctx().db.execute(sql`select cardinality(pg_blocking_pids(${backend})) > 0 as blocked`),
        );
        if (row.blocked) return;
      }
      if (done) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const expectOneWinner = (settled: PromiseSettledResult<unknown>[]) => {
    expect(settled.map((s) => s.status).sort()).toEqual(["fulfilled", "rejected"]);
    const lost = settled.find((s): s is PromiseRejectedResult => s.status === "rejected")!;
    expect(isRlsViolation(lost.reason)).toBe(true);
  };

  it("two transactions racing for the last company slot: exactly the limit gets in", async () => {
    const env = ctx();
    const pro = await env.createUser({ plan: "professional" });
    await as(pro, (tx) => tx.insert(t.companies).values(companyRows(pro, 2)));
    expectOneWinner(await race(pro, (tx) => tx.insert(t.companies).values(companyRows(pro, 1))));
    expect(await companiesOf(env, pro)).toBe(3);
  });

  it("two transactions racing for the last simulation of the month: exactly the limit gets in", async () => {
    const env = ctx();
    const basic = await env.createUser({ plan: "basic" });
    await as(basic, (tx) => tx.insert(t.simulations).values(simulationRows(basic, 4)));
    expectOneWinner(await race(basic, (tx) => tx.insert(t.simulations).values(simulationRows(basic, 1))));
    expect(await simulationsOf(env, basic)).toBe(5);
  });

  it("a limited insert refuses REPEATABLE READ, where the count could miss a concurrent commit", async () => {
    const env = ctx();
    const [trial, enterprise] = [await env.createUser(), await env.createUser({ plan: "enterprise" })];
    const insertIn = (user: TestUser) =>
      env.db.transaction(
        (tx) =>
          runWithRls(tx as unknown as OwnerDb, user.claims, (inner) =>
            inner.insert(t.companies).values(companyRows(user, 1)),
          ),
        { isolationLevel: "repeatable read" },
      );
    expect(await failureOf(() => insertIn(trial))).toMatch(/READ COMMITTED/);
    // Unlimited plans take no count, so nothing to miss.
    expect(await failureOf(() => insertIn(enterprise))).toBeNull();
  });

  it("the server's own paths still work, and the privileged path is not limited", async () => {
    const env = ctx();
    const trial = await env.createUser();
    const company = await as(trial, (tx) =>
      createCompany(tx, trial.id, {
        name: "Padaria Central",
        cnpj: "11222333000181",
        regime: "simples_nacional",
        activity: "comercio",
        state: "SP",
        issRate: null,
        monthlyRevenues: null,
        annualRevenue: 120000,
        payrollMonthly: null,
        proLaboreMonthly: null,
        employees: null,
        status: "ativa",
        openedOn: null,
        partners: null,
        dividendsMonthly: null,
      }),
    );
    expect(company.id).toMatch(/^[0-9a-f-]{36}$/);
    const sim = await as(trial, (tx) =>
      insertSimulation(tx, trial.id, {
        type: "fiscal",
        title: "Simulação",
        companyId: company.id,
        year: 2026,
        input: {},
        result: {},
        savings: 10,
      }),
    );
    expect(sim.id).toMatch(/^[0-9a-f-]{36}$/);
    // The owner connection (migrations, seeding, tests) keeps its own created_at and has no limit.
    const old = new Date(Date.now() - 400 * DAY);
    await env.db.insert(t.companies).values(companyRows(trial, 2, { createdAt: old }));
    const rows = await env.db
      .select({ createdAt: t.companies.createdAt })
      .from(t.companies)
      .where(eq(t.companies.userId, trial.id));
    expect(rows.filter((r) => new Date(r.createdAt).getTime() === old.getTime())).toHaveLength(2);
  });
});
