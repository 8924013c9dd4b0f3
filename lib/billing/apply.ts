import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { ServiceDb } from "@/lib/db/handles";
import { writeAuditLog } from "@/lib/db/admin";
import {
  asaasPayments,
  commissions,
  pendingRegistrations,
  profiles,
  referrals,
  subscriptionPlans,
  subscriptions,
  systemSettings,
} from "@/lib/db/schema";
import type { PixQrCode, ProviderPayment, ProviderSubscription } from "@/lib/payments/provider";
import { queuePaymentEmails, type PaymentEvent } from "@/lib/notifications/payments";
import { commissionAmount, parseCommissionRate } from "./commission";
import { deriveRegistrationStatus, deriveSubscription, isPaid, REVERSED_STATUSES } from "./state";

export type ProviderSnapshot = {
  provider: "asaas" | "sandbox";
  subscription: ProviderSubscription;
  payments: ProviderPayment[];
  /** QR codes fetched for open charges that had none stored yet, by payment id. */
  qrCodes: Map<string, PixQrCode>;
};

export type ApplyResult = {
  subscriptionId: string;
  providerSubscriptionId: string;
  userId: string;
  status: string;
  /** The provider subscription still issues charges (not deleted or inactivated). */
  live: boolean;
  /** Provider ids of older subscriptions a newer paid one replaces, for the caller to cancel. */
  supersede: string[];
};

const system = (tx: ServiceDb, action: string, target: string, details: Record<string, unknown>) =>
  writeAuditLog(tx, { actorId: null, action, target, details });

/**
 * Writes one provider snapshot into our tables, inside the caller's service-role transaction:
 * registration, subscription row, payment mirror, commissions, then the profile's plan. Every write is
 * an upsert or a compare-and-set, so applying the same snapshot twice changes nothing the second time.
 */
export async function applySnapshot(
  tx: ServiceDb,
  registrationId: string,
  snap: ProviderSnapshot,
  now = new Date(),
): Promise<ApplyResult | null> {
  // Serialises concurrent syncs of one subscription (e.g. CONFIRMED and RECEIVED delivered together).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${snap.subscription.id}`}, 0))`);
  const [reg] = await tx
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.id, registrationId))
    .for("update");
  if (!reg) return null;

  const derived = deriveSubscription(snap.subscription, snap.payments, now);
  const everPaid = snap.payments.some((p) => isPaid(p) || REVERSED_STATUSES.includes(p.status));
  const first = [...snap.payments].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];

  const regStatus = deriveRegistrationStatus(reg.status, derived, everPaid, reg.expiresAt, now);
  if (
    regStatus !== reg.status ||
    reg.asaasSubscriptionId !== snap.subscription.id ||
    (first && reg.asaasPaymentId !== first.id)
  ) {
    await tx
      .update(pendingRegistrations)
      .set({
        status: regStatus,
        asaasSubscriptionId: snap.subscription.id,
        asaasPaymentId: first?.id ?? reg.asaasPaymentId,
      })
      .where(eq(pendingRegistrations.id, reg.id));
    if (regStatus !== reg.status) {
      await system(tx, `billing.registration.${regStatus}`, `registration:${reg.id}`, {
        from: reg.status,
        subscription: snap.subscription.id,
      });
    }
  }

  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, snap.subscription.id))
    .for("update");
  // An expired (never paid) subscription that we then cancel at the provider stays "expired", not "cancelled".
  const status = derived.status === "cancelled" && existing?.status === "expired" ? "expired" : derived.status;
  const values = {
    status,
    currentPeriodEnd: derived.currentPeriodEnd,
    cancelAtPeriodEnd: derived.cancelAtPeriodEnd,
    nextDueDate: derived.nextDueDate,
    cancelledAt: status === "cancelled" ? (existing?.cancelledAt ?? now) : null,
  };
  const [sub] = existing
    ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id)).returning()
    : await tx
        .insert(subscriptions)
        .values({
          userId: reg.userId,
          planId: reg.selectedPlanId,
          provider: snap.provider,
          providerSubscriptionId: snap.subscription.id,
          billingCycle: reg.billingCycle,
          value: snap.subscription.value.toFixed(2),
          ...values,
        })
        .returning();
  if (existing?.status !== sub.status || existing?.cancelAtPeriodEnd !== sub.cancelAtPeriodEnd) {
    await system(tx, `billing.subscription.${sub.status}`, `subscription:${sub.id}`, {
      from: existing?.status ?? null,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
    });
  }

  for (const p of snap.payments)
    await upsertPayment(tx, p, snap, { userId: reg.userId, registrationId: reg.id, subscriptionId: sub.id }, reg);
  await settleCommissions(tx, reg.userId, snap.payments);
  await queuePaymentEmails(tx, reg.userId, paymentEvents(snap.payments), now);
  const supersede = await applyProfileAccess(tx, reg.userId, sub.id, snap.provider);
  return {
    subscriptionId: sub.id,
    providerSubscriptionId: snap.subscription.id,
    userId: reg.userId,
    status: sub.status,
    live: !snap.subscription.deleted && snap.subscription.status === "ACTIVE",
    supersede,
  };
}

