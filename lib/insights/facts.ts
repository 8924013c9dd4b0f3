import type { BusinessActivity } from "../tax/jobs/company";
import { toCents, type Cents } from "../tax/money";
import { DEFAULT_TAX_YEAR, tablesFor } from "../tax/tables";
import type { TaxTables } from "../tax/tables/types";

/** The regime a company declared (companies.regime). */
export type DeclaredRegime = "mei" | "simples_nacional" | "lucro_presumido" | "lucro_real";

/** A calendar month; `month` is 1–12. */
export interface MonthRef {
  year: number;
  month: number;
}

/** What the company stores, as the server reads it: money in reais, dates as 'YYYY-MM-DD'. */
export interface CompanyFacts {
  id: string;
  name: string;
  regime: DeclaredRegime;
  activity: BusinessActivity | null;
  status: "ativa" | "inativa";
  /** Revenue of the last 12 months, oldest first (12 values), or null. */
  monthlyRevenues: number[] | null;
  /** Declared revenue of the last 12 months when the months are not given. */
  annualRevenue: number | null;
  payrollMonthly: number | null;
  /** Monthly pró-labore per partner. */
  proLaboreMonthly: number | null;
  employees: number | null;
  /** Partners (sócios); null = not informed. */
  partners: number | null;
  /** Profits distributed per partner per month; null = not informed. */
  dividendsMonthly: number | null;
  /** Start of activity 'YYYY-MM-DD'; null = not informed (treated as an older company). */
  openedOn: string | null;
  /** Last month of the revenue history (the month before the company's last update). */
  historyEnd: MonthRef;
}

/** The facts in centavos, with the history dated month by month. */
export interface Normalized {
  facts: CompanyFacts;
  t: TaxTables;
  /** The 12 months of history in centavos, oldest first (an annual figure spread evenly), or null. */
  history: Cents[] | null;
  /** True when the 12 months were typed one by one (a trend can be read from them). */
  monthly: boolean;
  rbt12: Cents;
  payrollMonthly: Cents;
  proLaboreMonthly: Cents;
  partners: number;
  dividendsMonthly: Cents;
  opened: MonthRef | null;
}

export const addMonths = (m: MonthRef, n: number): MonthRef => {
  const index = m.year * 12 + (m.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export const monthIndex = (m: MonthRef): number => m.year * 12 + (m.month - 1);

/** 'YYYY-MM-DD' → its month, or null when the text is not a date. */
export function monthOf(iso: string | null): MonthRef | null {
  const match = iso ? /^(\d{4})-(\d{2})-\d{2}$/.exec(iso) : null;
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** An annual figure over 12 months, the remainder on the last one (as the engine spreads it). */
export function spread(annual: Cents): Cents[] {
  const base = Math.floor(annual / 12);
  const months = new Array<Cents>(12).fill(base);
  months[11] = annual - base * 11;
  return months;
}

const cents = (v: number | null) => (v === null || !Number.isFinite(v) || v < 0 ? 0 : toCents(v));

/** The facts read once: the tables of DEFAULT_TAX_YEAR (projections into later years assume them unchanged). */
export function normalize(facts: CompanyFacts): Normalized {
  const typed = facts.monthlyRevenues !== null && facts.monthlyRevenues.length === 12;
  const annual = facts.annualRevenue === null ? null : cents(facts.annualRevenue);
  const history = typed
    ? facts.monthlyRevenues!.map((v) => cents(v))
    : annual !== null && annual > 0
      ? spread(annual)
      : null;
  return {
    facts,
    t: tablesFor(DEFAULT_TAX_YEAR),
    history,
    monthly: typed,
    rbt12: history ? history.reduce((a, b) => a + b, 0) : 0,
    payrollMonthly: cents(facts.payrollMonthly),
    proLaboreMonthly: cents(facts.proLaboreMonthly),
    partners: facts.partners ?? 1,
    dividendsMonthly: cents(facts.dividendsMonthly),
    opened: monthOf(facts.openedOn),
  };
}

/** The calendar month of history index i (0 = oldest). */
export const historyMonth = (n: Normalized, i: number): MonthRef => addMonths(n.facts.historyEnd, i - 11);

/**
 * Months of activity in `year` when the company started in it (partial month counts whole, LC 123 art. 3º §2º),
 * else 12.
 */
export function monthsActiveIn(n: Normalized, year: number): number {
  return n.opened && n.opened.year === year ? 12 - n.opened.month + 1 : 12;
}
