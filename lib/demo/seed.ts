import "server-only";
import { addDays, startOfMonth, subMonths } from "date-fns";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { addMonthsIso, endOfDayBrasilia, todayIso } from "@/lib/br/date";
import { commissionAmount, parseCommissionRate } from "@/lib/billing/commission";
import { createCompany } from "@/lib/companies/mutations";
import { getCompany } from "@/lib/companies/queries";
import { companyFormSchema } from "@/lib/companies/schema";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import type { OwnerDb } from "@/lib/db/client";
import type { Db, ServiceDb } from "@/lib/db/handles";
import {
  asaasPayments,
  auditLog,
  pendingRegistrations,
  commissions,
  profiles,
  referrals,
  sandboxCustomers,
  sandboxPayments,
  sandboxSubscriptions,
  simulations,
  subscriptionPlans,
  subscriptions,
  systemSettings,
} from "@/lib/db/schema";
import { buildPixPayload } from "@/lib/payments/pix/emv";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { TOOLS } from "@/lib/tools/catalogue";
import type { ToolContext } from "@/lib/tools/context";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { loadToolContext } from "@/lib/tools/load-context";
import { saveToolSimulation, type SaveToolSimulationParams } from "@/lib/tools/save";
import { ENTERPRISE_COMPANIES, PROFESSIONAL_COMPANY } from "./companies";
import { seedDemoOffice } from "./office";

// The living demo (DEMO_ACCOUNTS=true only): what a newcomer's demo accounts open to. Real rows written by the
// same functions the screens use (the company form's schema, saveToolSimulation as the save action),
// dated relative to today. Each account is filled once: an audit row `demo.seeded` on the account's id marks
// it, so restarts change nothing and what a tester edits or deletes stays as they left it. Trial and basic
// stay empty, their plan limits are tested from zero.

export const DEMO_SEEDED_ACTION = "demo.seeded";

const EMAILS = {
  professional: "professional@demo.tributocerto.com.br",
  enterprise: "enterprise@demo.tributocerto.com.br",
  afiliado: "afiliado@demo.tributocerto.com.br",
  contador: "contador@demo.tributocerto.com.br",
  analista1: "analista1@demo.tributocerto.com.br",
  analista2: "analista2@demo.tributocerto.com.br",
  cliente: "cliente@demo.tributocerto.com.br",
} as const;
type Filled = keyof typeof EMAILS;

/** How many months of paid subscription charges each paying demo subscriber has (admin analytics). */
export const DEMO_PAYMENT_MONTHS = 6;

const isoDay = (d: Date) => todayIso(d);

/**
 * Fills the professional, enterprise and afiliado demo accounts that exist and were never filled. Returns
 * the e-mails filled by this call (empty when there was nothing to do).
 */
export async function seedLivingDemo(db: OwnerDb, now: Date = new Date()): Promise<string[]> {
  // The server's half of a calculation, as the save action reads it (reference-rate scenarios, today).
  const context = await loadToolContext(db, now);
  return runWithServiceRole(db, async (tx) => {
    const ids = await demoUserIds(tx);
    const filled: string[] = [];
    // Order matters: the afiliado's commissions are on the two subscribers' charges.
    for (const who of ["professional", "enterprise", "afiliado", "contador"] as const) {
      const id = ids[who];
      if (!id || (await alreadySeeded(tx, id))) continue;
      if (who === "professional") await fillProfessional(tx, id, now, context);
      if (who === "enterprise") await fillEnterprise(tx, id, now);
      if (who === "afiliado") {
        if (!ids.professional || !ids.enterprise) continue;
        await fillAfiliado(tx, id, [ids.professional, ids.enterprise], now);
      }
      if (who === "contador") {
        // The office's staff and its client login are demo accounts of their own (lib/db/demo-accounts.ts).
        if (!ids.analista1 || !ids.analista2 || !ids.cliente) continue;
        await seedDemoOffice(tx, { contador: id, analysts: [ids.analista1, ids.analista2], client: ids.cliente }, now);
      }
      await writeAuditLog(tx, { actorId: null, action: DEMO_SEEDED_ACTION, target: `user:${id}` });
      filled.push(EMAILS[who]);
    }
    return filled;
  });
}

async function demoUserIds(tx: ServiceDb): Promise<Partial<Record<Filled, string>>> {
  const rows = await tx
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.email, Object.values(EMAILS)));
  const ids: Partial<Record<Filled, string>> = {};
  for (const who of Object.keys(EMAILS) as Filled[]) ids[who] = rows.find((row) => row.email === EMAILS[who])?.id;
  return ids;
}

