import { and, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import { listCompanies } from "@/lib/companies/queries";
import { removeDemoAccounts, seedDemoAccounts } from "@/lib/db/demo-accounts";
import * as t from "@/lib/db/schema";
import { detectRisks } from "@/lib/insights";
import { companyFacts } from "@/lib/analyses/facts";
import { DEMO_PAYMENT_MONTHS, seedLivingDemo } from "@/lib/demo/seed";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { readSavedResult } from "@/lib/tools/saved-result";
import { describeOnEachDatabase } from "../helpers/db";

const email = (prefix: string) => `${prefix}@demo.tributocerto.com.br`;
const DAY = 86_400_000;

describeOnEachDatabase("living demo", (ctx) => {
  it("fills professional, enterprise and afiliado once, dated from today, and leaves trial and basic empty", async () => {
    const { db, exec } = ctx();
    await seedDemoAccounts(exec);
    const now = new Date();
    expect((await seedLivingDemo(db, now)).sort()).toEqual([
      email("afiliado"),
      email("contador"),
      email("enterprise"),
      email("professional"),
    ]);

    const users = await db.select({ id: t.profiles.id, email: t.profiles.email }).from(t.profiles);
    const id = (prefix: string) => users.find((u) => u.email === email(prefix))!.id;

    // professional: one company with 12 months of revenue, two simulations saved as the tools save them.
    const [company, ...others] = await listCompanies(db, id("professional"));
    expect(others).toHaveLength(0);
    expect(company.monthlyRevenues).toHaveLength(12);
    expect(company.monthlyRevenues!.every((m) => m > 0)).toBe(true);
    const sims = await db
      .select()
      .from(t.simulations)
      .where(eq(t.simulations.userId, id("professional")));
    expect(sims.map((s) => s.simulationType).sort()).toEqual(["fiscal", "labor"]);
    for (const s of sims) {
      expect(readSavedResult(s.result)).not.toBeNull();
      const age = now.getTime() - new Date(s.createdAt).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(30 * DAY);
    }
    expect(sims.find((s) => s.simulationType === "fiscal")!.companyId).toBe(company.id);
    // The usage ledger counted them, as it counts a user's saves.
    expect(
      await db
        .select()
        .from(t.simulationUsage)
        .where(eq(t.simulationUsage.userId, id("professional"))),
    ).toHaveLength(2);

    // enterprise: three companies. The regime alerts (default 3-month trend) see the one near the sublimite
    // crossing it; the risk detector sees the one with Fator R below 28% taxed in Annex V.
    const enterprise = await listCompanies(db, id("enterprise"));
    expect(enterprise).toHaveLength(3);
    const alerts = await loadRegimeAlerts(db, id("enterprise"), "trend3");
    const near = enterprise.find((c) =>
      alerts.alerts.some((a) => a.companyId === c.id && a.code === "simples_sublimite"),
    );
    expect(near?.revenue12m).toBeGreaterThan(3_000_000);
    expect(near?.revenue12m).toBeLessThan(3_600_000);
    const rules = enterprise.map((c) => detectRisks(companyFacts(c)).map((r) => r.rule));
    expect(rules.flat()).toContain("fator_r_annex_v");

    // afiliado: two referrals and one commission per paid charge of the referred subscribers (as billing records
    // them), so the affiliate's total is the rate × what the admin sees paid by these referrals; this month's are
    // pending, the older ones paid out.
    const refs = await db
      .select()
      .from(t.referrals)
      .where(eq(t.referrals.affiliateId, id("afiliado")));
    expect(refs.map((r) => r.referredUserId).sort()).toEqual([id("professional"), id("enterprise")].sort());
    const comms = await db
      .select()
      .from(t.commissions)
      .where(eq(t.commissions.affiliateId, id("afiliado")));
    expect(comms).toHaveLength(2 * DEMO_PAYMENT_MONTHS);
    const referredPaid = await db
      .select()
      .from(t.asaasPayments)
      .where(inArray(t.asaasPayments.userId, [id("professional"), id("enterprise")]));
    const cents = (v: string) => Math.round(Number(v) * 100);
    const paidTotal = referredPaid.reduce((sum, p) => sum + cents(p.value), 0);
    expect(comms.reduce((sum, c) => sum + cents(c.amount), 0)).toBe(Math.round(paidTotal * 0.1));
    expect(comms.filter((c) => c.status === "pendente")).toHaveLength(2);
    expect(comms.filter((c) => c.status === "pago").every((c) => c.paidAt !== null)).toBe(true);

    // Each paying subscriber has a recurring subscription (provider sandbox, active, its plan), which every
    // charge belongs to, and the provider's own rows behind it: /settings, analytics and the reconcile agree.
    const subs = await db
      .select()
      .from(t.subscriptions)
      .where(inArray(t.subscriptions.userId, [id("professional"), id("enterprise")]));
    expect(subs.map((s) => [s.status, s.provider, s.billingCycle])).toEqual([
      ["active", "sandbox", "monthly"],
      ["active", "sandbox", "monthly"],
    ]);
    expect(subs.every((s) => s.currentPeriodEnd! > now)).toBe(true);
    expect(referredPaid.every((p) => subs.some((s) => s.id === p.subscriptionId))).toBe(true);
    const providerSubs = await db
      .select()
      .from(t.sandboxSubscriptions)
      .where(
        inArray(
          t.sandboxSubscriptions.id,
          subs.map((s) => s.providerSubscriptionId),
        ),
      );
    expect(providerSubs).toHaveLength(2);
    expect(
      await db
        .select()
        .from(t.sandboxPayments)
        .where(
          inArray(
            t.sandboxPayments.subscriptionId,
            subs.map((s) => s.providerSubscriptionId),
          ),
        ),
    ).toHaveLength(2 * DEMO_PAYMENT_MONTHS);

    // admin: six months of received sandbox charges from the two subscribers, ending this month.
    const payments = await db.select().from(t.asaasPayments).where(eq(t.asaasPayments.provider, "sandbox"));
    expect(payments).toHaveLength(2 * DEMO_PAYMENT_MONTHS);
    expect(payments.every((p) => PAID_STATUSES.includes(p.status))).toBe(true);
    expect(new Set(payments.map((p) => p.paymentDate!.slice(0, 7))).size).toBe(DEMO_PAYMENT_MONTHS);
    const latest = payments
      .map((p) => p.paymentDate!)
      .sort()
      .at(-1)!;
    expect(Math.abs(new Date(`${latest}T12:00:00Z`).getTime() - now.getTime())).toBeLessThan(2 * DAY);

    // The demo office: 200 clients marked as demo data, two analysts, one client login to one of its companies.
    const [office] = await db
      .select()
      .from(t.offices)
      .where(eq(t.offices.ownerId, id("contador")));
    const clients = await db
      .select({ name: t.companies.name })
      .from(t.companies)
      .where(eq(t.companies.officeId, office.id));
    expect(clients).toHaveLength(200);
    expect(clients.every((c) => c.name.endsWith("(demonstração)"))).toBe(true);
    const staff = await db.select().from(t.officeMembers).where(eq(t.officeMembers.officeId, office.id));
    expect(staff.map((m) => m.role).sort()).toEqual(["analista", "analista", "socio"]);
    const logins = await db
      .select()
      .from(t.officeClientUsers)
      .where(eq(t.officeClientUsers.userId, id("cliente")));
    expect(logins).toHaveLength(1);
    // The resale clients' last declarations, reconciled as an import would: most confere, some declared more ICMS.
    const declared = await db
      .select({ status: t.declarations.status, difference: t.declarations.difference, pa: t.declarations.pa })
      .from(t.declarations)
      .where(eq(t.declarations.userId, id("contador")));
    expect(declared.filter((d) => d.status === "diverge").every((d) => d.difference === "37.40")).toBe(true);
    expect(declared.filter((d) => d.status === "diverge").length).toBeGreaterThan(0);
    expect(declared.filter((d) => d.status === "confere").length).toBeGreaterThan(0);
    expect(declared.every((d) => d.status !== "nao_verificavel" && d.pa < now.toISOString().slice(0, 7))).toBe(true);

    // trial and basic stay empty.
    const empty = [id("trial"), id("basic")];
    expect(await db.select().from(t.companies).where(inArray(t.companies.userId, empty))).toHaveLength(0);
    expect(await db.select().from(t.simulations).where(inArray(t.simulations.userId, empty))).toHaveLength(0);
    expect(await db.select().from(t.asaasPayments).where(inArray(t.asaasPayments.userId, empty))).toHaveLength(0);

    // Idempotent: a second start adds nothing, and what a tester deleted stays deleted.
    const count = async () => ({
      companies: (await db.select().from(t.companies)).length,
      simulations: (await db.select().from(t.simulations)).length,
      payments: (await db.select().from(t.asaasPayments)).length,
      referrals: (await db.select().from(t.referrals)).length,
      commissions: (await db.select().from(t.commissions)).length,
    });
    await db
      .delete(t.companies)
      .where(and(eq(t.companies.userId, id("enterprise")), eq(t.companies.id, enterprise[0].id)));
    const before = await count();
    expect(await seedLivingDemo(db, now)).toEqual([]);
    expect(await count()).toEqual(before);

    // A start without DEMO_ACCOUNTS removes the accounts and their charges, so analytics never count them.
    await removeDemoAccounts(exec);
    expect(await count()).toEqual({ companies: 0, simulations: 0, payments: 0, referrals: 0, commissions: 0 });
    expect(await db.select().from(t.sandboxSubscriptions)).toHaveLength(0);
    expect(await db.select().from(t.subscriptions)).toHaveLength(0);
  });
});
