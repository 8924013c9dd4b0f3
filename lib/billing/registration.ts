import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { OwnerDb } from "@/lib/db/client";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { pendingRegistrations, profiles, subscriptionPlans } from "@/lib/db/schema";
import type { PaymentProvider } from "@/lib/payments/provider";
import { addDaysIso, todayIso } from "@/lib/br/date";
import { readSetting } from "@/lib/settings/store";
import { syncSubscription } from "./sync";

/** The first charge falls due 7 days after the registration, when the registration itself expires. */
const FIRST_DUE_IN_DAYS = 7;

export type PaidRegistrationInput = {
  userId: string;
  name: string;
  email: string;
  /** CPF or CNPJ without punctuation. */
  document: string;
  phone: string | null;
  planSlug: string;
  referralCode: string | null;
  isUpgrade: boolean;
};

export type PaidRegistrationResult = { ok: true; registrationId: string } | { ok: false; code: "plan_unavailable" };

/**
 * A plan purchase for an account that already exists (with trial access): the pending registration,
 * then the provider customer and the monthly PIX subscription whose externalReference is the
 * registration id. A retry for the same plan reuses the open registration, and the provider looks the
 * subscription up by externalReference first, so a retry never charges twice. Provider
 * failures propagate as PaymentProviderError; the registration stays open for the retry.
 */
export async function startPaidRegistration(
  db: OwnerDb,
  provider: PaymentProvider,
  input: PaidRegistrationInput,
): Promise<PaidRegistrationResult> {
  const prepared = await runWithServiceRole(db, async (tx) => {
    const [plan] = await tx
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, price: subscriptionPlans.monthlyPrice })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.slug, input.planSlug), eq(subscriptionPlans.isActive, true)));
    if (!plan || Number(plan.price) <= 0) return null;

    const open = await tx
      .select({
        id: pendingRegistrations.id,
        planId: pendingRegistrations.selectedPlanId,
        subscriptionId: pendingRegistrations.asaasSubscriptionId,
      })
      .from(pendingRegistrations)
      .where(and(eq(pendingRegistrations.userId, input.userId), eq(pendingRegistrations.status, "pending_payment")))
      .orderBy(desc(pendingRegistrations.createdAt));
    const reusable = open.find((r) => r.planId === plan.id);
    const superseded = open.filter((r) => r.id !== reusable?.id);
    if (superseded.length > 0) {
      await tx
        .update(pendingRegistrations)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(pendingRegistrations.userId, input.userId),
            eq(pendingRegistrations.status, "pending_payment"),
            ne(pendingRegistrations.selectedPlanId, plan.id),
          ),
        );
    }
    let registrationId = reusable?.id;
    if (!registrationId) {
      const [row] = await tx
        .insert(pendingRegistrations)
        .values({
          userId: input.userId,
          email: input.email,
          name: input.name,
          cpf: input.document,
          phone: input.phone,
          selectedPlanId: plan.id,
          referralCode: input.referralCode,
          isUpgrade: input.isUpgrade,
        })
        .returning({ id: pendingRegistrations.id });
      registrationId = row.id;
      await writeAuditLog(tx, {
        actorId: input.userId,
        action: "billing.registration.created",
        target: `registration:${registrationId}`,
        details: { plan: input.planSlug, upgrade: input.isUpgrade },
      });
    }
    // The admin's 'Descrição do pagamento' (Configurações › Asaas), then the plan: "Assinatura Tributo Certo - Básico".
    const description = `${await readSetting(tx, "asaas_payment_description")} - ${plan.name}`;
    return {
      plan,
      registrationId,
      description,
      cancelAtProvider: superseded.map((r) => r.subscriptionId).filter((id): id is string => Boolean(id)),
    };
  });
  if (!prepared) return { ok: false, code: "plan_unavailable" };

  // A registration for another plan left unpaid: its charge must not stay payable.
  for (const subscriptionId of prepared.cancelAtProvider) await provider.cancelSubscription(subscriptionId);

  const customer = await provider.findOrCreateCustomer({
    name: input.name,
    email: input.email,
    cpfCnpj: input.document,
    phone: input.phone ?? undefined,
    externalReference: input.userId,
  });
  // One provider customer per account (found by our user id); the guard keeps the profile column unique anyway.
  await runWithServiceRole(db, (tx) =>
    tx
      .update(profiles)
      .set({ asaasCustomerId: customer.id })
      .where(
        and(
          eq(profiles.id, input.userId),
          sql`not exists (select 1 from public.profiles o where o.asaas_customer_id = ${customer.id})`,
        ),
      ),
  );

  const { subscription } = await provider.createSubscription({
    customerId: customer.id,
    value: Number(prepared.plan.price),
    nextDueDate: addDaysIso(todayIso(), FIRST_DUE_IN_DAYS),
    description: prepared.description,
    externalReference: prepared.registrationId,
  });
  await syncSubscription(db, provider, subscription.id);
  return { ok: true, registrationId: prepared.registrationId };
}
