import { expect, it } from "vitest";
import { listBenefits } from "@/lib/benefits/queries";
import type { Db } from "@/lib/db/client";
import { runWithRls } from "@/lib/db/rls";
import { insertSimulation } from "@/lib/simulations/mutations";
import { computeTool } from "@/lib/tools/compute";
import { listHiddenCredits, setHiddenCreditStatus } from "@/lib/tools/hidden-credit-status";
import { toSavedResult } from "@/lib/tools/saved-result";
import { describeOnEachDatabase, type TestUser } from "../helpers/db";

// On a real database, through row-level security: the seeded benefits catalogue and its
// server-side filters, and the per-credit status of saved hidden-credit estimates.

describeOnEachDatabase("tax-benefits catalogue and hidden-credit statuses", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);

  it("seeds at least 30 sourced programmes, federal, state (12 UFs) and municipal, each with its legal basis and review date", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const { items, total } = await as(user, (tx) => listBenefits(tx, {}));
    expect(total).toBeGreaterThanOrEqual(30);
    expect(items).toHaveLength(total);
    const states = new Set(items.filter((b) => b.level === "estadual").map((b) => b.state));
    for (const uf of ["SP", "RJ", "MG", "RS", "PR", "SC", "BA", "PE", "GO", "AM", "ES", "CE"])
      expect(states, uf).toContain(uf);
    expect(items.some((b) => b.level === "municipal")).toBe(true);
    for (const b of items) {
      expect(b.legalBasis.length, b.title).toBeGreaterThan(5);
      expect(b.officialUrl, b.title).toMatch(/^https?:\/\//);
      expect(b.reviewedOn, b.title).toBe("2026-11-23");
      if (b.level === "estadual") expect(b.validity, b.title).toContain("2032");
    }
  });

  it("each filter narrows the list on the server, and 'porte' really filters (docs/decisions.md §9)", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const all = (await as(user, (tx) => listBenefits(tx, {}))).items;
    const list = async (f: Parameters<typeof listBenefits>[1]) => (await as(user, (tx) => listBenefits(tx, f))).items;

    const pr = await list({ uf: "PR" });
    expect(pr.length).toBeLessThan(all.length);
    expect(pr.every((b) => b.state === null || b.state === "PR")).toBe(true);
    expect(pr.some((b) => b.state === "PR")).toBe(true);

    const tech = await list({ setor: "tecnologia" });
    expect(tech.length).toBeLessThan(all.length);
    expect(tech.every((b) => b.sectors.includes("tecnologia"))).toBe(true);

    const me = await list({ porte: "me" });
    const demais = await list({ porte: "demais" });
    expect(me.every((b) => b.companySizes.includes("me"))).toBe(true);
    expect(me.map((b) => b.title)).not.toEqual(demais.map((b) => b.title));
    expect(me.some((b) => b.title.includes("SUDENE"))).toBe(false);

    const simples = await list({ regime: "simples_nacional" });
    expect(simples.length).toBeLessThan(all.length);
    expect(simples.every((b) => b.regimes.includes("simples_nacional"))).toBe(true);

    // Combined: a small retailer in the Simples in Paraná sees the state's ICMS exemption.
    const combined = await list({ uf: "PR", setor: "comercio", porte: "me", regime: "simples_nacional" });
    expect(combined.map((b) => b.title)).toContain("Isenção do ICMS para o Simples com RBT12 até R$ 360 mil (Paraná)");
    expect(await list({ uf: "AC", setor: "tecnologia", porte: "mei", regime: "lucro_real" })).toEqual([]);

    // The counter says how many programmes the catalogue has, however narrow the filter, even one matching nothing.
    const narrowed = await as(user, (tx) => listBenefits(tx, { uf: "PR" }));
    const nothing = await as(user, (tx) => listBenefits(tx, { uf: "AC", porte: "mei", regime: "lucro_real" }));
    expect(nothing.items).toEqual([]);
    expect([narrowed.total, nothing.total]).toEqual([all.length, all.length]);
  });

  it("a saved estimate starts Pendente; only its owner sets its status; counts and totals follow", async () => {
    const owner = await ctx().createUser({ plan: "enterprise" });
    const other = await ctx().createUser({ plan: "enterprise" });
    const computed = computeTool("hidden_credits", {
      type: "icms_exclusao",
      annex: "I",
      regime: "lucro_presumido",
      rbt12: "",
      monthRevenue: "",
      sharePercent: "",
      icms: "18.000,00",
      months: "1",
      year: "2026",
    });
    if (!computed.ok) throw new Error("hidden_credits fixture did not compute");
    const { id } = await as(owner, (tx) =>
      insertSimulation(tx, owner.id, {
        type: "hidden_credits",
        title: "Crédito",
        companyId: null,
        year: computed.year,
        input: computed.input,
        result: toSavedResult(computed.result),
        savings: null,
      }),
    );

    const before = await as(owner, (tx) => listHiddenCredits(tx, owner.id));
    expect(before.items).toMatchObject([{ id, type: "icms_exclusao", totalNominal: 657, status: "pendente" }]);
    expect(before.counts).toEqual({ disponivel: 0, em_analise: 0, pendente: 1 });

    expect(await as(other, (tx) => setHiddenCreditStatus(tx, other.id, id, "disponivel"))).toBe(false);
    expect(await as(owner, (tx) => setHiddenCreditStatus(tx, owner.id, id, "em_analise"))).toBe(true);
    expect(await as(owner, (tx) => setHiddenCreditStatus(tx, owner.id, id, "disponivel"))).toBe(true);
    const after = await as(owner, (tx) => listHiddenCredits(tx, owner.id));
    expect(after.counts).toEqual({ disponivel: 1, em_analise: 0, pendente: 0 });
    expect(after.totalCorrected).toBe(before.totalCorrected);
    expect((await as(other, (tx) => listHiddenCredits(tx, other.id))).items).toEqual([]);
  });
});
