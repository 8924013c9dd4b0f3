import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { runWithRls } from "@/lib/db/rls";
import { listMyNotifications } from "@/lib/notifications/inbox";
import { runReformReminders } from "@/lib/notifications/reform-reminders";
import { saveNotificationPreferences } from "@/lib/notifications/store";
import { describeOnEachDatabase, failureOf, rowsOf, type TestUser } from "../helpers/db";
import { companyRow } from "../helpers/factories";

// The reform deadline reminders (lib/notifications/reform-reminders.ts): 30, 7 and 1 day before each deadline of a
// user's Simples companies, one e-mail per deadline and stage however often the job runs; the user reads them in the
// in-app list, nobody else does.

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describeOnEachDatabase("reform deadline reminders", (ctx) => {
  const outboxFor = async (email: string) =>
    rowsOf<{ subject: string; body_text: string }>(
      await ctx().db.execute(
        sql`select subject, body_text from local.email_outbox where to_email = ${email} order by id`,
      ),
    );

  async function simples(
    user: TestUser,
    name: string,
    profile: Partial<typeof t.companyReformProfiles.$inferInsert> | null,
  ) {
    const [row] = await ctx()
      .db.insert(t.companies)
      .values(companyRow(user.id, { name, annualRevenue: "480000.00" }))
      .returning({ id: t.companies.id });
    if (profile)
      await ctx()
        .db.insert(t.companyReformProfiles)
        .values({ companyId: row.id, userId: user.id, ...profile });
    return row.id;
  }

  it("reminds once per deadline and stage, lists each company's answer, and honours the setting", async () => {
    const owner = await ctx().createUser({ plan: "professional", metadata: { name: "Rita Papelaria" } });
    const off = await ctx().createUser({ plan: "professional" });
    await simples(owner, "Papelaria Aurora", {
      creditingBuyersPercent: "35.00",
      purchasesRegular: "24000.00",
      purchasesSimples: "0.00",
      reduction: "none",
      regularOption: true,
    });
    await simples(owner, "Bazar Sem Perfil", null);
    await simples(off, "Loja Calada", { regularOption: true });
    await runWithRls(ctx().db, off.claims, (tx) =>
      saveNotificationPreferences(tx, off.id, {
        paymentEmails: true,
        regimeAlerts: true,
        monthlySummary: true,
        reformDeadlines: false,
      }),
    );

    // 29/11/2026: the first cycle's cancellation deadline (20/12/2026) is 21 days away (stage 30); March is not yet.
    expect((await runReformReminders(ctx().db, at("2026-11-29"))).failed).toBe(0);
    let mail = await outboxFor(owner.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe("Faltam 21 dias: desistência da opção por fora até 20/12/2026");
    expect(mail[0].body_text).toContain("Papelaria Aurora");
    expect(mail[0].body_text).not.toContain("Bazar Sem Perfil");
    // The same day again, and the next day (still stage 30): nothing new.
    await runReformReminders(ctx().db, at("2026-11-29"));
    await runReformReminders(ctx().db, at("2026-11-30"));
    expect(await outboxFor(owner.email)).toHaveLength(1);
    // 7 days before, and a run missed on the exact day still reminds once (stage 1 on the last day).
    await runReformReminders(ctx().db, at("2026-12-13"));
    await runReformReminders(ctx().db, at("2026-12-14"));
    await runReformReminders(ctx().db, at("2026-12-20"));
    await runReformReminders(ctx().db, at("2026-12-20"));
    mail = await outboxFor(owner.email);
    expect(mail.map((m) => m.subject)).toEqual([
      "Faltam 21 dias: desistência da opção por fora até 20/12/2026",
      "Faltam 7 dias: desistência da opção por fora até 20/12/2026",
      "Último dia: desistência da opção por fora até 20/12/2026",
    ]);

    // 01/03/2027: the March window closes in 30 days; both companies in one e-mail, each with its answer.
    await runReformReminders(ctx().db, at("2027-03-01"));
    await runReformReminders(ctx().db, at("2027-03-01"));
    mail = await outboxFor(owner.email);
    expect(mail).toHaveLength(4);
    expect(mail[3].subject).toBe("Faltam 30 dias: opção por CBS e IBS por fora do DAS até 31/03/2027");
    expect(mail[3].body_text).toContain("Papelaria Aurora");
    expect(mail[3].body_text).toContain("Bazar Sem Perfil");
    expect(mail[3].body_text).toContain("Falta informar: vendas a empresas que tomam crédito");
    expect(mail[3].body_text).not.toContain("Nunca compensa");

    expect(await outboxFor(off.email)).toEqual([]);
    const rows = await ctx()
      .db.select({ key: t.notificationDeliveries.dedupeKey })
      .from(t.notificationDeliveries)
      .where(eq(t.notificationDeliveries.userId, owner.id));
    expect(new Set(rows.map((r) => r.key)).size).toBe(4);
  });

  it("the in-app list shows the user's own e-mails, newest first, and no one else's", async () => {
    const owner = await ctx().createUser({ plan: "professional" });
    const other = await ctx().createUser({ plan: "professional" });
    await simples(owner, "Papelaria Lista", { regularOption: true });
    await runReformReminders(ctx().db, at("2026-11-29"));
    await runReformReminders(ctx().db, at("2026-12-14"));
    const mine = await runWithRls(ctx().db, owner.claims, (tx) => listMyNotifications(tx, owner.id));
    expect(mine.map((n) => n.subject)).toEqual([
      "Faltam 6 dias: desistência da opção por fora até 20/12/2026",
      "Faltam 21 dias: desistência da opção por fora até 20/12/2026",
    ]);
    expect(mine[0].kind).toBe("reform_deadline");
    expect(await runWithRls(ctx().db, other.claims, (tx) => listMyNotifications(tx, owner.id))).toEqual([]);
    // Writes stay the server's.
    expect(
      await failureOf(() =>
        runWithRls(ctx().db, owner.claims, (tx) =>
          tx.execute(sql`update public.notification_deliveries set subject = 'x' where user_id = ${owner.id}`),
        ),
      ),
    ).toMatch(/permission denied/);
  });
});
