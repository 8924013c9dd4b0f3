import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { importOwner } from "@/lib/documents/owner";
import { applySheet } from "@/lib/documents/sheet/apply";
import { sheetRowSchema } from "@/lib/documents/sheet/schema";
import { CNPJ_A, servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { describeOnEachDatabase, failureOf, type TestDb } from "../helpers/db";
import { importAs, parsedDeclaration } from "../helpers/documents";
import { addMember, as, openOffice, type TestOffice } from "../helpers/office";

// /companies/importar used by an office's staff: what an analista imports (declarations, a spreadsheet) is the
// office's client, the titular's row named with the office, never the analista's own account; the office's band counts
// it, line by line, in the database.

const MONTHS = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, "0")}`);
const line = (cnpj: string, nome: string) =>
  sheetRowSchema.parse({
    cnpj,
    nome,
    atividade: "comercio",
    regime: "",
    uf: "SP",
    receitas: MONTHS.map(() => "10.000,00"),
    folha: "",
    prolabore: "",
  });

const officeRows = (env: TestDb, office: TestOffice) =>
  env.db.select().from(t.companies).where(eq(t.companies.officeId, office.id));

describeOnEachDatabase("office: imports by the staff", (ctx) => {
  it("an analista's declaration import creates the office's client, assigned to them, in the titular's name", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const analyst = await addMember(env, office, "analista");
    expect(await as(env, analyst, (tx) => importOwner(tx, analyst.id))).toBe(office.owner.id);

    const { applied } = await importAs(env, analyst, [parsedDeclaration(servicesDeclaration())], true);
    const [company] = await env.db.select().from(t.companies).where(eq(t.companies.id, applied[0].companyId));
    expect([company.userId, company.officeId, company.cnpj]).toEqual([office.owner.id, office.id, CNPJ_A]);
    expect(await env.db.select().from(t.companies).where(eq(t.companies.userId, analyst.id))).toEqual([]);
    const [assigned] = await env.db
      .select()
      .from(t.officeAssignments)
      .where(eq(t.officeAssignments.companyId, company.id));
    expect(assigned.analystId).toBe(analyst.id);
    const decls = await env.db.select().from(t.declarations).where(eq(t.declarations.companyId, company.id));
    expect(decls.map((d) => d.userId)).toEqual([office.owner.id]);
    const months = await env.db.select().from(t.companyMonths).where(eq(t.companyMonths.companyId, company.id));
    expect(months.length).toBeGreaterThan(0);
    expect(months.every((m) => m.userId === office.owner.id)).toBe(true);
    expect(
      (await env.db.select().from(t.documentFiles).where(eq(t.documentFiles.companyId, company.id))).map(
        (f) => f.userId,
      ),
    ).toEqual([office.owner.id]);

    // Imported again by the titular: the same client, updated, not a second company.
    const again = await importAs(env, office.owner, [parsedDeclaration(servicesDeclaration())]);
    expect(again.applied[0]).toMatchObject({ companyId: company.id, created: false });
  });

  it("a leitura member cannot write a client's rows in the titular's name; another office's staff neither", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const reader = await addMember(env, office, "leitura");
    const { applied } = await importAs(env, office.owner, [parsedDeclaration(servicesDeclaration())]);
    const companyId = applied[0].companyId;
    const other = await openOffice(env);
    for (const user of [reader, other.owner]) {
      const forged = await failureOf(() =>
        as(env, user, (tx) =>
          tx
            .insert(t.companyMonths)
            .values({ companyId, userId: office.owner.id, month: "2024-01-01", source: "planilha" }),
        ),
      );
      expect(forged).toMatch(/row-level security/);
    }
  });

  it("an analista's spreadsheet fills the office's band and no more: the lines past it are skipped", async () => {
    const env = ctx();
    const office = await openOffice(env, "escritorio-50");
    const analyst = await addMember(env, office, "analista");
    await env.db.insert(t.companies).values(
      Array.from({ length: 49 }, (_, i) => ({
        id: randomUUID(),
        userId: office.owner.id,
        officeId: office.id,
        name: `Cliente ${i}`,
      })),
    );
    const rows = [line("11444777000161", "Nova Um"), line("11222333000181", "Nova Dois")];
    const applied = await as(env, analyst, async (tx) =>
      applySheet(tx, await importOwner(tx, analyst.id), MONTHS, rows, "counted"),
    );
    expect(applied).toEqual({ created: 1, updated: 0, skipped: ["11222333000181"] });
    const clients = await officeRows(env, office);
    expect(clients).toHaveLength(50);
    const added = clients.find((c) => c.cnpj === "11444777000161")!;
    expect([added.userId, added.name]).toEqual([office.owner.id, "Nova Um"]);
    const months = await env.db.select().from(t.companyMonths).where(eq(t.companyMonths.companyId, added.id));
    expect(months).toHaveLength(12);
    expect(await env.db.select().from(t.companies).where(eq(t.companies.userId, analyst.id))).toEqual([]);
  });
});
