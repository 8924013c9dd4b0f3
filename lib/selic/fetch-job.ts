import "server-only";
import { runWithServiceRole, writeAuditLog } from "@/lib/db/admin";
import type { OwnerDb } from "@/lib/db/handles";
import { recordJobRun } from "@/lib/db/job-runs";
import { selicMonths } from "@/lib/db/schema";
import { SELIC_STORED_LAST_MONTH } from "@/lib/tax/selic";
import { fetchBcbSelic, type BcbFetchOptions } from "./bcb";
import { getSelicMonth, nextSelicPeriod } from "./series";
import { monthOf } from "@/lib/br/date";

// The scheduled fetch (embedded: lib/jobs/registry.ts, daily; with DATABASE_URL: POST /api/jobs/selic): asks the
// Banco Central for every closed month after the stored series and writes the new ones. A month the API gives
// with another figure than the one held (an administrator's typo) is corrected to the published figure and the
// correction audited. Without an answer nothing changes: the series held, stored file first, stays in use.

export const SELIC_JOB = "selic.fetch";

export type SelicFetchReport = { fetched: number; added: number; corrected: number; lastFetched: string | null };

/** "YYYY-MM" of the month before `now` (in Brasília): the last closed month. */
export function lastClosedPeriod(now: Date): string {
  const { year, month } = monthOf(now);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, "0")}`;
}

/** One run of the fetch, recorded in job_runs as selic.fetch. Throws OutboundError or SyntaxError when the API fails. */
export async function runSelicFetch(
  db: OwnerDb,
  options: BcbFetchOptions & { now?: Date } = {},
): Promise<SelicFetchReport> {
  return recordJobRun(
    db,
    SELIC_JOB,
    async () => {
      const from = nextSelicPeriod(SELIC_STORED_LAST_MONTH);
      const to = lastClosedPeriod(options.now ?? new Date());
      if (to < from) return { fetched: 0, added: 0, corrected: 0, lastFetched: null };
      const months = (await fetchBcbSelic(from, to, options)).filter((m) => m.period >= from && m.period <= to);
      const report: SelicFetchReport = {
        fetched: months.length,
        added: 0,
        corrected: 0,
        lastFetched: months.at(-1)?.period ?? null,
      };
      await runWithServiceRole(db, async (tx) => {
        for (const month of months) {
          const held = await getSelicMonth(tx, month.period);
          if (held?.rate === month.rate) continue;
          await tx
            .insert(selicMonths)
            .values({ period: month.period, rateHundredths: month.rate, source: "bcb", note: null, updatedBy: null })
            .onConflictDoUpdate({
              target: selicMonths.period,
              set: { rateHundredths: month.rate, source: "bcb", note: null, updatedBy: null },
            });
          if (held) {
            report.corrected++;
            await writeAuditLog(tx, {
              actorId: null,
              action: "selic.bcb.correct",
              target: `selic:${month.period}`,
              details: { before: { rate: held.rate, source: held.source }, after: { rate: month.rate, source: "bcb" } },
            });
          } else report.added++;
        }
      });
      return report;
    },
    (report) => ({ outcome: "ok", summary: report }),
  );
}
