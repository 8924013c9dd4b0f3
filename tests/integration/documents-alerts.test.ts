import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import { runWithRls } from "@/lib/db/rls";
import { runAlertDigest } from "@/lib/notifications/digest";
import { FATOR_R_V, fatorRDeclaration } from "@/tests/fixtures/documents/declarations";
import { describeOnEachDatabase, rowsOf } from "../helpers/db";
import { importAs, parsedDeclaration } from "../helpers/documents";

// What an imported declaration shows reaches the regime alerts and the digest e-mail: the owner's alerts under RLS,
// the e-mail's item linking the declaration's reconciliation, and a declaration older than 12 months left out.

describeOnEachDatabase("documents: a declaration's findings as regime alerts", (ctx) => {
  it("Fator r 0,20 declared: an alert with the pró-labore that reaches 28%, in the page and in the digest", async () => {
    const env = ctx();
    const owner = await env.createUser({ plan: "enterprise", metadata: { name: "Ana Declara" } });
    const other = await env.createUser({ plan: "enterprise" });
    const { applied } = await importAs(env, owner, [
      parsedDeclaration(fatorRDeclaration(4_800_000, FATOR_R_V, "0,20")),
    ]);
    const companyId = applied[0].companyId;

    const alertsOn = (today: string) =>
      runWithRls(env.db, owner.claims, (tx) => loadRegimeAlerts(tx, owner.id, "flat", today));
    const declared = (await alertsOn("2026-11-29")).alerts.filter((a) => a.code.startsWith("declaration_"));
    expect(declared).toHaveLength(1);
    expect(declared[0]).toMatchObject({
      code: "declaration_fator_r_below",
      type: "warning",
      companyId,
      companyName: "CLINICA EXEMPLO SERVICOS LTDA",
      deadline: { year: 2026, month: 8 },
      declarationId: expect.any(String),
      figures: [
        { key: "declaredFatorR", value: 0.2, kind: "rate" },
        { key: "payrollMissingMonthly", value: 1600, kind: "money" },
      ],
    });
    // A year on, the declaration of 08/2026 no longer describes the company.
    expect((await alertsOn("2027-09-01")).alerts.filter((a) => a.code.startsWith("declaration_"))).toEqual([]);
    // Another account sees none of it.
    const theirs = await runWithRls(env.db, other.claims, (tx) => loadRegimeAlerts(tx, other.id, "flat", "2026-11-29"));
    expect(theirs.alerts).toEqual([]);

    await runAlertDigest(env.db, new Date("2026-11-29T12:00:00Z"));
    const mail = rowsOf<{ body_text: string }>(
      await env.db.execute(sql`select body_text from local.email_outbox where to_email = ${owner.email}`),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0].body_text).toContain(
      `Declaração: Fator R abaixo de 28% — CLINICA EXEMPLO SERVICOS LTDA, declaração de 08/2026. Veja a conferência em`,
    );
    expect(mail[0].body_text).toContain(`/companies/${companyId}/declaracoes/${declared[0].declarationId}`);
  });
});
