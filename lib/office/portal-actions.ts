"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { acknowledgeDecision } from "./portal";

/** "Ciente": the client's login acknowledges a decision record the office shared with them. */
export const acknowledgeDecisionAction = userAction(
  { schema: z.uuid(), invalid: "office.portal.ackGone", planLimit: "office.portal.ackGone" },
  async ({ input: documentId, ctx }) => {
    if (ctx.profile.office?.role !== "cliente") return fail("not_found", "office.portal.ackGone");
    const done = await withRls(ctx.claims, (tx) => acknowledgeDecision(tx, ctx.claims.sub, documentId));
    if (!done) return fail("not_found", "office.portal.ackGone");
    revalidatePath("/minha-empresa");
    return ok(undefined);
  },
);
