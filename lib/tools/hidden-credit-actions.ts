"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { HIDDEN_CREDIT_STATUSES } from "@/lib/db/enums";
import { withRls } from "@/lib/db/rls";
import { setHiddenCreditStatus } from "./hidden-credit-status";
import { toolHref } from "@/lib/routes";

const NOT_FOUND = "hiddenCredits.errors.notFound";

/** Disponível / Em análise / Pendente for one saved estimate of the user (plan flag hiddenCredits). */
export const setHiddenCreditStatusAction = userAction(
  {
    args: [z.uuid()],
    schema: z.enum(HIDDEN_CREDIT_STATUSES),
    invalid: NOT_FOUND,
    notFound: NOT_FOUND,
    feature: "hiddenCredits",
  },
  async ({ input: status, args: [id], ctx }) => {
    const found = await withRls(ctx.claims, (tx) => setHiddenCreditStatus(tx, ctx.claims.sub, id, status));
    if (!found) return fail("not_found", NOT_FOUND);
    revalidatePath(toolHref("hidden_credits"));
    return ok({ id, status });
  },
);
