import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import type { Db, OwnerDb } from "@/lib/db/handles";
import { runWithAnon } from "@/lib/db/rls";
import { selicMonths, type SelicSource } from "@/lib/db/schema";
import { redactError } from "@/lib/security/redact";
import { loadSelicMonths, SELIC_LAST_MONTH, type SelicMonth } from "@/lib/tax/selic";

// The Selic months after the series stored in lib/tax/selic.ts, as the database holds them, and the load of
// them into the engine. A process (and each server bundle of it: module state is per bundle) re-reads them at
// most once a minute, before a hidden-credits computation; if the database cannot be read, the last load (at
// worst the stored series, with its last rate standing in and the result saying so) is used.

export type SelicMonthRow = { period: string; rate: number; source: SelicSource; note: string | null; updatedAt: Date };

const MONTH_COLUMNS = {
  period: selicMonths.period,
  rate: selicMonths.rateHundredths,
  source: selicMonths.source,
  note: selicMonths.note,
  updatedAt: selicMonths.updatedAt,
};

/** Every month held after the stored series, oldest first. Public data: any handle may read it. */
export async function listSelicMonths(db: Db): Promise<SelicMonthRow[]> {
  return db.select(MONTH_COLUMNS).from(selicMonths).orderBy(asc(selicMonths.period));
}

/** One month's row, or null. */
export async function getSelicMonth(db: Db, period: string): Promise<SelicMonthRow | null> {
  const [row] = await db.select(MONTH_COLUMNS).from(selicMonths).where(eq(selicMonths.period, period));
  return row ?? null;
}

const REFRESH_MS = 60_000;
let loadedAt = Number.NEGATIVE_INFINITY;

/** Loads `months` into the engine now and returns the last month it holds. */
export function applySelicMonths(months: readonly SelicMonth[]): string {
  const last = loadSelicMonths(months);
  loadedAt = Date.now();
  return last;
}

/** Makes the next refreshSelicSeries read the database (after an administrator's change or a fetch). */
export function invalidateSelicSeries(): void {
  loadedAt = Number.NEGATIVE_INFINITY;
}

/**
 * Brings the engine's Selic series up to the database's (at most once a minute) and returns its last month,
 * "YYYY-MM". Never throws for an unreachable database: the series already loaded stays.
 */
export async function refreshSelicSeries(open: () => Promise<OwnerDb> = getDb): Promise<string> {
  if (Date.now() - loadedAt < REFRESH_MS) return SELIC_LAST_MONTH;
  try {
    const rows = await runWithAnon(await open(), (tx) => listSelicMonths(tx));
    return applySelicMonths(rows);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.warn("[selic] database unavailable, keeping the series already loaded", redactError(error));
    return SELIC_LAST_MONTH;
  }
}

/** The month after the last one the engine holds: where a fetch or an administrator's entry continues. */
export function nextSelicPeriod(last: string = SELIC_LAST_MONTH): string {
  const [year, month] = [Number(last.slice(0, 4)), Number(last.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
}
