import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { listDeadlines } from "@/lib/office/calendar";
import { chipCounts, exportPortfolio, listPortfolio } from "@/lib/office/portfolio";
import { parsePortfolioQuery } from "@/lib/office/portfolio-query";
import { countStale, recomputeChunk, referenceKey } from "@/lib/office/recompute";
import { deleteView, listViews, saveView } from "@/lib/office/views";
import type { ToolContext } from "@/lib/tools/context";
import { loadToolContext } from "@/lib/tools/load-context";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { addMember, as, openOffice, type TestOffice } from "../helpers/office";

// The portfolio on both databases: the figures the recompute job stores per client (through the member's policies),
// the chips and sorting over them in SQL, staleness, the export, saved views and the deadline calendar.

const TODAY = new Date("2026-11-29T15:00:00Z");

/** A Simples client with 12 equal months, a payroll and a pró-labore, arranged through the owner connection. */
async function client(
  env: TestDb,
  office: TestOffice,
  name: string,
  values: { monthly: number; activity: string; payroll?: number; proLabore?: number },
): Promise<string> {
  const id = randomUUID();
  await env.db.insert(t.companies).values({
    id,
    userId: office.owner.id,
    officeId: office.id,
    name,
    regime: "simples_nacional",
    activity: values.activity,
    state: "SP",
    monthlyRevenues: Array(12).fill(values.monthly.toFixed(2)),
    payrollMonthly: values.payroll?.toFixed(2) ?? null,
    proLaboreMonthly: values.proLabore?.toFixed(2) ?? null,
  });
  return id;
}

async function contextOf(env: TestDb): Promise<ToolContext> {
  return loadToolContext(env.db, TODAY);
}

