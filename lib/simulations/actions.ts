"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { deleteSimulation } from "./mutations";

const NOT_FOUND = "simulations.errors.notFound";

/** Deletes one of the user's simulations (the month's usage is not given back: see simulation_usage). */
export const deleteSimulationAction = userAction(
  { schema: z.uuid(), invalid: NOT_FOUND },
  async ({ input: id, ctx }) => {
    const found = await withRls(ctx.claims, (tx) => deleteSimulation(tx, ctx.claims.sub, id));
    if (!found) return fail("not_found", NOT_FOUND);
    revalidatePath("/simulations");
    revalidatePath("/dashboard");
    return ok(undefined);
  },
);
