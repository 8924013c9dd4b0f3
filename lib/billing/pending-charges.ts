import "server-only";
import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "@/lib/db/handles";
import { pendingRegistrations, subscriptionPlans } from "@/lib/db/schema";

// After checkout: the signed-in user's charges still waiting for the PIX, so the app can lead
// back to them (a banner in the app, the list at /payment-pending without an id). Run under withRls as the user;
// the owner filter is explicit as well.

export type PendingCharge = {
  registrationId: string;
  planName: string;
  /** The plan's monthly price, "89.90". */
  value: string;
  isUpgrade: boolean;
  expiresAt: Date;
};

/** Open registrations of `userId` (pending payment, not expired), newest first. */
export async function listPendingCharges(db: Db, userId: string, now: Date = new Date()): Promise<PendingCharge[]> {
  return db
    .select({
      registrationId: pendingRegistrations.id,
      planName: subscriptionPlans.name,
      value: subscriptionPlans.monthlyPrice,
      isUpgrade: pendingRegistrations.isUpgrade,
      expiresAt: pendingRegistrations.expiresAt,
    })
    .from(pendingRegistrations)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, pendingRegistrations.selectedPlanId))
    .where(
      and(
        eq(pendingRegistrations.userId, userId),
        eq(pendingRegistrations.status, "pending_payment"),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .orderBy(desc(pendingRegistrations.createdAt))
    .limit(5);
}
