import "server-only";
import { and, desc, eq, lt, ne } from "drizzle-orm";
import { runWithServiceRole } from "./admin";
import type { JobOutcome } from "./enums";
import type { OwnerDb, ServiceDb } from "./handles";
import { jobRuns } from "./schema";
import { redactError } from "@/lib/security/redact";

// The record of background job runs (public.job_runs, service role only). A job wraps its run in recordJobRun; the
// status page reads the last one. Recording is best effort: a run is never stopped or failed because its record
// could not be written (the job's own work and audit entries matter more than the bookkeeping).

/** Runs of a job older than this are removed when a new one finishes (a run every 15 minutes is ~2,900 rows). */
const KEEP_DAYS = 30;

export type JobRunEnd = { outcome: Exclude<JobOutcome, "running" | "error">; summary: Record<string, unknown> };

export type JobRunDto = {
  name: string;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: JobOutcome;
  summary: Record<string, unknown>;
};

async function bestEffort<T>(what: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    console.error(`[jobs] could not ${what}`, redactError(error));
    return null;
  }
}

/**
 * Runs `run` as job `name`, recording when it started, when it ended and how (`end` maps the result to an outcome
 * and a summary of counts; a throw is recorded as 'error' and rethrown).
 */
export async function recordJobRun<T>(
  db: OwnerDb,
  name: string,
  run: () => Promise<T>,
  end: (result: T) => JobRunEnd,
): Promise<T> {
  const startedAt = new Date();
  const id = await bestEffort("record the start of a job run", () =>
    runWithServiceRole(db, async (tx) => {
      const [row] = await tx.insert(jobRuns).values({ name, startedAt }).returning({ id: jobRuns.id });
      return row.id;
    }),
  );
  const finish = (outcome: JobOutcome, summary: Record<string, unknown>) =>
    bestEffort("record the end of a job run", () =>
      runWithServiceRole(db, async (tx) => {
        const finishedAt = new Date();
        if (id === null) await tx.insert(jobRuns).values({ name, startedAt, finishedAt, outcome, summary });
        else await tx.update(jobRuns).set({ finishedAt, outcome, summary }).where(eq(jobRuns.id, id));
        const cutoff = new Date(finishedAt.getTime() - KEEP_DAYS * 86_400_000);
        await tx
          .delete(jobRuns)
          .where(and(eq(jobRuns.name, name), lt(jobRuns.startedAt, cutoff), ne(jobRuns.outcome, "running")));
      }),
    );
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await finish("error", { error: error instanceof Error ? error.name : "unknown" });
    throw error;
  }
  const ended = end(result);
  await finish(ended.outcome, ended.summary);
  return result;
}

/** The most recent run of a job (a running one included), or null when it never ran. Service role only. */
export async function getLastJobRun(db: ServiceDb, name: string): Promise<JobRunDto | null> {
  const [row] = await db
    .select({
      name: jobRuns.name,
      startedAt: jobRuns.startedAt,
      finishedAt: jobRuns.finishedAt,
      outcome: jobRuns.outcome,
      summary: jobRuns.summary,
    })
    .from(jobRuns)
    .where(eq(jobRuns.name, name))
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(1);
  return row ?? null;
}

/** The same, read as the server (job_runs is service-role only): an administrator sees the outcome, not the table. */
export async function readLastJobRun(db: OwnerDb, name: string): Promise<JobRunDto | null> {
  return runWithServiceRole(db, (tx) => getLastJobRun(tx, name));
}
