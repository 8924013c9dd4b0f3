import type { CompanyDto } from "@/lib/companies/queries";

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
