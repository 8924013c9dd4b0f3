import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { RECONCILE_JOB, reconcilePayments } from "@/lib/billing/reconcile";
import { runWithServiceRole } from "@/lib/db/admin";
import { getLastJobRun, recordJobRun } from "@/lib/db/job-runs";
import * as t from "@/lib/db/schema";
import { createSandboxProvider } from "@/lib/payments/sandbox/provider";
import { describeOnEachDatabase } from "../helpers/db";

// job_runs: every reconcile run leaves a row (when it started and ended, how, and its counts), which the status
// page reads as "last reconcile run".

describeOnEachDatabase("job runs", (ctx) => {
  const runsOf = (name: string) =>
    ctx().db.select().from(t.jobRuns).where(eq(t.jobRuns.name, name)).orderBy(t.jobRuns.id);

  it("records a reconcile run with its outcome and counts, and a concurrent one as skipped", async () => {
    const { db } = ctx();
    const provider = createSandboxProvider({ db: async () => db, appUrl: "http://127.0.0.1:3999" });
    const before = new Date();
    const report = await reconcilePayments(db, provider);
    const runs = await runsOf(RECONCILE_JOB);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      outcome: "ok",
      summary: { registrations: report.registrations, events: report.events },
    });
    expect(runs[0].startedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(runs[0].finishedAt!.getTime()).toBeGreaterThanOrEqual(runs[0].startedAt.getTime());

    const both = await Promise.all([reconcilePayments(db, provider), reconcilePayments(db, provider)]);
    expect(both.map((r) => r.stopped ?? "ran").sort()).toEqual(["already_running", "ran"]);
    expect((await runsOf(RECONCILE_JOB)).map((r) => r.outcome).sort()).toEqual(["ok", "ok", "skipped"]);

    const last = await runWithServiceRole(db, (tx) => getLastJobRun(tx, RECONCILE_JOB));
    expect(last?.outcome).toMatch(/^(ok|skipped)$/);
  });

  it("records a run that throws as error and rethrows; a job that never ran reads as null", async () => {
    const { db } = ctx();
    await expect(
      recordJobRun(
        db,
        "test.failing",
        () => Promise.reject(new TypeError("boom")),
        () => ({ outcome: "ok", summary: {} }),
      ),
    ).rejects.toThrow("boom");
    const [run] = await runsOf("test.failing");
    expect(run).toMatchObject({ outcome: "error", summary: { error: "TypeError" } });
    expect(run.finishedAt).not.toBeNull();
    expect(await runWithServiceRole(db, (tx) => getLastJobRun(tx, "test.never"))).toBeNull();
  });
});
