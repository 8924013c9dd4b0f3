import { describe, expect, it } from "vitest";
import { parseBrlMoney } from "@/lib/br/money";
import type { CompanyDto } from "@/lib/companies/queries";
import { ENTERPRISE_COMPANIES } from "@/lib/demo/companies";
import { ASSUMPTIONS } from "@/lib/insights";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import type { FiscalComparison } from "@/lib/tools/schemas/fiscal";
import { companyDto } from "@/tests/helpers/factories";
import { companyAlerts } from "./company-alerts";
import { dashboardOverview } from "./overview";
import { companyRegimeEstimate } from "./regime-saving";

const TODAY = "2026-11-29";

/** The enterprise demo's clinic, as listCompanies returns it: Lucro Presumido, ~R$ 2,4 mi in 12 months, ISS 3%. */
function clinic(): CompanyDto {
  const form = ENTERPRISE_COMPANIES.find((c) => c.regime === "lucro_presumido")!;
  const months = form.monthlyRevenues.map((m) => parseBrlMoney(m)!);
  const revenue = months.reduce((a, b) => a + b, 0);
  return companyDto({
    id: "0c1b2a39-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    name: form.name,
    regime: "lucro_presumido",
    activity: "servicos_gerais",
    state: "MG",
    issRate: 3,
    monthlyRevenues: months,
    annualRevenue: null,
    payrollMonthly: 58_000,
    proLaboreMonthly: 15_000,
    employees: 14,
    partners: 3,
    dividendsMonthly: 30_000,
    openedOn: "2012-05-21",
    revenue12m: revenue,
    monthlyAverage: Math.round((revenue / 12) * 100) / 100,
  });
}

describe("a company's regime saving: one number on the dashboard, the alerts and the simulator", () => {
  // The walk found the clinic at R$ 268 mil a year on the dashboard (the simulator's comparison) and at R$ 389–391
  // mil in the alerts (their own comparison over the projected year, without the ISS rate nor the dividends).
  it("the clinic's saving is the same on the dashboard and in its alert, under every projection", () => {
    const company = clinic();
    const simulator = computeTool("fiscal", fiscalDefaults(company));
    if (!simulator.ok) throw new Error(simulator.message);
    const comparison = simulator.result as FiscalComparison;

    const saving = companyRegimeEstimate(company)?.saving;
    expect(saving).toMatchObject({ bestRegime: "simples", bestRegimeName: "Simples Nacional", year: 2026 });
    expect(saving?.annualSaving).toBe(comparison.savings);
    expect(saving?.annualSaving).toBeGreaterThan(250_000);

    const overview = dashboardOverview([company], { alerts: true, today: TODAY });
    expect(overview.savings[0]?.annualSaving).toBe(saving?.annualSaving);
    for (const assumption of ASSUMPTIONS) {
      const alert = companyAlerts(company, assumption, TODAY).find((a) => a.code === "cheaper_regime");
      expect(alert, assumption).toMatchObject({ savings: saving?.annualSaving, savingsYear: 2026, regime: "simples" });
    }
  });

  it("the dashboard counts the alerts the alerts page lists, the IBS/CBS window of a Simples company included", () => {
    const shop = companyDto({ id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d" });
    const companies = [clinic(), shop];
    const listed = companies.flatMap((c) => companyAlerts(c, "trend3", TODAY));
    expect(listed.map((a) => a.code)).toContain("reform_option_window");
    const overview = dashboardOverview(companies, { alerts: true, today: TODAY });
    expect(overview.alerts?.total).toBe(listed.length);
  });

  it("no saving for a company already in its cheapest regime, nor an estimate without activity or revenue", () => {
    expect(companyRegimeEstimate(companyDto({ regime: "simples_nacional" }))?.saving).toBeNull();
    expect(companyRegimeEstimate(companyDto({ activity: null }))).toBeNull();
    expect(companyRegimeEstimate(companyDto({ annualRevenue: 0, revenue12m: 0, monthlyAverage: 0 }))).toBeNull();
  });
});
