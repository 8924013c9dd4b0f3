import "server-only";
import { and, count, eq, gte, lt } from "drizzle-orm";
import type { OwnerDb } from "@/lib/db/client";
import { companies, reports, simulations } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { queueEmail } from "./queue";
import { mailRecipients } from "./recipients";
import { monthlySummaryEmail } from "./templates";
import { formatMonthYear, monthOf } from "@/lib/br/date";

export type SummaryReport = { month: string; users: number; emailed: number; failed: number };

/** The calendar month before `now` in Brasília: its bounds (UTC instants) and its label ("outubro de 2026"). */
export function previousMonth(now: Date): { start: Date; end: Date; key: string; label: string } {
  const { year, month } = monthOf(now); // this month, 1-12
  const prevYear = month === 1 ? year - 1 : year;
  const prevMonth = month === 1 ? 12 : month - 1;
  // Brasília has no daylight saving time since 2019: midnight there is 03:00 UTC.
  const start = new Date(Date.UTC(prevYear, prevMonth - 1, 1, 3));
  const end = new Date(Date.UTC(year, month - 1, 1, 3));
  const label = formatMonthYear(prevYear, prevMonth);
  return { start, end, key: `${prevYear}-${String(prevMonth).padStart(2, "0")}`, label };
}

/**
 * The monthly summary of the month that ended: simulations and reports the user made in it, companies they
 * have, to everyone who kept it on and had an account before the month ended. Once per user and month (the
 * key), so running it again, or daily, sends nothing twice; run it on the 1st (the scheduler, or POST
 * /api/jobs/monthly-summary).
 */
export async function runMonthlySummary(db: OwnerDb, now = new Date()): Promise<SummaryReport> {
  const month = previousMonth(now);
  const appUrl = env().APP_URL;
  const run = await mailRecipients(
    db,
    "monthly summary",
    (user) => user.preferences.monthlySummary && user.createdAt < month.end,
    async (tx, user) => {
      const inMonth = <T extends typeof simulations | typeof reports>(t: T) =>
        and(eq(t.userId, user.id), gte(t.createdAt, month.start), lt(t.createdAt, month.end));
      const [[sims], [reps], [comps]] = [
        await tx.select({ n: count() }).from(simulations).where(inMonth(simulations)),
        await tx.select({ n: count() }).from(reports).where(inMonth(reports)),
        await tx.select({ n: count() }).from(companies).where(eq(companies.userId, user.id)),
      ];
      const message = monthlySummaryEmail(user.email, user.name, appUrl, {
        month: month.label,
        simulations: sims.n,
        reports: reps.n,
        companies: comps.n,
      });
      return (await queueEmail(tx, {
        userId: user.id,
        kind: "monthly_summary",
        dedupeKey: `monthly_summary:${user.id}:${month.key}`,
        message,
      }))
        ? 1
        : 0;
    },
  );
  return { month: month.key, users: run.users, emailed: run.emailed, failed: run.failed };
}
