import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SubscriptionStatus, UserType } from "@/lib/db/enums";
import { pendingRegistrations, profiles, subscriptionPlans } from "@/lib/db/schema";

/** What pages may know about the signed-in user (no CPF, no provider ids). */
export type ProfileDto = {
  id: string;
  name: string;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  /** Name of the plan subscription_status names (null once cancelled/expired): how a plan an admin added reads. */
  planName: string | null;
  userType: UserType;
  /**
   * Charges of this user still waiting for their PIX (pending, not expired): the app's layout lists them only when
   * there are some, instead of asking every request in a transaction of its own.
   */
  pendingCharges: number;
  /**
   * The plan's permissions as public.my_plan_permissions() answers them (the function the row-level security policies
   * use), read with the profile so that a page's plan gate costs no transaction of its own; lib/plans resolves them.
   */
  planPermissions: unknown;
};

/** Reads the caller's own profile; run it inside withRls so the policy is what allows it. */
export async function getOwnProfile(db: Db, userId: string): Promise<ProfileDto | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      subscriptionStatus: profiles.subscriptionStatus,
      planName: subscriptionPlans.name,
      userType: profiles.userType,
      pendingCharges: sql<number>`(select count(*)::int from ${pendingRegistrations}
        where ${pendingRegistrations.userId} = ${profiles.id}
          and ${pendingRegistrations.status} = 'pending_payment'
          and ${pendingRegistrations.expiresAt} > now())`.mapWith(Number),
      planPermissions: sql<unknown>`public.my_plan_permissions()`,
    })
    .from(profiles)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.slug, profiles.subscriptionStatus))
    // An erased account (lib/account/erase.ts) has no profile to show: whatever session it had is not signed in.
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .limit(1);
  return row ?? null;
}
