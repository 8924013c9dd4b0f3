import { describe, expect, it } from "vitest";
import type { CompanyDto } from "@/lib/companies/queries";
import { companyDto } from "@/tests/helpers/factories";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { reformAnswerForCompany } from "./answer";
import { memoisedReformAnswer } from "./memoised";

const company = (over: Partial<CompanyDto> = {}) =>
  companyDto({ id: "c1", name: "Bazar", annualRevenue: 180_000, revenue12m: 180_000, monthlyAverage: 15_000, ...over });

const context = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-29" };

describe("memoisedReformAnswer", () => {
  it("gives the answer reformAnswerForCompany gives, once per company, context and day", () => {
    const first = memoisedReformAnswer(company(), context);
    expect(first).toEqual(reformAnswerForCompany(company(), context));
    // The same figures read again (a new object, as every request reads them): the same answer, not computed again.
    expect(memoisedReformAnswer(company(), { ...context })).toBe(first);
  });

  it("computes again when the company, the reference rate or the day changed", () => {
    const first = memoisedReformAnswer(company(), context);
    const edited = memoisedReformAnswer(company({ name: "Bazar Central" }), context);
    expect(edited).not.toBe(first);
    expect(edited.companyName).toBe("Bazar Central");
    const official = { cbsPercent: 8.8, act: "Resolução do Senado Federal", date: "2026-11-28", ibs: null };
    const withOfficial = memoisedReformAnswer(company(), {
      ...context,
      referenceScenarios: referenceScenariosWith(official),
    });
    expect(withOfficial).not.toBe(first);
    expect(withOfficial.scenarioName).not.toBe(first.scenarioName);
    // Past the March window, the next one is September's.
    const april = memoisedReformAnswer(company(), { ...context, today: "2027-04-01" });
    expect(april.nextWindow).not.toEqual(first.nextWindow);
  });
});
