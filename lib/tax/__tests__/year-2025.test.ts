import { describe, expect, it } from "vitest";
import { cprb, salarioFamilia } from "@/lib/tax";

// 2025 figures that differ from 2026; expected values worked by hand from the cited rule.
describe("2025 tables", () => {
  it("CPRB 2025: 80% of the CPRB rate on revenue + 5% CPP on payroll (Lei 12.546/2011, art. 9º-A)", () => {
    // 100.000 × 4,5% × 80% = 3.600; 20.000 × 5% = 1.000.
    expect(cprb({ year: 2025, revenue: 100_000, cprbPercent: 4.5, payroll: 20_000 })).toMatchObject({
      revenueContribution: 3_600,
      payrollCpp: 1_000,
      total: 4_600,
    });
  });

  it("salário-família 2025: R$ 65,00 per child up to R$ 1.906,04 (Portaria Interministerial MPS/MF nº 6/2025)", () => {
    expect(salarioFamilia({ year: 2025, remuneration: 1_906.04, children: 2 }).amount).toBe(130);
    expect(salarioFamilia({ year: 2025, remuneration: 1_906.05, children: 2 }).amount).toBe(0);
  });
});
