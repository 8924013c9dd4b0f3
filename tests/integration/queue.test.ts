import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import { z } from "zod";
import { createPglite } from "@/lib/db/embedded";
import { pgliteExecutor } from "@/lib/db/executor";
import { applyMigrations } from "@/lib/db/migrate";
import { drizzleOverPglite } from "@/lib/db/pglite-drizzle";
import * as t from "@/lib/db/schema";
import type { QueueBackend } from "@/lib/queue/backend";
import { openQueue, PermanentJobError, type JobDefinition, type Queue } from "@/lib/queue/queue";
import { describeOnEachDatabase, failureOf, rowsOf, type TestDb } from "../helpers/db";

// The job queue (pg-boss) on both databases: a job runs with its asker's rights, is retried with backoff, is taken by
// one worker only, and outlives the process that was running it.

const FAST = { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 };
const quiet = { error: () => {}, warn: () => {} };

function backendOf(env: TestDb): QueueBackend {
  return env.pglite ? { kind: "pglite", pglite: env.pglite } : { kind: "postgres", url: env.url! };
}

/** Resolves once `check` holds, polling; the test's own timeout bounds it. */
async function until(check: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 100));
}

const open: Queue[] = [];
async function queueOn(env: TestDb, backend = backendOf(env)): Promise<Queue> {
  const queue = await openQueue(backend, env.db, { log: quiet, bookkeeping: FAST });
  open.push(queue);
  return queue;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.stop({ graceful: false }).catch(() => {})));
});

const nameSchema = z.object({ name: z.string(), owner: z.uuid() });

