import { describe, expect, it } from "vitest";
import {
  cbsIbs,
  cltVsPj,
  compareRegimes,
  cprb,
  DEFAULT_TAX_YEAR,
  dividendWithholding,
  employerCharges,
  hiddenCredit,
  inssEmployee,
  irpfAnnual,
  irpfm,
  irrfMonthly,
  jcpWithholding,
  laborCost,
  lucroPresumidoQuarter,
  lucroRealQuarter,
  meiCheck,
  meiDas,
  meiLimit,
  PROVISIONAL_2027,
  proLabore,
  proLaboreVsDividends,
  salarioFamilia,
  simplesLimit,
  simplesNacional,
  SUPPORTED_YEARS,
  valeTransporte,
} from "@/lib/tax";

const year = 2027 as const;
const PROVISIONAL = `PROVISÓRIO em ${PROVISIONAL_2027.date}`;
const sources = (steps: { source: string }[]) => steps.map((s) => s.source).join(" | ");

describe("tax year 2027 is registered; 2026 stays the default", () => {
  it("SUPPORTED_YEARS lists 2027 first and DEFAULT_TAX_YEAR is 2026", () => {
    expect(SUPPORTED_YEARS).toEqual([2027, 2026, 2025]);
    expect(DEFAULT_TAX_YEAR).toBe(2026);
    expect(PROVISIONAL_2027.date).toBe("2026-11-26");
  });

  it("every calculator runs for 2027 without throwing", () => {
    const company = {
      activity: "servicos_gerais" as const,
      annualRevenue: 600_000,
      monthlyPayroll: 10_000,
      employees: 2,
      proLabore: 5_000,
    };
    expect(compareRegimes(company, year).regimes).toHaveLength(4);
    expect(laborCost({ year, salary: 3_000, regime: "presumido" }).steps.length).toBeGreaterThan(0);
    expect(cltVsPj({ year, salary: 10_000 }).clt).toBeDefined();
    expect(meiCheck({ year, activity: "servicos", monthlyRevenue: 6_000 }).eligible).toBe(true);
    expect(
      proLaboreVsDividends({
        year,
        regime: "simples",
        activity: "servicos_fator_r",
        monthlyRevenue: 100_000,
        monthlyCosts: 20_000,
      }).scenarios.length,
    ).toBeGreaterThan(0);
    expect(
      hiddenCredit({
        year,
        type: "icms_st",
        asOf: "2027-11",
        annex: "I",
        steady: { months: 1, revenue: 100_000, rbt12: 1_200_000, sharePercent: 40 },
      }).months,
    ).toHaveLength(1);
    expect(irrfMonthly({ year, grossIncome: 10_000, inss: 900 }).steps.length).toBeGreaterThan(0);
    expect(inssEmployee({ year, salary: 3_000 }).contribution).toBeGreaterThan(0);
    expect(irpfAnnual({ year, taxableIncome: 100_000 }).tax).toBeGreaterThan(0);
    expect(proLabore({ year, amount: 5_000, regime: "presumido" }).net).toBeGreaterThan(0);
    expect(lucroPresumidoQuarter({ year, quarter: 1, activity: "servicos", revenue: 300_000 }).total).toBeGreaterThan(
      0,
    );
    expect(lucroRealQuarter({ year, taxableProfit: 300_000 }).irpj).toBe(45_000);
    expect(employerCharges({ year, salary: 3_000, regime: "presumido" }).total).toBeGreaterThan(0);
    expect(salarioFamilia({ year, remuneration: 1_500, children: 1 }).amount).toBeGreaterThan(0);
    expect(valeTransporte({ salary: 3_000, monthlyCost: 300 }).employerCost).toBe(120);
    expect(dividendWithholding({ year, payments: [60_000] }).withheld).toBe(6_000);
    expect(irpfm({ year, annualIncome: 600_000 }).rate).toBe(0);
    expect(jcpWithholding({ year, amount: 10_000 }).withheld).toBe(1_750);
    expect(simplesLimit({ year }).limit).toBe(4_800_000);
    expect(meiLimit({ year }).limit).toBe(81_000);
    expect(simplesNacional({ year, annex: "III", monthRevenue: 50_000, rbt12: 600_000 }).das).toBe(5_280);
    expect(cbsIbs({ year, regime: "real", invoiceValue: 1_000 }).payable).toBe(0);
  });
});

