import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SubscriptionState } from "@/lib/db/enums";
import { asaasPayments, pendingRegistrations, profiles, subscriptionPlans, subscriptions } from "@/lib/db/schema";
import { PAID_STATUSES } from "@/lib/payments/provider";
import { REVERSED_STATUSES } from "./state";

/** One row of the payment history: no provider ids, no personal data. */
export type PaymentHistoryItem = {
  id: string;
  dueDate: string | null;
  paymentDate: string | null;
  /** Decimal string in reais, as stored ("29.90"). */
  value: string;
  /** Provider status (PENDING, RECEIVED, CONFIRMED, OVERDUE, REFUNDED, ...). */
  status: string;
  planName: string | null;
  invoiceUrl: string | null;
};

export type SubscriptionSummary = {
  id: string;
  planName: string;
  value: string;
  status: SubscriptionState;
  nextDueDate: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Still charging: the user may cancel it. */
  cancellable: boolean;
};

export type SubscriptionOverview = {
  /** The plan the profile grants now (null on trial or after the access ended). */
  plan: { name: string; monthlyPrice: string } | null;
  /** The subscription that pays for the current plan, or the newest one still running. */
  current: SubscriptionSummary | null;
  /** The current subscription's unpaid charge (overdue first, then the oldest due), to pay from /settings. */
  openCharge: { dueDate: string | null; value: string; invoiceUrl: string | null; status: string } | null;
  /** Other running subscriptions: the plan before an upgrade (access until its period ends) or one still charging. */
  others: SubscriptionSummary[];
  /** A plan registration started but not paid yet. */
  pendingRegistration: { id: string; planName: string } | null;
  /** Some charge was ever paid: tells a former subscriber from someone who never subscribed. */
  everPaid: boolean;
  /** One page of the charges, newest first (HISTORY_PAGE_SIZE a page). */
  payments: PaymentHistoryItem[];
  historyPage: number;
  /** There are older charges than this page's. */
  olderPayments: boolean;
};

const RUNNING: SubscriptionState[] = ["pending", "active", "overdue"];
/** A year of monthly charges a page: the whole history stays reachable, and /settings stays light. */
export const HISTORY_PAGE_SIZE = 12;

/** The history page an address asks for (`/settings?pagamentos=2`): 1 for anything but a whole number from 1. */
export function historyPageOf(param: string | string[] | undefined): number {
  return typeof param === "string" && /^[1-9]\d{0,4}$/.test(param) ? Number(param) : 1;
}

/**
 * What the subscription section of /settings shows, with page `historyPage` (from 1) of the payment history. Run it
 * inside withRls: every read is the user's own.
 */
export async function getSubscriptionOverview(db: Db, userId: string, historyPage = 1): Promise<SubscriptionOverview> {
  const [profile] = await db
    .select({
      planName: subscriptionPlans.name,
      monthlyPrice: subscriptionPlans.monthlyPrice,
      planId: profiles.planId,
      status: profiles.subscriptionStatus,
    })
    .from(profiles)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, profiles.planId))
    .where(eq(profiles.id, userId));
  const paidPlan = profile && profile.planName && !["trial", "cancelled", "expired"].includes(profile.status);

  const running = await db
    .select({
      id: subscriptions.id,
      planId: subscriptions.planId,
      planName: subscriptionPlans.name,
      value: subscriptions.value,
      status: subscriptions.status,
      nextDueDate: subscriptions.nextDueDate,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, RUNNING)))
    .orderBy(desc(subscriptions.createdAt));
  const summaries = running.map(({ planId, ...s }) => ({
    planId,
    summary: { ...s, cancellable: !s.cancelAtPeriodEnd && (s.status === "active" || s.status === "overdue") },
  }));
  // A pending (never paid) subscription is a plan change in progress, shown as pendingRegistration.
  const paying = summaries.filter((s) => s.summary.status !== "pending");
  const current =
    paying.find((s) => s.planId === profile?.planId && !s.summary.cancelAtPeriodEnd) ??
    paying.find((s) => s.planId === profile?.planId) ??
    paying[0] ??
    null;

  const [pending] = await db
    .select({ id: pendingRegistrations.id, planName: subscriptionPlans.name })
    .from(pendingRegistrations)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, pendingRegistrations.selectedPlanId))
    .where(and(eq(pendingRegistrations.userId, userId), eq(pendingRegistrations.status, "pending_payment")))
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(1);

  const history = await db
    .select({
      id: asaasPayments.id,
      dueDate: asaasPayments.dueDate,
      paymentDate: asaasPayments.paymentDate,
      value: asaasPayments.value,
      status: asaasPayments.status,
      planName: subscriptionPlans.name,
      invoiceUrl: asaasPayments.invoiceUrl,
    })
    .from(asaasPayments)
    .leftJoin(subscriptions, eq(subscriptions.id, asaasPayments.subscriptionId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(eq(asaasPayments.userId, userId), eq(asaasPayments.deleted, false)))
    .orderBy(sql`${asaasPayments.dueDate} desc nulls last`, desc(asaasPayments.createdAt), desc(asaasPayments.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((historyPage - 1) * HISTORY_PAGE_SIZE);

  const [openCharge] = current
    ? await db
        .select({
          dueDate: asaasPayments.dueDate,
          value: asaasPayments.value,
          invoiceUrl: asaasPayments.invoiceUrl,
          status: asaasPayments.status,
        })
        .from(asaasPayments)
        .where(
          and(
            eq(asaasPayments.subscriptionId, current.summary.id),
            eq(asaasPayments.deleted, false),
            inArray(asaasPayments.status, ["OVERDUE", "PENDING"]),
          ),
        )
        .orderBy(sql`${asaasPayments.status} = 'OVERDUE' desc`, asc(asaasPayments.dueDate))
        .limit(1)
    : [];

  const [paid] = await db
    .select({ id: asaasPayments.id })
    .from(asaasPayments)
    .where(
      and(eq(asaasPayments.userId, userId), inArray(asaasPayments.status, [...PAID_STATUSES, ...REVERSED_STATUSES])),
    )
    .limit(1);

  return {
    plan: paidPlan ? { name: profile.planName!, monthlyPrice: profile.monthlyPrice! } : null,
    current: current?.summary ?? null,
    openCharge: openCharge ?? null,
    others: paying.filter((s) => s !== current).map((s) => s.summary),
    pendingRegistration: pending ?? null,
    everPaid: Boolean(paid),
    payments: history.slice(0, HISTORY_PAGE_SIZE),
    historyPage,
    olderPayments: history.length > HISTORY_PAGE_SIZE,
  };
}
