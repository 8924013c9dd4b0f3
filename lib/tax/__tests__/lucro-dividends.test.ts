import { describe, expect, it } from "vitest";
import {
  cbsIbs,
  dividendWithholding,
  irpfm,
  lucroPresumidoQuarter,
  lucroRealQuarter,
  pisCofinsNaoCumulativo,
  TaxInputError,
} from "@/lib/tax";

describe("lucroPresumidoQuarter", () => {
  it("services: 32% presumption, adicional above R$ 60.000", () => {
    expect(lucroPresumidoQuarter({ quarter: 1, activity: "servicos", revenue: 300_000 })).toMatchObject({
      irpjBase: 96_000,
      irpj: 14_400,
      irpjAdditional: 3_600,
      irpjTotal: 18_000,
      csllBase: 96_000,
      csll: 8_640,
      pis: 1_950,
      cofins: 9_000,
      total: 37_590,
    });
  });

  it("commerce 8%/12%, fuel resale 1,6%, passenger transport 16%", () => {
    expect(lucroPresumidoQuarter({ quarter: 1, activity: "comercio", revenue: 1_000_000 })).toMatchObject({
      irpjBase: 80_000,
      irpjAdditional: 2_000,
      csllBase: 120_000,
      csll: 10_800,
      total: 61_300,
    });
    expect(lucroPresumidoQuarter({ quarter: 1, activity: "revenda_combustiveis", revenue: 1_000_000 }).irpjBase).toBe(
      16_000,
    );
    expect(lucroPresumidoQuarter({ quarter: 1, activity: "transporte_passageiros", revenue: 100_000 }).irpjBase).toBe(
      16_000,
    );
  });

  it("LC 224: +10% on the presumption only for revenue above R$ 1,25 mi in the quarter; CSLL from the 2nd quarter", () => {
    const q1 = lucroPresumidoQuarter({ quarter: 1, activity: "servicos", revenue: 2_000_000 });
    expect(q1.lc224Excess).toBe(750_000);
    expect(q1.irpjBase).toBe(664_000); // 640.000 + 750.000 × 32% × 10%
    expect(q1.csllBase).toBe(640_000);
    expect(lucroPresumidoQuarter({ year: 2025, quarter: 1, activity: "servicos", revenue: 2_000_000 }).irpjBase).toBe(
      640_000,
    );
  });

  it("LC 224: unused limit carries forward", () => {
    const q2 = lucroPresumidoQuarter({
      quarter: 2,
      activity: "servicos",
      revenue: 2_000_000,
      previousQuartersRevenue: [1_000_000],
    });
    expect(q2.lc224Excess).toBe(500_000);
    expect(q2.irpjBase).toBe(656_000);
    expect(q2.csllBase).toBe(656_000);
  });

  it("LC 224: 4th-quarter true-up reverses the increase when the year ends at or below R$ 5 mi", () => {
    const q4 = lucroPresumidoQuarter({
      quarter: 4,
      activity: "servicos",
      revenue: 1_000_000,
      previousQuartersRevenue: [2_000_000, 0, 0],
    });
    expect(q4.lc224Excess).toBe(-750_000);
    expect(q4.irpjBase).toBe(296_000); // 320.000 − 24.000 charged in Q1
    expect(q4.csllBase).toBe(320_000); // CSLL was never increased in Q1
  });

  it("LC 224: 4th quarter charges only the real excess of the year", () => {
    const q4 = lucroPresumidoQuarter({
      quarter: 4,
      activity: "comercio",
      revenue: 2_000_000,
      previousQuartersRevenue: [1_500_000, 1_500_000, 1_500_000],
    });
    // Year 6,5 mi → excess 1,5 mi; already charged 0,25 + 0,25 + 0,25 → Q4 excess 0,75 mi
    expect(q4.lc224Excess).toBe(750_000);
    expect(q4.irpjBase).toBe(166_000); // 160.000 + 750.000 × 8% × 10%
  });

  it("validates previousQuartersRevenue length", () => {
    expect(() =>
      lucroPresumidoQuarter({ quarter: 1, activity: "servicos", revenue: 1, previousQuartersRevenue: [1] }),
    ).toThrow(TaxInputError);
  });
});

