import type { SubscriptionSummary } from "./subscription-overview";

/**
 * What an upgrade does to the plan already paid, said before paying: the new plan is charged in full and starts when
 * its payment is confirmed, which cancels the current subscription; the days left of the current period are not
 * credited. Null when nothing paid is running (a trial, an expired or unpaid plan).
 */
export function upgradeNotice(
  current: Pick<SubscriptionSummary, "planName" | "status" | "currentPeriodEnd"> | null,
  now: Date = new Date(),
): { plan: string; paidUntil: Date } | null {
  if (!current || current.status !== "active" || !current.currentPeriodEnd) return null;
  if (current.currentPeriodEnd.getTime() <= now.getTime()) return null;
  return { plan: current.planName, paidUntil: current.currentPeriodEnd };
}
