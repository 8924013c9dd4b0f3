import "server-only";
import { addDays, subMonths } from "date-fns";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { createTranslator } from "next-intl";
import { todayIso } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { commissionAmount, parseCommissionRate } from "@/lib/billing/commission";
import { createCompany } from "@/lib/companies/mutations";
import { getCompany } from "@/lib/companies/queries";
import { companyFormSchema } from "@/lib/companies/schema";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import type { OwnerDb } from "@/lib/db/client";
import type { Db, ServiceDb } from "@/lib/db/handles";
import { asaasPayments, auditLog, commissions, profiles, referrals, simulations, subscriptionPlans, systemSettings } from "@/lib/db/schema";
import { insertSimulation } from "@/lib/simulations/mutations";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { toSavedResult } from "@/lib/tools/saved-result";
import { DEFAULT_FORM_YEAR } from "@/lib/forms/fields";
import messages from "@/messages/pt-BR.json";
import { ENTERPRISE_COMPANIES, PROFESSIONAL_COMPANY } from "./companies";

// The living demo (DEMO_ACCOUNTS=true only): what a newcomer's demo accounts open to. Real rows written by the
// same functions the screens use (the company form's schema, computeTool + insertSimulation as the tools save),
// dated relative to today. Each account is filled once: an audit row `demo.seeded` on the account's id marks
// it, so restarts change nothing and what a tester edits or deletes stays as they left it. Trial and basic
// stay empty, their plan limits are tested from zero.

export const DEMO_SEEDED_ACTION = "demo.seeded";

const EMAILS = {
  professional: "professional@demo.tributocerto.com.br",
  enterprise: "enterprise@demo.tributocerto.com.br",
  afiliado: "afiliado@demo.tributocerto.com.br",
} as const;
type Filled = keyof typeof EMAILS;

/** How many months of paid subscription charges each paying demo subscriber has (admin analytics). */
export const DEMO_PAYMENT_MONTHS = 6;

const t = createTranslator({ locale: "pt-BR", messages, namespace: "tools.titles" });
const isoDay = (d: Date) => todayIso(d);

/**
 * Fills the professional, enterprise and afiliado demo accounts that exist and were never filled. Returns
 * the e-mails filled by this call (empty when there was nothing to do).
 */
export async function seedLivingDemo(db: OwnerDb, now: Date = new Date()): Promise<string[]> {
  return runWithServiceRole(db, async (tx) => {
    const ids = await demoUserIds(tx);
    const filled: string[] = [];
    // Order matters: the afiliado's commissions are on the two subscribers' charges.
    for (const who of ["professional", "enterprise", "afiliado"] as const) {
      const id = ids[who];
      if (!id || (await alreadySeeded(tx, id))) continue;
      if (who === "professional") await fillProfessional(tx, id, now);
      if (who === "enterprise") await fillEnterprise(tx, id, now);
      if (who === "afiliado") {
        if (!ids.professional || !ids.enterprise) continue;
        await fillAfiliado(tx, id, [ids.professional, ids.enterprise], now);
      }
      await writeAuditLog(tx, { actorId: null, action: DEMO_SEEDED_ACTION, target: `user:${id}` });
      filled.push(EMAILS[who]);
    }
    return filled;
  });
}

