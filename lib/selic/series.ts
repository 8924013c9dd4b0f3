import "server-only";
import { asc, eq } from "drizzle-orm";
import { revalidateTag, unstable_cache } from "next/cache";
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
  return storedSeriesWhenUnavailable(readMonths(db));
}

async function readMonths(db: OwnerDb): Promise<SelicMonth[]> {
  const rows = await runWithAnon(db, (tx) => listSelicMonths(tx));
  return rows.map(({ period, rate }) => ({ period, rate }));
}

async function storedSeriesWhenUnavailable(months: Promise<SelicMonth[]>): Promise<SelicMonth[]> {
  try {
    return await months;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.warn("[selic] database unavailable, using the stored series", redactError(error));
    return [];
  }
}

/** Cache tag of the months a page renders with: an administrator's change or a fetch expires it. */
export const SELIC_MONTHS_CACHE_TAG = "selic-months";

/** readMonths from Next's data cache; a failed read (the database down) throws, so nothing is cached for it. */
const cachedMonths = unstable_cache(async () => readMonths(await getDb()), ["selic-months"], {
  tags: [SELIC_MONTHS_CACHE_TAG],
  revalidate: 300,
});

/**
 * readSelicMonths from Next's data cache, for a page that renders with a ToolContext (loadPageToolContext): the months
 * change once a month, where each render paid a transaction of four round trips for them. The calculations themselves
 * (the actions, the API, the assistant, the reports) still read them fresh; another instance sees a change within 5
 * minutes, as with the reference-rate scenarios (lib/settings/reference-rate.ts).
 */
export async function getCachedSelicMonths(): Promise<SelicMonth[]> {
  return storedSeriesWhenUnavailable(cachedMonths());
}

/**
 * After an administrator saves or removes a month, or /api/jobs/selic fetches one: the cached months expire now. The
 * scheduler's daily fetch runs outside any request, where Next cannot expire a tag: pages see its month within 5 minutes.
 */
export function revalidateSelicMonths(): void {
  revalidateTag(SELIC_MONTHS_CACHE_TAG, { expire: 0 });
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
