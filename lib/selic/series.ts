import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import type { Db, OwnerDb } from "@/lib/db/handles";
import { runWithAnon } from "@/lib/db/rls";
import { selicMonths, type SelicSource } from "@/lib/db/schema";
import { redactError } from "@/lib/security/redact";
import { selicSeries, type SelicMonth } from "@/lib/tax/selic";

// The Selic months after the series stored in lib/tax/selic.ts, as the database holds them. A calculation takes
// them through its ToolContext (lib/tools/load-context.ts), read once per request: the engine holds no state, so
// the tool page, the API and the assistant answer alike for the same input.

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

/**
 * The months after the stored series, as a calculation takes them (ToolContext.selicMonths, read once per request
 * by loadToolContext). Never throws for an unreachable database: the stored series alone is used, its last rate
 * standing in for the months after it, and every result says so.
 */
export async function readSelicMonths(db: OwnerDb): Promise<SelicMonth[]> {
  try {
    const rows = await runWithAnon(db, (tx) => listSelicMonths(tx));
    return rows.map(({ period, rate }) => ({ period, rate }));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.warn("[selic] database unavailable, using the stored series", redactError(error));
    return [];
  }
}

/** The last month a calculation would hold now (stored series plus the unbroken run of months in the database). */
export async function selicLastMonth(open: () => Promise<OwnerDb> = getDb): Promise<string> {
  return selicSeries(await readSelicMonths(await open())).lastMonth;
}

/** The month after `last`: where a fetch or an administrator's entry continues. */
export function nextSelicPeriod(last: string): string {
  const [year, month] = [Number(last.slice(0, 4)), Number(last.slice(5, 7))];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
}
