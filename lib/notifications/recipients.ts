import "server-only";
import { eq, sql } from "drizzle-orm";
import { runWithServiceRole } from "@/lib/db/admin";
import type { OwnerDb, ServiceDb } from "@/lib/db/handles";
import { profiles, subscriptionPlans } from "@/lib/db/schema";
import { resolvePermissions } from "@/lib/plans/permissions";
import type { PlanPermissions } from "@/lib/db/enums";
import { deliverQueuedSafely } from "./queue";
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

const PAGE = 200;

export type RecipientRun = { users: number; emailed: number; items: number; failed: number };

/**
 * A mailing job over every recipient `wanted` keeps: pages through them in id order, runs `mail` for each in a
 * service transaction of its own (so one failure does not stop the run), then delivers what was queued. `mail`
 * answers how many items its e-mail carried (0: none was queued).
 */
export async function mailRecipients(
  db: OwnerDb,
  job: string,
  wanted: (user: Recipient) => boolean,
  mail: (tx: ServiceDb, user: Recipient) => Promise<number>,
): Promise<RecipientRun> {
  const run: RecipientRun = { users: 0, emailed: 0, items: 0, failed: 0 };
  for (let after: string | null = null; ;) {
    const page = await runWithServiceRole(db, (tx) => listRecipients(tx, after, PAGE));
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    for (const user of page.filter(wanted)) {
      run.users++;
      try {
        const items = await runWithServiceRole(db, (tx) => mail(tx, user));
        if (items > 0) {
          run.emailed++;
          run.items += items;
        }
      } catch (error) {
        run.failed++;
        console.error(`[notifications] ${job} failed for one user`, error instanceof Error ? error.name : "error");
      }
    }
    if (page.length < PAGE) break;
  }
  await deliverQueuedSafely(db);
  return run;
}
