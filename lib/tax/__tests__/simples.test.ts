import { describe, expect, it } from "vitest";
import { ANNEXES, simplesNacional, simplesLimit, TaxInputError, type Annex } from "@/lib/tax";

const sumSplit = (s: Record<string, number | undefined>) =>
  Math.round(Object.values(s).reduce<number>((a, b) => a + (b ?? 0), 0) * 100);

describe("simplesNacional: golden values", () => {
  it("Annex III, R$ 50.000 with RBT12 R$ 600.000 → 10,56% and R$ 5.280,00 (acceptance case)", () => {
    const r = simplesNacional({ annex: "III", monthRevenue: 50_000, rbt12: 600_000 });
    expect(r).toMatchObject({
      annex: "III",
      band: 3,
      nominalRate: 0.135,
      deduction: 17_640,
      effectiveRate: 0.1056,
      rbt12: 600_000,
      das: 5_280,
    });
    expect(r.split).toEqual({ IRPJ: 211.2, CSLL: 184.8, COFINS: 720.19, PIS: 156.29, CPP: 2_291.52, ISS: 1_716 });
    expect(r.steps.length).toBeGreaterThan(4);
    for (const s of r.steps) expect(s.source).toMatch(/LC 123|Res\. CGSN/);
  });

  it("gives the rounding cent to the tax with the largest repartição", () => {
    // Annex III band 5 above the ISS cap: federal parts 35.435,99 before the adjustment; CPP takes the cent.
    const r = simplesNacional({ annex: "III", monthRevenue: 300_000, rbt12: 3_000_000 });
    expect(r.effectiveRate).toBeCloseTo(0.16812, 12);
    expect(r.das).toBe(50_436);
    expect(r.split).toEqual({
      IRPJ: 2_133.25,
      CSLL: 1_863.93,
      COFINS: 6_832.06,
      PIS: 1_481.22,
      CPP: 23_125.54,
      ISS: 15_000,
    });
  });

  it("caps ISS at 5% in Annex IV band 5 and keeps CPP outside the DAS", () => {
    const r = simplesNacional({ annex: "IV", monthRevenue: 200_000, rbt12: 2_500_000 });
    expect(r.effectiveRate).toBeCloseTo(0.146488, 12);
    expect(r.das).toBe(29_297.6);
    expect(r.split.ISS).toBe(10_000);
    expect(r.split.CPP).toBe(0);
  });

  it("does not cap ISS below the Annex III trigger (≈ R$ 2.068.274)", () => {
    const r = simplesNacional({ annex: "III", monthRevenue: 100_000, rbt12: 2_000_000 });
    expect(r.effectiveRate).toBeCloseTo(0.14718, 12);
    expect(r.split.ISS).toBe(4_930.53); // 14,718% × 33,5% of 100.000
  });

  it("band 6 without sublimite excess: federal by band 6, ISS by the band-5 formula (capped at 5%)", () => {
    const r = simplesNacional({ annex: "III", monthRevenue: 300_000, rbt12: 4_000_000 });
    expect(r.band).toBe(6);
    expect(r.das).toBe(65_400);
    expect(r.split.ISS).toBe(15_000);
    const exceeded = simplesNacional({
      annex: "III",
      monthRevenue: 300_000,
      rbt12: 4_000_000,
      sublimiteExceeded: true,
    });
    expect(exceeded.das).toBe(50_400);
    expect(exceeded.split.ISS).toBe(0);
  });

  it("sublimite exceeded in band 3: ICMS leaves the DAS", () => {
    const r = simplesNacional({ annex: "I", monthRevenue: 100_000, rbt12: 600_000, sublimiteExceeded: true });
    expect(r.effectiveRate).toBeCloseTo(0.0719, 12);
    expect(r.split.ICMS).toBe(0);
    expect(r.das).toBe(4_781.35); // 7.190,00 × 66,5% federal share
  });

  it("RBT12 zero uses R$ 1,00 (band 1 nominal rate)", () => {
    const r = simplesNacional({ annex: "I", monthRevenue: 10_000, rbt12: 0 });
    expect(r.band).toBe(1);
    expect(r.das).toBe(400);
    expect(r.rbt12).toBe(1);
  });

  it("startup rules: month 1 annualises the month; months 2–12 use the mean of the previous months", () => {
    const m1 = simplesNacional({
      annex: "I",
      monthRevenue: 20_000,
      startup: { monthOfActivity: 1, previousMonthsRevenue: [] },
    });
    expect(m1.rbt12).toBe(240_000);
    expect(m1.effectiveRate).toBeCloseTo(0.04825, 12);
    expect(m1.das).toBe(965);
    const m3 = simplesNacional({
      annex: "I",
      monthRevenue: 90_000,
      startup: { monthOfActivity: 3, previousMonthsRevenue: [10_000, 20_000] },
    });
    expect(m3.rbt12).toBe(180_000);
    expect(m3.band).toBe(1);
    expect(() =>
      simplesNacional({ annex: "I", monthRevenue: 1, startup: { monthOfActivity: 3, previousMonthsRevenue: [1] } }),
    ).toThrow(TaxInputError);
  });

  it("defaults RBT12 to twelve times the month and year to 2026", () => {
    const r = simplesNacional({ annex: "III", monthRevenue: 50_000 });
    expect(r.rbt12).toBe(600_000);
    expect(r.das).toBe(5_280);
    expect(simplesNacional({ year: 2025, annex: "III", monthRevenue: 50_000 }).das).toBe(5_280);
  });
});

