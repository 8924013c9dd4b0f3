import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { SimulationType } from "@/lib/db/enums";
import { simulations } from "@/lib/db/schema";

export type NewSimulation = {
  type: SimulationType;
  title: string;
  companyId: string | null;
  year: number;
  input: unknown;
  result: unknown;
  savings: number | null;
};

/** Stores a completed simulation; the database records the usage and enforces the plan (RLS). */
export async function insertSimulation(db: Db, userId: string, s: NewSimulation): Promise<{ id: string }> {
  const [row] = await db
    .insert(simulations)
    .values({
      userId,
      simulationType: s.type,
      title: s.title.slice(0, 200),
      companyId: s.companyId,
      status: "completed",
      year: s.year,
      input: s.input,
      result: s.result,
      savings: s.savings === null ? null : s.savings.toFixed(2),
    })
    .returning({ id: simulations.id });
  return row;
}

export async function deleteSimulation(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(simulations)
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .returning({ id: simulations.id });
  return rows.length > 0;
}
