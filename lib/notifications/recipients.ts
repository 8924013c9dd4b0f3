import "server-only";
import { eq, sql } from "drizzle-orm";
import type { ServiceDb } from "@/lib/db/handles";
import { profiles, subscriptionPlans } from "@/lib/db/schema";
import { resolvePermissions } from "@/lib/plans/permissions";
import type { PlanPermissions } from "@/lib/db/enums";
import { parseNotificationPreferences, type NotificationPreferences } from "./preferences";

export type Recipient = {
  id: string;
  email: string;
  name: string;
  preferences: NotificationPreferences;
  permissions: PlanPermissions;
  createdAt: Date;
};

/**
 * Subscribers and affiliates (not administrators) with an e-mail, their preferences and their plan's permissions
 * (resolved as the policies do: the plan record, else the slug's defaults; cancelled or expired count as trial).
 * Run in a service-role transaction. `afterId` pages through them in id order.
 */
export async function listRecipients(tx: ServiceDb, afterId: string | null, limit: number): Promise<Recipient[]> {
  const rows = await tx
    .select({
      id: profiles.id,
      email: profiles.email,
      name: profiles.name,
      stored: profiles.notificationPreferences,
      status: profiles.subscriptionStatus,
      planPermissions: subscriptionPlans.permissions,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .leftJoin(
      subscriptionPlans,
      eq(
        subscriptionPlans.id,
        sql`coalesce(${profiles.planId}, (select p.id from public.subscription_plans p where p.slug = ${profiles.subscriptionStatus}))`,
      ),
    )
    .where(
      sql`${profiles.userType} <> 'admin' and ${profiles.email} <> '' and (${afterId}::uuid is null or ${profiles.id} > ${afterId}::uuid)`,
    )
    .orderBy(profiles.id)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    preferences: parseNotificationPreferences(r.stored),
    permissions: resolvePermissions(r.planPermissions, r.status),
    createdAt: r.createdAt,
  }));
}
