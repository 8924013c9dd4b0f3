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

  it("PGDAS-D rounding: each tax half-up on its own share, the DAS their sum (a published Anexo IV declaration)", () => {
    // Anexo IV, 1ª faixa (4,5%, no deduction), R$ 8.000,00 → 360,00 × the repartição, each rounded on its own:
    // IRPJ 18,80% = 67,68; CSLL 15,20% = 54,72; COFINS 17,67% = 63,612 → 63,61; PIS 3,83% = 13,788 → 13,79;
    // ISS 44,50% = 160,20. DAS = 67,68 + 54,72 + 63,61 + 13,79 + 160,20 = 360,00, as the declaration prints.
    const r = simplesNacional({ annex: "IV", monthRevenue: 8_000, rbt12: 150_000 });
    expect(r.das).toBe(360);
    expect(r.split).toEqual({ IRPJ: 67.68, CSLL: 54.72, COFINS: 63.61, PIS: 13.79, CPP: 0, ISS: 160.2 });
    const das = r.steps.find((x) => x.label === "DAS do mês")!;
    expect(das.formula).toContain("soma das parcelas");
    expect(r.steps.find((x) => x.label === "IRPJ no DAS")!.source).toContain("PGDAS-D");
  });

  it("the DAS is the sum of the rounded parts, not the total rounded once (Anexo I, 4ª faixa: R$ 8.825,02)", () => {
    // RBT12 R$ 1.200.000: (1.200.000 × 10,7% − 22.500) ÷ 1.200.000 = 105.900 ÷ 1.200.000 = 8,825%; R$ 100.000 →
    // IRPJ 5,5% 485,375 → 485,38; CSLL 3,5% 308,875 → 308,88; COFINS 12,74% 1.124,305 → 1.124,31; PIS 2,76%
    // 243,57; CPP 42% 3.706,50; ICMS 33,5% 2.956,375 → 2.956,38. Sum 8.825,02 (rounded once it would be 8.825,00).
    const r = simplesNacional({ annex: "I", monthRevenue: 100_000, rbt12: 1_200_000 });
    expect(r.das).toBe(8_825.02);
    expect(r.split.CPP).toBe(3_706.5);
  });

  it("band 5 above the ISS cap: ISS 5% and each federal tax rounded on its share of the rest", () => {
    // Anexo III, RBT12 R$ 3.000.000: (3 mi × 21% − 125.640) ÷ 3 mi = 16,812%; ISS 33,5% would be 5,632% > 5%.
    // R$ 300.000: ISS 15.000,00; rest 11,812% = 35.436,00 by the note: IRPJ 6,02% 2.133,2472 → 2.133,25; CSLL
    // 5,26% 1.863,9336 → 1.863,93; COFINS 19,28% 6.832,0608 → 6.832,06; PIS 4,18% 1.481,2248 → 1.481,22; CPP
    // 65,26% 23.125,5336 → 23.125,53. DAS = 15.000 + 35.435,99 = 50.435,99.
    const r = simplesNacional({ annex: "III", monthRevenue: 300_000, rbt12: 3_000_000 });
    expect(r.effectiveRate).toBeCloseTo(0.16812, 12);
    expect(r.das).toBe(50_435.99);
    expect(r.split).toEqual({
      IRPJ: 2_133.25,
      CSLL: 1_863.93,
      COFINS: 6_832.06,
      PIS: 1_481.22,
      CPP: 23_125.53,
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

  it("LC 123 art. 18 §1º-B, I: band 6, ISS capped at 5% and the excess transferred to the federal taxes", () => {
    // Anexo III, RBT12 R$ 4.000.000, month R$ 300.000.
    // Band 6: (4 mi × 33% − 648.000) ÷ 4 mi = 672.000 ÷ 4 mi = 16,8%.
    // Band-5 formula (Res. CGSN 140 art. 21, III, b): (4 mi × 21% − 125.640) ÷ 4 mi = 714.360 ÷ 4 mi = 17,859%;
    //   ISS = 17,859% × 33,5% = 5,982765% > 5%: ISS = 5% = 15.000,00 and the excess 0,982765% goes to the
    //   federal taxes in proportion to their band-6 shares, i.e. each × (16,8% + 0,982765%) ÷ 16,8%.
    // Federal = 300.000 × 17,782765% = 53.348,295: IRPJ 35% 18.671,90325 → 18.671,90; CSLL 15% 8.002,24425 →
    //   8.002,24; COFINS 16,03% 8.551,73169 → 8.551,73; PIS 3,47% 1.851,18584 → 1.851,19; CPP 30,5%
    //   16.271,22998 → 16.271,23; sum 53.348,29.
    // DAS = 53.348,29 + 15.000,00 = 68.348,29 (the total of both formulas, 16,8% + 5,982765%, does not fall;
    //   dropping the excess gave 65.400,00: R$ 982,77 less per R$ 100 mil).
    const r = simplesNacional({ annex: "III", monthRevenue: 300_000, rbt12: 4_000_000 });
    expect(r.band).toBe(6);
    expect(r.das).toBe(68_348.29);
    expect(r.split).toEqual({
      IRPJ: 18_671.9,
      CSLL: 8_002.24,
      COFINS: 8_551.73,
      PIS: 1_851.19,
      CPP: 16_271.23,
      ISS: 15_000,
    });
    const transfer = r.steps.find((x) => x.label.startsWith("ISS na 6ª faixa"))!;
    expect(transfer.source).toContain("art. 18, §1º-B, I");
    expect(transfer.value).toBe(2_948.3);
    // Sublimite exceeded: ISS outside the DAS, nothing to transfer; federal 300.000 × 16,8% = 50.400,00.
    const exceeded = simplesNacional({
      annex: "III",
      monthRevenue: 300_000,
      rbt12: 4_000_000,
      sublimiteExceeded: true,
    });
    expect(exceeded.das).toBe(50_400);
    expect(exceeded.split.ISS).toBe(0);
  });

  it("band 6 of Anexo IV: R$ 1.962,20 more per R$ 100 mil than without the transfer", () => {
    // RBT12 R$ 4 mi: band 6 (4 mi × 33% − 828.000) ÷ 4 mi = 12,3%; band 5 (4 mi × 22% − 183.780) ÷ 4 mi =
    // 17,4055%; ISS 40% = 6,9622% → 5% + excess 1,9622%. Federal (no CPP in the DAS) = 100.000 × 14,2622% =
    // 14.262,20: IRPJ 53,5% 7.630,277 → 7.630,28; CSLL 21,5% 3.066,373 → 3.066,37; COFINS 20,55% 2.930,8821 →
    // 2.930,88; PIS 4,45% 634,6679 → 634,67; sum 14.262,20. DAS 19.262,20 (12.300,00 + 5.000,00 before: 17.300,00).
    const r = simplesNacional({ annex: "IV", monthRevenue: 100_000, rbt12: 4_000_000 });
    expect(r.das).toBe(19_262.2);
    expect(r.split).toEqual({ IRPJ: 7_630.28, CSLL: 3_066.37, COFINS: 2_930.88, PIS: 634.67, CPP: 0, ISS: 5_000 });
  });

  it("band 6 below the cap keeps ISS by the band-5 formula and transfers nothing (Anexo V just above R$ 3,6 mi)", () => {
    // Anexo V band 5 ISS 23,5% of (RBT12 × 23% − 62.100) ÷ RBT12 reaches 5% at RBT12 = 62.100 ÷ (23% − 5% ÷ 23,5%)
    // = R$ 3.603.333,33. RBT12 R$ 3.602.000: (828.460 − 62.100) ÷ 3.602.000 = 21,2759578…% × 23,5% = 4,9998501…%
    // → ISS 4.999,85, no excess. Band 6: (3.602.000 × 30,5% − 540.000) ÷ 3.602.000 = 558.610 ÷ 3.602.000 =
    // 15,5083287…% → 15.508,33 of federal taxes: IRPJ 35% 5.427,915 → 5.427,92; CSLL 15,5% 2.403,791 → 2.403,79;
    // COFINS 16,44% 2.549,569 → 2.549,57; PIS 3,56% 552,097 → 552,10; CPP 29,5% 4.574,956 → 4.574,96.
    // DAS = 15.508,34 + 4.999,85 = 20.508,19.
    const r = simplesNacional({ annex: "V", monthRevenue: 100_000, rbt12: 3_602_000 });
    expect(r.band).toBe(6);
    expect(r.das).toBe(20_508.19);
    expect(r.split).toEqual({
      IRPJ: 5_427.92,
      CSLL: 2_403.79,
      COFINS: 2_549.57,
      PIS: 552.1,
      CPP: 4_574.96,
      ISS: 4_999.85,
    });
    expect(r.steps.some((x) => x.label.startsWith("ISS na 6ª faixa"))).toBe(false);
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
    // 20.000 × 4,825% = 965,00 by tax: IRPJ 53,075 → 53,08; CSLL 33,775 → 33,78; COFINS 122,941 → 122,94;
    // PIS 26,634 → 26,63; CPP 400,475 → 400,48; ICMS 328,10: sum 965,01.
    expect(m1.das).toBe(965.01);
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
  it("each tax rounds on its own share even when the revenue is a few centavos", () => {
    // Anexo V, RBT12 R$ 692.293,31 (3ª faixa): (692.293,31 × 19,5% − 9.900) ÷ 692.293,31 = 18,0700…%; R$ 0,19 →
    // 0,0343: IRPJ 24% 0,0082 → 0,01; CSLL 15% 0,0051 → 0,01; COFINS 14,92% 0,0051 → 0,01; PIS 3,23% 0,0011 → 0;
    // CPP 23,85% 0,0082 → 0,01; ISS 19% 0,0065 → 0,01. DAS 0,05.
    const r = simplesNacional({ annex: "V", monthRevenue: 0.19, rbt12: 692_293.31 });
    expect(r.das).toBe(0.05);
    expect(r.split).toEqual({ IRPJ: 0.01, CSLL: 0.01, COFINS: 0.01, PIS: 0, CPP: 0.01, ISS: 0.01 });
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
