import { describe, expect, it } from "vitest";
import { inssEmployee, irpfAnnual, irrfMonthly, proLabore, TaxInputError } from "@/lib/tax";

describe("inssEmployee: single rounding (EC 103/2019 art. 28, progressive slices)", () => {
  it.each([
    [2026, 1_621, 121.58], // 1621 × 7,5% = 121,575: the float trap rounds to 121,57
    [2026, 3_000, 248.6],
    [2026, 5_000, 501.51],
    [2026, 8_475.55, 988.09],
    [2026, 20_000, 988.09],
    [2025, 4_000, 373.41],
    [2025, 5_000, 509.6],
    [2025, 6_000, 649.6],
  ])("%i, salary %d → %d", (year, salary, contribution) => {
    expect(inssEmployee({ year: year as 2025 | 2026, salary }).contribution).toBe(contribution);
  });
});

describe("irrfMonthly: Receita Federal official examples (Lei 15.270/2025)", () => {
  it.each([
    // gross, INSS used by the Receita, deduction, base, table tax, reduction, IRRF
    [3_036, 250.47, 607.2, 2_428.8, 0, 0, 0],
    [4_000, 373.41, 607.2, 3_392.8, 114.76, 114.76, 0],
    [5_000, 509.6, 607.2, 4_392.8, 312.89, 312.89, 0],
    [6_000, 649.6, 649.6, 5_350.4, 562.63, 179.75, 382.88],
    [7_607.2, 0, 607.2, 7_000, 1_016.27, 0, 1_016.27],
  ])("gross %d → IRRF", (grossIncome, inss, deduction, base, tableTax, reduction, tax) => {
    const r = irrfMonthly({ grossIncome, inss });
    expect(r).toMatchObject({ deduction, base, tableTax, reduction, tax });
    expect(r.simplified).toBe(deduction === 607.2);
  });

  it("measures the reduction on the gross income, not on the base", () => {
    // Base 4.892,80 is below 5.000, but gross 5.500 is in the phase-out: 978,62 − 0,133145 × 5.500 = 246,32.
    const r = irrfMonthly({ grossIncome: 5_500, inss: 550 });
    expect(r).toMatchObject({ base: 4_892.8, tableTax: 436.79, reduction: 246.32, tax: 190.47 });
  });

  it("reduction edges: 5.000,00 full, 5.000,01 linear, 7.350,00 ≈ 0, 7.350,01 none", () => {
    expect(irrfMonthly({ grossIncome: 5_000.01, inss: 0 }).reduction).toBe(312.89);
    expect(irrfMonthly({ grossIncome: 7_350, inss: 0 }).reduction).toBe(0);
    expect(irrfMonthly({ grossIncome: 7_350.01, inss: 0 }).reduction).toBe(0);
    expect(irrfMonthly({ grossIncome: 7_000, inss: 0 }).reduction).toBe(46.6); // 978,62 − 932,015
  });

  it("2025 has no reduction", () => {
    expect(irrfMonthly({ year: 2025, grossIncome: 5_000, inss: 509.6 })).toMatchObject({
      tableTax: 312.89,
      reduction: 0,
      tax: 312.89,
    });
  });

  it("uses dependents and other deductions when larger than the simplified discount", () => {
    const r = irrfMonthly({ year: 2025, grossIncome: 10_000, inss: 951.63, dependents: 2, otherDeductions: 500 });
    expect(r.simplified).toBe(false);
    expect(r.deduction).toBe(1_830.81);
    expect(r.base).toBe(8_169.19);
    expect(r.tax).toBe(1_337.8); // 8.169,19 × 27,5% − 908,73 = 1.337,7975
  });

  it("band edges have no gap: the last centavo of a band and the first of the next", () => {
    const edges = [2_428.8, 2_826.65, 3_751.05, 4_664.68];
    for (const edge of edges) {
      const lo = irrfMonthly({ year: 2025, grossIncome: edge + 607.2, inss: 0 }).tableTax;
      const hi = irrfMonthly({ year: 2025, grossIncome: edge + 607.21, inss: 0 }).tableTax;
      expect(hi - lo).toBeGreaterThanOrEqual(0);
      expect(hi - lo).toBeLessThanOrEqual(0.01);
    }
  });

  it("does not withhold R$ 10,00 or less (Lei 9.430 art. 67)", () => {
    const r = irrfMonthly({ year: 2025, grossIncome: 3_100, inss: 0 }); // base 2.492,80 → 4,80
    expect(r.tableTax).toBe(4.8);
    expect(r.tax).toBe(0);
  });
});

describe("proLabore", () => {
  it("11% INSS, IRRF with the 2026 reduction and 20% CPP outside the Simples", () => {
    expect(proLabore({ amount: 5_000, regime: "presumido" })).toMatchObject({
      partnerInss: 550,
      irrf: 0,
      companyCpp: 1_000,
      net: 4_450,
    });
    expect(proLabore({ amount: 5_000, regime: "simples" }).companyCpp).toBe(0);
    expect(proLabore({ amount: 5_000, regime: "simples_anexo_iv" }).companyCpp).toBe(1_000);
  });

  it("INSS capped at the teto (R$ 932,31) and floored at the minimum wage (R$ 178,31)", () => {
    expect(proLabore({ amount: 20_000, regime: "real" }).partnerInss).toBe(932.31);
    expect(proLabore({ amount: 1_000, regime: "real" }).partnerInss).toBe(178.31);
  });
});

describe("irpfAnnual (2026 table)", () => {
  it("zero up to R$ 60.000 through the annual reduction", () => {
    expect(irpfAnnual({ taxableIncome: 60_000 }).tax).toBe(0);
  });

  it("linear reduction between 60.000,01 and 88.200", () => {
    const r = irpfAnnual({ taxableIncome: 80_000 });
    // simplified: 20% (16.000, under the 17.640 cap) → base 64.000 × 27,5% − 10.904,66 = 6.695,34;
    // reduction 8.429,73 − 0,095575 × 80.000 = 783,73
    expect(r).toMatchObject({
      simplified: true,
      deduction: 16_000,
      base: 64_000,
      tableTax: 6_695.34,
      reduction: 783.73,
      tax: 5_911.61,
    });
    expect(irpfAnnual({ taxableIncome: 200_000 }).deduction).toBe(17_640);
  });

  it("is not available for 2025", () => {
    expect(() => irpfAnnual({ year: 2025, taxableIncome: 1 })).toThrow(TaxInputError);
  });
});