async function alreadySeeded(tx: Db, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, DEMO_SEEDED_ACTION), eq(auditLog.target, `user:${userId}`)))
    .limit(1);
  return rows.length > 0;
}

async function addCompany(tx: Db, userId: string, values: typeof PROFESSIONAL_COMPANY): Promise<string> {
  const { id } = await createCompany(tx, userId, companyFormSchema.parse(values));
  return id;
}

async function fillProfessional(tx: Db, userId: string, now: Date, context: ToolContext): Promise<void> {
  const companyId = await addCompany(tx, userId, PROFESSIONAL_COMPANY);
  const company = await getCompany(tx, userId, companyId);
  if (!company) throw new Error("demo: the professional company was not stored");

  // The simulator opened from the company (/fiscal-simulator?empresa=id), with step 2 filled in.
  const fiscal = {
    ...fiscalDefaults(company),
    partners: "1",
    monthlyExpenses: "7.500,00",
    monthlyCreditableCosts: "4.500,00",
  };
  await saveSimulation(tx, { userId, key: "fiscal", values: fiscal, context }, addDays(now, -12));

  // The labour tool's form as it opens, with one employee's figures typed in.
  const labor = {
    ...TOOLS.labor.defaults,
    salary: "4.200,00",
    valeTransporte: "280,00",
    valeRefeicao: "660,00",
    dependents: "1",
    ratPercent: "1",
  };
  await saveSimulation(tx, { userId, key: "labor", values: labor, context }, addDays(now, -3));

  await addMonthlySubscription(tx, userId, "professional", now);
}

async function fillEnterprise(tx: Db, userId: string, now: Date): Promise<void> {
  for (const company of ENTERPRISE_COMPANIES) await addCompany(tx, userId, company);
  await addMonthlySubscription(tx, userId, "enterprise", now);
}

/** Saves a result as the save action does (saveToolSimulation), then dates it `at`. */
async function saveSimulation(tx: Db, params: SaveToolSimulationParams, at: Date): Promise<void> {
  const saved = await saveToolSimulation(tx, params);
  if (!saved.ok) throw new Error(`demo: the ${params.key} simulation is not saved (${saved.code})`);
  await tx.update(simulations).set({ createdAt: at, updatedAt: at }).where(eq(simulations.id, saved.data.id));
}

/**
 * A monthly subscription to `slug` in the built-in sandbox provider, paid for DEMO_PAYMENT_MONTHS months ending
 * today, written the way a real sandbox subscriber's data looks after checkout and renewals: the provider's own
 * rows (customer, subscription, one RECEIVED charge a month) and our mirror of them (subscriptions, asaas_payments
 * with the subscription). So every screen reads the same facts: /settings shows a recurring subscription with
 * six paid charges, admin analytics counts the subscriber and its MRR under the plan, and the reconcile finds
 * the provider's subscription (and, near the next due date, its renewal charge) instead of nothing.
 */
