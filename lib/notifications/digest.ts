import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import { todayIso } from "@/lib/br/date";
import type { OwnerDb } from "@/lib/db/client";
import { notificationDeliveries } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { RegimeAlert } from "@/lib/insights";
import { hasFeature } from "@/lib/plans/permissions";
import { queueEmail } from "./queue";
import { mailRecipients } from "./recipients";
import { alertDigestEmail } from "./templates";

export type DigestReport = { users: number; emailed: number; findings: number; failed: number };

/** One finding, the same from run to run while the company's figures say the same thing. */
export const findingKey = (a: RegimeAlert) =>
  `${a.companyId}:${a.code}:${a.deadline.year}-${String(a.deadline.month).padStart(2, "0")}`;

/**
 * The regime-alert digest: for every user whose plan has the regime monitor and who kept regime-alert e-mails
 * on, the pure rules of lib/insights over their companies (no-growth projection, as /regime-alert shows by
 * default); an e-mail lists only findings no earlier digest told them about. Each user in their own
 * transaction, so one failure does not stop the run; run it daily (the scheduler, or POST /api/jobs/alert-digest).
 */
export async function runAlertDigest(db: OwnerDb, now = new Date()): Promise<DigestReport> {
  const appUrl = env().APP_URL;
  const run = await mailRecipients(
    db,
    "alert digest",
    (user) => user.preferences.regimeAlerts && hasFeature(user.permissions, "regimeAlert"),
    async (tx, user) => {
      const { alerts } = await loadRegimeAlerts(tx, user.id, "flat", todayIso(now));
      if (alerts.length === 0) return 0;
      const told = await tx
        .select({ topic: sql<string>`unnest(${notificationDeliveries.topics})` })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.userId, user.id), eq(notificationDeliveries.kind, "alert_digest")));
      const known = new Set(told.map((r) => r.topic));
      const fresh = alerts.filter((a) => !known.has(findingKey(a)));
      if (fresh.length === 0) return 0;
      const topics = fresh.map(findingKey).sort();
      const message = alertDigestEmail(
        user.email,
        user.name,
        appUrl,
        fresh.map((a) => ({
          code: a.code,
          companyId: a.companyId,
          companyName: a.companyName,
          deadline: a.deadline,
          deadlineDate: a.deadlineDate,
          declarationId: a.declarationId,
        })),
      );
      const day = todayIso(now); // the Brasília day: a digest at 22:00 there is the same day's
      return (await queueEmail(tx, {
        userId: user.id,
        kind: "alert_digest",
        dedupeKey: `alert_digest:${user.id}:${day}`,
        message,
        topics,
      }))
        ? fresh.length
        : 0;
    },
  );
  return { users: run.users, emailed: run.emailed, findings: run.items, failed: run.failed };
}
