import { describe, expect, it } from "vitest";
import { computeTool } from "../compute";
import { fiscalDefaults } from "../fiscal-defaults";
import { PURCHASE_ESTIMATES } from "../purchase-estimates";
import type { FiscalComparison } from "./fiscal";
import { fiscalFormSchema } from "./fiscal";

// The mercadinho: R$ 30 mil a month of sales, SP, nothing else typed.
const shop = { ...fiscalDefaults(null), activity: "comercio" as const, annualRevenue: "360.000,00" };

function compare(values: typeof shop): FiscalComparison {
  const out = computeTool("fiscal", values);
  if (!out.ok) throw new Error(out.message);
  return out.result as FiscalComparison;
}

const total = (r: FiscalComparison, regime: string) => r.regimes.find((x) => x.regime === regime)?.annualTotal ?? NaN;

describe("fiscal form: a company that sells goods is never charged ICMS on its whole revenue", () => {
  it("blank purchases → the sector estimate, carried as an assumption with its source and date", () => {
    const input = fiscalFormSchema.parse(shop);
    const estimate = PURCHASE_ESTIMATES.comercio;
    // 360.000 × 70% / 12 = 21.000 a month.
    expect(input.profile.monthlyCreditableCosts).toBe(21_000);
    // The purchases are deductible costs too (Lucro Real profit), added to the other expenses (none here).
    expect(input.profile.monthlyExpenses).toBe(21_000);
    expect(input.assumptions).toEqual([{ code: "purchasesEstimated", monthly: 21_000, ...estimate }]);
    expect(estimate.source).toMatch(/IBGE/);
    expect(estimate.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("the estimate reaches the result, and Presumido and Real no longer cost several times the Simples", () => {
    const result = compare(shop);
    expect(result.assumptions?.[0]?.code).toBe("purchasesEstimated");
    const icms = result.regimes.find((r) => r.regime === "presumido")?.breakdown.find((l) => l.key === "icms");
    // ICMS on (360.000 − 252.000) × 18% = 19.440, not 360.000 × 18% = 64.800.
    expect(icms?.annual).toBe(19_440);
    expect(total(result, "presumido") / result.annualRevenue).toBeLessThan(0.15);
    expect(total(result, "real") / result.annualRevenue).toBeLessThan(0.15);
    expect(result.cheapest).toBe("simples");
  });

  it("typed purchases are used as typed (0 included) and make no assumption; other expenses add to them", () => {
    const typed = fiscalFormSchema.parse({ ...shop, monthlyCreditableCosts: "18.000,00", monthlyExpenses: "3.000,10" });
    expect(typed.profile.monthlyCreditableCosts).toBe(18_000);
    expect(typed.profile.monthlyExpenses).toBe(21_000.1);
    expect(typed.assumptions).toEqual([]);
    const zero = fiscalFormSchema.parse({ ...shop, monthlyCreditableCosts: "0" });
    expect(zero.profile.monthlyCreditableCosts).toBe(0);
    expect(zero.assumptions).toEqual([]);
  });

  it("monthly revenue: the estimate follows the year's total", () => {
    const months = fiscalFormSchema.parse({
      ...shop,
      revenueMode: "monthly",
      monthlyRevenues: [...Array(6).fill("20.000,00"), ...Array(6).fill("40.000,00")],
    });
    expect(months.profile.monthlyCreditableCosts).toBe(21_000);
  });

  it("services sell no goods: nothing is estimated, blank stays absent", () => {
    const services = fiscalFormSchema.parse({ ...shop, activity: "servicos_gerais" });
    expect(services.profile).not.toHaveProperty("monthlyCreditableCosts");
    expect(services.profile).not.toHaveProperty("monthlyExpenses");
    expect(services.assumptions).toEqual([]);
  });

  it("industry and fuel resale have their own estimates", () => {
    expect(fiscalFormSchema.parse({ ...shop, activity: "industria" }).assumptions[0]?.percentOfRevenue).toBe(
      PURCHASE_ESTIMATES.industria.percentOfRevenue,
    );
    expect(fiscalFormSchema.parse({ ...shop, activity: "revenda_combustiveis" }).assumptions[0]?.percentOfRevenue).toBe(
      PURCHASE_ESTIMATES.revenda_combustiveis.percentOfRevenue,
    );
  });
});
