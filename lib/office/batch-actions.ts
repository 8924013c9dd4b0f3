"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { redactError } from "@/lib/security/redact";
import { EDITING_ROLES, isFailure, officeFor } from "./access";
import { BATCH_KINDS, createBatch, MAX_BATCH, queuedItemIds } from "./batches";
import { enqueueBatch } from "./jobs";

const batchSchema = z.object({
  kind: z.enum(BATCH_KINDS as ["dossier", "decision"], { message: "office.batches.kindInvalid" }),
  share: z.boolean(),
  companyIds: z.array(z.uuid()).min(1, "office.batches.noneSelected").max(MAX_BATCH, "office.batches.tooMany"),
});

/** Asks for a document per selected client: the batch is stored, then one job per client is queued as the member. */
export const startBatchAction = userAction(
  {
    schema: batchSchema,
    invalid: "office.batches.invalid",
    rateLimit: [{ name: "office-batch", limit: 30, key: (_, ctx) => ctx.claims.sub }],
  },
  async ({ input, ctx }) => {
    const office = officeFor(ctx.profile, EDITING_ROLES);
    if (isFailure(office)) return office;
    const created = await withRls(ctx.claims, (tx) =>
      createBatch(tx, { officeId: office.id, userId: ctx.claims.sub, ...input }),
    );
    if (!created) return fail("not_found", "office.batches.noneSelected");
    try {
      await enqueueBatch(ctx.claims.sub, created.itemIds);
    } catch (error) {
      // The batch is stored with its items queued: "Retomar" on its page queues them again.
      console.error("[office] batch stored but not queued", redactError(error));
    }
    revalidatePath("/escritorio/lotes");
    return ok({ batchId: created.batchId });
  },
);

/** Queues again the items of a batch still waiting (their jobs' ids are the items': already-queued ones are kept). */
export const resumeBatchAction = userAction(
  { schema: z.uuid(), invalid: "office.batches.gone" },
  async ({ input: batchId, ctx }) => {
    const office = officeFor(ctx.profile, EDITING_ROLES);
    if (isFailure(office)) return office;
    const ids = await withRls(ctx.claims, (tx) => queuedItemIds(tx, office.id, batchId, ctx.claims.sub));
    if (ids === null) return fail("not_found", "office.batches.gone");
    await enqueueBatch(ctx.claims.sub, ids);
    return ok({ queued: ids.length });
  },
);
