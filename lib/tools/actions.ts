"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { userAction } from "@/lib/action-client";
import { withRls } from "@/lib/db/rls";
import { checkSimulationQuota, PLAN_ERRORS } from "@/lib/plans/gate";
import { computeTool } from "./compute";
import { loadToolContext } from "./load-context";
import { TOOL_KEYS, TOOLS, type ToolKey, type ToolResult } from "./catalogue";
import { saveToolSimulation } from "./save";

const toolKeySchema = z.enum(TOOL_KEYS as [ToolKey, ...ToolKey[]]);
/** The form values are parsed by the tool's own schema inside computeTool. */
const toolValuesSchema = z.unknown();
const options = {
  args: [toolKeySchema],
  schema: toolValuesSchema,
  notFound: "tools.errors.invalid",
  // The page, the calculation and the save all need the tool's plan flag.
  feature: ([key]: readonly [ToolKey]) => TOOLS[key].feature,
} as const;

// A previewed tool calculates on any plan (nothing is saved); the save below keeps its flag.
const calculate = userAction(
  { ...options, feature: ([key]: readonly [ToolKey]) => (TOOLS[key].preview ? [] : TOOLS[key].feature) },
  async ({ input, args: [key] }) => {
    // The hidden-credits correction reads the Selic months held in the database (lib/selic).
    const computed = computeTool(key, input, await loadToolContext());
    return computed.ok
      ? ok(computed.result as ToolResult<ToolKey>)
      : fail("invalid_input", computed.message, computed.fieldErrors);
  },
);

/** Runs a calculator on the server for a user whose plan includes it (or previews it); the result is typed by the tool. */
export async function calculateToolAction<K extends ToolKey>(
  key: K,
  values: unknown,
): Promise<ActionResult<ToolResult<K>>> {
  return (await calculate(key, values)) as ActionResult<ToolResult<K>>;
}

/** Saves a calculator run as a simulation (recomputed here), within the plan's monthly quota. */
export const saveSimulationAction = userAction(
  { ...options, planLimit: PLAN_ERRORS.simulationLimit },
  async ({ input, args: [key], ctx }) => {
    const context = await loadToolContext();
    // A row-level security refusal of the insert is the quota lost to a race: planLimit maps it to the limit message.
    const result = await withRls(ctx.claims, (tx) =>
      saveToolSimulation(tx, {
        userId: ctx.claims.sub,
        key,
        values: input,
        context,
        guard: (db) => checkSimulationQuota(db, ctx.claims),
      }),
    );
    if (result.ok) {
      revalidatePath("/simulations");
      revalidatePath("/dashboard");
      revalidatePath(TOOLS[key].route);
    }
    return result;
  },
);
