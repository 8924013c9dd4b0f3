import type { CompanyDto } from "@/lib/companies/queries";
import type * as t from "@/lib/db/schema";

// The test data the suites share, one builder per shape, each a plain default a test overrides with what it is
// about: the test says only what matters to it.

/** A company as listCompanies returns it, for unit tests: an active Simples shop (R$ 600 mil a year), no profile. */
export const companyDto = (over: Partial<CompanyDto> = {}): CompanyDto => ({
  id: "6f1c1d7e-8f54-4a8e-9d1b-1a2b3c4d5e6f",
  name: "Empório Bom Preço",
  cnpj: null,
  regime: "simples_nacional",
  activity: "comercio",
  state: "SP",
  issRate: null,
  monthlyRevenues: null,
  annualRevenue: 600_000,
  payrollMonthly: null,
  proLaboreMonthly: null,
  employees: null,
  status: "ativa",
  openedOn: null,
  partners: null,
  dividendsMonthly: null,
  revenue12m: 600_000,
  monthlyAverage: 50_000,
  updatedAt: "2026-11-20T12:00:00.000Z",
  reformProfile: null,
  ...over,
});

/**
 * A company row to insert (`tx.insert(t.companies).values(companyRow(user.id, { name: "…" }))`): the same Simples
 * shop, commerce in SP at R$ 600 mil a year, as companyDto.
 */
export const companyRow = (
  userId: string,
  over: Partial<typeof t.companies.$inferInsert> = {},
): typeof t.companies.$inferInsert => ({
  userId,
  name: "Empório Bom Preço",
  regime: "simples_nacional",
  activity: "comercio",
  state: "SP",
  annualRevenue: "600000.00",
  ...over,
});
