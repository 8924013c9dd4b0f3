import { describe, expect, it } from "vitest";
import { DEFAULT_REFERENCE_SCENARIO_ID, REFERENCE_SCENARIOS } from "@/lib/tax/reform/scenarios";
import { officialRateFormSchema, parseOfficialRate, referenceScenariosWith } from "./reference-rate-schema";

// The Senate's act (LC 214/2025, art. 349) fixes the CBS reference rate; the IBS one comes from its own act. The form
// takes the CBS alone, the IBS with its act and date or not at all; a rate stored before reads as both of one act.

const CBS = { cbsPercent: "8,6", act: "Resolução do Senado Federal nº 7/2026", date: "2026-12-10" };
const estimate = REFERENCE_SCENARIOS.find((s) => s.id === DEFAULT_REFERENCE_SCENARIO_ID)!;

describe("official reference rate", () => {
  it("takes the CBS alone; the IBS needs its act and date, each named when missing", () => {
    expect(officialRateFormSchema.parse(CBS)).toEqual({ cbsPercent: 8.6, act: CBS.act, date: CBS.date, ibs: null });
    const partial = officialRateFormSchema.safeParse({ ...CBS, ibsPercent: "17,9", ibsDate: "2026-13-01" });
    expect(partial.success ? [] : partial.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["ibsAct", "adminSettings.reform.errors.act"],
      ["ibsDate", "adminSettings.reform.errors.date"],
    ]);
    expect(
      officialRateFormSchema.parse({
        ...CBS,
        ibsPercent: "17,9",
        ibsAct: "Resolução CGIBS nº 1/2026",
        ibsDate: "2026-12-20",
      }).ibs,
    ).toEqual({ percent: 17.9, act: "Resolução CGIBS nº 1/2026", date: "2026-12-20" });
  });

  it("reads a rate stored before the IBS had fields of its own as both rates of one act", () => {
    const legacy = JSON.stringify({ cbsPercent: 8.6, ibsPercent: 17.9, act: CBS.act, date: CBS.date });
    expect(parseOfficialRate(legacy)).toEqual({
      cbsPercent: 8.6,
      act: CBS.act,
      date: CBS.date,
      ibs: { percent: 17.9, act: CBS.act, date: CBS.date },
    });
    expect(parseOfficialRate('{"cbsPercent": 99}')).toBeNull();
    expect(parseOfficialRate("not json")).toBeNull();
  });

  it("names the official scenario: the CBS of the act and, until its own act, the default estimate's IBS", () => {
    const [cbsOnly, ...rest] = referenceScenariosWith(officialRateFormSchema.parse(CBS));
    expect(cbsOnly).toMatchObject({ id: "oficial", official: true, grade: "P", cbsPercent: 8.6, date: CBS.date });
    expect(cbsOnly.ibsPercent).toBe(estimate.ibsPercent);
    expect(cbsOnly.name).toBe("Oficial: CBS 8,6% + IBS estimado 17,7% (26,3%)");
    expect(cbsOnly.source).toBe(
      `${CBS.act} (LC 214/2025, art. 349); IBS: estimativa (${estimate.source}) até o ato do IBS`,
    );
    expect(cbsOnly.source).toContain("23/08/2024");
    expect(rest[0].id).toBe(DEFAULT_REFERENCE_SCENARIO_ID);
    const [same] = referenceScenariosWith(
      parseOfficialRate(JSON.stringify({ ...CBS, cbsPercent: 8.6, ibsPercent: 17.9 })),
    );
    expect(same.name).toBe("Oficial: CBS 8,6% + IBS 17,9% (26,5%)");
    expect(same.source).toBe(`${CBS.act} (LC 214/2025, art. 349)`);
  });
});
