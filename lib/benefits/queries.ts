import "server-only";
import { and, asc, count, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import type { BenefitLevel } from "@/lib/db/enums";
import { fiscalBenefits } from "@/lib/db/schema";
import type { BenefitQuery } from "./schema";

/** A programme as the catalogue shows it. */
export type BenefitDto = {
  id: string;
  title: string;
  level: BenefitLevel;
  state: string | null;
  municipality: string | null;
  sectors: string[];
  regimes: string[];
  companySizes: string[];
  description: string;
  savings: string;
  requirements: string[];
  legalBasis: string;
  officialUrl: string;
  validity: string;
  reviewedOn: string;
};

const columns = {
  id: fiscalBenefits.id,
  title: fiscalBenefits.title,
  level: fiscalBenefits.level,
  state: fiscalBenefits.state,
  municipality: fiscalBenefits.municipality,
  sectors: fiscalBenefits.sectors,
  regimes: fiscalBenefits.regimes,
  companySizes: fiscalBenefits.companySizes,
  description: fiscalBenefits.description,
  savings: fiscalBenefits.savings,
  requirements: fiscalBenefits.requirements,
  legalBasis: fiscalBenefits.legalBasis,
  officialUrl: fiscalBenefits.officialUrl,
  validity: fiscalBenefits.validity,
  reviewedOn: fiscalBenefits.reviewedOn,
};

/** How many programmes the catalogue has active, whatever the filters. */
const activeCount = sql<number>`(select count(*)::integer from ${fiscalBenefits} as b where b.is_active)`.mapWith(
  Number,
);

const contains = (column: AnyPgColumn, value: string) => sql`${column} @> array[${value}]::text[]`;

/** WHERE of the filters: a programme without a state applies in every UF; arrays must contain the chosen value. */
function conditions(filters: BenefitQuery): SQL[] {
  const where: SQL[] = [eq(fiscalBenefits.isActive, true)];
  if (filters.uf) where.push(or(isNull(fiscalBenefits.state), eq(fiscalBenefits.state, filters.uf))!);
  if (filters.setor) where.push(contains(fiscalBenefits.sectors, filters.setor));
  if (filters.porte) where.push(contains(fiscalBenefits.companySizes, filters.porte));
  if (filters.regime) where.push(contains(fiscalBenefits.regimes, filters.regime));
  return where;
}

/** The active programmes matching the filters (federal, then state, then municipal; by title) and how many exist in all. */
export async function listBenefits(db: Db, filters: BenefitQuery): Promise<{ items: BenefitDto[]; total: number }> {
  // The catalogue's size rides on each row (one statement a page); only a filter that matches nothing counts apart.
  const rows = await db
    .select({ ...columns, total: activeCount })
    .from(fiscalBenefits)
    .where(and(...conditions(filters)))
    .orderBy(
      sql`array_position(array['federal', 'estadual', 'municipal']::text[], ${fiscalBenefits.level})`,
      asc(fiscalBenefits.state),
      asc(fiscalBenefits.title),
    );
  const total =
    rows[0]?.total ??
    (await db.select({ total: count() }).from(fiscalBenefits).where(eq(fiscalBenefits.isActive, true)))[0].total;
  return { items: rows.map(({ total: _, ...r }) => ({ ...r, reviewedOn: String(r.reviewedOn) })), total };
}
