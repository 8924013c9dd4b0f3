import "server-only";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/rows";
import { enqueue } from "@/lib/queue/app";
import type { JobDefinition } from "@/lib/queue/queue";
import type { ToolContext } from "@/lib/tools/context";
import { loadToolContext } from "@/lib/tools/load-context";
import { getCompanyInOffice } from "@/lib/companies/queries";
import { PermanentJobError } from "@/lib/queue/queue";
import { completeItem, countAttempt, failItem, loadBatchItem, type BatchItemError } from "./batches";
import {
  decisionRecord,
  loadDossierSections,
  officeBrand,
  renderDecision,
  renderDossier,
  type Rendered,
} from "./documents";
import { getOffice } from "./queries";
import { recomputeChunk } from "./recompute";

// The office's jobs on the app's queue (lib/queue). A recompute runs with the rights of the office's titular: the
// figures are the office's own (derived from its clients' rows), whichever member's page view or edit asked for them.

const CHUNK = 100;

/** Whether the asker may still change the client (a member moved to leitura since the batch was asked for may not). */
async function editsClient(tx: Db, companyId: string): Promise<boolean> {
  const [row] = rowsOf<{ edits: boolean }>(await tx.execute(sql`select public.my_office_edits(${companyId}) as edits`));
  return row?.edits === true;
}

/** Where the jobs read the server's half of a calculation (the app: loadToolContext; a test: its own database). */
export type ContextLoader = (now: Date) => Promise<ToolContext>;

/** The office's job definitions over a context loader (the app's: the two below, which lib/jobs/queue.ts starts). */
export function makeOfficeJobs(loadContext: ContextLoader) {
  const recomputeJob: JobDefinition<{ officeId: string; all: boolean }> = {
    name: "office.recompute",
    schema: z.object({ officeId: z.uuid(), all: z.boolean() }),
    // One waiting recompute per office (and per kind): asked again while one waits, it is the same job.
    policy: "short",
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 900,
    async run(ctx) {
      const context = await loadContext(new Date());
      let after: string | undefined;
      for (;;) {
        const { stored, last } = await ctx.tx((tx) =>
          recomputeChunk(tx, ctx.data.officeId, context, { all: ctx.data.all, after, limit: CHUNK }),
        );
        if (stored < CHUNK || !last) return;
        after = last;
      }
    },
  };

  /**
   * One client of a batch: load under the asker's rights, render outside the transaction, store the document. A client
   * deleted or no longer the asker's to change, or without a reform decision (a decision record), fails at once with
   * its code; anything else is retried, and marked failed after the last attempt.
   */
  const batchItemJob: JobDefinition<{ itemId: string }> = {
    name: "office.batch-item",
    schema: z.object({ itemId: z.uuid() }),
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    // Two documents at a time on PostgreSQL; on the embedded database the PDFs still render one after the other.
    concurrency: 2,
    async run(ctx) {
      const now = new Date();
      const tool = await loadContext(now);
      const loaded = await ctx.tx(async (tx) => {
        const item = await loadBatchItem(tx, ctx.data.itemId);
        if (!item || item.status !== "queued") return null;
        await countAttempt(tx, item.itemId);
        if (!item.companyId) throw new PermanentJobError("client_gone");
        const office = await getOffice(tx, item.officeId);
        const company = await getCompanyInOffice(tx, item.officeId, item.companyId);
        if (!office || !company || !(await editsClient(tx, company.id))) throw new PermanentJobError("no_access");
        const brand = await officeBrand(tx, office);
        const extra = item.kind === "dossier" ? await loadDossierSections(tx, office, company.id, tool) : [];
        return { item: { ...item, companyId: company.id }, company, brand, extra };
      });
      if (!loaded) return;
      const { item, company, brand, extra } = loaded;
      let rendered: Rendered & { decision?: "inside" | "outside" | "depends"; deadline?: string | null };
      if (item.kind === "decision") {
        const record = decisionRecord(company, brand, tool, now);
        if (!record.ok) throw new PermanentJobError("no_answer");
        rendered = {
          ...(await renderDecision(company, record.doc, now)),
          decision: record.decision,
          deadline: record.deadline,
        };
      } else {
        rendered = await renderDossier(company, extra, brand, now);
      }
      await ctx.tx((tx) => completeItem(tx, item, ctx.actorId!, rendered));
    },
    async onGiveUp(ctx, error) {
      const code = error instanceof PermanentJobError ? (error.code as BatchItemError) : "render_failed";
      await ctx.tx((tx) => failItem(tx, ctx.data.itemId, code));
    },
  };
  return { recomputeJob, batchItemJob };
}

const { recomputeJob, batchItemJob } = makeOfficeJobs((now) => loadToolContext(undefined, now));
export { batchItemJob, recomputeJob };

/** Asks for the office's stale figures to be recomputed (every client's, with `all`), as its titular. */
export async function requestRecompute(office: { id: string; ownerId: string }, all = false): Promise<void> {
  await enqueue(
    recomputeJob,
    { officeId: office.id, all },
    { actorId: office.ownerId, singletonKey: `${office.id}${all ? ":all" : ""}` },
  );
}

/** The jobs of a stored batch: their ids are the items' (sending one twice is a no-op). */
export async function enqueueBatch(userId: string, itemIds: readonly string[]): Promise<void> {
  for (const itemId of itemIds) await enqueue(batchItemJob, { itemId }, { actorId: userId, id: itemId });
}