describe(`figures carried from 2026 say so (PROVISIONAL_2027, ${PROVISIONAL_2027.date})`, () => {
  it("minimum wage, INSS, IRRF, IRPF annual table and salário-família are marked provisional in the memória", () => {
    expect(sources(inssEmployee({ year, salary: 3_000 }).steps)).toContain(PROVISIONAL);
    expect(sources(irrfMonthly({ year, grossIncome: 10_000, inss: 900 }).steps)).toContain(PROVISIONAL);
    expect(sources(irpfAnnual({ year, taxableIncome: 100_000 }).steps)).toContain(PROVISIONAL);
    expect(sources(salarioFamilia({ year, remuneration: 1_500, children: 1 }).steps)).toContain(PROVISIONAL);
    // The DAS-MEI's INSS is 5% of the (carried) minimum wage.
    expect(sources(meiDas({ year, activity: "servicos" }).steps)).toContain(
      "salário mínimo (decreto de 2027 não publicado)",
    );
  });
  it("2026 figures are not marked", () => {
    expect(sources(inssEmployee({ year: 2026, salary: 3_000 }).steps)).not.toContain("PROVISÓRIO");
  });
});

describe("Lei 12.546/2011 art. 9º-A (Lei 14.973/2024): CPRB in 2027 is 40% of the rate on revenue + 15% CPP on payroll", () => {
  it("R$ 100.000 × 4,5% × 40% = 1.800; R$ 20.000 × 15% = 3.000", () => {
    expect(cprb({ year, revenue: 100_000, cprbPercent: 4.5, payroll: 20_000 })).toMatchObject({
      revenueContribution: 1_800,
      payrollCpp: 3_000,
      total: 4_800,
    });
  });
});

describe("LC 214/2025 arts. 343–348: no test rates from 2027", () => {
  it("cbsIbs for 2027 highlights nothing and points to the full regime (arts. 344 and 347)", () => {
    const r = cbsIbs({ year, regime: "presumido", invoiceValue: 1_000 });
    expect(r).toMatchObject({ cbs: 0, ibs: 0, payable: 0 });
    expect(sources(r.steps)).toContain("art. 347");
    expect(sources(r.steps)).toContain("art. 344");
    expect(sources(cbsIbs({ year, regime: "simples", invoiceValue: 1_000 }).steps)).toContain("art. 13, IX e X");
  });
});

describe("Res. CGSN 190/2026 art. 7º (DAS-MEI 2027–2028): R$ 1,00 of CBS + IBS on top of ICMS/ISS, a confirmar no DOU", () => {
  it("a MEI with commerce and services pays INSS + ICMS R$ 1,00 + ISS R$ 5,00 + CBS R$ 0,99 + IBS R$ 0,01", () => {
    // INSS 5% × R$ 1.621,00 (2026's minimum wage, carried) = 81,05; ICMS 1,00; ISS 5,00; CBS 0,994 → 0,99 and IBS
    // 0,006 → 0,01 (each rounded to the centavo, summing the published R$ 1,00): DAS 81,05 + 1 + 5 + 0,99 + 0,01 = 88,05.
    const r = meiDas({ year, activity: "comercio_servicos" });
    expect(r).toMatchObject({ icms: 1, iss: 5, cbs: 0.99, ibs: 0.01, inss: 81.05, total: 88.05 });
    const step = r.steps.find((s) => s.label === "CBS e IBS no DAS-MEI (a confirmar no DOU)")!;
    expect(step.formula).toContain("CBS R$ 0,994 + IBS R$ 0,006 = R$ 1,00 por mês");
    expect(step.formula).toContain("além do ICMS R$ 1,00 e do ISS R$ 5,00 de hoje");
    expect(step.source).toContain("[S]");
    expect(step.source).toContain("a confirmar no DOU");
    // Services only: 81,05 + 5 + 1,00 = 87,05; 2026 has no CBS/IBS: 81,05 + 5 = 86,05.
    expect(meiDas({ year, activity: "servicos" }).total).toBe(87.05);
    const y2026 = meiDas({ year: 2026, activity: "servicos" });
    expect(y2026).toMatchObject({ cbs: 0, ibs: 0, total: 86.05 });
    expect(y2026.steps.some((s) => s.label.includes("CBS"))).toBe(false);
  });
});
