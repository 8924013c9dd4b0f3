import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { officeViews } from "@/lib/db/schema";
import { parsePortfolioQuery, portfolioSearch } from "./portfolio-query";

// A member's saved views of the portfolio (their own: the policy shows nobody else's).

export type SavedViewDto = { id: string; name: string; search: string };

export const MAX_VIEWS = 20;

export async function listViews(db: Db, userId: string): Promise<SavedViewDto[]> {
  const rows = await db
    .select({ id: officeViews.id, name: officeViews.name, search: officeViews.query })
    .from(officeViews)
    .where(eq(officeViews.userId, userId))
    .orderBy(asc(officeViews.name))
    .limit(MAX_VIEWS);
  return rows;
}

/** Stores the view under `name` (replacing one of the same name); the query is parsed and written again, page 1. */
export async function saveView(
  db: Db,
  officeId: string,
  userId: string,
  name: string,
  search: string,
): Promise<boolean> {
  const normal = portfolioSearch({ ...parsePortfolioQuery(new URLSearchParams(search)), page: 1 });
  const existing = await listViews(db, userId);
  if (existing.length >= MAX_VIEWS && !existing.some((v) => v.name === name)) return false;
  await db
    .insert(officeViews)
    .values({ officeId, userId, name, query: normal })
    .onConflictDoUpdate({ target: [officeViews.userId, officeViews.name], set: { query: normal } });
  return true;
}

export async function deleteView(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(officeViews)
    .where(and(eq(officeViews.id, id), eq(officeViews.userId, userId)))
    .returning({ id: officeViews.id });
  return rows.length > 0;
}