async function upsertPayment(
  tx: ServiceDb,
  p: ProviderPayment,
  snap: ProviderSnapshot,
  links: { userId: string; registrationId: string; subscriptionId: string },
  reg: { name: string; email: string },
) {
  const qr = snap.qrCodes.get(p.id);
  const mirror = {
    status: p.status,
    value: p.value.toFixed(2),
    netValue: p.netValue === null ? null : p.netValue.toFixed(2),
    description: p.description,
    invoiceUrl: p.invoiceUrl,
    bankSlipUrl: p.bankSlipUrl,
    dueDate: p.dueDate,
    paymentDate: p.paymentDate,
    billingType: p.billingType,
    deleted: p.deleted,
    ...links,
    ...(qr ? { pixPayload: qr.payload, pixImage: qr.encodedImage } : {}),
  };
  await tx
    .insert(asaasPayments)
    .values({
      asaasPaymentId: p.id,
      provider: snap.provider,
      customerName: reg.name,
      customerEmail: reg.email,
      ...mirror,
    })
    .onConflictDoUpdate({ target: asaasPayments.asaasPaymentId, set: mirror });
}

/** Noon in Brasília of a provider date (YYYY-MM-DD), or null. */
const brasiliaNoon = (date: string | null) => (date ? new Date(`${date.slice(0, 10)}T12:00:00-03:00`) : null);

/** The charges a payment e-mail is about: paid ones, and overdue ones still open (queued once each, by key). */
function paymentEvents(payments: ProviderPayment[]): PaymentEvent[] {
  return payments.flatMap((p): PaymentEvent[] => {
    if (p.deleted) return [];
    if (isPaid(p))
      return [
        {
          kind: "payment_confirmed",
          providerPaymentId: p.id,
          value: p.value,
          dueDate: p.dueDate,
          at: brasiliaNoon(p.paymentDate ?? p.dueDate),
        },
      ];
    if (p.status === "OVERDUE")
      return [
        {
          kind: "payment_overdue",
          providerPaymentId: p.id,
          value: p.value,
          dueDate: p.dueDate,
          at: brasiliaNoon(p.dueDate),
        },
      ];
    return [];
  });
}

/**
 * One commission per paid charge of a referred subscriber (unique payment_id); a reversal drops an unpaid one.
 * Self-referral earns nothing: no commission when the subscriber's CPF/CNPJ is the affiliate's own (the sign-up
 * trigger refuses the referral then, but a document can be filled in or changed after sign-up).
 */
