import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { collectAccountExport } from "@/lib/account/export";
import { deleteCompany } from "@/lib/companies/mutations";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { listDas } from "@/lib/documents/das-queries";
import { deleteDocumentFile } from "@/lib/documents/mutations";
import { getDocumentFile, listDeclarations } from "@/lib/documents/queries";
import { servicesDas } from "@/tests/fixtures/documents/das-builder";
import { alteredServicesDeclaration, servicesDeclaration } from "@/tests/fixtures/documents/declarations";
import { describeOnEachDatabase, type TestDb } from "../helpers/db";
import { importAs, parsedDas, parsedDeclaration } from "../helpers/documents";

// The DAS reconciled with the declaration in force of its PA as it stands, and the PDFs an owner chose to keep: theirs
// to download, listed (never their bytes) in the account export, gone with the company. Both databases, under RLS.

const rowsOf = async (env: TestDb, userId: string) => {
  const count = async (table: typeof t.declarations | typeof t.dasDocuments | typeof t.companyMonths) =>
    (await env.db.select().from(table).where(eq(table.userId, userId))).length;
  return {
    declarations: await count(t.declarations),
    das: await count(t.dasDocuments),
    months: await count(t.companyMonths),
    files: (await env.db.select().from(t.documentFiles).where(eq(t.documentFiles.userId, userId))).length,
  };
};

describeOnEachDatabase("documents: DAS reconciled, kept PDFs", (ctx) => {
  it("a DAS is checked against the declaration in force of its PA, whenever that declaration arrives", async () => {
    const env = ctx();
    const user = await env.createUser({ plan: "professional" });
    const { applied } = await importAs(env, user, [parsedDas(servicesDas())]);
    const companyId = applied[0].companyId;
    const das = () => runWithRls(env.db, user.claims, (tx) => listDas(tx, user.id, companyId));
    expect((await das())[0]).toMatchObject({
      pa: "2026-08",
      number: "07202624412345678",
      dueDate: "2026-09-21",
      total: 1460,
      installment: null,
      hasFile: false,
      reconciliation: { status: "sem_declaracao", declaration: null },
    });

    await importAs(env, user, [parsedDeclaration(servicesDeclaration())]);
    expect((await das())[0].reconciliation).toMatchObject({
      status: "confere",
      declaration: "11222333202608001",
      difference: 0,
    });

    // A retificadora declares R$ 10,00 more IRPJ: the DAS paid for the original is now short by that.
    const retificadora = { ...alteredServicesDeclaration(), retificadora: true, transmittedAt: "25/09/2026 09:00:00" };
    await importAs(env, user, [parsedDeclaration(retificadora)]);
    const [after] = await das();
    expect(after.reconciliation).toMatchObject({
      status: "diverge",
      declaration: "11222333202608009",
      difference: -1000,
    });
    expect(after.reconciliation.lines.filter((l) => l.difference !== 0)).toEqual([
      { tax: "IRPJ", codes: ["1001"], paid: 5840, declared: 6840, difference: -1000 },
    ]);

    // A parcelamento's DAS of the same PA is listed, never compared.
    await importAs(env, user, [parsedDas(servicesDas({ installment: "2/60", number: "07.20.26244.7654321-0" }))]);
    const parcela = (await das()).find((d) => d.installment === "2/60");
    expect(parcela?.reconciliation.status).toBe("parcelamento");
  });

  it("kept PDFs: the owner's to download, listed without their bytes in the export, deleted with the company", async () => {
    const env = ctx();
    const owner = await env.createUser({ plan: "professional" });
    const other = await env.createUser({ plan: "professional" });
    const docs = [parsedDeclaration(servicesDeclaration(), "pgdas-08-2026.pdf"), parsedDas(servicesDas(), "das.pdf")];
    const { applied } = await importAs(env, owner, docs, true);
    const companyId = applied[0].companyId;
    const [declaration] = await runWithRls(env.db, owner.claims, (tx) => listDeclarations(tx, owner.id, companyId));
    const [das] = await runWithRls(env.db, owner.claims, (tx) => listDas(tx, owner.id, companyId));
    expect([declaration.hasFile, das.hasFile]).toEqual([true, true]);

    const file = await runWithRls(env.db, owner.claims, (tx) =>
      getDocumentFile(tx, owner.id, companyId, { declarationId: declaration.id }),
    );
    expect(file?.fileName).toBe("pgdas-08-2026.pdf");
    expect(Buffer.from(file!.content).toString()).toBe("%PDF-1.4 teste");
    expect(
      await runWithRls(env.db, owner.claims, (tx) => getDocumentFile(tx, owner.id, companyId, { dasId: das.id })),
    ).toMatchObject({ fileName: "das.pdf" });
    // Another account, even with the ids, gets nothing; nor does the owner through another company's path.
    expect(
      await runWithRls(env.db, other.claims, (tx) =>
        getDocumentFile(tx, other.id, companyId, { declarationId: declaration.id }),
      ),
    ).toBeNull();
    expect(
      await runWithRls(env.db, owner.claims, (tx) =>
        getDocumentFile(tx, owner.id, other.id, { declarationId: declaration.id }),
      ),
    ).toBeNull();

    const exported = await runWithRls(env.db, owner.claims, (tx) => collectAccountExport(tx, owner.id));
    expect(exported.declarations).toHaveLength(1);
    expect(exported.dasDocuments).toHaveLength(1);
    expect(exported.documentFiles).toHaveLength(2);
    for (const row of exported.documentFiles as Record<string, unknown>[]) {
      expect(row).toMatchObject({ sizeBytes: 14, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(row).not.toHaveProperty("content");
    }

    expect(await rowsOf(env, owner.id)).toEqual({ declarations: 1, das: 1, months: 20, files: 2 });

    // The owner deletes the DAS's PDF: the file goes, the DAS stays; no one else can, and twice finds nothing.
    const dropDas = (user: typeof owner) =>
      runWithRls(env.db, user.claims, (tx) => deleteDocumentFile(tx, user.id, companyId, { dasId: das.id }));
    expect(await dropDas(other)).toBeNull();
    expect(await dropDas(owner)).toMatchObject({
      fileName: "das.pdf",
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(await dropDas(owner)).toBeNull();
    const [dasAfter] = await runWithRls(env.db, owner.claims, (tx) => listDas(tx, owner.id, companyId));
    expect(dasAfter).toMatchObject({ id: das.id, hasFile: false, reconciliation: { status: "confere" } });
    expect(await rowsOf(env, owner.id)).toEqual({ declarations: 1, das: 1, months: 20, files: 1 });

    expect(await runWithRls(env.db, owner.claims, (tx) => deleteCompany(tx, owner.id, companyId))).toBe(true);
    expect(await rowsOf(env, owner.id)).toEqual({ declarations: 0, das: 0, months: 0, files: 0 });
  });
});
