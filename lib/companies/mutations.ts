import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { companies } from "@/lib/db/schema";
import { saveReformProfile } from "./reform-profile";
import type { CompanyInput } from "./schema";

const money = (v: number | null) => (v === null ? null : v.toFixed(2));

/** Columns of a company row from the parsed form; money as numeric strings (exact to the centavo). */
export function companyValues(input: CompanyInput) {
  return {
    name: input.name,
    cnpj: input.cnpj,
    regime: input.regime,
    activity: input.activity,
    state: input.state,
    issRate: input.issRate === null ? null : input.issRate.toFixed(2),
    monthlyRevenues: input.monthlyRevenues ? input.monthlyRevenues.map((m) => m.toFixed(2)) : null,
    annualRevenue: money(input.annualRevenue),
    payrollMonthly: money(input.payrollMonthly),
    proLaboreMonthly: money(input.proLaboreMonthly),
    employees: input.employees,
    status: input.status,
    openedOn: input.openedOn,
    partners: input.partners,
    dividendsMonthly: money(input.dividendsMonthly),
  };
}

export async function createCompany(db: Db, userId: string, input: CompanyInput): Promise<{ id: string }> {
  const [row] = await db
    .insert(companies)
    .values({ userId, ...companyValues(input) })
    .returning({ id: companies.id });
  if (input.reform) await saveReformProfile(db, userId, row.id, input.reform);
  return row;
}

/** Updates one of the user's companies; false when it is not theirs (or gone). */
export async function updateCompany(db: Db, userId: string, id: string, input: CompanyInput): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set(companyValues(input))
    .where(and(eq(companies.id, id), eq(companies.userId, userId)))
    .returning({ id: companies.id });
  if (rows.length === 0) return false;
  if (input.reform) await saveReformProfile(db, userId, id, input.reform);
  return true;
}

export async function deleteCompany(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(companies)
    .where(and(eq(companies.id, id), eq(companies.userId, userId)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** The unique (user_id, cnpj) constraint: one user cannot register the same CNPJ twice. */
export const COMPANY_CNPJ_CONSTRAINT = "companies_user_cnpj_key";
