import { randomUUID } from "node:crypto";
import { execFileSync } from "node:child_process";
import { and, eq } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import * as t from "@/lib/db/schema";
import { createBatch, getBatch, readDocument } from "@/lib/office/batches";
import { QUEUE_JOBS } from "@/lib/jobs/queue";
import { makeOfficeJobs } from "@/lib/office/jobs";
import { acknowledgeDecision, myClientCompanies, sharedDocuments } from "@/lib/office/portal";
import { removeMember } from "@/lib/office/mutations";
import { openQueue, type JobDefinition, type Queue } from "@/lib/queue/queue";
import { loadToolContext } from "@/lib/tools/load-context";
import { describeOnEachDatabase, failureOf, type TestDb } from "../helpers/db";
import { addMember, as, openOffice, type TestOffice } from "../helpers/office";

// Batches on the queue, on both databases: each client's document made by a job running as the member who asked,
// per-item failures with their reason, the documents shared with the client's login, and its "ciente".

const quiet = { error: console.error, warn: console.warn };
const open: Queue[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((q) => q.stop({ graceful: false }).catch(() => {})));
});

async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The job's final state on the queue (completed, failed or cancelled), or where it stands after 60 seconds. */
async function settled(queue: Queue, name: string, id: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const job = await queue.boss.getJobById(name, id);
    const state = job?.state ?? "missing";
    if (Date.now() > deadline) console.log("DEBUG", JSON.stringify({ ...job, data: null }));
    if (["completed", "failed", "cancelled"].includes(state) || Date.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function client(env: TestDb, office: TestOffice, name: string, reform: boolean): Promise<string> {
  const id = randomUUID();
  await env.db.insert(t.companies).values({
    id,
    userId: office.owner.id,
    officeId: office.id,
    name,
    cnpj: null,
    regime: "simples_nacional",
    activity: "comercio",
    state: "SP",
    annualRevenue: "600000.00",
  });
  if (reform)
    await env.db.insert(t.companyReformProfiles).values({
      companyId: id,
      userId: office.owner.id,
      creditingBuyersPercent: "35",
      purchasesRegular: "20000.00",
      purchasesSimples: "0",
      reduction: "none",
    });
  return id;
}

/** An analyst (all clients) who asked for one client's dossier: the batch and its item, not yet on the queue. */
async function analystsDossier(env: TestDb) {
  const office = await openOffice(env);
  const analyst = await addMember(env, office, "analista", { allClients: true });
  const id = await client(env, office, "Dossiê", true);
  const created = await as(env, analyst, (tx) =>
    createBatch(tx, { officeId: office.id, userId: analyst.id, kind: "dossier", share: false, companyIds: [id] }),
  );
  return { office, analyst, batchId: created!.batchId, itemId: created!.itemIds[0] };
}

async function queueFor(env: TestDb): Promise<{ queue: Queue; jobs: ReturnType<typeof makeOfficeJobs> }> {
  const jobs = makeOfficeJobs((now) => loadToolContext(env.db, now));
  const queue = await openQueue(
    env.pglite ? { kind: "pglite", pglite: env.pglite } : { kind: "postgres", url: env.url! },
    env.db,
    {
      log: quiet,
      bookkeeping: { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 },
    },
  );
  open.push(queue);
  await queue.work([jobs.batchItemJob, jobs.recomputeJob] as JobDefinition<never>[]);
  return { queue, jobs };
}

describeOnEachDatabase("office: batches of documents on the queue", (ctx) => {
  it("the app's workers take the office's jobs (started with the app: lib/jobs/queue.ts)", () => {
    const names = QUEUE_JOBS.map((job) => job.name);
    for (const job of Object.values(makeOfficeJobs((now) => loadToolContext(undefined, now))))
      expect(names).toContain(job.name);
  });

  it("makes each client's decision record as the member who asked, failing alone where there is no decision", async () => {
    const env = ctx();
    const office = await openOffice(env);
    const analyst = await addMember(env, office, "analista", { allClients: true });
    const ready = await client(env, office, "Com Perfil", true);
    const missing = await client(env, office, "Sem Perfil", false);
    const { queue, jobs } = await queueFor(env);

    const created = await as(env, analyst, (tx) =>
      createBatch(tx, {
        officeId: office.id,
        userId: analyst.id,
        kind: "decision",
        share: true,
        companyIds: [ready, missing],
      }),
    );
    for (const itemId of created!.itemIds)
      await queue.enqueue(jobs.batchItemJob, { itemId }, { actorId: analyst.id, id: itemId });
    const batchOf = () => as(env, analyst, (tx) => getBatch(tx, office.id, created!.batchId));
    await until(async () => {
      const b = await batchOf();
      return b !== null && b.batch.done + b.batch.failed === 2;
    });
    const { batch, items } = (await batchOf())!;
    expect([batch.done, batch.failed]).toEqual([1, 1]);
    expect(items.find((i) => i.companyId === missing)).toMatchObject({ status: "failed", error: "no_answer" });
    const done = items.find((i) => i.companyId === ready)!;
    const doc = await as(env, analyst, (tx) => readDocument(tx, done.documentId!));
    expect(Buffer.from(doc!.content).subarray(0, 5).toString()).toBe("%PDF-");
    // Written as the analyst: their name on the document, no service role.
    const [row] = await env.db.select().from(t.officeDocuments).where(eq(t.officeDocuments.id, done.documentId!));
    expect([row.createdBy, row.kind, row.shared]).toEqual([analyst.id, "decision", true]);
    const text = pdfText(Buffer.from(doc!.content));
    expect(text).toContain("Termo de decisão");
    expect(text).toContain("Com Perfil");
    expect(text).toMatch(/31\/03\/2027/);

    // The client's login: only its company, the shared record, one "ciente".
    const owner = await env.createUser();
    await env.db.insert(t.officeClientUsers).values({ companyId: ready, officeId: office.id, userId: owner.id });
    const mine = await as(env, owner, (tx) => myClientCompanies(tx, owner.id));
    expect(mine.map((c) => c.company.id)).toEqual([ready]);
    const shared = await as(env, owner, (tx) => sharedDocuments(tx, ready));
    expect(shared.map((d) => d.kind)).toEqual(["decision"]);
    expect(await as(env, owner, (tx) => sharedDocuments(tx, missing))).toEqual([]);
    expect(await as(env, owner, (tx) => acknowledgeDecision(tx, owner.id, shared[0].id))).toBe(true);
    expect(await as(env, owner, (tx) => acknowledgeDecision(tx, owner.id, shared[0].id))).toBe(false);
    // Nobody acknowledges in the client's name, and the staff cannot tick it for them.
    expect(await failureOf(() => as(env, analyst, (tx) => acknowledgeDecision(tx, owner.id, shared[0].id)))).toBeNull();
    const [acked] = await env.db.select().from(t.officeDocuments).where(eq(t.officeDocuments.id, shared[0].id));
    expect(acked.acknowledgedBy).toBe(owner.id);
    // Another office reads none of it.
    const other = await openOffice(env);
    expect(await as(env, other.owner, (tx) => readDocument(tx, done.documentId!))).toBeNull();
  });

  it("a member removed before the job runs gets no document: the job ends with nothing to make", async () => {
    const env = ctx();
    const { office, analyst, batchId, itemId } = await analystsDossier(env);
    await as(env, office.owner, (tx) => removeMember(tx, office.id, analyst.id));
    // The batch went with the membership (its author is gone).
    expect(await env.db.select().from(t.officeBatches).where(eq(t.officeBatches.id, batchId))).toEqual([]);
    const { queue, jobs } = await queueFor(env);
    await queue.enqueue(jobs.batchItemJob, { itemId }, { actorId: analyst.id, id: itemId });
    expect(await settled(queue, jobs.batchItemJob.name, itemId)).toBe("completed");
    expect(await env.db.select().from(t.officeDocuments).where(eq(t.officeDocuments.officeId, office.id))).toEqual([]);
  });

  it("a member moved to leitura before the job runs: the item fails without access, no document", async () => {
    const env = ctx();
    const { office, analyst, batchId, itemId } = await analystsDossier(env);
    await env.db
      .update(t.officeMembers)
      .set({ role: "leitura" })
      .where(and(eq(t.officeMembers.officeId, office.id), eq(t.officeMembers.userId, analyst.id)));
    const { queue, jobs } = await queueFor(env);
    await queue.enqueue(jobs.batchItemJob, { itemId }, { actorId: analyst.id, id: itemId });
    // Refused at once (no retry): the job is over and the item says why.
    expect(await settled(queue, jobs.batchItemJob.name, itemId)).toBe("completed");
    const { batch, items } = (await as(env, analyst, (tx) => getBatch(tx, office.id, batchId)))!;
    expect([batch.done, batch.failed]).toEqual([0, 1]);
    expect(items[0]).toMatchObject({ status: "failed", error: "no_access", documentId: null });
    expect(await env.db.select().from(t.officeDocuments).where(eq(t.officeDocuments.officeId, office.id))).toEqual([]);
  });

  it("makes a dossier with the office's name on the cover", async () => {
    const env = ctx();
    const office = await openOffice(env, "escritorio-50", "Contábil Marca Própria");
    const id = await client(env, office, "Padaria Dossiê", true);
    const { queue, jobs } = await queueFor(env);
    const created = await as(env, office.owner, (tx) =>
      createBatch(tx, {
        officeId: office.id,
        userId: office.owner.id,
        kind: "dossier",
        share: false,
        companyIds: [id],
      }),
    );
    await queue.enqueue(jobs.batchItemJob, { itemId: created!.itemIds[0] }, { actorId: office.owner.id });
    await until(
      async () => (await as(env, office.owner, (tx) => getBatch(tx, office.id, created!.batchId)))!.batch.done === 1,
    );
    const { items } = (await as(env, office.owner, (tx) => getBatch(tx, office.id, created!.batchId)))!;
    const doc = await as(env, office.owner, (tx) => readDocument(tx, items[0].documentId!));
    const text = pdfText(Buffer.from(doc!.content));
    expect(text).toContain("Contábil Marca Própria");
    expect(text).toContain("Padaria Dossiê");
  });
});

function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-", "-"], { input: pdf }).toString("utf8");
}
