import { describe, expect, it } from "vitest";
import type { CompanyDto } from "@/lib/companies/queries";
import { computeClientMetrics } from "./metrics";
import { NO_REFORM_ANSWER } from "./reform-answer";
import { companyDto } from "@/tests/helpers/factories";

// The portfolio's figures of one client, worked from the company record (LC 123/2006: sublimite R$ 3,6 mi, limit
// R$ 4,8 mi, Fator R 28%).

function company(overrides: Partial<CompanyDto>): CompanyDto {
  const months = overrides.monthlyRevenues ?? Array(12).fill(10_000);
  const revenue12m = months.reduce((a, b) => a + b, 0);
  return companyDto({
    id: "00000000-0000-4000-8000-000000000001",
    name: "Cliente",
    monthlyRevenues: months,
    annualRevenue: null,
    payrollMonthly: 3_000,
    proLaboreMonthly: 2_000,
    employees: 1,
    openedOn: "2015-01-10",
    partners: 1,
    revenue12m,
    monthlyAverage: revenue12m / 12,
    ...overrides,
  });
}

describe("computeClientMetrics", () => {
  it("gives the distance to the sublimite and the limit of a shop at R$ 300 mil a month", () => {
    const m = computeClientMetrics(company({ monthlyRevenues: Array(12).fill(300_000) }), NO_REFORM_ANSWER);
    expect(m.rbt12).toBe(3_600_000);
    expect(m.sublimiteGap).toBe(0);
    expect(m.limitGap).toBe(1_200_000);
    expect(m.annex).toBe("I");
    expect(m.rbt12Trend).toBe(0);
    expect(m.flags).toContain("near_sublimite");
    expect(m.fatorR).toBeNull();
  });

  it("reads the last quarter's pace against the year", () => {
    // 10 mil to 21 mil: RBT12 186 mil; the last three months (19, 20, 21 mil) × 4 = 240 mil: +29,03%.
    const months = Array.from({ length: 12 }, (_, i) => 10_000 + i * 1_000);
    expect(computeClientMetrics(company({ monthlyRevenues: months }), NO_REFORM_ANSWER).rbt12Trend).toBe(0.2903);
    // An annual figure has no months: no trend.
    const annual = company({ monthlyRevenues: null, annualRevenue: 120_000, revenue12m: 120_000 });
    expect(computeClientMetrics(annual, NO_REFORM_ANSWER).rbt12Trend).toBeNull();
  });

  it("finds a Fator R below 28% and the pró-labore that brings it back to Anexo III", () => {
    const low = company({
      activity: "servicos_fator_r",
      monthlyRevenues: Array(12).fill(50_000),
      payrollMonthly: 2_000,
      proLaboreMonthly: 1_500,
    });
    const m = computeClientMetrics(low, NO_REFORM_ANSWER);
    expect(m.annex).toBe("V");
    expect(m.fatorR).toBeLessThan(0.28);
    expect(m.flags).toContain("fator_r_below_28");
    expect(m.proLaboreFor28).toBeGreaterThan(0);
    // With that pró-labore added the company is at 28% or more: Anexo III, and nothing more to add.
    const fixed = computeClientMetrics({ ...low, proLaboreMonthly: 1_500 + m.proLaboreFor28! }, NO_REFORM_ANSWER);
    expect(fixed.annex).toBe("III");
    expect(fixed.fatorR).toBeGreaterThanOrEqual(0.28);
    expect(fixed.proLaboreFor28).toBe(0);
    expect(fixed.flags).not.toContain("fator_r_below_28");
  });

  it("predicts the month a growing company crosses the sublimite", () => {
    // November 2025 to October 2026 from 280 mil to 335 mil a month (RBT12 3,69 mi, but the limits read the calendar
    // year): 2026 adds up to 3,125 mi by October, 3,465 mi with November's 340 mil and 3,81 mi with December's 345 mil,
    // past the sublimite in December 2026 (the last 3 months' trend, 5 mil a month, carried on).
    const months = Array.from({ length: 12 }, (_, i) => 280_000 + i * 5_000);
    const m = computeClientMetrics(company({ monthlyRevenues: months }), NO_REFORM_ANSWER);
    expect(m.crossing).toEqual({ threshold: "sublimite", month: "2026-12-01" });
    expect(m.flags).toContain("crossing_12m");
  });

  it("says what is missing instead of computing from a guess", () => {
    const m = computeClientMetrics(company({ activity: null, state: null, monthlyRevenues: Array(12).fill(0) }), {
      ...NO_REFORM_ANSWER,
      missing: ["creditingBuyersPercent"],
    });
    expect(m.missing).toEqual(["revenue", "activity", "state", "reformProfile"]);
    expect(m.flags).toContain("missing_data");
    expect(m.annex).toBeNull();
  });

  it("flags the clients who decide por fora by 31/03/2027", () => {
    const reform = { ...NO_REFORM_ANSWER, decision: "outside" as const, optUntil: "2027-03-31", semester: "2027-2" };
    expect(computeClientMetrics(company({}), reform).flags).toContain("decide_by_2027_03_31");
    expect(computeClientMetrics(company({}), { ...reform, decision: "inside" }).flags).not.toContain(
      "decide_by_2027_03_31",
    );
  });
});
