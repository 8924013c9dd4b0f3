import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { formatBrl, normaliseSpaces } from "@/lib/br/money";
import type { Db } from "@/lib/db/client";
import type { PlanPermissions } from "@/lib/db/enums";
import { runWithServiceRole } from "@/lib/db/admin";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { generateReport } from "@/lib/reports/generate";
import {
  deleteReport,
  insertReport,
  reopenReport,
  saveBranding,
  storeBrandingLogo,
  type NewReport,
} from "@/lib/reports/mutations";
import { countReportsByType, getReportFile, listReports } from "@/lib/reports/queries";
import { insertSimulation } from "@/lib/simulations/mutations";
import type { LaborCostResult } from "@/lib/tax";
import type { ToolKey } from "@/lib/tools/catalogue";
import { toSavedResult } from "@/lib/tools/saved-result";
import { makePng } from "@/tests/helpers/png";
import { computed } from "@/tests/helpers/report-fixtures";
import { describeOnEachDatabase, failureOf, rowsOf, type TestUser } from "../helpers/db";
import { companyRow } from "../helpers/factories";

// The three kinds of report, generated as the server does after the action answers (generate.ts), stored in
// report_files and read back from the PDF with poppler (pdftotext, pdfimages).

const dir = mkdtempSync(path.join(tmpdir(), "reports-it-"));
const money = (v: number) => normaliseSpaces(formatBrl(v));

function pdfFile(bytes: Uint8Array): string {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return file;
}
const pdfText = (bytes: Uint8Array, ...args: string[]) =>
  normaliseSpaces(execFileSync("pdftotext", ["-layout", ...args, pdfFile(bytes), "-"]).toString("utf8"));
/** The rows of `pdfimages -list` (after its two header lines). */
const pdfImages = (bytes: Uint8Array) =>
  execFileSync("pdfimages", ["-list", pdfFile(bytes)])
    .toString("utf8")
    .trim()
    .split("\n")
    .slice(2);

