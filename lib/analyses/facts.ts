import { monthOf } from "@/lib/br/date";
import type { CompanyDto } from "@/lib/companies/queries";
import { addMonths, type CompanyFacts, type MonthRef } from "@/lib/insights";

/** The last month of a company's revenue history: the month before its last update, in Brasília time. */
export function historyEndOf(updatedAt: string | Date): MonthRef {
  return addMonths(monthOf(new Date(updatedAt)), -1);
}

/** A saved company as the insight rules read it (client-safe: no database access). */
export function companyFacts(c: CompanyDto): CompanyFacts {
  return {
    id: c.id,
    name: c.name,
    regime: c.regime,
    activity: c.activity,
    status: c.status,
    monthlyRevenues: c.monthlyRevenues && c.monthlyRevenues.length === 12 ? c.monthlyRevenues : null,
    annualRevenue: c.monthlyRevenues && c.monthlyRevenues.length === 12 ? null : c.annualRevenue,
    payrollMonthly: c.payrollMonthly,
    proLaboreMonthly: c.proLaboreMonthly,
    employees: c.employees,
    partners: c.partners,
    dividendsMonthly: c.dividendsMonthly,
    openedOn: c.openedOn,
    historyEnd: historyEndOf(c.updatedAt),
  };
}
