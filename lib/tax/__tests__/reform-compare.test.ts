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

  it("default scenario (CBS 8,8% → 8,7% in 2027; IBS 0,1%), ISS out of the base, credits on monthlyCreditableCosts", () => {
    // ISS 5% (the default) is out of the CBS/IBS base (ADCT art. 133; LC 214 art. 12 §2º, V): 600.000 − 30.000 =
    // 570.000,00; the purchases net of the supplier's ISS (the company's own 5%, stated): 60.000 − 3.000 = 57.000,00.
    // CBS 570.000 × 8,7% = 49.590 − 57.000 × 8,7% = 4.959 → 44.631,00; IBS 570 − 57 = 513,00.
    const r = compareRegimes(profile, 2027);
    for (const regime of ["presumido", "real"]) {
      const keys = byRegime(r, regime).breakdown.map((b) => b.key);
      expect(keys).toEqual(expect.arrayContaining(["cbs", "ibs", "iss"]));
      expect(keys).not.toContain("pis");
      expect(keys).not.toContain("cofins");
      expect(annual(r, regime, "cbs")).toBe(44_631);
      expect(annual(r, regime, "ibs")).toBe(513);
    }
    expect(byRegime(r, "presumido").steps.some((s) => s.formula.includes("CBS 8,8% + IBS 17,7% (26,5%)"))).toBe(true);
    const cbs = byRegime(r, "presumido").steps.find((s) => s.label === "CBS")!;
    expect(cbs.formula).toContain("ISS da venda R$ 30.000,00");
    expect(cbs.formula).toContain("suposto igual ao da empresa");
    expect(cbs.source).toContain("ADCT, art. 133");
    expect(r.scenario?.id).toBe("fazenda_2024");
    expect(compareRegimes(profile, 2026).scenario).toBeUndefined();
  });

  it("the CGIBS 2026 scenario: CBS 9,21% → 9,11% in 2027", () => {
    // 570.000 × 9,11% = 51.927 − 57.000 × 9,11% = 5.192,70 → 46.734,30.
    const r = compareRegimes(profile, 2027, referenceScenario("cgibs_2026"));
    expect(annual(r, "presumido", "cbs")).toBe(46_734.3);
    expect(annual(r, "real", "cbs")).toBe(46_734.3);
  });

  it("a shop buying at 12% of ICMS: the ICMS credit at the purchases' rate, and both ICMS out of the CBS/IBS bases", () => {
    // R$ 1.200.000 a year at ICMS 18%, purchases R$ 600.000 with ICMS 12% (informed).
    // ICMS: 1.200.000 × 18% = 216.000 − 600.000 × 12% = 72.000 → 144.000,00 (at the sale's 18% it was 108.000,00).
    // CBS: (1.200.000 − 216.000) × 8,7% = 85.608 − (600.000 − 72.000) × 8,7% = 45.936 → 39.672,00; IBS 984 − 528 = 456,00.
    const shop = {
      activity: "comercio" as const,
      annualRevenue: 1_200_000,
      monthlyCreditableCosts: 50_000,
      icmsRate: 18,
      purchasesIcmsIssRate: 12,
    };
    const r = compareRegimes(shop, 2027);
    expect(annual(r, "presumido", "icms")).toBe(144_000);
    expect(annual(r, "presumido", "cbs")).toBe(39_672);
    expect(annual(r, "presumido", "ibs")).toBe(456);
    expect(annual(compareRegimes(shop, 2026), "presumido", "icms")).toBe(144_000);
    const { purchasesIcmsIssRate: _, ...sameRate } = shop;
    expect(annual(compareRegimes(sameRate, 2026), "presumido", "icms")).toBe(108_000);
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

describe("fuel resale: ICMS (LC 192/2022; ST) and, from 2027, CBS/IBS (LC 214 arts. 172–180) charged before the resale", () => {
  it("no ICMS on the reseller's sales nor credit on its purchases, in 2026 and 2027; none to keep out of the CBS/IBS base", () => {
    // R$ 2.400.000 a year of fuel, purchases R$ 150.000 a month: ICMS 0 (it was (2.400.000 − 1.800.000) × 18% = 108.000,00).
    // From 2027 CBS and IBS of fuels are single-stage too (LC 214/2025 arts. 172–180): 0 on the resale, no credit.
    const station = {
      activity: "revenda_combustiveis" as const,
      annualRevenue: 2_400_000,
      monthlyCreditableCosts: 150_000,
    };
    for (const year of [2026, 2027] as const) {
      const r = compareRegimes(station, year);
      expect(annual(r, "presumido", "icms")).toBe(0);
      expect(byRegime(r, "presumido").steps.find((s) => s.label === "ICMS")!.source).toContain("LC 192/2022");
    }
    const r = compareRegimes(station, 2027);
    expect(annual(r, "presumido", "cbs")).toBe(0);
    expect(annual(r, "presumido", "ibs")).toBe(0);
    expect(byRegime(r, "presumido").steps.find((s) => s.label === "CBS")!.source).toContain("arts. 172 a 180");
  });
});