describeOnEachDatabase("reports: generation, storage and download", (ctx) => {
  const as = <T>(user: TestUser, fn: (tx: Db) => Promise<T>) => runWithRls(ctx().db, user.claims, fn);

  async function save(user: TestUser, type: ToolKey, extra: { companyId?: string | null; title?: string } = {}) {
    const c = computed(type);
    return as(user, (tx) =>
      insertSimulation(tx, user.id, {
        type,
        title: extra.title ?? `Simulação ${type}`,
        companyId: extra.companyId ?? null,
        year: c.year,
        input: c.input,
        result: toSavedResult(c.result),
        savings: c.savings,
      }),
    );
  }

  async function generate(user: TestUser, report: NewReport) {
    const { id } = await as(user, (tx) => insertReport(tx, user.id, report));
    const status = await generateReport(ctx().db, user.claims, id, new Date("2026-11-23T15:00:00Z"));
    const file = await as(user, (tx) => getReportFile(tx, user.id, id));
    return { id, status, file };
  }

  it("a simulation report of the Annex III example: Processando → Concluído, bytes with size and SHA-256, 'R$ 63.360,00' and 'LC 123'", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const sim = await save(user, "fiscal");
    const { id } = await as(user, (tx) =>
      insertReport(tx, user.id, { type: "simulation", title: "Simulação fiscal", simulationId: sim.id }),
    );
    expect((await as(user, (tx) => listReports(tx, user.id)))[0]).toMatchObject({
      id,
      status: "processing",
      sizeBytes: null,
    });
    expect(await as(user, (tx) => getReportFile(tx, user.id, id))).toBeNull();

    expect(await generateReport(ctx().db, user.claims, id)).toBe("completed");
    const file = await as(user, (tx) => getReportFile(tx, user.id, id));
    expect(file).not.toBeNull();
    const bytes = Buffer.from(file!.content);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file!.sizeBytes).toBe(bytes.length);
    expect(file!.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    const text = pdfText(bytes);
    expect(text).toContain("R$ 63.360,00");
    expect(text).toContain("LC 123");
    const [item] = await as(user, (tx) => listReports(tx, user.id));
    expect(item).toMatchObject({ id, status: "completed", type: "simulation", sizeBytes: bytes.length, error: null });
  });

  it("a labour-cost report carries the employer's monthly total", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const sim = await save(user, "labor");
    const { status, file } = await generate(user, { type: "simulation", title: "Custo CLT", simulationId: sim.id });
    expect(status).toBe("completed");
    const result = computed("labor").result as LaborCostResult;
    expect(pdfText(file!.content)).toMatch(
      new RegExp(`Custo mensal total do empregador\\s+${money(result.monthlyCost).replace(/[.$]/g, "\\$&")}`),
    );
  });

  it("a company dossier: the company's data, its latest regime comparison first, its other simulations", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const [company] = await as(user, (tx) =>
      tx
        .insert(t.companies)
        .values({
          userId: user.id,
          name: "Padaria Central",
          cnpj: "11222333000181",
          activity: "servicos_gerais",
          state: "SP",
          annualRevenue: "600000.00",
        })
        .returning({ id: t.companies.id }),
    );
    await save(user, "fiscal", { companyId: company.id, title: "Comparação antiga" });
    await save(user, "fiscal", { companyId: company.id, title: "Comparação nova" });
    await save(user, "labor", { title: "Sem empresa" });
    const { status, file } = await generate(user, {
      type: "company",
      title: "Dossiê · Padaria Central",
      companyId: company.id,
    });
    expect(status).toBe("completed");
    const text = pdfText(file!.content);
    expect(text).toContain("Dados da empresa");
    expect(text).toContain("11.222.333/0001-81");
    expect(text).toContain("R$ 600.000,00");
    expect(text).toContain("Última comparação de regimes · Comparação nova");
    expect(text).toContain("Comparação antiga");
    expect(text).not.toContain("Sem empresa");
    expect(text.indexOf("Comparação nova")).toBeLessThan(text.indexOf("Comparação antiga"));
    expect(text).toContain("R$ 63.360,00");
  });

  it("a company dossier carries the risk detector's and the regime alerts' findings for that company, with their sources", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const [company] = await as(user, (tx) =>
      tx
        .insert(t.companies)
        .values(companyRow(user.id, { name: "Atacado Limite", cnpj: "11444777000161", annualRevenue: "4000000.00" }))
        .returning({ id: t.companies.id }),
    );
    const { status, file } = await generate(user, {
      type: "company",
      title: "Dossiê · Atacado Limite",
      companyId: company.id,
    });
    expect(status).toBe("completed");
    const text = pdfText(file!.content).replace(/\s+/g, " ");
    expect(text).toContain("Detector de riscos");
    expect(text).toContain("LC 123/2006, art. 13-A");
    expect(text).toContain("Alertas de regime");
  });

  it("a period summary lists the simulations saved in the period (Brasília calendar days) and nothing else", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    const inside = await save(user, "mei", { title: "Dentro do período" });
    const outside = await save(user, "labor", { title: "Fora do período" });
    // 2026-11-01 00:30 in Brasília is still 1 November there (03:30 UTC); 2026-10-31 23:30 Brasília is not.
    await ctx()
      .db.update(t.simulations)
      .set({ createdAt: new Date("2026-11-01T03:30:00Z") })
      .where(eq(t.simulations.id, inside.id));
    await ctx()
      .db.update(t.simulations)
      .set({ createdAt: new Date("2026-11-01T02:30:00Z") })
      .where(eq(t.simulations.id, outside.id));
    const { status, file } = await generate(user, {
      type: "period",
      title: "Resumo",
      period: { start: "2026-11-01", end: "2026-11-30" },
    });
    expect(status).toBe("completed");
    const text = pdfText(file!.content);
    expect(text).toContain("01/11/2026 a 30/11/2026");
    expect(text).toContain("Dentro do período");
    expect(text).not.toContain("Fora do período");
    expect(text).toMatch(/Simulações salvas\s+1/);
  });

  it("white-label: the cover carries the office name and exactly one image, the logo", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    await as(user, (tx) => saveBranding(tx, user.id, { officeName: "Contabilidade Exemplo Ltda" }));
    await runWithServiceRole(ctx().db, (tx) =>
      storeBrandingLogo(tx, user.id, { data: makePng(240, 96), mime: "image/png", width: 240, height: 96 }),
    );
    const sim = await save(user, "mei");
    const { file } = await generate(user, { type: "simulation", title: "MEI", simulationId: sim.id });
    const cover = pdfText(file!.content, "-f", "1", "-l", "1");
    expect(cover).toContain("Contabilidade Exemplo Ltda");
    expect(cover).not.toMatch(/^\s*Tributo Certo\s*$/m);
    const images = pdfImages(file!.content);
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^\s*1\s+\d+\s+image\s+240\s+96\b/);
  });

  it("without the enterprise flag the stored branding is ignored: product cover, no image", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    await as(user, (tx) => saveBranding(tx, user.id, { officeName: "Escritório Antigo" }));
    await runWithServiceRole(ctx().db, (tx) =>
      storeBrandingLogo(tx, user.id, { data: makePng(64, 64), mime: "image/png", width: 64, height: 64 }),
    );
    await ctx()
      .db.update(t.profiles)
      .set({
        subscriptionStatus: "professional",
        planId: sql`(select id from public.subscription_plans where slug = 'professional')`,
      })
      .where(eq(t.profiles.id, user.id));
    const sim = await save(user, "mei");
    const { file } = await generate(user, { type: "simulation", title: "MEI", simulationId: sim.id });
    expect(pdfText(file!.content, "-f", "1", "-l", "1")).not.toContain("Escritório Antigo");
    expect(pdfImages(file!.content)).toHaveLength(0);
    // And the database refuses to save a branding on a plan without the flag.
    expect(await failureOf(() => as(user, (tx) => saveBranding(tx, user.id, { officeName: "Outro" })))).toMatch(
      /row-level security/,
    );
  });

  it("a report whose simulation was deleted ends in Erro (source_missing); only a report in error can be retried", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const sim = await save(user, "mei");
    const { id } = await as(user, (tx) =>
      insertReport(tx, user.id, { type: "simulation", title: "MEI", simulationId: sim.id }),
    );
    expect(await as(user, (tx) => reopenReport(tx, user.id, id))).toBe(false); // still processing
    await as(user, (tx) => tx.delete(t.simulations).where(eq(t.simulations.id, sim.id)));
    expect(await generateReport(ctx().db, user.claims, id)).toBe("error");
    expect((await as(user, (tx) => listReports(tx, user.id)))[0]).toMatchObject({
      id,
      status: "error",
      error: "source_missing",
    });
    expect(await as(user, (tx) => reopenReport(tx, user.id, id))).toBe(true);
    expect((await as(user, (tx) => listReports(tx, user.id)))[0]).toMatchObject({ status: "processing", error: null });
  });

  it("a rendering interrupted for minutes reads as Erro and can be retried", async () => {
    const user = await ctx().createUser({ plan: "professional" });
    const [row] = await ctx()
      .db.insert(t.reports)
      .values({
        userId: user.id,
        title: "Parado",
        type: "period",
        periodStart: "2026-11-01",
        periodEnd: "2026-11-02",
        updatedAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning({ id: t.reports.id });
    expect((await as(user, (tx) => listReports(tx, user.id)))[0]).toMatchObject({
      id: row.id,
      status: "error",
      error: "interrupted",
    });
    expect(await as(user, (tx) => reopenReport(tx, user.id, row.id))).toBe(true);
    expect(await generateReport(ctx().db, user.claims, row.id)).toBe("completed");
  });

  it("only the owner reads the file; deleting the report deletes its file; counters count real rows", async () => {
    const [owner, other] = [
      await ctx().createUser({ plan: "professional" }),
      await ctx().createUser({ plan: "professional" }),
    ];
    const sim = await save(owner, "mei");
    const { id } = await generate(owner, { type: "simulation", title: "MEI", simulationId: sim.id });
    expect(await as(other, (tx) => getReportFile(tx, owner.id, id))).toBeNull();
    expect(await as(other, (tx) => getReportFile(tx, other.id, id))).toBeNull();
    expect(await as(owner, (tx) => countReportsByType(tx, owner.id))).toEqual({ simulation: 1, company: 0, period: 0 });

    expect(await as(other, (tx) => deleteReport(tx, other.id, id))).toBe(false);
    expect(await as(owner, (tx) => deleteReport(tx, owner.id, id))).toBe(true);
    const files = rowsOf<{ n: number }>(
      await ctx().db.execute(sql`select count(*)::int as n from public.report_files where report_id = ${id}`),
    );
    expect(files[0].n).toBe(0);
    expect(await as(owner, (tx) => countReportsByType(tx, owner.id))).toEqual({ simulation: 0, company: 0, period: 0 });
  });

  it("the plan gates reports in the database: trial is refused, and so is a plan with reports but without pdfReports", async () => {
    const trial = await ctx().createUser();
    expect(
      await failureOf(() =>
        as(trial, (tx) =>
          insertReport(tx, trial.id, {
            type: "period",
            title: "X",
            period: { start: "2026-11-01", end: "2026-11-01" },
          }),
        ),
      ),
    ).toMatch(/row-level security/);
    const [plan] = await ctx()
      .db.insert(t.subscriptionPlans)
      .values({
        slug: `sem-pdf-${crypto.randomUUID().slice(0, 8)}`,
        name: "Sem PDF",
        permissions: { reports: true, pdfReports: false } as unknown as PlanPermissions,
      })
      .returning({ id: t.subscriptionPlans.id });
    const user = await ctx().createUser({ plan: "basic" });
    await ctx().db.update(t.profiles).set({ planId: plan.id }).where(eq(t.profiles.id, user.id));
    expect(
      await failureOf(() =>
        as(user, (tx) =>
          insertReport(tx, user.id, { type: "period", title: "X", period: { start: "2026-11-01", end: "2026-11-01" } }),
        ),
      ),
    ).toMatch(/row-level security/);
  });
});
