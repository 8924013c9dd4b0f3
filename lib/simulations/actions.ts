"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { fail, ok, type ActionResult } from "@/lib/action-result";
import { requireUser } from "@/lib/auth/session";
import { withRls } from "@/lib/db/rls";
import { deleteSimulation } from "./mutations";

/** Deletes one of the user's simulations (the month's usage is not given back: see simulation_usage). */
export async function deleteSimulationAction(id: unknown): Promise<ActionResult> {
  const { claims } = await requireUser();
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) return fail("simulations.errors.notFound");
  const found = await withRls(claims, (tx) => deleteSimulation(tx, claims.sub, parsed.data));
  if (!found) return fail("simulations.errors.notFound");
  revalidatePath("/simulations");
  revalidatePath("/dashboard");
  return ok(undefined);
}
