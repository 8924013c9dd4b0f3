import { describe, expect, it } from "vitest";
import { ENGINE_JOBS, engineJobDef } from "../catalogue";
import { dividendWithholdingSchema, irpfmSchema, irrfSchema, simplesDasSchema } from "./assistant-jobs";

describe("the assistant's engine jobs (catalogue)", () => {
  it("Simples DAS: the activity gives the annex and the Fator R rule; amounts read as typed", () => {
    expect(simplesDasSchema.parse({ activity: "comercio", monthRevenue: "R$ 30.000,00" })).toEqual({
      year: 2026,
      annex: "I",
      fatorRApplies: false,
      monthRevenue: 30_000,
    });
    expect(
      simplesDasSchema.parse({
        activity: "servicos_fator_r",
        monthRevenue: "20.000",
        rbt12: "240.000,00",
        payroll12m: "72.000",
        year: "2025",
      }),
    ).toEqual({
      year: 2025,
      annex: "V",
      fatorRApplies: true,
      monthRevenue: 20_000,
      rbt12: 240_000,
      payroll12m: 72_000,
    });
    expect(simplesDasSchema.safeParse({ activity: "comercio", monthRevenue: "trinta" }).success).toBe(false);
    expect(
      ENGINE_JOBS.simples_das.run(simplesDasSchema.parse({ activity: "comercio", monthRevenue: "30.000,00" })).das,
    ).toBe(1695.01);
  });

  it("IRRF: the employee's INSS is deducted before the table", () => {
    const r = engineJobDef("irrf").run(irrfSchema.parse({ salary: "6.000,00" })) as {
      inss: number;
      irrf: number;
      steps: unknown[];
    };
    expect(r.inss).toBe(641.51);
    expect(r.irrf).toBeGreaterThan(0);
    expect(r.steps.length).toBeGreaterThan(3);
    expect((engineJobDef("irrf").run(irrfSchema.parse({ salary: "5.000,00" })) as { irrf: number }).irrf).toBe(0);
  });

  it("dividend withholding: 10% of the month's total above R$ 50.000 from one company", () => {
    expect(
      ENGINE_JOBS.dividend_withholding.run(dividendWithholdingSchema.parse({ payments: ["50.000,00"] })).withheld,
    ).toBe(0);
    expect(
      ENGINE_JOBS.dividend_withholding.run(dividendWithholdingSchema.parse({ payments: ["30.000,00", "20.000,01"] }))
        .withheld,
    ).toBe(5000);
    expect(dividendWithholdingSchema.safeParse({ payments: [] }).success).toBe(false);
  });

  it("IRPFM: 10% from R$ 1,2 milhão a year", () => {
    expect(ENGINE_JOBS.irpfm.run(irpfmSchema.parse({ annualIncome: "1.200.000,00" })).grossMinimumTax).toBe(120_000);
    expect(ENGINE_JOBS.irpfm.run(irpfmSchema.parse({ annualIncome: "600.000,00" })).grossMinimumTax).toBe(0);
  });
});
