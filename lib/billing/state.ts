import { PAID_STATUSES, type ProviderPayment, type ProviderSubscription } from "@/lib/payments/provider";
import type { RegistrationStatus, SubscriptionState } from "@/lib/db/enums";
import { addMonthsIso, endOfDayBrasilia } from "@/lib/br/date";

/**
 * The billing state machine, as pure functions of what the provider reports NOW (see README.md).
 * The sync re-reads the subscription and all its charges and derives our state from them, so events
 * that arrive twice, late or out of order converge to the same result.
 */

export const isPaid = (p: Pick<ProviderPayment, "status" | "deleted">) =>
  !p.deleted && PAID_STATUSES.includes(p.status);

/** Statuses after which money went back to the payer: the charge no longer pays for a period. */
export const REVERSED_STATUSES: readonly string[] = [
  "REFUNDED",
  "REFUND_IN_PROGRESS",
  "CHARGEBACK_REQUESTED",
  "CHARGEBACK_DISPUTE",
  "AWAITING_CHARGEBACK_REVERSAL",
];

/** Each paid monthly charge pays from its due date to the same day next month (end of day, Brasília). */
export function paidUntil(payments: readonly ProviderPayment[]): Date | null {
  let best: Date | null = null;
  for (const p of payments) {
    if (!isPaid(p)) continue;
    const end = endOfDayBrasilia(addMonthsIso(p.dueDate, 1));
    if (!best || end > best) best = end;
  }
  return best;
}

export type DerivedSubscription = {
  status: SubscriptionState;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  nextDueDate: string | null;
};

export function deriveSubscription(
  sub: ProviderSubscription,
  payments: readonly ProviderPayment[],
  now: Date,
): DerivedSubscription {
  const ended = sub.deleted || sub.status !== "ACTIVE";
  const until = paidUntil(payments);
  const open = payments.filter((p) => !p.deleted && (p.status === "PENDING" || p.status === "OVERDUE"));
  const nextDueDate = ended ? null : (open.map((p) => p.dueDate).sort()[0] ?? sub.nextDueDate);
  if (until && until > now) return { status: "active", currentPeriodEnd: until, cancelAtPeriodEnd: ended, nextDueDate };
  if (until)
    return { status: ended ? "cancelled" : "overdue", currentPeriodEnd: until, cancelAtPeriodEnd: false, nextDueDate };
  if (ended) return { status: "cancelled", currentPeriodEnd: null, cancelAtPeriodEnd: false, nextDueDate: null };
  if (open.some((p) => p.status === "OVERDUE"))
    return { status: "expired", currentPeriodEnd: null, cancelAtPeriodEnd: false, nextDueDate };
  return { status: "pending", currentPeriodEnd: null, cancelAtPeriodEnd: false, nextDueDate };
}

/**
 * pending_payment → paid | expired | cancelled; expired → paid (a late payment still counts);
 * paid is final (a later refund ends the subscription, not the fact that it was paid).
 */
export function deriveRegistrationStatus(
  current: RegistrationStatus,
  derived: DerivedSubscription,
  everPaid: boolean,
  expiresAt: Date,
  now: Date,
): RegistrationStatus {
  if (current === "paid" || everPaid) return "paid";
  if (current === "cancelled") return "cancelled";
  if (derived.status === "expired" || derived.status === "cancelled" || expiresAt <= now) return "expired";
  return current === "expired" ? "expired" : "pending_payment";
}
