import { describe, expect, it } from "vitest";
import {
  cprb,
  employerCharges,
  jcpWithholding,
  meiDas,
  meiLimit,
  salarioFamilia,
  TaxInputError,
  valeTransporte,
} from "@/lib/tax";

describe("meiDas", () => {
  it.each([
    ["comercio", 81.05, 1, 0, 82.05],
    ["industria", 81.05, 1, 0, 82.05],
    ["servicos", 81.05, 0, 5, 86.05],
    ["comercio_servicos", 81.05, 1, 5, 87.05],
    ["caminhoneiro", 194.52, 1, 0, 195.52],
  ] as const)("2026 %s", (activity, inss, icms, iss, total) => {
    expect(meiDas({ activity })).toMatchObject({ inss, icms, iss, total });
  });

  it("caminhoneiro with municipal freight (ISS) or both", () => {
    expect(meiDas({ activity: "caminhoneiro", caminhoneiroScope: "iss" }).total).toBe(199.52);
    expect(meiDas({ activity: "caminhoneiro", caminhoneiroScope: "icms_iss" }).total).toBe(200.52);
  });

  it("2025 uses the 2025 minimum wage (R$ 1.518,00)", () => {
    expect(meiDas({ year: 2025, activity: "comercio_servicos" }).total).toBe(81.9);
    expect(meiDas({ year: 2025, activity: "caminhoneiro" }).inss).toBe(182.16);
  });

  it("is not the projected R$ 82,35–87,35", () => {
    expect(meiDas({ activity: "servicos" }).total).not.toBe(86.35);
  });
});

describe("meiLimit", () => {
  it("full year, first year and caminhoneiro", () => {
    expect(meiLimit({})).toMatchObject({ months: 12, limit: 81_000, limitWithTolerance: 97_200 });
    expect(meiLimit({ startDate: "2026-03-31" })).toMatchObject({
      months: 10,
      limit: 67_500,
      limitWithTolerance: 81_000,
    });
    expect(meiLimit({ startDate: "2024-07-01" }).months).toBe(12);
    expect(meiLimit({ caminhoneiro: true })).toMatchObject({ limit: 251_600, limitWithTolerance: 301_920 });
  });

  it("rejects impossible or future dates", () => {
    expect(() => meiLimit({ startDate: "2026-02-30" })).toThrow(TaxInputError);
    expect(() => meiLimit({ startDate: "2027-01-01" })).toThrow(TaxInputError);
    expect(() => meiLimit({ startDate: "01/02/2026" })).toThrow(TaxInputError);
  });
});

describe("employerCharges", () => {
  it("Lucro Presumido with defaults (RAT 2% × FAP 1, terceiros 5,8%)", () => {
    expect(employerCharges({ salary: 3_000, regime: "presumido" })).toMatchObject({
      cpp: 600,
      rat: 60,
      thirdParty: 174,
      fgts: 240,
      total: 1_074,
      provision13th: 339.5,
      provisionVacation: 452.67,
    });
  });

  it("Simples (Annexes I/II/III/V): only FGTS outside the DAS", () => {
    expect(employerCharges({ salary: 3_000, regime: "simples" })).toMatchObject({
      cpp: 0,
      rat: 0,
      thirdParty: 0,
      fgts: 240,
      total: 240,
    });
  });

  it("Simples Annex IV: CPP and RAT × FAP outside the DAS, no terceiros", () => {
    expect(employerCharges({ salary: 3_000, regime: "simples_anexo_iv", ratPercent: 3, fap: 0.5 })).toMatchObject({
      cpp: 600,
      rat: 45,
      thirdParty: 0,
      fgts: 240,
    });
  });

  it("MEI employee: 3% CPP + 8% FGTS", () => {
    expect(employerCharges({ salary: 1_621, regime: "mei" })).toMatchObject({
      cpp: 48.63,
      rat: 0,
      fgts: 129.68,
      total: 178.31,
    });
  });

  it("validates RAT and FAP ranges", () => {
    expect(() => employerCharges({ salary: 1, regime: "real", fap: 3 })).toThrow(TaxInputError);
  });
});

describe("valeTransporte", () => {
  it("employee bears at most 6% of the basic salary", () => {
    expect(valeTransporte({ salary: 3_000, monthlyCost: 300 })).toMatchObject({
      employeeDiscount: 180,
      employerCost: 120,
    });
    expect(valeTransporte({ salary: 3_000, monthlyCost: 100 })).toMatchObject({
      employeeDiscount: 100,
      employerCost: 0,
    });
  });
});

describe("other §11 figures", () => {
  it("salário-família 2026", () => {
    expect(salarioFamilia({ remuneration: 1_980.38, children: 2 }).amount).toBe(135.08);
    expect(salarioFamilia({ remuneration: 1_980.39, children: 2 }).amount).toBe(0);
  });

  it("JCP withholding 17,5% in 2026 and 15% in 2025", () => {
    expect(jcpWithholding({ amount: 10_000 }).withheld).toBe(1_750);
    expect(jcpWithholding({ year: 2025, amount: 10_000 }).withheld).toBe(1_500);
  });

  it("CPRB 2026: 60% of the CPRB rate + 10% payroll CPP", () => {
    expect(cprb({ revenue: 100_000, cprbPercent: 4.5, payroll: 20_000 })).toMatchObject({
      revenueContribution: 2_700,
      payrollCpp: 2_000,
      total: 4_700,
    });
  });
});
