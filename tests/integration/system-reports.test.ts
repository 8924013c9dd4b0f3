import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { isRlsViolation } from "@/lib/db/errors";
import { runWithRls } from "@/lib/db/rls";
import * as t from "@/lib/db/schema";
import { systemReportFileName } from "@/lib/system-reports/download";
import { generateSystemReport } from "@/lib/system-reports/generate";
import {
  getSystemReportFile,
  insertSystemReport,
  listSystemReports,
  STALE_PROCESSING_MS,
} from "@/lib/system-reports/store";
import { describeOnEachDatabase } from "../helpers/db";

// System reports: a row 'processing', the file generated as the server does after the action answers, then
// downloadable only once 'Concluído'; admins only.

describeOnEachDatabase("system reports", (ctx) => {
  const hour = 3_600_000;

  it("generates a users CSV and a financial PDF from the rows, downloadable only once completed", async () => {
    const { db, createUser } = ctx();
    const admin = await createUser({ userType: "admin" });
    const customer = await createUser({ metadata: { name: "=1+1 Joana" } });
    await db.insert(t.asaasPayments).values({
      asaasPaymentId: `pay_${randomUUID()}`,
      userId: customer.id,
      value: "89.90",
      status: "RECEIVED",
      customerName: "Joana",
      customerEmail: customer.email,
    });
    const from = new Date(Date.now() - hour);
    const to = new Date(Date.now() + hour);
    const asAdmin = <T>(fn: Parameters<typeof runWithRls<T>>[2]) => runWithRls(db, admin.claims, fn);

    const csv = await asAdmin((tx) =>
      insertSystemReport(tx, { requestedBy: admin.id, kind: "users", format: "csv", from, to }),
    );
    expect(await asAdmin((tx) => getSystemReportFile(tx, csv.id))).toBeNull();
    expect((await asAdmin((tx) => listSystemReports(tx)))[0]).toMatchObject({
      id: csv.id,
      status: "processing",
      sizeBytes: null,
    });

    expect(await generateSystemReport(db, admin.claims, csv.id)).toBe("completed");
    const file = await asAdmin((tx) => getSystemReportFile(tx, csv.id));
    expect(file).not.toBeNull();
    const text = Buffer.from(file!.content).toString("utf8");
    expect(text.startsWith("\uFEFFRelatório Usuários · Tributo Certo\r\n")).toBe(true);
    expect(text).toContain(customer.email);
    // The name a spreadsheet would run as a formula is written inert.
    expect(text).toContain(";'=1+1 Joana;");
    expect(text).toMatch(/Contas criadas;2\r\n/);
    const [listed] = await asAdmin((tx) => listSystemReports(tx));
    expect(listed).toMatchObject({ id: csv.id, status: "completed", sizeBytes: file!.content.byteLength });
    // A second run does nothing: the row is no longer processing.
    expect(await generateSystemReport(db, admin.claims, csv.id)).toBeNull();

    const pdf = await asAdmin((tx) =>
      insertSystemReport(tx, { requestedBy: admin.id, kind: "financial", format: "pdf", from, to }),
    );
    expect(await generateSystemReport(db, admin.claims, pdf.id)).toBe("completed");
    const pdfFile = await asAdmin((tx) => getSystemReportFile(tx, pdf.id));
    expect(Buffer.from(pdfFile!.content).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const printed = execFileSync("pdftotext", ["-layout", "-", "-"], { input: Buffer.from(pdfFile!.content) }).toString(
      "utf8",
    );
    expect(printed).toContain("Relatório Financeiro");
    expect(printed).toContain("R$ 89,90");
    expect(printed).toContain("Página 1 de 1");
  });

  it("never serves a report in error or stuck processing, and refuses a subscriber", async () => {
    const { db, createUser } = ctx();
    const admin = await createUser({ userType: "admin" });
    const subscriber = await createUser({ plan: "enterprise" });
    const range = { from: new Date(Date.now() - hour), to: new Date() };
    const stuck = await runWithRls(db, admin.claims, (tx) =>
      insertSystemReport(tx, { requestedBy: admin.id, kind: "usage", format: "csv", ...range }),
    );
    const failed = await runWithRls(db, admin.claims, (tx) =>
      insertSystemReport(tx, { requestedBy: admin.id, kind: "analytics", format: "csv", ...range }),
    );
    await db
      .update(t.systemReports)
      .set({ status: "error", error: "render_failed" })
      .where(eq(t.systemReports.id, failed.id));

    const later = new Date(Date.now() + STALE_PROCESSING_MS + 60_000);
    const rows = await runWithRls(db, admin.claims, (tx) => listSystemReports(tx, later));
    expect(rows.find((r) => r.id === stuck.id)?.status).toBe("error");
    expect(rows.find((r) => r.id === failed.id)?.status).toBe("error");
    for (const id of [stuck.id, failed.id])
      expect(await runWithRls(db, admin.claims, (tx) => getSystemReportFile(tx, id))).toBeNull();

    // A subscriber sees no report, cannot create one, and cannot have one generated in their name.
    expect(await runWithRls(db, subscriber.claims, (tx) => listSystemReports(tx))).toEqual([]);
    const forged = runWithRls(db, subscriber.claims, (tx) =>
      insertSystemReport(tx, { requestedBy: subscriber.id, kind: "users", format: "csv", ...range }),
    );
    await expect(forged).rejects.toSatisfy(isRlsViolation);
    expect(await generateSystemReport(db, subscriber.claims, stuck.id)).toBeNull();
  });

  it("names the file in pt-BR after the kind and the Brasília days covered", () => {
    const name = systemReportFileName({
      kind: "users",
      format: "csv",
      from: new Date("2026-11-01T03:00:00Z"),
      to: new Date("2026-11-24T03:00:00Z"),
    });
    expect(name).toBe("Relatório usuários 01-11-2026 a 23-11-2026.csv");
  });
});