async function demoUserIds(tx: ServiceDb): Promise<Partial<Record<Filled, string>>> {
  const rows = await tx.select({ id: profiles.id, email: profiles.email }).from(profiles).where(inArray(profiles.email, Object.values(EMAILS)));
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

async function fillProfessional(tx: Db, userId: string, now: Date): Promise<void> {
  const companyId = await addCompany(tx, userId, PROFESSIONAL_COMPANY);
  const company = await getCompany(tx, userId, companyId);
  if (!company) throw new Error("demo: the professional company was not stored");

  // The simulator opened from the company (/fiscal-simulator?empresa=id), with step 2 filled in.
  const fiscal = { ...fiscalDefaults(company), partners: "1", monthlyExpenses: "7.500,00", monthlyCreditableCosts: "4.500,00" };
  await saveSimulation(tx, userId, "fiscal", fiscal, t("fiscal", { detail: company.name }), companyId, addDays(now, -12));

  const labor = {
    salary: "4.200,00",
    regime: "simples",
    valeTransporte: "280,00",
    valeRefeicao: "660,00",
    planoSaude: "",
    seguroVida: "",
    dependents: "1",
    ratPercent: "1",
    year: DEFAULT_FORM_YEAR,
  };
  await saveSimulation(tx, userId, "labor", labor, t("labor", { detail: formatBrl(4_200) }), null, addDays(now, -3));

  await addMonthlyCharges(tx, userId, "professional", now);
}

async function fillEnterprise(tx: Db, userId: string, now: Date): Promise<void> {
  for (const company of ENTERPRISE_COMPANIES) await addCompany(tx, userId, company);
  await addMonthlyCharges(tx, userId, "enterprise", now);
}

/** computeTool + insertSimulation, as lib/tools/save.ts saves a result; dated `at`. */
async function saveSimulation(tx: Db, userId: string, key: "fiscal" | "labor", raw: unknown, title: string, companyId: string | null, at: Date): Promise<void> {
  const computed = computeTool(key, raw);
  if (!computed.ok) throw new Error(`demo: the ${key} simulation does not compute (${computed.message})`);
  const { id } = await insertSimulation(tx, userId, {
    type: key,
    title,
    companyId,
    year: computed.year,
    input: computed.input,
    result: toSavedResult(computed.result),
    savings: computed.savings,
  });
  await tx.update(simulations).set({ createdAt: at, updatedAt: at }).where(eq(simulations.id, id));
}

/**
 * The sandbox charges of a monthly subscription to `slug`, one a month for DEMO_PAYMENT_MONTHS months ending
 * today, all received. They are payment mirrors only (no subscription row the reconcile would try to sync).
 */
async function addMonthlyCharges(tx: Db, userId: string, slug: "professional" | "enterprise", now: Date): Promise<void> {
  const [plan] = await tx.select({ price: subscriptionPlans.monthlyPrice, name: subscriptionPlans.name }).from(subscriptionPlans).where(eq(subscriptionPlans.slug, slug));
  const [profile] = await tx.select({ name: profiles.name, email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  if (!plan || !profile) throw new Error(`demo: plan ${slug} or its subscriber is missing`);
  for (let i = DEMO_PAYMENT_MONTHS - 1; i >= 0; i--) {
    const day = subMonths(now, i);
    await tx
      .insert(asaasPayments)
      .values({
        asaasPaymentId: `demo_${slug}_${isoDay(day).slice(0, 7)}`,
        provider: "sandbox",
        userId,
        value: plan.price,
        netValue: plan.price,
        status: "RECEIVED",
        customerName: profile.name,
        customerEmail: profile.email,
        description: `Assinatura ${plan.name} (mensal)`,
        dueDate: isoDay(day),
        paymentDate: isoDay(day),
        billingType: "PIX",
        createdAt: day,
        updatedAt: day,
      })
      .onConflictDoNothing({ target: asaasPayments.asaasPaymentId });
  }
}

/** The afiliado referred both subscribers: a commission on each one's latest charge, the older one already paid out. */
async function fillAfiliado(tx: Db, affiliateId: string, referred: [string, string], now: Date): Promise<void> {
  const [setting] = await tx.select({ value: systemSettings.settingValue }).from(systemSettings).where(eq(systemSettings.settingKey, "asaas_affiliate_commission"));
  const rate = parseCommissionRate(setting?.value);
  const [affiliate] = await tx.select({ code: profiles.affiliateCode }).from(profiles).where(eq(profiles.id, affiliateId));
  if (!affiliate?.code) throw new Error("demo: the afiliado has no affiliate code");
  for (const [index, userId] of referred.entries()) {
    const since = subMonths(now, DEMO_PAYMENT_MONTHS);
    const [referral] = await tx
      .insert(referrals)
      .values({ affiliateId, referredUserId: userId, code: affiliate.code, createdAt: since, updatedAt: since })
      .onConflictDoNothing({ target: referrals.referredUserId })
      .returning({ id: referrals.id });
    if (!referral) continue; // referred by someone else already: left alone
    // What the sign-up trigger records when a user signs up with the affiliate's code.
    await tx.update(profiles).set({ referredBy: affiliateId }).where(and(eq(profiles.id, userId), isNull(profiles.referredBy)));
    const [payment] = await tx
      .select({ id: asaasPayments.id, value: asaasPayments.value, createdAt: asaasPayments.createdAt })
      .from(asaasPayments)
      .where(eq(asaasPayments.userId, userId))
      .orderBy(desc(asaasPayments.createdAt))
      .limit(1);
    if (!payment) continue;
    const paid = index === 0;
    await tx
      .insert(commissions)
      .values({
        affiliateId,
        referralId: referral.id,
        paymentId: payment.id,
        rate,
        amount: commissionAmount(payment.value, rate),
        status: paid ? "pago" : "pendente",
        paidAt: paid ? addDays(now, -1) : null,
        createdAt: payment.createdAt,
        updatedAt: payment.createdAt,
      })
      .onConflictDoNothing({ target: commissions.paymentId });
  }
}
