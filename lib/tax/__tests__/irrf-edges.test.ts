import { describe, expect, it } from "vitest";
import { irpfAnnual, irrfMonthly } from "@/lib/tax";

// Expected values computed outside the engine from the law's tables (Lei 15.270/2025 and the 2026 monthly table). With no INSS
// the desconto simplificado (R$ 607,20) applies, so base = gross − 607,20. The progressive tables are
// continuous at each band top, so the band tops are pinned one real above them, where the next band's
// formula gives a different cent.
const monthly = (grossIncome: number) => irrfMonthly({ grossIncome, inss: 0 });

describe("IRRF monthly table (Lei 11.482/2007, art. 1º, XII, redação da Lei 15.191/2025)", () => {
  it("zero band up to R$ 2.428,80; 7,5% − 182,16 above it", () => {
    expect(monthly(3_036)).toMatchObject({ base: 2_428.8, tableTax: 0 });
    expect(monthly(3_036.01)).toMatchObject({ base: 2_428.81, tableTax: 0 });
    expect(monthly(3_037)).toMatchObject({ base: 2_429.8, tableTax: 0.08 });
  });

  it.each([
    [3_433.85, 2_826.65, 29.84],
    [3_434.85, 2_827.65, 29.99],
    [4_358.25, 3_751.05, 168.5],
    [4_359.25, 3_752.05, 168.72],
    [5_271.88, 4_664.68, 374.06],
    [5_272.88, 4_665.68, 374.33],
  ])(
    "gross R$ %d → base R$ %d → table tax R$ %d (band tops R$ 2.826,65 / 3.751,05 / 4.664,68)",
    (gross, base, tableTax) => {
      expect(monthly(gross)).toMatchObject({ base, tableTax });
    },
  );

  it("tax up to R$ 10,00 is not withheld (Lei 9.430/1996, art. 67); 2025 has no Lei 15.270 reduction", () => {
    expect(irrfMonthly({ year: 2025, grossIncome: 3_169.34, inss: 0 })).toMatchObject({
      base: 2_562.14,
      tableTax: 10,
      tax: 0,
    });
    expect(irrfMonthly({ year: 2025, grossIncome: 3_176, inss: 0 })).toMatchObject({
      base: 2_568.8,
      tableTax: 10.5,
      tax: 10.5,
    });
  });

  it("retirees aged 65+: extra R$ 1.903,98 exempt per month (Lei 7.713/1988, art. 6º, XV)", () => {
    expect(irrfMonthly({ year: 2025, grossIncome: 6_000, inss: 0, retiree65: true })).toMatchObject({
      simplified: false,
      base: 4_096.02,
      tableTax: 246.11,
      tax: 246.11,
    });
  });

  it("dependents at R$ 189,59 each (Lei 9.250/1995, art. 4º, III)", () => {
    expect(irrfMonthly({ grossIncome: 6_000, inss: 649.6, dependents: 2 })).toMatchObject({
      base: 4_971.22,
      tableTax: 458.36,
      reduction: 179.75,
      tax: 278.61,
    });
  });
});

describe("Lei 15.270/2025 monthly reduction (Lei 9.250/1995, art. 3º-A)", () => {
  it("full reduction (R$ 312,89) up to R$ 5.000,00; the linear formula from R$ 5.000,01", () => {
    expect(monthly(5_000)).toMatchObject({ tableTax: 312.89, reduction: 312.89, tax: 0 });
    expect(monthly(5_000.01)).toMatchObject({ tableTax: 312.89, reduction: 312.89, tax: 0 });
    // 978,62 − 0,133145 × 5.001,00 = 312,76 < table tax 313,12 (the R$ 0,36 left is under the R$ 10 dispensa).
    expect(monthly(5_001)).toMatchObject({ tableTax: 313.12, reduction: 312.76, tax: 0 });
  });

  it("phase-out: no reduction at R$ 7.350,00 or above (the formula reaches zero there)", () => {
    expect(monthly(7_350)).toMatchObject({ tableTax: 945.54, reduction: 0, tax: 945.54 });
    expect(monthly(7_350.01)).toMatchObject({ tableTax: 945.54, reduction: 0, tax: 945.54 });
  });
});

describe("IRPF annual adjustment 2026 (Receita, Tributação de 2026; Lei 9.250/1995 arts. 8º, 10 e 11-A)", () => {
  it.each([
    [29_146.6, 0.08],
    [33_920.8, 358.21],
    [45_013.6, 2_022.21],
    [55_977.16, 4_489.06],
  ])("annual base R$ %d, one real above a band top → table tax R$ %d", (base, tableTax) => {
    // INSS of R$ 60.000 beats the simplified discount; income above R$ 88.200 has no reduction.
    expect(irpfAnnual({ taxableIncome: base + 60_000, inss: 60_000 })).toMatchObject({
      simplified: false,
      base,
      tableTax,
      reduction: 0,
    });
  });

  it("desconto simplificado: 20% of income, capped at R$ 17.640,00 (art. 10, X)", () => {
    expect(irpfAnnual({ taxableIncome: 80_000 })).toMatchObject({
      simplified: true,
      deduction: 16_000,
      tableTax: 6_695.34,
      reduction: 783.73,
      tax: 5_911.61,
    });
    expect(irpfAnnual({ taxableIncome: 100_000 })).toMatchObject({
      simplified: true,
      deduction: 17_640,
      tableTax: 11_744.34,
      tax: 11_744.34,
    });
  });

  it("legal deductions with dependents at R$ 2.275,08 each (art. 8º, II, c)", () => {
    expect(irpfAnnual({ taxableIncome: 100_000, inss: 10_000, dependents: 3, otherDeductions: 5_000 })).toMatchObject({
      simplified: false,
      deduction: 21_825.24,
      tableTax: 10_593.4,
      tax: 10_593.4,
    });
  });

  it("annual reduction: up to R$ 2.694,15 until R$ 60.000,00; 8.429,73 − 0,095575 × R until R$ 88.200,00", () => {
    expect(irpfAnnual({ taxableIncome: 60_000, inss: 20_000 })).toMatchObject({
      tableTax: 1_270.09,
      reduction: 1_270.09,
      tax: 0,
    });
    expect(irpfAnnual({ taxableIncome: 60_000.5 })).toMatchObject({ tableTax: 2_694.24, reduction: 2_694.24, tax: 0 });
    expect(irpfAnnual({ taxableIncome: 88_200, inss: 30_000 })).toMatchObject({
      tableTax: 5_100.34,
      reduction: 0.01,
      tax: 5_100.33,
    });
    expect(irpfAnnual({ taxableIncome: 88_200.01, inss: 30_000 })).toMatchObject({
      tableTax: 5_100.34,
      reduction: 0,
      tax: 5_100.34,
    });
  });
});
