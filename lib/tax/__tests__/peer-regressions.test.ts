import { describe, expect, it } from "vitest";
import { dividendWithholding, inssEmployee, irrfMonthly, simplesNacional } from "@/lib/tax";

/** Mistakes competitors publish, pinned so they can never creep in here. */
describe("peer bugs", () => {
  it("nominal rate used as the effective rate", () => {
    const r = simplesNacional({ annex: "III", monthRevenue: 50_000, rbt12: 600_000 });
    expect(r.nominalRate).toBe(0.135);
    expect(r.effectiveRate).toBe(0.1056);
    expect(r.das).not.toBe(6_750); // 13,5% × 50.000
    expect(r.das).toBe(5_280);
  });

  it("IRRF band gaps (2.826,65 → 2.826,66 and 3.751,05 → 3.751,06 belong to a band)", () => {
    for (const base of [2_826.65, 2_826.66, 3_751.05, 3_751.06, 4_664.68, 4_664.69]) {
      const r = irrfMonthly({ year: 2025, grossIncome: base + 607.2, inss: 0 });
      expect(r.base).toBe(base);
      expect(r.tableTax).toBeGreaterThan(0);
    }
    expect(irrfMonthly({ year: 2025, grossIncome: 2_826.66 + 607.2, inss: 0 }).tableTax).toBe(29.84); // 2.826,66 × 15% − 394,16 = 29,839
  });

  it("flat INSS (one rate on the whole salary)", () => {
    expect(inssEmployee({ salary: 3_000 }).contribution).toBe(248.6);
    expect(inssEmployee({ salary: 3_000 }).contribution).not.toBe(270); // 9% × 3.000
    expect(inssEmployee({ salary: 5_000 }).contribution).not.toBe(600); // 12% × 5.000
    expect(inssEmployee({ salary: 10_000 }).contribution).not.toBe(1_400); // 14% × 10.000 (no ceiling)
  });

  it("2026 exemption applied wrongly: measured on the base instead of the gross, or as a R$ 5.000 deduction", () => {
    // Base below 5.000 but gross above: partial reduction only.
    expect(irrfMonthly({ grossIncome: 5_500, inss: 550 }).tax).toBe(190.47);
    // Above 7.350 the full table applies (not the table on the income above 5.000).
    expect(irrfMonthly({ grossIncome: 7_607.2, inss: 0 }).tax).toBe(1_016.27);
    // Above 5.000 the tax is not zero either.
    expect(irrfMonthly({ grossIncome: 6_000, inss: 649.6 }).tax).toBe(382.88);
    // 2025 never had the reduction.
    expect(irrfMonthly({ year: 2025, grossIncome: 4_000, inss: 373.41 }).tax).toBe(114.76);
  });

  it("dividends taxed on the excess above R$ 50.000", () => {
    expect(dividendWithholding({ payments: [60_000] }).withheld).toBe(6_000);
    expect(dividendWithholding({ payments: [60_000] }).withheld).not.toBe(1_000);
  });
});
