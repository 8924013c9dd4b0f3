import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { applyCompanyPlan } from "@/lib/documents/mutations";
import { buildPlan } from "@/lib/documents/plan";
import { latestDeclarationStatus, listDeclarations, loadExistingState } from "@/lib/documents/queries";
import { CNPJ_A, servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { describeOnEachDatabase, failureOf, type TestDb } from "../helpers/db";
import { importAs, parsedDeclaration } from "../helpers/documents";

// The import's writes on both databases, through the owner's RLS: one transaction per company (all or nothing),
// idempotent by the declaration's number, the retificadora in force, and nothing crossing accounts.

const parsed = parsedDeclaration;

const count = async (env: TestDb, table: typeof t.declarations | typeof t.companyMonths, userId: string) =>
  (await env.db.select().from(table).where(eq(table.userId, userId))).length;

describeOnEachDatabase("documents import", (ctx) => {
  it("creates the company, its months, the declaration (confere), fills the last 12 months; twice changes nothing", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "professional" });
    const first = await importAs(env, user, [parsed(servicesDeclaration())], true);
    expect(first.plan.companies[0]).toMatchObject({ action: "criar", cnpj: CNPJ_A, conflicts: 0 });
    const [{ companyId, created, declarations }] = first.applied;
    expect(created).toBe(true);
    expect(declarations).toEqual(["11222333202608001"]);
    const [company] = await env.db.select().from(t.companies).where(eq(t.companies.id, companyId));
    expect(company).toMatchObject({
      name: "CLINICA EXEMPLO SERVICOS LTDA",
      regime: "simples_nacional",
      activity: "servicos_gerais",
      state: "SP",
    });
    expect(company.monthlyRevenues).toHaveLength(12);
    expect(company.monthlyRevenues!.every((v) => Number(v) === 20_000)).toBe(true);
    expect(await count(env, t.companyMonths, user.id)).toBe(20);
    const [status] = await runWithRls(env.db, user.claims, (tx) => latestDeclarationStatus(tx, user.id, [companyId]));
    expect(status).toMatchObject({ pa: "2026-08", status: "confere", difference: 0 });
    const files = await env.db.select().from(t.documentFiles).where(eq(t.documentFiles.userId, user.id));
    expect(files).toHaveLength(1);

    const again = await importAs(env, user, [parsed(servicesDeclaration())], true);
    expect(again.plan.companies[0]).toMatchObject({ action: "atualizar", companyId });
    expect(again.plan.companies[0].declarations[0].action).toBe("ja_importada");
    expect(again.plan.companies[0].months.every((m) => m.action === "igual")).toBe(true);
    expect(again.applied[0]).toMatchObject({ created: false, declarations: [], months: 0 });
    expect(await count(env, t.declarations, user.id)).toBe(1);
    expect((await env.db.select().from(t.documentFiles).where(eq(t.documentFiles.userId, user.id))).length).toBe(1);
  });

  it("a retificadora replaces the original of its PA, whichever is imported first", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "professional" });
    const retificadora = servicesDeclaration({
      retificadora: true,
      number: "11222333202608002",
      transmittedAt: "25/09/2026 09:00:00",
    });
    await importAs(env, user, [parsed(retificadora)]);
    const { plan } = await importAs(env, user, [parsed(servicesDeclaration())]);
    expect(plan.companies[0].declarations[0]).toMatchObject({ kind: "original", replaced: true });
    const companyId = plan.companies[0].companyId!;
    const list = await runWithRls(env.db, user.claims, (tx) => listDeclarations(tx, user.id, companyId));
    expect(list.map((d) => [d.kind, d.inForce])).toEqual([
      ["retificadora", true],
      ["original", false],
    ]);
    const [status] = await runWithRls(env.db, user.claims, (tx) => latestDeclarationStatus(tx, user.id, [companyId]));
    expect(status.declarationId).toBe(list[0].id);
  });

  it("writes a company's part in one transaction: a failure leaves nothing behind", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "professional" });
    const doc = parsed(servicesDeclaration({ number: "11222333202608005" }));
    const existing = await runWithRls(env.db, user.claims, (tx) => loadExistingState(tx, user.id, [CNPJ_A], []));
    const plan = buildPlan([doc], [], existing);
    // A month the database refuses (not the first day): the declaration and the company were written before it.
    const broken = {
      ...plan.companies[0],
      months: [
        ...plan.companies[0].months,
        { ...plan.companies[0].months[0], month: "2026-13", action: "novo" as const },
      ],
    };
    expect(
      await failureOf(() =>
        runWithRls(env.db, user.claims, (tx) => applyCompanyPlan(tx, user.id, broken, [doc], false)),
      ),
    ).not.toBeNull();
    expect(await env.db.select().from(t.companies).where(eq(t.companies.userId, user.id))).toEqual([]);
    expect(await count(env, t.declarations, user.id)).toBe(0);
  });

  it("keeps accounts apart: another user's rows are invisible and cannot be written against their company", async () => {
    const env = ctx();
    const owner = await env.createUser({ plan: "professional" });
    const other = await env.createUser({ plan: "professional" });
    const { applied } = await importAs(env, owner, [parsed(servicesDeclaration({ number: "11222333202608006" }))]);
    const ownerCompany = applied[0].companyId;
    const seen = await runWithRls(env.db, other.claims, (tx) => tx.select().from(t.declarations));
    expect(seen).toEqual([]);
    expect(await runWithRls(env.db, other.claims, (tx) => latestDeclarationStatus(tx, other.id))).toEqual([]);
    const forged = await failureOf(() =>
      runWithRls(env.db, other.claims, (tx) =>
        tx
          .insert(t.companyMonths)
          .values({ companyId: ownerCompany, userId: other.id, month: "2026-01-01", source: "planilha" }),
      ),
    );
    expect(forged).toMatch(/row-level security/);
    // The same CNPJ imported by the other account is the other account's own company.
    const theirs = await importAs(env, other, [parsed(servicesDeclaration({ number: "11222333202608006" }))]);
    expect(theirs.applied[0].created).toBe(true);
    expect(theirs.applied[0].companyId).not.toBe(ownerCompany);
    const ownerRows = await env.db
      .select()
      .from(t.declarations)
      .where(and(eq(t.declarations.userId, owner.id), eq(t.declarations.companyId, ownerCompany)));
    expect(ownerRows).toHaveLength(1);
  });

  it("applies the plan's company limit: a trial account's second company is refused", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "trial" });
    await importAs(env, user, [parsed(servicesDeclaration({ number: "11222333202608007" }))]);
    const second = parsed(servicesDeclaration({ cnpj: "11444777000161", number: "11444777202608001" }));
    const failure = await failureOf(() => importAs(env, user, [second]));
    expect(failure).toMatch(/row-level security/);
    expect(await env.db.select().from(t.companies).where(eq(t.companies.userId, user.id))).toHaveLength(1);
  });
});