describe("lucroRealQuarter and PIS/COFINS não cumulativos", () => {
  it("15% + 10% above R$ 60.000 + CSLL 9%", () => {
    expect(lucroRealQuarter({ taxableProfit: 300_000 })).toEqual(
      expect.objectContaining({ irpj: 45_000, irpjAdditional: 24_000, irpjTotal: 69_000, csll: 27_000 }),
    );
    expect(lucroRealQuarter({ taxableProfit: 60_000 }).irpjAdditional).toBe(0);
  });

  it("a loss gives no tax", () => {
    expect(lucroRealQuarter({ taxableProfit: -10_000 })).toMatchObject({
      irpj: 0,
      irpjAdditional: 0,
      irpjTotal: 0,
      csll: 0,
    });
  });

  it("PIS 1,65% and COFINS 7,6% net of credits", () => {
    expect(pisCofinsNaoCumulativo({ revenue: 100_000, creditBase: 40_000 })).toMatchObject({ pis: 990, cofins: 4_560 });
    expect(pisCofinsNaoCumulativo({ revenue: 10_000, creditBase: 40_000 })).toMatchObject({ pis: 0, cofins: 0 });
  });
});

describe("dividendWithholding", () => {
  it("10% of the whole monthly total above R$ 50.000, not of the excess", () => {
    expect(dividendWithholding({ payments: [50_000] }).withheld).toBe(0);
    expect(dividendWithholding({ payments: [50_000.01] }).withheld).toBe(5_000);
    expect(dividendWithholding({ payments: [60_000] }).withheld).toBe(6_000);
  });

  it("recalculates on the month's total across payments", () => {
    expect(dividendWithholding({ payments: [30_000, 30_000] })).toMatchObject({
      withheld: 6_000,
      perPayment: [0, 6_000],
    });
    expect(dividendWithholding({ payments: [60_000, 10_000] })).toMatchObject({
      withheld: 7_000,
      perPayment: [6_000, 1_000],
    });
  });

  it("transition (approved by 31/12/2025), 2025 and non-residents", () => {
    expect(dividendWithholding({ payments: [100_000], approvedUpTo2025: true }).withheld).toBe(0);
    expect(dividendWithholding({ year: 2025, payments: [100_000] }).withheld).toBe(0);
    expect(dividendWithholding({ payments: [1_000], nonResident: true }).withheld).toBe(100);
  });
});

describe("irpfm", () => {
  it("rate from 0 to 10% between R$ 600 mil and R$ 1,2 mi", () => {
    expect(irpfm({ annualIncome: 600_000 })).toMatchObject({ rate: 0, grossMinimumTax: 0, balance: 0 });
    expect(irpfm({ annualIncome: 900_000 })).toMatchObject({ rate: 0.05, grossMinimumTax: 45_000 });
    expect(irpfm({ annualIncome: 1_200_000 })).toMatchObject({ rate: 0.1, grossMinimumTax: 120_000 });
    expect(irpfm({ annualIncome: 2_000_000 }).grossMinimumTax).toBe(200_000);
  });

  it("other tax floors at zero, then dividend withholding may give a refund", () => {
    expect(irpfm({ annualIncome: 900_000, withheld: 60_000 }).balance).toBe(-15_000);
    expect(irpfm({ annualIncome: 900_000, otherTaxPaid: 50_000 }).balance).toBe(0);
    expect(irpfm({ annualIncome: 900_000, otherTaxPaid: 20_000, withheld: 10_000 }).balance).toBe(15_000);
  });

  it("does not exist in 2025", () => {
    expect(irpfm({ year: 2025, annualIncome: 5_000_000 }).grossMinimumTax).toBe(0);
    const redutor = { dividends: 1_000_000, companyIncomeTax: 900_000, accountingProfit: 1_000_000 };
    expect(irpfm({ year: 2025, annualIncome: 5_000_000, redutor }).redutor).toBe(0);
  });
});

