import "server-only";
import { and, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CompanyRegime } from "@/lib/db/enums";
import { companies, companyReformProfiles } from "@/lib/db/schema";
import type { BusinessActivity } from "@/lib/tax/jobs/company";
import { reformProfileColumns, reformProfileOf } from "./reform-profile";
import type { ReformProfile } from "./reform-profile-schema";
import type { CompanyFilters, CompanyStatus } from "./schema";

/** What the company screens and the simulators need; no user id, nothing else. */
export type CompanyDto = {
  id: string;
  name: string;
  cnpj: string | null;
  regime: CompanyRegime;
  activity: BusinessActivity | null;
  state: string | null;
  issRate: number | null;
  monthlyRevenues: number[] | null;
  annualRevenue: number | null;
  payrollMonthly: number | null;
  proLaboreMonthly: number | null;
  employees: number | null;
  status: CompanyStatus;
  /** Start of activity 'YYYY-MM-DD'. */
  openedOn: string | null;
  partners: number | null;
  /** Profits distributed to each partner per month. */
  dividendsMonthly: number | null;
  /** Revenue of the last 12 months (the annual figure, or the sum of the months). */
  revenue12m: number;
  /** revenue12m ÷ 12, rounded to the centavo in SQL. */
  monthlyAverage: number;
  updatedAt: string;
  /** What the reform answer needs beyond the record (lib/reform); null when nothing was informed nor saved. */
  reformProfile: ReformProfile | null;
};

// Revenue of the last 12 months in SQL, so totals are summed as numeric, not as floats.
const revenue12m = sql<string>`coalesce(${companies.annualRevenue}, (select sum(m) from unnest(${companies.monthlyRevenues}) as m), 0)`;

/** The columns of a CompanyDto (lib/office reads the office's clients with them). */
export const companyColumns = {
  id: companies.id,
  name: companies.name,
  cnpj: companies.cnpj,
  regime: companies.regime,
  activity: companies.activity,
  state: companies.state,
  issRate: companies.issRate,
  monthlyRevenues: companies.monthlyRevenues,
  annualRevenue: companies.annualRevenue,
  payrollMonthly: companies.payrollMonthly,
  proLaboreMonthly: companies.proLaboreMonthly,
  employees: companies.employees,
  status: companies.status,
  openedOn: companies.openedOn,
  partners: companies.partners,
  dividendsMonthly: companies.dividendsMonthly,
  revenue12m,
  monthlyAverage: sql<string>`round(${revenue12m} / 12, 2)`,
  updatedAt: companies.updatedAt,
  ...reformProfileColumns,
};

type Row = { [K in keyof typeof companyColumns]: unknown };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function toCompanyDto(r: Row): CompanyDto {
  return {
    id: r.id as string,
    name: r.name as string,
    cnpj: (r.cnpj as string | null) ?? null,
    regime: r.regime as CompanyRegime,
    activity: (r.activity as BusinessActivity | null) ?? null,
    state: (r.state as string | null) ?? null,
    issRate: num(r.issRate),
    monthlyRevenues: Array.isArray(r.monthlyRevenues) ? r.monthlyRevenues.map(Number) : null,
    annualRevenue: num(r.annualRevenue),
    payrollMonthly: num(r.payrollMonthly),
    proLaboreMonthly: num(r.proLaboreMonthly),
    employees: (r.employees as number | null) ?? null,
    status: r.status as CompanyStatus,
    openedOn: (r.openedOn as string | null) ?? null,
    partners: (r.partners as number | null) ?? null,
    dividendsMonthly: num(r.dividendsMonthly),
    revenue12m: Number(r.revenue12m),
    monthlyAverage: Number(r.monthlyAverage),
    updatedAt: new Date(r.updatedAt as string | Date).toISOString(),
    reformProfile: reformProfileOf(r),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The user's companies matching the search (name or CNPJ, punctuation ignored) and filters, newest first. */
export async function listCompanies(db: Db, userId: string, filters: CompanyFilters = {}): Promise<CompanyDto[]> {
  const where = [eq(companies.userId, userId)];
  if (filters.q) {
    const text = `%${escapeLike(filters.q)}%`;
    const doc = filters.q.replace(/[^0-9A-Za-z]/g, "").toUpperCase();
    where.push(or(ilike(companies.name, text), ...(doc ? [ilike(companies.cnpj, `%${escapeLike(doc)}%`)] : []))!);
  }
  if (filters.regime) where.push(eq(companies.regime, filters.regime));
  if (filters.status) where.push(eq(companies.status, filters.status));
  const rows = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyReformProfiles, eq(companyReformProfiles.companyId, companies.id))
    .where(and(...where))
    .orderBy(desc(companies.createdAt))
    .limit(200);
  return rows.map(toCompanyDto);
}

export async function getCompany(db: Db, userId: string, id: string): Promise<CompanyDto | null> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyReformProfiles, eq(companyReformProfiles.companyId, companies.id))
    .where(and(eq(companies.id, id), eq(companies.userId, userId)))
    .limit(1);
  return row ? toCompanyDto(row) : null;
}

/**
 * A client company of an office, as the signed-in member may see it (the policies decide which clients: role and
 * assignment), filtered by the office explicitly too; null when it is not one of the office's or not theirs to see.
 */
export async function getCompanyInOffice(db: Db, officeId: string, id: string): Promise<CompanyDto | null> {
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyReformProfiles, eq(companyReformProfiles.companyId, companies.id))
    .where(and(eq(companies.id, id), eq(companies.officeId, officeId)))
    .limit(1);
  return row ? toCompanyDto(row) : null;
}

export type CompanySummary = { total: number; active: number; totalRevenue: number; simples: number };

/** Tiles of /companies over all of the user's companies (not the filtered list). */
export async function summarizeCompanies(db: Db, userId: string): Promise<CompanySummary> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${companies.status} = 'ativa')`.mapWith(Number),
      totalRevenue: sql<string>`coalesce(sum(${revenue12m}), 0)`,
      simples: sql<number>`count(*) filter (where ${companies.regime} = 'simples_nacional')`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.userId, userId));
  return {
    total: row?.total ?? 0,
    active: row?.active ?? 0,
    totalRevenue: Number(row?.totalRevenue ?? 0),
    simples: row?.simples ?? 0,
  };
}

/** Id and name of each company, for the simulator's company picker. */
export async function listCompanyOptions(db: Db, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.userId, userId), eq(companies.status, "ativa")))
    .orderBy(companies.name)
    .limit(200);
}