async function settleCommissions(tx: ServiceDb, userId: string, payments: ProviderPayment[]) {
  const [referral] = await tx
    .select({
      id: referrals.id,
      affiliateId: referrals.affiliateId,
      // The subscriber's document on the profile or on any of their registrations (the payer's CPF).
      selfReferral: sql<boolean>`exists (
        select 1 from public.profiles a
         where a.id = ${referrals.affiliateId}
           and nullif(regexp_replace(upper(coalesce(a.cpf_cnpj, '')), '[^0-9A-Z]', '', 'g'), '') in (
             select regexp_replace(upper(r.cpf_cnpj), '[^0-9A-Z]', '', 'g') from public.profiles r
              where r.id = ${referrals.referredUserId} and r.cpf_cnpj is not null
             union all
             select regexp_replace(upper(pr.cpf), '[^0-9A-Z]', '', 'g') from public.pending_registrations pr
              where pr.user_id = ${referrals.referredUserId} and pr.cpf is not null))`,
    })
    .from(referrals)
    .where(eq(referrals.referredUserId, userId));
  if (!referral || referral.selfReferral) return;
  const [setting] = await tx
    .select({ value: systemSettings.settingValue })
    .from(systemSettings)
    .where(eq(systemSettings.settingKey, "asaas_affiliate_commission"));
  const rate = parseCommissionRate(setting?.value);
  for (const p of payments) {
    const [row] = await tx
      .select({ id: asaasPayments.id })
      .from(asaasPayments)
      .where(eq(asaasPayments.asaasPaymentId, p.id));
    if (!row) continue;
    if (isPaid(p)) {
      const inserted = await tx
        .insert(commissions)
        .values({
          affiliateId: referral.affiliateId,
          referralId: referral.id,
          paymentId: row.id,
          rate,
          amount: commissionAmount(p.value.toFixed(2), rate),
        })
        .onConflictDoNothing({ target: commissions.paymentId })
        .returning({ id: commissions.id, amount: commissions.amount });
      if (inserted[0]) {
        await system(tx, "billing.commission.created", `commission:${inserted[0].id}`, {
          payment: p.id,
          rate,
          amount: inserted[0].amount,
        });
      }
    } else if (REVERSED_STATUSES.includes(p.status)) {
      const removed = await tx
        .delete(commissions)
        .where(and(eq(commissions.paymentId, row.id), eq(commissions.status, "pendente")))
        .returning({ id: commissions.id });
      if (removed[0])
        await system(tx, "billing.commission.reversed", `commission:${removed[0].id}`, {
          payment: p.id,
          status: p.status,
        });
    }
  }
}

/**
 * The profile's plan follows the newest active subscription. Users who never paid keep what they have
 * (trial, or a plan an admin set). Returns the provider ids of the older subscriptions that the newest
 * active one (an upgrade, or a new plan after an unpaid renewal) replaces, for the caller to cancel.
 */
async function applyProfileAccess(
  tx: ServiceDb,
  userId: string,
  currentSubscriptionId: string,
  provider: ProviderSnapshot["provider"],
): Promise<string[]> {
  const subs = await tx
    .select({
      providerId: subscriptions.providerSubscriptionId,
      provider: subscriptions.provider,
      status: subscriptions.status,
      periodEnd: subscriptions.currentPeriodEnd,
      nextDueDate: subscriptions.nextDueDate,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      slug: subscriptionPlans.slug,
      planId: subscriptions.planId,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
  const active = subs.filter((s) => s.status === "active");
  const everPaid = subs.filter((s) => s.periodEnd !== null);
  if (everPaid.length === 0) return [];
  const [profile] = await tx
    .select({ status: profiles.subscriptionStatus, planId: profiles.planId })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (!profile) return [];
  const next = active[0]
    ? { subscriptionStatus: active[0].slug as typeof profile.status, planId: active[0].planId }
    : {
        subscriptionStatus: (everPaid[0].status === "cancelled" ? "cancelled" : "expired") as typeof profile.status,
        planId: profile.planId,
      };
  if (next.subscriptionStatus !== profile.status || next.planId !== profile.planId) {
    await tx.update(profiles).set(next).where(eq(profiles.id, userId));
    await system(tx, "billing.profile.plan", `profile:${userId}`, {
      from: profile.status,
      to: next.subscriptionStatus,
      subscription: currentSubscriptionId,
    });
  }
  const referralStatus = active.length > 0 ? "ativo" : "cancelado";
  await tx
    .update(referrals)
    .set({ status: referralStatus })
    .where(and(eq(referrals.referredUserId, userId), sql`${referrals.status} <> ${referralStatus}`));
  if (!active[0]) return [];
  const older = subs.slice(subs.indexOf(active[0]) + 1);
  return older.filter((s) => s.provider === provider && stillCharging(s)).map((s) => s.providerId);
}

/**
 * Whether our row says the provider subscription still issues charges: active and not cancelled, an unpaid
 * renewal (overdue), never paid (pending), or expired but not yet cancelled (next_due_date still set).
 */
function stillCharging(s: { status: string; cancelAtPeriodEnd: boolean; nextDueDate: string | null }): boolean {
  if (s.status === "active") return !s.cancelAtPeriodEnd;
  if (s.status === "overdue" || s.status === "pending") return true;
  return s.status === "expired" && s.nextDueDate !== null;
}
