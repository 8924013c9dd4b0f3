import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { HiddenCreditStatus } from "@/lib/db/enums";
import { hiddenCreditStatuses, simulations } from "@/lib/db/schema";
import { CREDIT_TYPES, type CreditType } from "@/lib/tax";
import { readSavedResult } from "./saved-result";

/** A saved hidden-credit estimate as the /hidden-credits list shows it. */
export type HiddenCreditItem = {
  id: string;
  title: string;
  type: CreditType;
  totalNominal: number;
  totalCorrected: number;
  status: HiddenCreditStatus;
  createdAt: string;
};

export type HiddenCreditSummary = {
  items: HiddenCreditItem[];
  totalCorrected: number;
  counts: Record<HiddenCreditStatus, number>;
};

function readCredit(stored: unknown): { type: CreditType; totalNominal: number; totalCorrected: number } | null {
  const data = readSavedResult(stored)?.data as Record<string, unknown> | undefined;
  if (!data || !(CREDIT_TYPES as readonly unknown[]).includes(data.type)) return null;
  const nominal = Number(data.totalNominal);
  const corrected = Number(data.totalCorrected);
  if (!Number.isFinite(nominal) || !Number.isFinite(corrected)) return null;
  return { type: data.type as CreditType, totalNominal: nominal, totalCorrected: corrected };
}

/** The user's saved hidden-credit estimates with their status (no status row = pendente), totals and counts. */
export async function listHiddenCredits(db: Db, userId: string): Promise<HiddenCreditSummary> {
  const rows = await db
    .select({
      id: simulations.id,
      title: simulations.title,
      result: simulations.result,
      createdAt: simulations.createdAt,
      status: hiddenCreditStatuses.status,
    })
    .from(simulations)
    .leftJoin(hiddenCreditStatuses, eq(hiddenCreditStatuses.simulationId, simulations.id))
    .where(and(eq(simulations.userId, userId), eq(simulations.simulationType, "hidden_credits")))
    .orderBy(desc(simulations.createdAt))
    .limit(200);
  const items: HiddenCreditItem[] = [];
  for (const r of rows) {
    const credit = readCredit(r.result);
    if (!credit) continue;
    items.push({
      id: r.id,
      title: r.title,
      ...credit,
      status: r.status ?? "pendente",
      createdAt: new Date(r.createdAt).toISOString(),
    });
  }
  const counts: Record<HiddenCreditStatus, number> = { disponivel: 0, em_analise: 0, pendente: 0 };
  let cents = 0;
  for (const item of items) {
    counts[item.status]++;
    cents += Math.round(item.totalCorrected * 100);
  }
  return { items, totalCorrected: cents / 100, counts };
}

/** Sets the status of one of the user's hidden-credit estimates; false when it is not theirs (or not a credit). */
export async function setHiddenCreditStatus(
  db: Db,
  userId: string,
  simulationId: string,
  status: HiddenCreditStatus,
): Promise<boolean> {
  const [owned] = await db
    .select({ id: simulations.id })
    .from(simulations)
    .where(
      and(
        eq(simulations.id, simulationId),
        eq(simulations.userId, userId),
        eq(simulations.simulationType, "hidden_credits"),
      ),
    );
  if (!owned) return false;
  await db
    .insert(hiddenCreditStatuses)
    .values({ simulationId, userId, status })
    .onConflictDoUpdate({ target: hiddenCreditStatuses.simulationId, set: { status } });
  return true;
}
