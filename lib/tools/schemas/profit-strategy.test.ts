import { describe, expect, it } from "vitest";
import { EMPTY_PARTNER_ROW, PROFIT_STRATEGY_FORM_DEFAULTS, profitStrategyFormSchema } from "./profit-strategy";

const base = { ...PROFIT_STRATEGY_FORM_DEFAULTS, monthlyRevenue: "60.000,00", monthlyCosts: "20.000,00" };

function issues(values: unknown) {
  const r = profitStrategyFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
}

describe("profitStrategyFormSchema", () => {
  it("a count of partners with the personal fields applying to each", () => {
    const input = profitStrategyFormSchema.parse({
      ...base,
      partners: "3",
      currentProLabore: "5.000,00",
      otherTaxableIncome: "24.000,00",
    });
    expect(input).toMatchObject({ partners: 3, currentProLabore: 5_000, otherTaxableIncome: 24_000 });
    expect(input).not.toHaveProperty("partnerDetails");
  });

  it("one row per partner when they differ, the personal fields of the form left out", () => {
    const input = profitStrategyFormSchema.parse({
      ...base,
      partners: "2",
      detailed: true,
      currentProLabore: "9.999,00",
      partnerRows: [
        { ...EMPTY_PARTNER_ROW, sharePercent: "70", currentProLabore: "3.000,00", otherExemptIncome: "100.000,00" },
        { ...EMPTY_PARTNER_ROW, sharePercent: "30", receivesProLabore: false, currentProLabore: "1.000,00" },
      ],
    });
    expect(input.partnerDetails).toEqual([
      { receivesProLabore: true, sharePercent: 70, currentProLabore: 3_000, otherExemptIncome: 100_000 },
      { receivesProLabore: false, sharePercent: 30 },
    ]);
    expect(input).not.toHaveProperty("currentProLabore");
    expect(input).not.toHaveProperty("partners");
  });

  it("shares: all or none, adding up to 100%; someone must work", () => {
    const rows = (a: string, b: string, works = true) => ({
      ...base,
      partners: "2",
      detailed: true,
      partnerRows: [
        { ...EMPTY_PARTNER_ROW, sharePercent: a, receivesProLabore: works },
        { ...EMPTY_PARTNER_ROW, sharePercent: b, receivesProLabore: works },
      ],
    });
    expect(issues(rows("60", ""))).toEqual(["partnerRows.1.sharePercent: tools.profit.errors.shareMissing"]);
    expect(issues(rows("60", "30"))).toEqual(["partnerRows.0.sharePercent: tools.profit.errors.sharesSum"]);
    expect(issues(rows("33,33", "66,67"))).toEqual([]);
    expect(issues(rows("", "", false))).toEqual(["partnerRows.0.receivesProLabore: tools.profit.errors.nobodyWorks"]);
    expect(issues(rows("abc", "100"))).toEqual(["partnerRows.0.sharePercent: tools.errors.percentRange"]);
  });

  it("an API caller of the earlier form (no partners, otherAnnualIncome) gets the same input as before", () => {
    const earlier = {
      regime: "presumido",
      activity: "servicos_gerais",
      monthlyRevenue: "60.000,00",
      monthlyCosts: "20.000,00",
      monthlyPayroll: "",
      currentProLabore: "",
      dependents: "",
      otherAnnualIncome: "700.000,00",
      localTaxRate: "",
      year: "2026",
    };
    expect(profitStrategyFormSchema.parse(earlier)).toEqual({
      year: 2026,
      regime: "presumido",
      activity: "servicos_gerais",
      monthlyRevenue: 60_000,
      monthlyCosts: 20_000,
      otherExemptIncome: 700_000,
    });
  });
});
