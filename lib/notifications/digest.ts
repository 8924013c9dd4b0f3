import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { loadRegimeAlerts } from "@/lib/analyses/regime";
import { todayIso } from "@/lib/br/date";
import type { OwnerDb } from "@/lib/db/client";
import { runWithServiceRole } from "@/lib/db/admin";
import { notificationDeliveries } from "@/lib/db/schema";
import { env } from "@/lib/env";
import type { RegimeAlert } from "@/lib/insights";
import { hasFeature } from "@/lib/plans/permissions";
import { deliverQueuedSafely, queueEmail } from "./queue";
import { listRecipients } from "./recipients";
import { alertDigestEmail } from "./templates";

export type DigestReport = { users: number; emailed: number; findings: number; failed: number };

const PAGE = 200;

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
  const report: DigestReport = { users: 0, emailed: 0, findings: 0, failed: 0 };
  const appUrl = env().APP_URL;
  for (let after: string | null = null; ;) {
    const page = await runWithServiceRole(db, (tx) => listRecipients(tx, after, PAGE));
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    for (const user of page) {
      if (!user.preferences.regimeAlerts || !hasFeature(user.permissions, "regimeAlert")) continue;
      report.users++;
      try {
        const found = await runWithServiceRole(db, async (tx) => {
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
        });
        if (found > 0) {
          report.emailed++;
          report.findings += found;
        }
      } catch (error) {
        report.failed++;
        console.error(
          "[notifications] alert digest failed for one user",
          error instanceof Error ? error.name : "error",
        );
      }
    }
    if (page.length < PAGE) break;
  }
  await deliverQueuedSafely(db);
  return report;
}