describe("irpfm: the art. 16-B redutor (Lei 9.250/1995 art. 16-B, §§1º–3º)", () => {
  it("company 31,25% + IRPFM 9,29% above 34%: the excess × the dividends", () => {
    // Income 1.500.000 (dividends 1.400.000): 10% = 150.000 − IRPF 20.000 = 130.000 due before the redutor; without
    // the dividends the income is 100.000: nothing due, so the dividends add 130.000 (9,2857% of them). Company:
    // 500.000 ÷ 1.600.000 = 31,25%. Redutor = 1.400.000 × 31,25% + 130.000 − 34% × 1.400.000 = 437.500 + 130.000 −
    // 476.000 = 91.500. Due 150.000 − 20.000 − 91.500 = 38.500; − 140.000 withheld = −101.500.
    const r = irpfm({
      annualIncome: 1_500_000,
      otherTaxPaid: 20_000,
      withheld: 140_000,
      redutor: { dividends: 1_400_000, companyIncomeTax: 500_000, accountingProfit: 1_600_000 },
    });
    expect(r).toMatchObject({ grossMinimumTax: 150_000, redutor: 91_500, balance: -101_500 });
    expect(r.steps.map((s) => s.label)).toContain("Redutor do art. 16-B");
  });

  it("within 34%: no redutor", () => {
    // 1.400.000 × 12,5% (200.000 ÷ 1.600.000) + 130.000 − 476.000 < 0.
    const r = irpfm({
      annualIncome: 1_500_000,
      otherTaxPaid: 20_000,
      redutor: { dividends: 1_400_000, companyIncomeTax: 200_000, accountingProfit: 1_600_000 },
    });
    expect(r).toMatchObject({ redutor: 0, balance: 130_000 });
  });

  it("the IRPFM rate counts only what the dividends add (§3º, II)", () => {
    // Income 1.000.000: rate 1.000.000 ÷ 60.000 − 10 = 6,6667% → 66.666,67; without the 300.000 of dividends:
    // 700.000 → 1,6667% → 11.666,67. The dividends add 55.000 (18,33%). Company 20% (200.000 ÷ 1.000.000):
    // 300.000 × 20% + 55.000 − 102.000 = 13.000. Due 66.666,67 − 13.000 = 53.666,67.
    const r = irpfm({
      annualIncome: 1_000_000,
      redutor: { dividends: 300_000, companyIncomeTax: 200_000, accountingProfit: 1_000_000 },
    });
    expect(r).toMatchObject({ grossMinimumTax: 66_666.67, redutor: 13_000, balance: 53_666.67 });
  });

  it("the linear band: 5% on 900.000, the dividends add 35.000", () => {
    // 5% × 900.000 = 45.000 − 10.000 = 35.000; without 500.000 of dividends: 400.000, nothing. Company 30%: 150.000 +
    // 35.000 − 170.000 = 15.000. Due 45.000 − 10.000 − 15.000 = 20.000.
    const r = irpfm({
      annualIncome: 900_000,
      otherTaxPaid: 10_000,
      redutor: { dividends: 500_000, companyIncomeTax: 300_000, accountingProfit: 1_000_000 },
    });
    expect(r).toMatchObject({ redutor: 15_000, balance: 20_000 });
  });

  it("no positive lucro contábil: the company's rate is undefined and the memória says so", () => {
    const r = irpfm({
      annualIncome: 1_500_000,
      redutor: { dividends: 1_400_000, companyIncomeTax: 0, accountingProfit: -10 },
    });
    expect(r.redutor).toBe(0);
    expect(r.steps.find((s) => s.label === "Redutor do art. 16-B")?.formula).toContain("sem lucro contábil positivo");
  });
});

describe("cbsIbs 2026", () => {
  it("informative 0,9% + 0,1%, dispensed when obligations are met", () => {
    expect(cbsIbs({ regime: "presumido", invoiceValue: 10_000 })).toMatchObject({ cbs: 90, ibs: 10, payable: 0 });
    expect(cbsIbs({ regime: "real", invoiceValue: 10_000, obligationsMet: false }).payable).toBe(100);
  });

  it("not applicable to the Simples nor to 2025", () => {
    expect(cbsIbs({ regime: "simples", invoiceValue: 10_000 })).toMatchObject({ cbs: 0, ibs: 0, payable: 0 });
    expect(cbsIbs({ year: 2025, regime: "real", invoiceValue: 10_000 }).cbs).toBe(0);
  });
});
