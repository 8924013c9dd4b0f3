import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import * as t from "@/lib/db/schema";
import { runWithRls } from "@/lib/db/rls";
import { runWithServiceRole } from "@/lib/db/admin";
import { findingKey, runAlertDigest } from "@/lib/notifications/digest";
import { saveNotificationPreferences } from "@/lib/notifications/store";
import { previousMonth, runMonthlySummary } from "@/lib/notifications/summary";
import { describeOnEachDatabase, rowsOf, type TestUser } from "../helpers/db";

// The senders of Settings › Notificações: the regime-alert digest (only new findings, only to those who want it
// and whose plan has the regime monitor), the monthly summary (once per month), and the secret-protected job route.

describeOnEachDatabase("Notification e-mails", (ctx) => {
  const outboxFor = async (email: string) =>
    rowsOf<{ subject: string; body_text: string }>(
      await ctx().db.execute(
        sql`select subject, body_text from local.email_outbox where to_email = ${email} order by id`,
      ),
    );

  /** A MEI whose no-growth projection crosses the R$ 81.000 limit: R$ 8.000 a month. */
  async function meiNearTheLimit(user: TestUser) {
    await ctx().exec.query(
      "insert into public.companies (user_id, name, regime, activity, monthly_revenues) values ($1, 'Padaria da Ana', 'mei', 'comercio', $2)",
      [user.id, `{${Array(12).fill("8000").join(",")}}`],
    );
  }

  it("the digest e-mails new regime findings once, and nothing to those who turned it off or whose plan lacks alerts", async () => {
    const wants = await ctx().createUser({ plan: "enterprise", metadata: { name: "Ana Digest" } });
    const optedOut = await ctx().createUser({ plan: "enterprise" });
    const trial = await ctx().createUser();
    for (const u of [wants, optedOut, trial]) await meiNearTheLimit(u);
    await runWithRls(ctx().db, optedOut.claims, (tx) =>
      saveNotificationPreferences(tx, optedOut.id, {
        paymentEmails: true,
        regimeAlerts: false,
        monthlySummary: true,
        reformDeadlines: true,
      }),
    );
    const { alerts } = await runWithServiceRole(ctx().db, (tx) => loadRegimeAlerts(tx, wants.id, "flat"));
    expect(alerts.length).toBeGreaterThan(0);

    const first = await runAlertDigest(ctx().db);
    expect(first.failed).toBe(0);
    const mail = await outboxFor(wants.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toMatch(/alerta/);
    expect(mail[0].body_text).toContain("Padaria da Ana");
    const [delivery] = await ctx()
      .db.select()
      .from(t.notificationDeliveries)
      .where(eq(t.notificationDeliveries.userId, wants.id));
    expect(delivery.topics).toEqual(alerts.map(findingKey).sort());
    expect(await outboxFor(optedOut.email)).toEqual([]);
    expect(await outboxFor(trial.email)).toEqual([]);

    // Nothing new the next day: no second e-mail.
    await runAlertDigest(ctx().db, new Date(Date.now() + 86_400_000));
    expect(await outboxFor(wants.email)).toHaveLength(1);
  });

  it("the digest's day is Brasília's: at 22:30 there (01:30 UTC the next day) it is still the same day", async () => {
    const user = await ctx().createUser({ plan: "enterprise" });
    await meiNearTheLimit(user);
    await runAlertDigest(ctx().db, new Date("2026-12-01T01:30:00Z"));
    const [delivery] = await ctx()
      .db.select({ dedupeKey: t.notificationDeliveries.dedupeKey })
      .from(t.notificationDeliveries)
      .where(eq(t.notificationDeliveries.userId, user.id));
    expect(delivery.dedupeKey).toBe(`alert_digest:${user.id}:2026-11-30`);
  });

  it("the monthly summary counts the month that ended and goes once per month", async () => {
    const now = new Date();
    const month = previousMonth(now);
    const user = await ctx().createUser({ metadata: { name: "Bruno Resumo" } });
    await ctx().exec.query("update public.profiles set created_at = $2 where id = $1", [
      user.id,
      new Date(month.start.getTime() - 86_400_000).toISOString(),
    ]);
    const inMonth = new Date(month.start.getTime() + 2 * 86_400_000).toISOString();
    await ctx().exec.query(
      "insert into public.simulations (user_id, title, simulation_type, created_at) values ($1, 'A', 'fiscal', $2), ($1, 'B', 'labor', $2), ($1, 'C', 'fiscal', now() + interval '40 days')",
      [user.id, inMonth],
    );
    const off = await ctx().createUser();
    await ctx().exec.query("update public.profiles set created_at = $2 where id = $1", [
      off.id,
      month.start.toISOString(),
    ]);
    await runWithRls(ctx().db, off.claims, (tx) =>
      saveNotificationPreferences(tx, off.id, {
        paymentEmails: true,
        regimeAlerts: true,
        monthlySummary: false,
        reformDeadlines: true,
      }),
    );

    const report = await runMonthlySummary(ctx().db, now);
    expect(report).toMatchObject({ month: month.key, failed: 0 });
    const mail = await outboxFor(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toBe(`Seu resumo de ${month.label}`);
    expect(mail[0].body_text).toContain("2 simulações");
    expect(mail[0].body_text).toContain("Nenhum relatório");
    expect(await outboxFor(off.email)).toEqual([]);

    await runMonthlySummary(ctx().db, now);
    expect(await outboxFor(user.email)).toHaveLength(1);
  });
});
