import { describe, expect, it } from "vitest";
import { companyFacts, historyEndOf } from "./facts";
import { companyDto } from "@/tests/helpers/factories";

describe("historyEndOf: the month before the last update, in Brasília time", () => {
  it("an update on 1 November 02:00 UTC is still 31 October in Brasília: history ends in September", () => {
    expect(historyEndOf("2026-11-01T02:00:00Z")).toEqual({ year: 2026, month: 9 });
    expect(historyEndOf("2026-11-01T03:00:00Z")).toEqual({ year: 2026, month: 10 });
  });

  it("January's history ends in December of the year before", () => {
    expect(historyEndOf("2027-01-15T12:00:00Z")).toEqual({ year: 2026, month: 12 });
  });
});

describe("companyFacts", () => {
  const dto = companyDto({
    id: "c",
    name: "Padaria",
    payrollMonthly: 10_000,
    proLaboreMonthly: 3_000,
    employees: 2,
    openedOn: "2020-03-01",
    partners: 2,
    dividendsMonthly: 4_000,
  });

  it("keeps the annual figure when no months are typed, and the months (not the annual) when they are", () => {
    expect(companyFacts(dto)).toMatchObject({
      annualRevenue: 600_000,
      monthlyRevenues: null,
      partners: 2,
      dividendsMonthly: 4_000,
      openedOn: "2020-03-01",
      historyEnd: { year: 2026, month: 10 },
    });
    const months = Array.from({ length: 12 }, () => 50_000);
    expect(companyFacts({ ...dto, monthlyRevenues: months, annualRevenue: null })).toMatchObject({
      monthlyRevenues: months,
      annualRevenue: null,
    });
  });
});
