"use server";

import { revalidatePath } from "next/cache";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/session";
import { assertFeature } from "@/lib/plans/gate";
import { computeTool } from "./compute";
import { TOOL_KEYS, TOOLS, type ToolKey, type ToolResult } from "./catalogue";
import { saveToolSimulation } from "./save";

function isToolKey(key: unknown): key is ToolKey {
  return typeof key === "string" && (TOOL_KEYS as string[]).includes(key);
}

/** Runs a calculator on the server for a user whose plan includes it. */
export async function calculateToolAction<K extends ToolKey>(key: K, input: unknown): Promise<ActionResult<ToolResult<K>>> {
  const { claims } = await requireUser();
  if (!isToolKey(key)) return fail("tools.errors.invalid");
  const denied = await assertFeature(claims, TOOLS[key].feature);
  if (denied) return denied;
  const computed = computeTool(key, input);
  return computed.ok ? ok(computed.result as ToolResult<K>) : fail(computed.code, computed.fieldErrors);
}

/** Saves a calculator run as a simulation (recomputed here), within the plan's monthly quota. */
export async function saveSimulationAction(key: ToolKey, input: unknown): Promise<ActionResult<{ id: string; savings: number | null }>> {
  const { claims } = await requireUser();
  if (!isToolKey(key)) return fail("tools.errors.invalid");
  const denied = await assertFeature(claims, TOOLS[key].feature);
  if (denied) return denied;
  const result = await saveToolSimulation(claims, key, input);
  if (result.ok) {
    revalidatePath("/simulations");
    revalidatePath("/dashboard");
  }
  return result;
}