describeOnEachDatabase("job queue (pg-boss)", (ctx) => {
  it("runs a job as its asker, under row-level security, never as the service role", async () => {
    const env = ctx();
    const alice = await env.createUser();
    const bob = await env.createUser();
    const seen: { role: string; uid: string | null }[] = [];
    const givenUp: string[] = [];
    const job: JobDefinition<z.infer<typeof nameSchema>> = {
      name: `test.as-asker-${env.target}`,
      schema: nameSchema,
      retryLimit: 1,
      retryDelaySeconds: 1,
      async run(c) {
        await c.tx(async (tx) => {
          const [who] = rowsOf<{ role: string; uid: string | null }>(
            await tx.execute(sql`select current_user as role, auth.uid()::text as uid`),
          );
          seen.push(who);
          await tx.insert(t.companies).values({ userId: c.data.owner, name: c.data.name });
        });
      },
      async onGiveUp(c) {
        givenUp.push(c.data.name);
      },
    };
    const queue = await queueOn(env);
    await queue.work([job as JobDefinition<never>]);
    await queue.enqueue(job, { name: "Da Alice", owner: alice.id }, { actorId: alice.id });
    // Alice's job writing Bob's company: the policies refuse it, every attempt, and the job gives up.
    await queue.enqueue(job, { name: "Forjada", owner: bob.id }, { actorId: alice.id });
    await until(async () => givenUp.length === 1 && seen.length >= 3);

    const rows = await env.db
      .select({ userId: t.companies.userId, name: t.companies.name })
      .from(t.companies)
      .where(eq(t.companies.userId, alice.id));
    expect(rows).toEqual([{ userId: alice.id, name: "Da Alice" }]);
    expect(await env.db.select().from(t.companies).where(eq(t.companies.userId, bob.id))).toEqual([]);
    expect(givenUp).toEqual(["Forjada"]);
    expect(seen.every((s) => s.role === "authenticated" && s.uid === alice.id)).toBe(true);
    // A job that runs as its asker cannot be sent without one.
    await expect(queue.enqueue(job, { name: "Sem dono", owner: alice.id }, { actorId: null })).rejects.toThrow(
      /actorId/,
    );
  });

  it("retries a failed job with a growing delay, and ends a permanent failure at once", async () => {
    const env = ctx();
    const user = await env.createUser();
    const attempts: number[] = [];
    const permanent: number[] = [];
    const flaky: JobDefinition<{ n: number }> = {
      name: `test.flaky-${env.target}`,
      schema: z.object({ n: z.number() }),
      retryLimit: 3,
      retryDelaySeconds: 1,
      async run(c) {
        if (c.data.n === 0) {
          permanent.push(c.attempt);
          throw new PermanentJobError("gone");
        }
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error("transient");
      },
    };
    const queue = await queueOn(env);
    await queue.work([flaky as JobDefinition<never>]);
    await queue.enqueue(flaky, { n: 0 }, { actorId: user.id });
    await queue.enqueue(flaky, { n: 1 }, { actorId: user.id });
    await until(() => attempts.length === 3);
    // retryDelay 1 s, doubling: the second wait is at least 2 s, the first at least 1 s.
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(900);
    expect(attempts[2] - attempts[1]).toBeGreaterThanOrEqual(1900);
    expect(permanent).toEqual([1]);
  });

  it("stores a failure as a redacted text: a NUL byte or a query's params never keep the job running", async () => {
    const env = ctx();
    const user = await env.createUser();
    const job: JobDefinition<{ n: number }> = {
      name: `test.raw-error-${env.target}`,
      schema: z.object({ n: z.number() }),
      retryLimit: 0,
      async run() {
        // What Drizzle throws when storing a PDF fails: the query, then its params (the document's bytes, an e-mail).
        throw new Error("Failed query: insert into office_documents\nparams: %PDF-\u0000\u0001,ana@example.com");
      },
    };
    const queue = await queueOn(env);
    await queue.work([job as JobDefinition<never>]);
    const id = (await queue.enqueue(job, { n: 1 }, { actorId: user.id }))!;
    // Failed within seconds (before the fix, pg-boss could not store the error and the job stayed active until it expired).
    const deadline = Date.now() + 20_000;
    await until(async () => Date.now() > deadline || (await queue.boss.getJobById(job.name, id))?.state === "failed");
    expect((await queue.boss.getJobById(job.name, id))?.state).toBe("failed");
    const stored = JSON.stringify((await queue.boss.getJobById(job.name, id))?.output);
    expect(stored).toContain("Failed query: insert into office_documents");
    expect(stored).not.toMatch(/ana@example|PDF|\\u0000/);
  });

  it("never gives one job to two workers", async () => {
    const env = ctx();
    const user = await env.createUser();
    const runs = new Map<string, number>();
    let active = 0;
    const job: JobDefinition<{ i: number }> = {
      name: `test.once-${env.target}`,
      schema: z.object({ i: z.number() }),
      concurrency: 3,
      async run(c) {
        active++;
        runs.set(c.jobId, (runs.get(c.jobId) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active--;
      },
    };
    // Two queues (on PostgreSQL two pools: two instances of the app), three workers each.
    const first = await queueOn(env);
    const second = await queueOn(env);
    for (let i = 0; i < 40; i++) await first.enqueue(job, { i }, { actorId: user.id });
    await Promise.all([first.work([job as JobDefinition<never>]), second.work([job as JobDefinition<never>])]);
    await until(() => runs.size === 40 && active === 0);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it("keeps the queue out of reach of the client roles", async () => {
    const env = ctx();
    const user = await env.createUser();
    await queueOn(env);
    const { runWithRls, runWithAnon } = await import("@/lib/db/rls");
    expect(
      await failureOf(() => runWithRls(env.db, user.claims, (tx) => tx.execute(sql`select * from pgboss.job`))),
    ).toMatch(/permission denied/);
    expect(await failureOf(() => runWithAnon(env.db, (tx) => tx.execute(sql`select * from pgboss.job`)))).toMatch(
      /permission denied/,
    );
  });

  it("a job outlives the process running it: another process takes it back and finishes it", async () => {
    const env = ctx();
    const user = await env.createUser();
    const done: number[] = [];
    let hang: Promise<void> | null = new Promise(() => {});
    const job: JobDefinition<{ n: number }> = {
      name: `test.crash-${env.target}`,
      schema: z.object({ n: z.number() }),
      expireInSeconds: 2,
      retryDelaySeconds: 1,
      async run(c) {
        // The first process "dies" in the middle: its run never ends.
        if (hang) return hang;
        done.push(c.attempt);
      },
    };
    const crashing = await queueOn(env);
    await crashing.enqueue(job, { n: 1 }, { actorId: user.id });
    await crashing.work([job as JobDefinition<never>]);
    const state = async () =>
      rowsOf<{ state: string }>(await env.db.execute(sql`select state from pgboss.job where name = ${job.name}`))[0]
        ?.state;
    await until(async () => (await state()) === "active");
    await crashing.stop({ graceful: false });
    hang = null;

    const restarted = await queueOn(env);
    await restarted.work([job as JobDefinition<never>]);
    await until(() => done.length === 1);
    expect(done).toEqual([2]);
    expect(await state()).toBe("completed");
  });
});

it("on the embedded default, a job waits in the data dir across a restart and runs after it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "tc-queue-"));
  try {
    const dataDir = path.join(dir, "pglite");
    const job: JobDefinition<{ name: string }> = {
      name: "test.restart",
      schema: z.object({ name: z.string() }),
      async run(c) {
        await c.tx((tx) => tx.insert(t.companies).values({ userId: c.actorId!, name: c.data.name }));
      },
    };
    let pg = await createPglite(dataDir);
    await applyMigrations(pgliteExecutor(pg));
    const [user] = (
      await pg.query<{ id: string }>(
        "insert into auth.users (email) values ('fila@teste.tributocerto.com.br') returning id",
      )
    ).rows;
    let queue = await openQueue({ kind: "pglite", pglite: pg }, drizzleOverPglite(pg), { log: quiet });
    await queue.enqueue(job, { name: "Depois do reinício" }, { actorId: user.id });
    await queue.stop();
    await pg.close();

    pg = await createPglite(dataDir);
    const db = drizzleOverPglite(pg);
    queue = await openQueue({ kind: "pglite", pglite: pg }, db, { log: quiet });
    await queue.work([job as JobDefinition<never>]);
    await until(async () => (await db.select().from(t.companies).where(eq(t.companies.userId, user.id))).length === 1);
    await queue.stop();
    await pg.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
