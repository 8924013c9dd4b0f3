import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { RunStatus, SimulationType } from "@/lib/db/enums";
import { companies, simulations } from "@/lib/db/schema";

export type SimulationListItem = {
  id: string;
  title: string;
  type: SimulationType;
  status: RunStatus;
  companyName: string | null;
  savings: number | null;
  createdAt: string;
};

export type SimulationDetail = SimulationListItem & { year: number | null; input: unknown; result: unknown };

const listColumns = {
  id: simulations.id,
  title: simulations.title,
  type: simulations.simulationType,
  status: simulations.status,
  companyName: companies.name,
  savings: simulations.savings,
  createdAt: simulations.createdAt,
};

function toItem(r: {
  id: string;
  title: string;
  type: SimulationType;
  status: RunStatus;
  companyName: string | null;
  savings: string | null;
  createdAt: Date | string;
}): SimulationListItem {
  return {
    id: r.id,
    title: r.title,
    type: r.type,
    status: r.status,
    companyName: r.companyName,
    savings: r.savings === null ? null : Number(r.savings),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** The user's saved simulations, newest first, optionally of one type. */
export async function listSimulations(
  db: Db,
  userId: string,
  opts: { type?: SimulationType; limit?: number; offset?: number } = {},
): Promise<SimulationListItem[]> {
  const where = [eq(simulations.userId, userId)];
  if (opts.type) where.push(eq(simulations.simulationType, opts.type));
  const rows = await db
    .select(listColumns)
    .from(simulations)
    .leftJoin(companies, eq(companies.id, simulations.companyId))
    .where(and(...where))
    .orderBy(desc(simulations.createdAt), desc(simulations.id))
    .limit(opts.limit ?? 200)
    .offset(opts.offset ?? 0);
  return rows.map(toItem);
}

export async function getSimulation(db: Db, userId: string, id: string): Promise<SimulationDetail | null> {
  const [row] = await db
    .select({ ...listColumns, year: simulations.year, input: simulations.input, result: simulations.result })
    .from(simulations)
    .leftJoin(companies, eq(companies.id, simulations.companyId))
    .where(and(eq(simulations.id, id), eq(simulations.userId, userId)))
    .limit(1);
  return row ? { ...toItem(row), year: row.year, input: row.input, result: row.result } : null;
}
