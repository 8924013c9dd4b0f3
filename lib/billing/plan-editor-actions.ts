"use server";

import { isIP } from "node:net";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { adminAction, type UserContext } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { createPlan, removePlan, updatePlan } from "./plan-editor";
import { planFormSchema, planIdSchema } from "./plan-editor-schema";
import { revalidatePlans } from "./plans-cache";

const actorOf = (ctx: UserContext) => ({ actorId: ctx.claims.sub, ip: isIP(ctx.ip) ? ctx.ip : null });

export const createPlanAction = adminAction({ schema: z.object({}) }, async ({ ctx }) => {
  const id = await withRls(ctx.claims, (tx) => createPlan(tx, actorOf(ctx)));
  revalidatePlans();
  return ok({ id });
});

export const updatePlanAction = adminAction(
  {
    schema: planFormSchema,
    args: [planIdSchema],
    invalid: "adminPlans.errors.invalid",
    notFound: "adminPlans.errors.notFound",
  },
  async ({ input, args: [id], ctx }) => {
    const saved = await withRls(ctx.claims, (tx) => updatePlan(tx, actorOf(ctx), id, input));
    if (!saved) return fail("not_found", "adminPlans.errors.notFound");
    revalidatePlans();
    return ok(undefined);
  },
);

export const removePlanAction = adminAction(
  { schema: z.object({}), args: [planIdSchema], notFound: "adminPlans.errors.notFound" },
  async ({ args: [id], ctx }) => {
    const outcome = await withRls(ctx.claims, (tx) => removePlan(tx, actorOf(ctx), id));
    if (!outcome) return fail("not_found", "adminPlans.errors.notFound");
    revalidatePlans();
    return ok({ outcome });
  },
);