async function addMonthlySubscription(
  tx: Db,
  userId: string,
  slug: "professional" | "enterprise",
  now: Date,
): Promise<void> {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id, price: subscriptionPlans.monthlyPrice, name: subscriptionPlans.name })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, slug));
  const [profile] = await tx
    .select({ name: profiles.name, email: profiles.email, cpfCnpj: profiles.cpfCnpj })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!plan || !profile) throw new Error(`demo: plan ${slug} or its subscriber is missing`);
  const first = subMonths(now, DEMO_PAYMENT_MONTHS - 1);
  const lastDue = isoDay(now);
  const nextDueDate = addMonthsIso(lastDue, 1);
  const description = `Assinatura ${plan.name} (mensal)`;
  const customerId = `cus_demo_${slug}`;
  const providerSubscriptionId = `sub_demo_${slug}`;

  // The registration the checkout would have made (paid): the sync finds our side of the subscription through it.
  const [registration] = await tx
    .insert(pendingRegistrations)
    .values({
      userId,
      email: profile.email,
      name: profile.name,
      selectedPlanId: plan.id,
      billingCycle: "monthly",
      status: "paid",
      asaasSubscriptionId: providerSubscriptionId,
      createdAt: first,
      updatedAt: first,
    })
    .returning({ id: pendingRegistrations.id });
  await tx
    .insert(sandboxCustomers)
    // A published test CPF (check digits valid) when the demo profile has none: no real person's number.
    .values({
      id: customerId,
      name: profile.name,
      email: profile.email,
      cpfCnpj: profile.cpfCnpj ?? "52998224725",
      createdAt: first,
    })
    .onConflictDoNothing({ target: sandboxCustomers.id });
  await tx
    .insert(sandboxSubscriptions)
    .values({
      id: providerSubscriptionId,
      customerId,
      value: plan.price,
      nextDueDate,
      description,
      externalReference: registration.id,
      createdAt: first,
    })
    .onConflictDoNothing({ target: sandboxSubscriptions.id });
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      userId,
      planId: plan.id,
      provider: "sandbox",
      providerSubscriptionId,
      billingCycle: "monthly",
      value: plan.price,
      status: "active",
      // As lib/billing/state.ts derives it: the last paid charge pays until the same day next month.
      currentPeriodEnd: endOfDayBrasilia(nextDueDate),
      nextDueDate,
      createdAt: first,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: subscriptions.providerSubscriptionId })
    .returning({ id: subscriptions.id });
  if (!subscription) return; // seeded before under this id: left alone

  for (let i = DEMO_PAYMENT_MONTHS - 1; i >= 0; i--) {
    const day = subMonths(now, i);
    const id = `demo_${slug}_${isoDay(day).slice(0, 7)}`;
    const pixPayload = buildPixPayload({
      key: "pix-sandbox@tributocerto.com.br",
      amountCentavos: Math.round(Number(plan.price) * 100),
      merchantName: "Tributo Certo",
      merchantCity: "Sao Paulo",
      txid: id,
    });
    await tx
      .insert(sandboxPayments)
      .values({
        id,
        subscriptionId: providerSubscriptionId,
        customerId,
        value: plan.price,
        status: "RECEIVED",
        dueDate: isoDay(day),
        paymentDate: isoDay(day),
        description,
        externalReference: registration.id,
        pixPayload,
        createdAt: day,
        updatedAt: day,
      })
      .onConflictDoNothing({ target: sandboxPayments.id });
    await tx
      .insert(asaasPayments)
      .values({
        asaasPaymentId: id,
        provider: "sandbox",
        userId,
        subscriptionId: subscription.id,
        registrationId: registration.id,
        value: plan.price,
        netValue: plan.price,
        status: "RECEIVED",
        customerName: profile.name,
        customerEmail: profile.email,
        description,
        dueDate: isoDay(day),
        paymentDate: isoDay(day),
        billingType: "PIX",
        confirmedAt: day,
        createdAt: day,
        updatedAt: day,
      })
      .onConflictDoNothing({ target: asaasPayments.asaasPaymentId });
  }
}

/**
 * The afiliado referred both subscribers before their first charge: one commission per paid charge, as
 * lib/billing/apply.ts records them (so the affiliate's total is the rate × the payments the admin sees for these
 * referrals); the commissions of charges older than this month were paid out, this month's are pending.
 */
async function fillAfiliado(tx: Db, affiliateId: string, referred: [string, string], now: Date): Promise<void> {
  const [setting] = await tx
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, "asaas_affiliate_commission"));
  const rate = parseCommissionRate(setting?.value);
  const [affiliate] = await tx
    .select({ code: profiles.affiliateCode })
    .from(profiles)
    .where(eq(profiles.id, affiliateId));
  if (!affiliate?.code) throw new Error("demo: the afiliado has no affiliate code");
  const monthStart = startOfMonth(now);
  for (const userId of referred) {
    const since = subMonths(now, DEMO_PAYMENT_MONTHS);
    const [referral] = await tx
      .insert(referrals)
      .values({ affiliateId, referredUserId: userId, code: affiliate.code, createdAt: since, updatedAt: since })
      .onConflictDoNothing({ target: referrals.referredUserId })
      .returning({ id: referrals.id });
    if (!referral) continue; // referred by someone else already: left alone
    // What the sign-up trigger records when a user signs up with the affiliate's code.
    await tx
      .update(profiles)
      .set({ referredBy: affiliateId })
      .where(and(eq(profiles.id, userId), isNull(profiles.referredBy)));
    const payments = await tx
      .select({ id: asaasPayments.id, value: asaasPayments.value, createdAt: asaasPayments.createdAt })
      .from(asaasPayments)
      .where(
        and(
          eq(asaasPayments.userId, userId),
          inArray(asaasPayments.status, [...PAID_STATUSES]),
          eq(asaasPayments.deleted, false),
        ),
      );
    for (const payment of payments) {
      const paid = payment.createdAt < monthStart;
      await tx
        .insert(commissions)
        .values({
          affiliateId,
          referralId: referral.id,
          paymentId: payment.id,
          rate,
          amount: commissionAmount(payment.value, rate),
          status: paid ? "pago" : "pendente",
          paidAt: paid ? addDays(payment.createdAt, 5) : null,
          createdAt: payment.createdAt,
          updatedAt: payment.createdAt,
        })
        .onConflictDoNothing({ target: commissions.paymentId });
    }
  }
}
