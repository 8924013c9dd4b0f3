import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import type { SubscriptionState } from "@/lib/db/enums";
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

/** A year of monthly charges a page: the whole history stays reachable, and /settings stays light. */
export const HISTORY_PAGE_SIZE = 12;

/** The statuses of a charge that was paid, or paid and then reversed: it tells a former subscriber. */
const PAID_OR_REVERSED = sql.join(
  [...PAID_STATUSES, ...REVERSED_STATUSES].map((status) => sql`${status}`),
  sql`, `,
);

/** What public.my_subscription_overview() answers (supabase/migrations/20261126000701_my_subscription_overview.sql). */
type OverviewRow = {
  profile: { planName: string | null; monthlyPrice: string | null; planId: string | null; status: string } | null;
  running: (Omit<SubscriptionSummary, "cancellable" | "currentPeriodEnd"> & {
    planId: string;
    currentPeriodEnd: string | null;
  })[];
  pending: { id: string; planName: string } | null;
  history: PaymentHistoryItem[];
  openCharges: (NonNullable<SubscriptionOverview["openCharge"]> & { subscriptionId: string })[];
  everPaid: boolean;
};

/**
 * What the subscription section of /settings shows, with page `historyPage` (from 1) of the payment history: the
 * signed-in user's own, in one call to public.my_subscription_overview(). Run it inside withRls (the function reads
 * auth.uid()).
 */
export async function getSubscriptionOverview(db: Db, historyPage = 1): Promise<SubscriptionOverview> {
  const result = await db.execute(
    sql`select public.my_subscription_overview(${(historyPage - 1) * HISTORY_PAGE_SIZE}::integer,
      ${HISTORY_PAGE_SIZE + 1}::integer, array[${PAID_OR_REVERSED}]::text[]) as overview`,
  );
  const rows = rowsOf<{ overview: OverviewRow }>(result);
  const { profile, running, pending, history, openCharges, everPaid } = rows[0].overview;
  const paidPlan = profile && profile.planName && !["trial", "cancelled", "expired"].includes(profile.status);

  const summaries = running.map(({ planId, currentPeriodEnd, ...s }) => ({
    planId,
    summary: {
      ...s,
      currentPeriodEnd: currentPeriodEnd ? new Date(currentPeriodEnd) : null,
      cancellable: !s.cancelAtPeriodEnd && (s.status === "active" || s.status === "overdue"),
    },
  }));
  // A pending (never paid) subscription is a plan change in progress, shown as pendingRegistration.
  const paying = summaries.filter((s) => s.summary.status !== "pending");
  const current =
    paying.find((s) => s.planId === profile?.planId && !s.summary.cancelAtPeriodEnd) ??
    paying.find((s) => s.planId === profile?.planId) ??
    paying[0] ??
    null;
  const open = current ? openCharges.find((c) => c.subscriptionId === current.summary.id) : undefined;
  const openCharge = open
    ? { dueDate: open.dueDate, value: open.value, invoiceUrl: open.invoiceUrl, status: open.status }
    : null;

  return {
    plan: paidPlan ? { name: profile.planName!, monthlyPrice: profile.monthlyPrice! } : null,
    current: current?.summary ?? null,
    openCharge,
    others: paying.filter((s) => s !== current).map((s) => s.summary),
    pendingRegistration: pending,
    everPaid,
    payments: history.slice(0, HISTORY_PAGE_SIZE),
    historyPage,
    olderPayments: history.length > HISTORY_PAGE_SIZE,
  };
}
