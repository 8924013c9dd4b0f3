import { describe, expect, it } from "vitest";
import { compareRegimes, lucroPresumidoQuarter, pisCofinsNaoCumulativo } from "@/lib/tax";
import { referenceScenario } from "@/lib/tax/reform/scenarios";

const byRegime = (r: ReturnType<typeof compareRegimes>, key: string) => r.regimes.find((x) => x.regime === key)!;
const annual = (r: ReturnType<typeof compareRegimes>, regime: string, key: string) =>
  byRegime(r, regime).breakdown.find((b) => b.key === key)?.annual;

describe("compareRegimes in 2027: CBS and IBS with credits replace PIS/COFINS in the Presumido and the Real (LC 214/2025 arts. 344, 347, 542)", () => {
  const profile = {
    activity: "servicos_gerais" as const,
    annualRevenue: 600_000,
    monthlyCreditableCosts: 5_000,
    monthlyExpenses: 20_000,
  };

  it("default scenario (CBS 8,8% → 8,7% in 2027; IBS 0,1%), credits on monthlyCreditableCosts", () => {
    // CBS 600.000 × 8,7% = 52.200 − 60.000 × 8,7% = 5.220 → 46.980,00; IBS 600 − 60 = 540,00.
    const r = compareRegimes(profile, 2027);
    for (const regime of ["presumido", "real"]) {
      const keys = byRegime(r, regime).breakdown.map((b) => b.key);
      expect(keys).toEqual(expect.arrayContaining(["cbs", "ibs", "iss"]));
      expect(keys).not.toContain("pis");
      expect(keys).not.toContain("cofins");
      expect(annual(r, regime, "cbs")).toBe(46_980);
      expect(annual(r, regime, "ibs")).toBe(540);
    }
    expect(byRegime(r, "presumido").steps.some((s) => s.formula.includes("CBS 8,8% + IBS 17,7% (26,5%)"))).toBe(true);
    expect(r.scenario?.id).toBe("fazenda_2024");
    expect(compareRegimes(profile, 2026).scenario).toBeUndefined();
  });

  it("the CGIBS 2026 scenario: CBS 9,21% → 9,11% in 2027", () => {
    // 600.000 × 9,11% = 54.660 − 60.000 × 9,11% = 5.466 → 49.194,00.
    const r = compareRegimes(profile, 2027, referenceScenario("cgibs_2026"));
    expect(annual(r, "presumido", "cbs")).toBe(49_194);
    expect(annual(r, "real", "cbs")).toBe(49_194);
  });

  it("Lucro Real 2027: CBS/IBS are charged on top of the price and are not deducted from the profit", () => {
    // Quarter: revenue 150.000 − expenses 60.000 − ISS 7.500 = 82.500 → IRPJ 15% 12.375 + adicional 10% × 22.500 = 2.250; CSLL 9% 7.425.
    const r = compareRegimes(profile, 2027);
    expect(annual(r, "real", "irpj")).toBe(49_500);
    expect(annual(r, "real", "irpj_adicional")).toBe(9_000);
    expect(annual(r, "real", "csll")).toBe(29_700);
  });

  it("2026 keeps PIS/COFINS (cumulative 3,65% in the Presumido)", () => {
    const r = compareRegimes(profile, 2026);
    expect(annual(r, "presumido", "pis")).toBe(3_900);
    expect(annual(r, "presumido", "cofins")).toBe(18_000);
    expect(byRegime(r, "presumido").breakdown.map((b) => b.key)).not.toContain("cbs");
  });

  it("the primitives: no PIS/COFINS from 2027, with the revocation cited", () => {
    const q = lucroPresumidoQuarter({ year: 2027, quarter: 1, activity: "servicos", revenue: 100_000 });
    expect(q).toMatchObject({ pis: 0, cofins: 0 });
    expect(q.steps.some((s) => s.source.includes("LC 214/2025, art. 542"))).toBe(true);
    expect(pisCofinsNaoCumulativo({ year: 2027, revenue: 100_000, creditBase: 10_000 })).toMatchObject({
      pis: 0,
      cofins: 0,
    });
    expect(pisCofinsNaoCumulativo({ year: 2026, revenue: 100_000, creditBase: 10_000 })).toMatchObject({
      pis: 1_485,
      cofins: 6_840,
    });
  });
});
