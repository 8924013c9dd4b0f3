import type { CompanyFacts } from "../facts";

/** A Simples commerce company with nothing else informed; override what a test needs. */
export function facts(overrides: Partial<CompanyFacts> = {}): CompanyFacts {
  return {
    id: "c1",
    name: "Empresa Teste",
    regime: "simples_nacional",
    activity: "comercio",
    status: "ativa",
    monthlyRevenues: null,
    annualRevenue: null,
    payrollMonthly: null,
    proLaboreMonthly: null,
    employees: null,
    partners: null,
    dividendsMonthly: null,
    openedOn: null,
    historyEnd: { year: 2026, month: 10 },
    ...overrides,
  };
}
