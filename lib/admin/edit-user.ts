import "server-only";
import { and, eq } from "drizzle-orm";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import { getDb } from "@/lib/db/client";
import type { ServiceDb } from "@/lib/db/handles";
import { isEndedSubscriptionStatus } from "@/lib/db/enums";
import { profiles, subscriptionPlans } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { assertAdminActor } from "./guard";
import type { editUserSchema } from "./schema";
import type { z } from "zod";

type EditUser = z.output<typeof editUserSchema>;

export type EditUserParams = { actorId: string; userId: string; input: EditUser; ip: string | null };

/**
 * An admin edits name, user_type and subscription_status (profile columns only the server may write), in a
 * service-role transaction with the audit entry (before/after) in the same commit. A changed
 * subscription_status clears plan_id, so the plan follows the slug the admin chose (plans.sql: plan_id null =
 * the plan of that slug). The new plan may be any active plan of the price list (the seeded four or one the admin
 * added); an inactive or archived one cannot be chosen, though a user already on one keeps it. An admin cannot change
 * their own user_type (no locking oneself out).
 */
export async function editUserAsAdmin(
  tx: ServiceDb,
  { actorId, userId, input, ip }: EditUserParams,
): Promise<{ changed: boolean }> {
  await assertAdminActor(tx, actorId);
  const [before] = await tx
    .select({
      name: profiles.name,
      userType: profiles.userType,
      subscriptionStatus: profiles.subscriptionStatus,
      planId: profiles.planId,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update");
  if (!before) throw new AppError("not_found", "adminOps.users.errors.notFound");
  if (userId === actorId && input.userType !== before.userType)
    throw new AppError("forbidden", "adminOps.users.errors.ownRole");
  const statusChanged = input.subscriptionStatus !== before.subscriptionStatus;
  // Trial is every account's fallback, so it stays available even if an admin archived it.
  if (statusChanged && input.subscriptionStatus !== "trial" && !isEndedSubscriptionStatus(input.subscriptionStatus)) {
    const [plan] = await tx
      .select({ id: subscriptionPlans.id })
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.slug, input.subscriptionStatus), eq(subscriptionPlans.isActive, true)));
    if (!plan)
      throw new AppError("invalid_input", "adminOps.users.errors.planUnavailable", {
        subscriptionStatus: "adminOps.users.errors.planUnavailable",
      });
  }
  const after = {
    name: input.name,
    userType: input.userType,
    subscriptionStatus: input.subscriptionStatus,
    planId: statusChanged ? null : before.planId,
  };
  if (after.name === before.name && after.userType === before.userType && !statusChanged) return { changed: false };
  await tx.update(profiles).set(after).where(eq(profiles.id, userId));
  await writeAuditLog(tx, {
    actorId,
    action: "admin.user.update",
    target: `profile:${userId}`,
    details: { before, after },
    ip,
  });
  return { changed: true };
}

export async function editUser(params: EditUserParams): Promise<{ changed: boolean }> {
  return runWithServiceRole(await getDb(), (tx) => editUserAsAdmin(tx, params));
}
