"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { deleteConversation } from "./history";

const NOT_FOUND = "aiAssistant.errors.notFound";

/** Deletes one of the user's conversations with its messages (the message limits are not given back). */
export const deleteConversationAction = userAction(
  { schema: z.uuid(), invalid: NOT_FOUND },
  async ({ input: id, ctx }) => {
    const found = await withRls(ctx.claims, (tx) => deleteConversation(tx, ctx.claims.sub, id));
    if (!found) return fail("not_found", NOT_FOUND);
    revalidatePath("/ai-assistant");
    return ok(undefined);
  },
);
