import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getAuth } from "@/lib/auth/adapter";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import type { Db, OwnerDb } from "@/lib/db/handles";
import {
  affiliatePayoutKeys,
  aiConversations,
  aiMessages,
  aiUsage,
  apiKeys,
  asaasPayments,
  companies,
  hiddenCreditStatuses,
  notificationDeliveries,
  officeClientUsers,
  officeMembers,
  offices,
  pendingRegistrations,
  profiles,
  reportBranding,
  reportFiles,
  reports,
  riskAnalyses,
  simulations,
  simulationUsage,
  subscriptions,
} from "@/lib/db/schema";
import { redactError } from "@/lib/security/redact";

// "Excluir minha conta" (LGPD art. 18, VI), and the same erasure by an administrator. What identifies the person
// goes: the profile's name, contacts and CPF, the sign-in identity (e-mail, password, factors, sessions), and every
// row they own in the app (companies, simulations, reports and their files, analyses, chats, API keys, pending
// registrations, the affiliate payout PIX key, the e-mails sent to them). What the law makes us keep stays, anonymised: subscriptions and payments (art. 16, I; CTN art.
// 195 and Código Civil art. 1.194 for fiscal records), detached from the name and e-mail the payment rows copied,
// and still pointing at the emptied profile row (its id is not personal data once nothing links it to a person).
// Affiliate commissions and referrals stay for the same reason.

/** Subscriptions still billing; each is cancelled at its provider before anything is erased. */
const LIVE_STATUSES = ["pending", "active", "overdue"] as const;

/** Cancels one subscription at the provider that holds it; throws when the provider refuses or cannot be reached. */
export type CancelAtProvider = (subscription: {
  provider: "asaas" | "sandbox";
  providerSubscriptionId: string;
}) => Promise<void>;

export type EraseRequest = {
  userId: string;
  /** Who asked: the user themself, or the administrator acting on the account. */
  actor: { id: string; kind: "self" | "admin" };
  ip: string | null;
  cancelAtProvider: CancelAtProvider;
};

export type EraseOutcome =
  { ok: true } | { ok: false; code: "not_found" | "already_erased" | "admin_account" | "provider_failed" };

/**
 * Erases an account. Billing first: if a provider cannot cancel, nothing is erased (the person would keep being
 * charged); then the app's rows and the profile in one audited service-role transaction; then the sign-in
 * identity. Run again after a failure of the last step, it finishes the job.
 */
export async function eraseAccount(db: OwnerDb, request: EraseRequest): Promise<EraseOutcome> {
  const { userId } = request;
  const [profile] = await runWithServiceRole(db, (tx) =>
    tx
      .select({ userType: profiles.userType, deletedAt: profiles.deletedAt })
      .from(profiles)
      .where(eq(profiles.id, userId)),
  );
  if (!profile) return { ok: false, code: "not_found" };
  if (profile.userType === "admin") return { ok: false, code: "admin_account" };
  if (profile.deletedAt) {
    await getAuth().eraseIdentity(userId);
    return { ok: false, code: "already_erased" };
  }

  const live = await runWithServiceRole(db, (tx) =>
    tx
      .select({
        id: subscriptions.id,
        provider: subscriptions.provider,
        providerSubscriptionId: subscriptions.providerSubscriptionId,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES]))),
  );
  for (const subscription of live) {
    try {
      await request.cancelAtProvider(subscription);
    } catch (error) {
      console.error(
        "[account] erase stopped: a subscription could not be cancelled at the provider",
        redactError(error, { stack: true }),
      );
      return { ok: false, code: "provider_failed" };
    }
  }

  await runWithServiceRole(db, async (tx) => {
    if (live.length > 0) {
      await tx
        .update(subscriptions)
        .set({ status: "cancelled", cancelledAt: sql`now()`, cancelAtPeriodEnd: false })
        .where(
          inArray(
            subscriptions.id,
            live.map((s) => s.id),
          ),
        );
    }
    await tx
      .update(asaasPayments)
      .set({ customerName: null, customerEmail: null })
      .where(eq(asaasPayments.userId, userId));
    // Children before parents where a foreign key would otherwise block or cascade out of order.
    for (const table of [
      aiMessages,
      aiConversations,
      aiUsage,
      hiddenCreditStatuses,
      riskAnalyses,
      reportFiles,
      reportBranding,
      reports,
      simulationUsage,
      simulations,
      companies,
      apiKeys,
      pendingRegistrations,
      affiliatePayoutKeys,
      notificationDeliveries,
    ]) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    // The accounting office: the one the user opened closes with its records (as closeOffice does; its clients were
    // the user's companies, gone above); their place on another office's staff and their client logins go.
    await tx.delete(offices).where(eq(offices.ownerId, userId));
    await tx.delete(officeMembers).where(eq(officeMembers.userId, userId));
    await tx.delete(officeClientUsers).where(eq(officeClientUsers.userId, userId));
    await tx
      .update(profiles)
      .set({
        name: "",
        phone: null,
        cpfCnpj: null,
        affiliateCode: null,
        subscriptionStatus: "cancelled",
        notificationPreferences: { email: false, sms: false, push: false },
        deletedAt: sql`now()`,
      })
      .where(eq(profiles.id, userId));
    await writeAuditLog(tx, {
      actorId: request.actor.id,
      action: request.actor.kind === "self" ? "account.erase" : "admin.user.erase",
      target: `profile:${userId}`,
      details: { cancelledSubscriptions: live.length },
      ip: request.ip,
    });
  });

  await getAuth().eraseIdentity(userId);
  return { ok: true };
}

export type ErasureTarget = {
  id: string;
  name: string;
  email: string;
  userType: string;
  createdAt: Date;
  deletedAt: Date | null;
};

/** The account an administrator is about to erase; run under withRls as the admin (profiles_admin_read). */
export async function getErasureTarget(db: Db, userId: string): Promise<ErasureTarget | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      userType: profiles.userType,
      createdAt: profiles.createdAt,
      deletedAt: profiles.deletedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ?? null;
}
