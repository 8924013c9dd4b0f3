import { describe, expect, it } from "vitest";
import type { CompanyDto } from "@/lib/companies/queries";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import type { FiscalComparison } from "@/lib/tools/schemas/fiscal";
import type { RegimeAlert } from "@/lib/insights";
import { dashboardOverview, memoisedDashboardOverview } from "./overview";
import { companyDto } from "@/tests/helpers/factories";

const TODAY = "2026-11-29";

const base = companyDto({ id: "00000000-0000-4000-8000-000000000001", name: "Estúdio", activity: "servicos_gerais" });

/** What the fiscal simulator shows when opened from the company: the numbers the dashboard must repeat. */
function simulatorOf(company: CompanyDto): FiscalComparison {
  const out = computeTool("fiscal", fiscalDefaults(company));
  if (!out.ok) throw new Error(out.message);
  return out.result as FiscalComparison;
}

describe("dashboardOverview: the money of an account, as the other screens compute it", () => {
  const presumido: CompanyDto = {
    ...base,
    id: "00000000-0000-4000-8000-000000000002",
    name: "Consultoria",
    regime: "lucro_presumido",
    revenue12m: 1_200_000,
    annualRevenue: 1_200_000,
  };
  const noActivity: CompanyDto = {
    ...base,
    id: "00000000-0000-4000-8000-000000000003",
    name: "Sem atividade",
    activity: null,
    revenue12m: 90_000,
    annualRevenue: 90_000,
  };

  it("revenue of the last 12 months over every company; the month's tax in each current regime; savings against it", () => {
    const o = dashboardOverview([base, presumido, noActivity], { alerts: true, today: TODAY });
    expect(o.companies).toBe(3);
    expect(o.revenue12m).toBe(1_890_000);

    const a = simulatorOf(base);
    const b = simulatorOf(presumido);
    const monthly = (r: FiscalComparison) => r.regimes.find((x) => x.regime === r.currentRegime)!.monthlyTotal;
    expect(o.estimated).toBe(2);
    expect(o.monthlyTax).toBeCloseTo(monthly(a) + monthly(b), 2);

    // The Simples company is already in its cheapest regime; the Presumido one saves what the simulator says.
    expect(a.cheapest).toBe("simples");
    expect(b.cheapest).not.toBe("presumido");
    expect(o.savings).toEqual([
      {
        companyId: presumido.id,
        companyName: "Consultoria",
        annualSaving: b.savings,
        bestRegime: "simples",
        bestRegimeName: "Simples Nacional",
        bestAnnex: "III",
        year: b.year,
      },
    ]);
    expect(o.savingsTotal).toBe(b.savings);
    expect(o.alerts).toMatchObject({ total: o.alerts!.critical + o.alerts!.attention + o.alerts!.opportunities });
  });

  it("without the regime-alert feature the alerts are not counted; a company without revenue adds nothing", () => {
    const o = dashboardOverview([{ ...base, revenue12m: 0, annualRevenue: 0 }], { alerts: false, today: TODAY });
    expect(o.alerts).toBeNull();
    expect(o.monthlyTax).toBeNull();
    expect(o.savings).toEqual([]);
    expect(o.revenue12m).toBe(0);
  });

  it("counts the alerts of the imported declarations that /regime-alert lists beside the projected ones", () => {
    const declared: RegimeAlert = {
      companyId: base.id,
      companyName: base.name,
      code: "declaration_fator_r_below",
      type: "warning",
      impact: "alto",
      deadline: { year: 2026, month: 8 },
      currentRevenue: 0,
      limit: null,
      savings: null,
      currentAnnex: null,
      correctAnnex: null,
      figures: [],
      source: "LC 123/2006, art. 18",
    };
    const without = dashboardOverview([base], { alerts: true, today: TODAY }).alerts!;
    const withDeclared = dashboardOverview([base], { alerts: true, today: TODAY, declared: [declared] }).alerts!;
    expect(withDeclared).toMatchObject({ total: without.total + 1, attention: without.attention + 1 });
    expect(dashboardOverview([base], { alerts: false, today: TODAY, declared: [declared] }).alerts).toBeNull();
  });
});

describe("memoisedDashboardOverview: computed once for the same figures", () => {
  const other: CompanyDto = { ...base, id: "00000000-0000-4000-8000-000000000009", name: "Oficina" };

  it("answers the same result for the same companies and plan, and the computed one", () => {
    const first = memoisedDashboardOverview([base, other], { alerts: true, today: TODAY });
    expect(first).toEqual(dashboardOverview([base, other], { alerts: true, today: TODAY }));
    expect(memoisedDashboardOverview([{ ...base }, { ...other }], { alerts: true, today: TODAY })).toBe(first);
  });

  it("computes again when a figure, the plan's alerts or the day change", () => {
    const first = memoisedDashboardOverview([base], { alerts: true, today: TODAY });
    const edited = { ...base, annualRevenue: 900_000, revenue12m: 900_000, updatedAt: "2026-11-26T10:00:00Z" };
    const afterEdit = memoisedDashboardOverview([edited], { alerts: true, today: TODAY });
    expect(afterEdit).not.toBe(first);
    expect(afterEdit.revenue12m).toBe(900_000);
    expect(memoisedDashboardOverview([base], { alerts: false, today: TODAY }).alerts).toBeNull();
    expect(memoisedDashboardOverview([base], { alerts: true, today: TODAY })).toBe(first);
    expect(memoisedDashboardOverview([base], { alerts: true, today: "2026-11-30" })).not.toBe(first);
  });
});