describe("simplesNacional: band edges", () => {
  const edges = [180_000, 360_000, 720_000, 1_800_000, 3_600_000];
  for (const annex of ANNEXES) {
    it(`Annex ${annex}: the ceiling stays in the lower band, one centavo more moves up`, () => {
      edges.forEach((edge, i) => {
        expect(simplesNacional({ annex, monthRevenue: 10_000, rbt12: edge }).band).toBe(i + 1);
        expect(simplesNacional({ annex, monthRevenue: 10_000, rbt12: edge + 0.01 }).band).toBe(i + 2);
      });
    });
  }

  it("the effective rate at each edge of bands 1–5 equals the nominal rate formula of both bands", () => {
    const r = simplesNacional({ annex: "I", monthRevenue: 100_000, rbt12: 180_000 });
    expect(r.effectiveRate).toBe(0.04);
    expect(simplesNacional({ annex: "I", monthRevenue: 100_000, rbt12: 180_000.01 }).das).toBe(4_000);
  });
});

describe("Fator R", () => {
  const run = (payroll12m: number) =>
    simplesNacional({ annex: "V", monthRevenue: 100_000, rbt12: 1_000_000, fatorRApplies: true, payroll12m });
  it("27,99% → Annex V; 28% → Annex III; 28,01% → Annex III", () => {
    expect(run(279_900)).toMatchObject({ annex: "V", fatorR: 0.2799 });
    expect(run(280_000)).toMatchObject({ annex: "III", fatorR: 0.28 });
    expect(run(280_100)).toMatchObject({ annex: "III", fatorR: 0.2801 });
  });

  it("one centavo below 28% stays in Annex V", () => {
    expect(run(279_999.99).annex).toBe("V");
  });

  it("§5-M activities (declared as Annex III) go to Annex V below 28%", () => {
    const r = simplesNacional({
      annex: "III",
      monthRevenue: 100_000,
      rbt12: 1_000_000,
      fatorRApplies: true,
      payroll12m: 100_000,
    });
    expect(r.annex).toBe("V");
  });

  it("Res. CGSN 140 art. 26 defaults: no payroll → 1%; payroll without revenue → 28%", () => {
    expect(simplesNacional({ annex: "V", monthRevenue: 10_000, rbt12: 120_000, fatorRApplies: true }).fatorR).toBe(
      0.01,
    );
    expect(
      simplesNacional({ annex: "V", monthRevenue: 0, rbt12: 0, fatorRApplies: true, payroll12m: 5_000 }),
    ).toMatchObject({ fatorR: 0.28, annex: "III" });
  });

  it("rejects Fator R for annexes it does not apply to", () => {
    expect(() => simplesNacional({ annex: "I" as Annex, monthRevenue: 1, fatorRApplies: true })).toThrow(TaxInputError);
  });
});

describe("every split adds up to the DAS", () => {
  it("for a sample of revenues and RBT12 across annexes", () => {
    for (const annex of ANNEXES) {
      for (const rbt12 of [0, 99_999.99, 250_000, 500_000.5, 1_000_000, 2_345_678.9, 3_599_999.99, 4_200_000]) {
        for (const sub of [false, true]) {
          const r = simplesNacional({ annex, monthRevenue: 33_333.33, rbt12, sublimiteExceeded: sub });
          expect(sumSplit(r.split as unknown as Record<string, number>)).toBe(Math.round(r.das * 100));
        }
      }
    }
  });
});

describe("cent-sized revenues", () => {
  it("never leaves a tax negative when several parts round up together", () => {
    const r = simplesNacional({ annex: "V", monthRevenue: 0.19, rbt12: 692_293.31 });
    expect(r.das).toBe(0.03);
    expect(sumSplit(r.split as unknown as Record<string, number>)).toBe(3);
    for (const v of Object.values(r.split)) expect(v).toBeGreaterThanOrEqual(0);
  });
});

describe("simplesLimit", () => {
  it("full year and proportional first year", () => {
    expect(simplesLimit({})).toMatchObject({
      months: 12,
      limit: 4_800_000,
      limitWithTolerance: 5_760_000,
      sublimite: 3_600_000,
      sublimiteWithTolerance: 4_320_000,
    });
    expect(simplesLimit({ startDate: "2026-10-20" })).toMatchObject({
      months: 3,
      limit: 1_200_000,
      sublimite: 900_000,
    });
  });
});
