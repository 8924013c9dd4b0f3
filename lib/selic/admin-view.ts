import "server-only";
import type { AuthClaims } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { readLastJobRun } from "@/lib/db/job-runs";
import { withRls } from "@/lib/db/rls";
import { SELIC_STORED_LAST_MONTH, selicSeries } from "@/lib/tax/selic";
import { SELIC_JOB } from "./fetch-job";
import { listSelicMonths, type SelicMonthRow } from "./series";

export type SelicAdminView = {
  /** Last month the engine holds now (stored series plus the unbroken run of months below). */
  lastMonth: string;
  storedLastMonth: string;
  months: Omit<SelicMonthRow, "updatedAt">[];
  /** The last fetch from the Banco Central: when it ended and how ('error' when the API could not be read). */
  lastFetch: { at: string; outcome: string; added: number | null } | null;
};

/** Configurações › Série Selic, for an administrator (the caller ran requireAdmin). */
export async function loadSelicAdminView(claims: AuthClaims): Promise<SelicAdminView> {
  const [months, run] = await Promise.all([
    withRls(claims, (tx) => listSelicMonths(tx)),
    // job_runs is service-role only; the admin sees the outcome, never the table.
    getDb().then((db) => readLastJobRun(db, SELIC_JOB)),
  ]);
  const added = typeof run?.summary.added === "number" ? run.summary.added : null;
  return {
    lastMonth: selicSeries(months).lastMonth,
    storedLastMonth: SELIC_STORED_LAST_MONTH,
    months: months.map(({ period, rate, source, note }) => ({ period, rate, source, note })),
    lastFetch: run ? { at: (run.finishedAt ?? run.startedAt).toISOString(), outcome: run.outcome, added } : null,
  };
}