describeOnEachDatabase("office: the portfolio's figures, chips, export and calendar", (ctx) => {
  it("computes each client's figures once, filters by chips and sorts in SQL", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const context = await contextOf(env);
    // R$ 300 mil a month: R$ 3,6 mi a year, at the sublimite.
    const big = await client(env, office, "Atacado Grande", { monthly: 300_000, activity: "comercio" });
    // Services under Fator R with a small payroll: r far below 28%.
    const low = await client(env, office, "Consultoria Fator", {
      monthly: 50_000,
      activity: "servicos_fator_r",
      payroll: 2_000,
      proLabore: 1_500,
    });
    const plain = await client(env, office, "Mercearia Pequena", { monthly: 20_000, activity: "comercio" });

    const key = referenceKey(context);
    expect(await as(env, office.owner, (tx) => countStale(tx, office.id, key))).toBe(3);
    expect(await as(env, office.owner, (tx) => recomputeChunk(tx, office.id, context))).toMatchObject({ stored: 3 });
    expect(await as(env, office.owner, (tx) => countStale(tx, office.id, key))).toBe(0);

    const page = await as(env, office.owner, (tx) => listPortfolio(tx, office.id, parsePortfolioQuery({})));
    const byName = new Map(page.rows.map((r) => [r.name, r.metrics!]));
    expect(byName.get("Atacado Grande")).toMatchObject({ rbt12: 3_600_000, sublimiteGap: 0, annex: "I" });
    expect(byName.get("Atacado Grande")!.flags).toContain("near_sublimite");
    const fator = byName.get("Consultoria Fator")!;
    expect(fator.annex).toBe("V");
    expect(fator.fatorR).toBeLessThan(0.28);
    expect(fator.flags).toContain("fator_r_below_28");
    expect(fator.proLaboreFor28).toBeGreaterThan(0);
    expect(byName.get("Mercearia Pequena")!.flags).not.toContain("near_sublimite");

    const chip = await as(env, office.owner, (tx) =>
      listPortfolio(tx, office.id, parsePortfolioQuery({ filtros: "fator-r-abaixo-28" })),
    );
    expect(chip.rows.map((r) => r.id)).toEqual([low]);
    expect(await as(env, office.owner, (tx) => chipCounts(tx, office.id))).toMatchObject({
      fator_r_below_28: 1,
      near_sublimite: 1,
    });
    const sorted = await as(env, office.owner, (tx) =>
      listPortfolio(tx, office.id, parsePortfolioQuery({ sort: "rbt12", dir: "desc" })),
    );
    expect(sorted.rows.map((r) => r.id)).toEqual([big, low, plain]);
    // The export holds the whole view, in the view's order.
    const exported = await as(env, office.owner, (tx) =>
      exportPortfolio(tx, office.id, parsePortfolioQuery({ sort: "rbt12" })),
    );
    expect(exported.map((r) => r.id)).toEqual([plain, low, big]);

    // A change to the client makes its figures stale; the next recompute takes only it.
    await env.db
      .update(t.companies)
      .set({ payrollMonthly: "20000.00", updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(t.companies.id, low));
    expect(await as(env, office.owner, (tx) => countStale(tx, office.id, key))).toBe(1);
    expect(await as(env, office.owner, (tx) => recomputeChunk(tx, office.id, context))).toMatchObject({ stored: 1 });
    const again = await as(env, office.owner, (tx) =>
      listPortfolio(tx, office.id, parsePortfolioQuery({ filtros: "fator-r-abaixo-28" })),
    );
    expect(again.rows).toEqual([]);
  });

  it("reads each client's last declaration: its period and a DAS that diverges, stale again after an import", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const context = await contextOf(env);
    const key = referenceKey(context);
    const diverges = await client(env, office, "Declarou Diferente", { monthly: 30_000, activity: "comercio" });
    const matches = await client(env, office, "Declarou Certo", { monthly: 30_000, activity: "comercio" });
    const declaration = (companyId: string, pa: string, number: string, status: "confere" | "diverge") => ({
      userId: office.owner.id,
      companyId,
      kind: "original" as const,
      pa,
      number,
      regimeApuracao: "competencia" as const,
      revenue: "30000.00",
      rbt12: "360000.00",
      totalDeclared: "2400.00",
      content: {},
      reconciliation: {},
      status,
      difference: status === "diverge" ? "180.00" : "0",
    });
    await env.db
      .insert(t.declarations)
      .values([
        declaration(diverges, "2026-08-01", "1234567820260800001", "confere"),
        declaration(diverges, "2026-09-01", "1234567820260900001", "diverge"),
        declaration(matches, "2026-09-01", "7654321020260900001", "confere"),
      ]);
    await as(env, office.owner, (tx) => recomputeChunk(tx, office.id, context));
    const page = await as(env, office.owner, (tx) => listPortfolio(tx, office.id, parsePortfolioQuery({})));
    const byId = new Map(page.rows.map((r) => [r.id, r.metrics!]));
    expect(byId.get(diverges)).toMatchObject({ lastDeclaration: "2026-09-01", dasStatus: "diverge" });
    expect(byId.get(diverges)!.flags).toContain("das_diverge");
    expect(byId.get(matches)).toMatchObject({ lastDeclaration: "2026-09-01", dasStatus: "confere" });
    const chip = await as(env, office.owner, (tx) =>
      listPortfolio(tx, office.id, parsePortfolioQuery({ filtros: "das-diverge" })),
    );
    expect(chip.rows.map((r) => r.id)).toEqual([diverges]);

    // October's declaration, imported after the figures were computed, makes that client's figures stale.
    expect(await as(env, office.owner, (tx) => countStale(tx, office.id, key))).toBe(0);
    await env.db.insert(t.declarations).values({
      ...declaration(matches, "2026-10-01", "7654321020261000001", "diverge"),
      createdAt: new Date(Date.now() + 60_000),
    });
    expect(await as(env, office.owner, (tx) => countStale(tx, office.id, key))).toBe(1);
  });

  it("shows an analyst the figures of their clients only, and another office none", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const other = await openOffice(env);
    const analyst = await addMember(env, office, "analista");
    const context = await contextOf(env);
    const mine = await client(env, office, "Do Analista", { monthly: 10_000, activity: "comercio" });
    await client(env, office, "De Outro", { monthly: 10_000, activity: "comercio" });
    await env.db.insert(t.officeAssignments).values({ companyId: mine, officeId: office.id, analystId: analyst.id });
    await as(env, office.owner, (tx) => recomputeChunk(tx, office.id, context));
    const seen = await as(env, analyst, (tx) => listPortfolio(tx, office.id, parsePortfolioQuery({})));
    expect(seen.rows.map((r) => r.id)).toEqual([mine]);
    expect(seen.rows[0].metrics).not.toBeNull();
    expect((await as(env, other.owner, (tx) => listPortfolio(tx, office.id, parsePortfolioQuery({})))).total).toBe(0);
    expect(await as(env, other.owner, (tx) => tx.select().from(t.officeClientMetrics))).toEqual([]);
    // A reader computes nothing: the figures are written by those who change the client.
    const reader = await addMember(env, office, "leitura");
    await env.db
      .update(t.companies)
      .set({ updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(t.companies.id, mine));
    await expect(as(env, reader, (tx) => recomputeChunk(tx, office.id, context))).rejects.toThrow();
  });

  it("keeps each member's saved views to themselves", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const analyst = await addMember(env, office, "analista", { allClients: true });
    await as(env, office.owner, (tx) =>
      saveView(tx, office.id, office.owner.id, "Fator r", "filtros=fator-r-abaixo-28,xyz&pagina=4&sort=rbt12"),
    );
    const [view] = await as(env, office.owner, (tx) => listViews(tx, office.owner.id));
    // Stored as the view it parses to: unknown chips and the page are dropped.
    expect(view).toMatchObject({ name: "Fator r", search: "sort=rbt12&filtros=fator-r-abaixo-28" });
    expect(await as(env, analyst, (tx) => listViews(tx, office.owner.id))).toEqual([]);
    expect(await as(env, analyst, (tx) => deleteView(tx, analyst.id, view.id))).toBe(false);
    expect(await as(env, office.owner, (tx) => deleteView(tx, office.owner.id, view.id))).toBe(true);
  });

  it("lists every client's reform deadlines from today", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const context = await contextOf(env);
    await client(env, office, "Loja Prazo", { monthly: 30_000, activity: "comercio" });
    await as(env, office.owner, (tx) => recomputeChunk(tx, office.id, context));
    const deadlines = await as(env, office.owner, (tx) => listDeadlines(tx, office.id, "2026-11-29"));
    // The March 2027 window (Res. CGSN 194/2026: the first cycle): it opens on 01/03 and closes on 31/03.
    expect(deadlines.map((d) => [d.date, d.kind])).toEqual([
      ["2027-03-01", "optFrom"],
      ["2027-03-31", "optUntil"],
    ]);
  });
});
