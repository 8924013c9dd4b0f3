import { describe, expect, it } from "vitest";
import {
  compareRegimes,
  simplesBuyerCredit,
  simplesNacional,
  simplesRbt12Window,
  simplesReformMonth,
  TaxInputError,
  type Annex,
} from "@/lib/tax";
import { SIMPLES_ANNEXES } from "@/lib/tax/tables/simples-annexes";
import { SIMPLES_PERIODS } from "@/lib/tax/tables/simples-reform";

// Expected values worked by hand from docs/reform-2027.md ("Simples Nacional a partir de 2027"): the
// 2027–2028 annexes of LC 214/2025 art. 519 (Anexos XVIII–XXII) / Res. CGSN 190/2026, the 2029–2033
// tables, Res. CGSN 190 art. 22-A (por fora) and LC 123 art. 23 §1º-A (buyer's credit). Each tax =
// revenue × effective rate × repartição rounded half-up; the DAS rounded once; the cent difference to
// the largest repartição (LC 123 art. 18 §1º-B, II).

const sum = (split: Record<string, number | undefined>) =>
  Object.values(split).reduce<number>((a, b) => a + (b ?? 0), 0);

describe("LC 214/2025 art. 519 and Res. CGSN 190/2026 art. 6º: every repartição row of every period sums to 100,00%", () => {
  const periods = Object.entries(SIMPLES_PERIODS).filter(([year]) => year !== "2028");
  // The band-5 ISS notes are kept as the law prints them: three of them do not close at 100,00%.
  const capSums: Record<string, Record<"III" | "IV", number>> = {
    "2027": { III: 10_000, IV: 10_000 },
    "2029": { III: 10_000, IV: 10_001 },
    "2030": { III: 9_999, IV: 10_000 },
    "2031": { III: 10_000, IV: 10_001 },
    "2032": { III: 10_000, IV: 10_000 },
  };
  it.each(periods)("period %s: bands sum to 100,00%; ISS notes as printed", (year, period) => {
    for (const annex of Object.values(period.annexes)) {
      for (const band of annex.bands)
        expect(sum(band.split), `${year} Anexo ${annex.annex} ${band.band}ª`).toBe(10_000);
      if (annex.annex === "III" || annex.annex === "IV") {
        if (year === "2033") expect(annex.issCap).toBeUndefined();
        else expect(sum(annex.issCap!.split), `${year} nota do Anexo ${annex.annex}`).toBe(capSums[year][annex.annex]);
      }
    }
  });

  it("2027–2028 bands 1–5: CBS + IBS equal the 2026 COFINS + PIS (the DAS of bands 1–5 does not change)", () => {
    for (const annex of ["I", "II", "III", "IV", "V"] as Annex[]) {
      for (let i = 0; i < 5; i++) {
        const now = SIMPLES_PERIODS[2027].annexes[annex].bands[i].split;
        const old = SIMPLES_ANNEXES[annex].bands[i].split;
        expect(now.CBS! + now.IBS!).toBe(old.COFINS! + old.PIS!);
        expect(now.COFINS).toBeUndefined();
        expect(now.PIS).toBeUndefined();
      }
    }
  });

  it("Anexo III bands 3–4: CBS 16,41% (LC 227/2026 and Res. CGSN 190 wording; 16,42% in the original LC 214 made 100,01%)", () => {
    expect(SIMPLES_PERIODS[2027].annexes.III.bands[2].split).toEqual({
      IRPJ: 400,
      CSLL: 350,
      CBS: 1641,
      CPP: 4340,
      ISS: 3250,
      IBS: 19,
    });
    expect(SIMPLES_PERIODS[2027].annexes.III.bands[3].split.CBS).toBe(1641);
    expect(SIMPLES_PERIODS[2028]).toBe(SIMPLES_PERIODS[2027]);
  });
});

describe("LC 214/2025 Annexes XVIII–XXII from 2029: ICMS/ISS move to IBS 10 points a year, IBS alone from 2033", () => {
  const pair = (year: 2029 | 2030 | 2031 | 2032 | 2033, annex: Annex, local: "ICMS" | "ISS") => {
    const s = SIMPLES_PERIODS[year].annexes[annex].bands[0].split;
    return [s[local] ?? 0, s.IBS];
  };
  it("Anexo I band 1 ICMS/IBS 30,60/3,40 → 27,20/6,80 → 23,80/10,20 → 20,40/13,60 → IBS 34,00 (transcription of the law, S3)", () => {
    expect([2029, 2030, 2031, 2032, 2033].map((y) => pair(y as 2029, "I", "ICMS"))).toEqual([
      [3060, 340],
      [2720, 680],
      [2380, 1020],
      [2040, 1360],
      [0, 3400],
    ]);
  });
  it("Anexo IV band 1 ISS/IBS 40,05/4,45 → 35,60/8,90 → 31,15/13,35 → 26,70/17,80 → IBS 44,50", () => {
    expect([2029, 2030, 2031, 2032, 2033].map((y) => pair(y as 2029, "IV", "ISS"))).toEqual([
      [4005, 445],
      [3560, 890],
      [3115, 1335],
      [2670, 1780],
      [0, 4450],
    ]);
  });
  it("CBS of bands 1–5 from 2029: I 15,50; II 14,00; III 15,60/17,10/16,60/16,60/15,60; IV 21,50/25,00/24,00/23,00/22,00; V 17,15/17,15/18,15/19,15/17,15", () => {
    const cbs = (annex: Annex) => SIMPLES_PERIODS[2029].annexes[annex].bands.slice(0, 5).map((b) => b.split.CBS);
    expect(cbs("I")).toEqual([1550, 1550, 1550, 1550, 1550]);
    expect(cbs("II")).toEqual([1400, 1400, 1400, 1400, 1400]);
    expect(cbs("III")).toEqual([1560, 1710, 1660, 1660, 1560]);
    expect(cbs("IV")).toEqual([2150, 2500, 2400, 2300, 2200]);
    expect(cbs("V")).toEqual([1715, 1715, 1815, 1915, 1715]);
    // Band 6 goes back to the 2026 repartição with COFINS + PIS as CBS (I: 13,50/10,00/34,40/42,10).
    expect(SIMPLES_PERIODS[2029].annexes.I.bands[5].split).toEqual({ IRPJ: 1350, CSLL: 1000, CBS: 3440, CPP: 4210 });
  });
  it("cross-check with a second transcription (S25): V band 5 in 2031 ISS 16,45 / IBS 7,05; II band 1 in 2032 ICMS 19,20 / IBS 12,80", () => {
    expect(SIMPLES_PERIODS[2031].annexes.V.bands[4].split).toMatchObject({ ISS: 1645, IBS: 705 });
    expect(SIMPLES_PERIODS[2032].annexes.II.bands[0].split).toMatchObject({ ICMS: 1920, IBS: 1280 });
  });
});

describe("Anexo I (comércio) in 2027: DAS with CBS and IBS (LC 123 art. 13, IX–X) and por fora (Res. CGSN 190 art. 22-A)", () => {
  // RBT12 R$ 600.000 → 3ª faixa: (600.000 × 9,5% − 13.860) ÷ 600.000 = 43.140 ÷ 600.000 = 7,19%.
  // DAS = 50.000 × 7,19% = 3.595,00. IRPJ 5,5% = 197,725 → 197,73; CSLL 3,5% = 125,825 → 125,83;
  // CBS 15,33% = 551,1135 → 551,11; CPP 42% = 1.509,90; ICMS 33,5% = 1.204,325 → 1.204,33; IBS 0,17% =
  // 6,1115 → 6,11. Each tax rounded on its own (PGDAS-D): DAS = the sum of the parts, 3.595,01.
  it("inside the DAS: R$ 3.595,01 with CBS R$ 551,11 and IBS R$ 6,11", () => {
    const r = simplesReformMonth({ year: 2027, annex: "I", monthRevenue: 50_000, rbt12: 600_000 });
    expect(r).toMatchObject({ year: 2027, annex: "I", band: 3, das: 3_595.01, cbsIbsInDas: 557.22, porFora: false });
    expect(r.effectiveRate).toBeCloseTo(0.0719, 12);
    expect(r.parcels).toEqual({ IRPJ: 197.73, CSLL: 125.83, CBS: 551.11, CPP: 1_509.9, ICMS: 1_204.33, IBS: 6.11 });
    // Share of the band: 15,33% + 0,17% = 15,50%; buyer's credit rate 7,19% × 15,50% = 1,11445%.
    expect(r.cbsIbsShare).toBeCloseTo(0.155, 12);
    expect(r.dasShareRate).toBeCloseTo(0.0111445, 12);
    // simplesNacional for 2027 gives the same split (PIS and COFINS are gone).
    expect(simplesNacional({ year: 2027, annex: "I", monthRevenue: 50_000, rbt12: 600_000 }).split).toEqual(r.parcels);
  });

  it("por fora: the DAS without its CBS and IBS parcels, 3.595,01 − 557,22 = R$ 3.037,79", () => {
    const r = simplesReformMonth({ year: 2027, annex: "I", monthRevenue: 50_000, rbt12: 600_000, porFora: true });
    expect(r).toMatchObject({ das: 3_037.79, cbsIbsInDas: 0, porFora: true });
    expect(r.parcels).toEqual({ IRPJ: 197.73, CSLL: 125.83, CPP: 1_509.9, ICMS: 1_204.33 });
    expect(r.steps.map((s) => s.source).join(" ")).toContain("art. 22-A");
  });

  it("2026: the old annexes (PIS/COFINS), no CBS/IBS, por fora changes nothing", () => {
    // 3.595 × 12,74% = 458,003 → 458,00; × 2,76% = 99,222 → 99,22; the other parts as in 2027: DAS 3.595,01.
    const r = simplesReformMonth({ year: 2026, annex: "I", monthRevenue: 50_000, rbt12: 600_000, porFora: true });
    expect(r).toMatchObject({ das: 3_595.01, cbsIbsInDas: 0, cbsIbsShare: 0, dasShareRate: 0 });
    expect(r.parcels).toMatchObject({ COFINS: 458, PIS: 99.22 });
    expect(r.parcels.CBS).toBeUndefined();
  });
});

describe("LC 214/2025 Anexos XVIII–XXII: band 6 nominal rate 0,10 p.p. lower in 2027–2028, back in 2029", () => {
  // RBT12 R$ 4.800.000, federal part of the effective rate:
  //   I (4,8 mi × 18,9% − 378.000) ÷ 4,8 mi = 529.200 ÷ 4,8 mi = 11,025%
  //   II (× 29,9% − 720.000) = 715.200 → 14,9%; III (× 32,9% − 648.000) = 931.200 → 19,4%
  //   IV (× 32,9% − 828.000) = 751.200 → 15,65%; V (× 30,4% − 540.000) = 919.200 → 19,15%
  it.each([
    ["I", 0.11025, 0.11125],
    ["II", 0.149, 0.15],
    ["III", 0.194, 0.195],
    ["IV", 0.1565, 0.1575],
    ["V", 0.1915, 0.1925],
  ] as const)("Anexo %s: 2027 %d, 2029 %d (2029: +0,10 p.p. × 4,8 mi ÷ 4,8 mi)", (annex, y2027, y2029) => {
    expect(
      simplesReformMonth({ year: 2027, annex, monthRevenue: 100_000, rbt12: 4_800_000 }).effectiveRate,
    ).toBeCloseTo(y2027, 12);
    expect(
      simplesReformMonth({ year: 2028, annex, monthRevenue: 100_000, rbt12: 4_800_000 }).effectiveRate,
    ).toBeCloseTo(y2027, 12);
    expect(
      simplesReformMonth({ year: 2029, annex, monthRevenue: 100_000, rbt12: 4_800_000 }).effectiveRate,
    ).toBeCloseTo(y2029, 12);
  });

  it("Res. CGSN 140 art. 21, IV (Res. CGSN 190): Anexo I, RBT12 R$ 4,2 mi, month R$ 100.000 → DAS R$ 14.014,96", () => {
    // Federal: (4,2 mi × 18,9% − 378.000) ÷ 4,2 mi = 415.800 ÷ 4,2 mi = 9,9% → 9.900,00:
    //   IRPJ 13,58% = 1.344,42; CSLL 10,06% = 995,94; CBS 34,02% = 3.367,98; CPP 42,34% = 4.191,66.
    // ICMS and IBS by band 5: (4,2 mi × 14,3% − 87.300) ÷ 4,2 mi = 513.300 ÷ 4,2 mi = 12,2214285…%
    //   ICMS × 33,5% = 4.094,178… → 4.094,18; IBS × 0,17% = 20,776… → 20,78. DAS 9.900 + 4.094,18 + 20,78.
    const r = simplesReformMonth({ year: 2027, annex: "I", monthRevenue: 100_000, rbt12: 4_200_000 });
    expect(r).toMatchObject({ band: 6, das: 14_014.96, cbsIbsInDas: 3_388.76 });
    expect(r.parcels).toEqual({
      IRPJ: 1_344.42,
      CSLL: 995.94,
      CBS: 3_367.98,
      CPP: 4_191.66,
      ICMS: 4_094.18,
      IBS: 20.78,
    });
  });
});

describe("LC 123 art. 18 §1º-B, I; Res. CGSN 140 art. 21, III (Res. CGSN 190): band 6's ISS excess goes to the federal taxes and IBS", () => {
  // Anexo III, RBT12 R$ 4.000.000, month R$ 100.000, sublimite not exceeded (RBT12 across two calendar years).
  // Band-5 formula: (4 mi × 21% − 125.640) ÷ 4 mi = 714.360 ÷ 4 mi = 17,859%.
  it("2027: ISS 5%, the excess 0,982765% shared by IRPJ, CSLL, CBS, CPP and IBS in proportion → DAS R$ 22.713,12", () => {
    // Band 6 (2027–2028): (4 mi × 32,9% − 648.000) ÷ 4 mi = 668.000 ÷ 4 mi = 16,7%.
    // ISS by band 5: 17,859% × 33,5% = 5,982765% > 5% → ISS = 5.000,00; excess X = 0,982765%.
    // IBS by band 5: 17,859% × 0,17% = 0,0303603%. Recipients R = 16,7% + 0,0303603% = 16,7303603%; each × (R + X) ÷ R
    //   = 17,7131253 ÷ 16,7303603 = 1,05874141…
    // IRPJ 100.000 × 16,7% × 35,09% × 1,05874141 = 6.204,2564 → 6.204,26; CSLL 15,04% 2.659,2196 → 2.659,22;
    // CBS 19,29% 3.410,6613 → 3.410,66; CPP 30,58% 5.406,8442 → 5.406,84; IBS 17,859% × 0,17% × 100.000 × 1,05874141 =
    // 32,1437 → 32,14. DAS = 6.204,26 + 2.659,22 + 3.410,66 + 5.406,84 + 32,14 + 5.000,00 = 22.713,12
    // (= 100.000 × (16,7% + 17,859% × 33,67%) = 22.713,1253: the total does not fall).
    const r = simplesReformMonth({ year: 2027, annex: "III", monthRevenue: 100_000, rbt12: 4_000_000 });
    expect(r).toMatchObject({ band: 6, das: 22_713.12, cbsIbsInDas: 3_442.8 });
    expect(r.parcels).toEqual({
      IRPJ: 6_204.26,
      CSLL: 2_659.22,
      CBS: 3_410.66,
      CPP: 5_406.84,
      ISS: 5_000,
      IBS: 32.14,
    });
    const transfer = r.steps.find((x) => x.label.startsWith("ISS na 6ª faixa"))!;
    expect(transfer.formula).toContain("e ao IBS");
    expect(transfer.source).toContain("Res. CGSN 190/2026");
    // The buyer credits the CBS and IBS this DAS charges on the invoice: 3.410,66 + 32,14 = 3.442,80.
    expect(simplesBuyerCredit({ year: 2027, annex: "III", rbt12: 4_000_000, invoiceValue: 100_000 }).credit).toBe(
      3_442.8,
    );
    // The rate: (16,7% × 19,29% + 17,859% × 0,17%) × 1,05874141 = (3,22143% + 0,0303603%) × 1,05874141 = 3,4428051%.
    expect(r.dasShareRate).toBeCloseTo(0.034428051, 8);
  });

  it("2031: the cap is 3,5% and IBS already holds 30% of ISS → DAS R$ 22.782,77", () => {
    // 2031 tables: band 6 back to 33% (4 mi × 33% − 648.000) ÷ 4 mi = 16,8%, repartição IRPJ 35 · CSLL 15 · CBS 19,50
    // (COFINS + PIS of 2026) · CPP 30,5. Band 5: ISS 33,5% × 70% = 23,45%, IBS 33,5% × 30% = 10,05%.
    // ISS by band 5: 17,859% × 23,45% = 4,1879355% > 3,5% → ISS = 3.500,00; X = 0,6879355%.
    // IBS by band 5: 17,859% × 10,05% = 1,7948295%. R = 16,8% + 1,7948295% = 18,5948295%; (R + X) ÷ R =
    //   19,282765 ÷ 18,5948295 = 1,03699606…
    // IRPJ 100.000 × 16,8% × 35% × 1,03699606 = 6.097,5369 → 6.097,54; CSLL 15% 2.613,2301 → 2.613,23; CBS 19,5%
    // 3.397,1991 → 3.397,20; CPP 30,5% 5.313,5678 → 5.313,57; IBS 1.794,8295 × 1,03699606 = 1.861,2311 → 1.861,23.
    // DAS = 6.097,54 + 2.613,23 + 3.397,20 + 5.313,57 + 1.861,23 + 3.500,00 = 22.782,77 (= 100.000 × (16,8% + 17,859%
    // × 33,5%) = 22.782,765, the same total as 2026).
    const r = simplesReformMonth({ year: 2031, annex: "III", monthRevenue: 100_000, rbt12: 4_000_000 });
    expect(r.das).toBe(22_782.77);
    expect(r.parcels).toEqual({
      IRPJ: 6_097.54,
      CSLL: 2_613.23,
      CBS: 3_397.2,
      CPP: 5_313.57,
      ISS: 3_500,
      IBS: 1_861.23,
    });
    expect(r.steps.find((x) => x.label.startsWith("ISS na 6ª faixa"))!.label).toContain("3,5%");
  });

  it("sublimite exceeded: ISS and IBS outside the DAS, nothing transferred (2027: 100.000 × 16,7% = 16.700,00)", () => {
    const r = simplesNacional({
      year: 2027,
      annex: "III",
      monthRevenue: 100_000,
      rbt12: 4_000_000,
      sublimiteExceeded: true,
    });
    expect(r.das).toBe(16_700);
    expect(r.split).toMatchObject({ ISS: 0, IBS: 0 });
  });
});

describe("LC 123 art. 18 §1º-B, I (LC 227/2026): ISS cap of band 5 redistributed also to IBS; 5% to 2028, then 4,5/4/3,5/3%", () => {
  // Anexo III, RBT12 R$ 3.000.000: (3 mi × 21% − 125.640) ÷ 3 mi = 504.360 ÷ 3 mi = 16,812% of R$ 100.000 =
  // 16.812,00. ISS by the table (33,5% in 2027; 30,15% in 2029…) exceeds the cap every year. The rest,
  // (16,812% − cap) × 100.000, is shared by the year's note, each tax rounded on its own; DAS = the sum:
  //   2027 rest 11.812: IRPJ 6,02% 711,0824 → 711,08; CSLL 5,26% 621,3112 → 621,31; CBS 23,20% 2.740,384 →
  //     2.740,38; CPP 65,26% 7.708,5112 → 7.708,51; IBS 0,26% 30,7112 → 30,71: 11.811,99 + 5.000 = 16.811,99.
  //   2029 rest 12.312 (below): 12.312,01 + 4.500 = 16.812,01.
  //   2030 rest 12.812; the note sums 99,99% (5,46 + 4,78 + 21,31 + 59,29 + 9,15), so CPP, the largest, takes the
  //     0,01 (art. 18 §1º-B, II): 59,30%. IRPJ 699,5352 → 699,54; CSLL 612,4136 → 612,41; CBS 2.730,2372 →
  //     2.730,24; CPP 7.597,516 → 7.597,52; IBS 9,15% 1.172,298 → 1.172,30: 12.812,01 + 4.000 = 16.812,01.
  //   2031 rest 13.312: IRPJ 5,23% 696,2176 → 696,22; CSLL 4,57% 608,3584 → 608,36; CBS 20,38% 2.712,9856 →
  //     2.712,99; CPP 56,69% 7.546,5728 → 7.546,57; IBS 13,13% 1.747,8656 → 1.747,87: 13.312,01 + 3.500 = 16.812,01.
  //   2032 rest 13.812: IRPJ 5,01% 691,9812 → 691,98; CSLL 4,38% 604,9656 → 604,97; CBS 19,52% 2.696,1024 →
  //     2.696,10; CPP 54,32% 7.502,6784 → 7.502,68; IBS 16,77% 2.316,2724 → 2.316,27: 13.812,00 + 3.000 = 16.812,00.
  it.each([
    [2027, 5_000, 16_811.99],
    [2029, 4_500, 16_812.01],
    [2030, 4_000, 16_812.01],
    [2031, 3_500, 16_812.01],
    [2032, 3_000, 16_812],
  ] as const)("%d: ISS = R$ 100.000 × cap = %d, DAS %d", (year, iss, das) => {
    const r = simplesReformMonth({ year, annex: "III", monthRevenue: 100_000, rbt12: 3_000_000 });
    expect(r.das).toBe(das);
    expect(r.parcels.ISS).toBe(iss);
  });

  it("art. 18 §1º-B, II: a note that sums 99,99% gives the centesimal difference to the largest share (III, 2030)", () => {
    const r = simplesReformMonth({ year: 2030, annex: "III", monthRevenue: 100_000, rbt12: 3_000_000 });
    expect(r.parcels).toEqual({ IRPJ: 699.54, CSLL: 612.41, CBS: 2_730.24, CPP: 7_597.52, ISS: 4_000, IBS: 1_172.3 });
  });

  it("art. 18 §1º-B, II: a note that sums 100,01% takes it from the largest share (IV, 2029: CBS 34,38 → 34,37)", () => {
    // (3 mi × 22% − 183.780) ÷ 3 mi = 15,874%; ISS 4,5% = 4.500; rest 11.374: IRPJ 29,38% 3.341,6812 → 3.341,68;
    // CSLL 30% 3.412,20; CBS 34,37% 3.909,2438 → 3.909,24 (34,38% would give 3.910,38); IBS 6,25% 710,875 → 710,88.
    // DAS 4.500 + 11.374,00 = 15.874,00.
    const r = simplesReformMonth({ year: 2029, annex: "IV", monthRevenue: 100_000, rbt12: 3_000_000 });
    expect(r.parcels).toEqual({ IRPJ: 3_341.68, CSLL: 3_412.2, CPP: 0, CBS: 3_909.24, ISS: 4_500, IBS: 710.88 });
    expect(r.das).toBe(15_874);
  });

  it("2029 row: Anexo III band 5 note (IRPJ 5,73 · CSLL 5,01 · CBS 22,33 · CPP 62,13 · IBS 4,80)", () => {
    // Rest = 16,812% − 4,5% = 12,312% → 12.312,00: IRPJ 705,4776 → 705,48; CSLL 616,8312 → 616,83;
    // CBS 2.749,2696 → 2.749,27; CPP 7.649,4456 → 7.649,45; IBS 590,976 → 590,98. Parts 12.312,01, kept.
    const r = simplesReformMonth({ year: 2029, annex: "III", monthRevenue: 100_000, rbt12: 3_000_000 });
    expect(r.parcels).toEqual({ IRPJ: 705.48, CSLL: 616.83, CBS: 2_749.27, CPP: 7_649.45, ISS: 4_500, IBS: 590.98 });
  });

  it("2027 Anexo IV band 5 note (IRPJ 31,33 · CSLL 32,00 · CBS 36,27 · IBS 0,40), CPP outside the DAS", () => {
    // (3 mi × 22% − 183.780) ÷ 3 mi = 476.220 ÷ 3 mi = 15,874% → DAS 15.874,00; ISS 5.000; rest 10.874,00:
    // IRPJ 3.406,8242 → 3.406,82; CSLL 3.479,68; CBS 3.943,9998 → 3.944,00; IBS 43,496 → 43,50.
    const r = simplesReformMonth({ year: 2027, annex: "IV", monthRevenue: 100_000, rbt12: 3_000_000 });
    expect(r.parcels).toEqual({ IRPJ: 3_406.82, CSLL: 3_479.68, CPP: 0, CBS: 3_944, ISS: 5_000, IBS: 43.5 });
  });

  it("2033 row: Anexo I band 1, ICMS gone, IBS 34% (R$ 100.000 × 4% = 4.000: CBS 15,5% = 620, IBS 34% = 1.360)", () => {
    const r = simplesReformMonth({ year: 2033, annex: "I", monthRevenue: 100_000, rbt12: 120_000 });
    expect(r.parcels).toEqual({ IRPJ: 220, CSLL: 140, CPP: 1_660, CBS: 620, IBS: 1_360 });
    expect(r).toMatchObject({ das: 4_000, cbsIbsInDas: 1_980 });
  });
});

describe("LC 214/2025 art. 47 §9 and LC 123 art. 23 §1º-A: the buyer's credit on purchases from a Simples seller", () => {
  it("reference example: Anexo I at 6,00% effective → 6,00% × 15,50% = 0,93% (R$ 93,00 on R$ 10.000)", () => {
    // 6,00% effective in Anexo I: 3ª faixa with RBT12 R$ 396.000: (396.000 × 9,5% − 13.860) ÷ 396.000 = 23.760 ÷ 396.000.
    const r = simplesBuyerCredit({ year: 2027, annex: "I", rbt12: 396_000, invoiceValue: 10_000 });
    expect(r.credit).toBe(93);
    expect(r.rate).toBeCloseTo(0.0093, 12);
  });
  it("rounded once on the invoice: R$ 50.000 at 7,19% × 15,50% = 557,225 → R$ 557,23", () => {
    expect(simplesBuyerCredit({ year: 2027, annex: "I", rbt12: 600_000, invoiceValue: 50_000 }).credit).toBe(557.23);
  });
  it("no credit in 2026 (the test rates do not apply to the Simples, LC 214 art. 348, III, c)", () => {
    expect(simplesBuyerCredit({ year: 2026, annex: "I", rbt12: 600_000, invoiceValue: 50_000 })).toMatchObject({
      credit: 0,
      rate: 0,
    });
  });
  it("a year outside 2026–2033 is refused", () => {
    expect(() => simplesBuyerCredit({ year: 2025 as 2026, annex: "I", rbt12: 1, invoiceValue: 1 })).toThrow(
      TaxInputError,
    );
  });
});

describe("LC 123 art. 18 §1º (LC 214 art. 517) / Res. CGSN 190 art. 21, II, a: RBT12 window one month back from 2027", () => {
  it.each([
    ["2026-12", "2025-12", "2026-11"],
    ["2027-01", "2025-12", "2026-11"],
    ["2027-03", "2026-02", "2027-01"],
  ])("PA %s → %s to %s", (pa, from, to) => {
    expect(simplesRbt12Window(pa)).toMatchObject({ from, to });
  });
  it("the rule of each side cites its text", () => {
    expect(simplesRbt12Window("2026-12").source).toContain("LC 155/2016");
    expect(simplesRbt12Window("2027-01").source).toContain("LC 214/2025, art. 517");
  });
  it("a PA that is not AAAA-MM is refused", () => {
    for (const pa of ["2027-13", "2027-1", "27-01", ""]) expect(() => simplesRbt12Window(pa)).toThrow(TaxInputError);
  });

  // Commerce, R$ 120.000 last year, R$ 20.000 a month this year (Anexo I):
  // 2026: RBT12 of month m = 120.000 × (12 − m)/12 + 20.000 × m → Jan–Jul band 1 (4%: 800 each = 5.600);
  //   Aug–Dec 190, 200, 210, 220, 230 mil → 20.000 × (RBT12 × 7,3% − 5.940)/RBT12 = 834,74 + 866,00 +
  //   894,29 + 920,00 + 943,48 = 4.458,51. Year 10.058,51.
  // 2027: one month later: Jan–Aug band 1 (6.400); Sep–Dec 190–220 mil, each tax rounded on its own: Sep
  //   834,7368… → IRPJ 45,91 + CSLL 29,22 + CBS 15,33% 127,97 + IBS 1,42 + CPP 346,42 + ICMS 283,81 = 834,75;
  //   Oct 866,00; Nov 894,2857… → 49,19 + 31,30 + 137,09 + 1,52 + 371,13 + 304,06 = 894,29; Dec 920,00.
  //   3.515,04. Year 9.915,04.
  it("the annual Simples uses the window of each year", () => {
    const company = {
      activity: "comercio" as const,
      monthlyRevenue: new Array(12).fill(20_000),
      previousYearRevenue: 120_000,
    };
    const simples = (year: 2026 | 2027) => compareRegimes(company, year).regimes.find((x) => x.regime === "simples")!;
    expect(simples(2026).annualTotal).toBe(10_058.51);
    const y2027 = simples(2027);
    expect(y2027.annualTotal).toBe(9_915.04);
    const keys = y2027.breakdown.map((b) => b.key);
    expect(keys).toEqual(expect.arrayContaining(["das_cbs", "das_ibs"]));
    expect(keys).not.toContain("das_pis");
  });
});

describe("Res. CGSN 140 art. 22 §2º (Res. CGSN 190/2026): start of activity from 2027", () => {
  it("1st and 2nd month: the rates of band 1 (Anexo I, month of R$ 400.000 → 4% = R$ 16.000,00; in 2026 × 12 = 4,8 mi)", () => {
    for (const monthOfActivity of [1, 2]) {
      const prev = monthOfActivity === 2 ? [400_000] : [];
      const r = simplesNacional({
        year: 2027,
        annex: "I",
        monthRevenue: 400_000,
        startup: { monthOfActivity, previousMonthsRevenue: prev },
      });
      expect(r).toMatchObject({ band: 1, das: 16_000, rbt12: 0 });
      expect(r.steps.some((s) => s.label === "RBT12 mínima")).toBe(false);
    }
    expect(
      simplesNacional({
        year: 2026,
        annex: "I",
        monthRevenue: 400_000,
        startup: { monthOfActivity: 1, previousMonthsRevenue: [] },
      }).band,
    ).toBe(6);
  });
  it("3rd month: mean of the months before the previous one × 12 (30.000 × 12 = 360.000 → 5,65%: R$ 40.000 → 2.260,00; 2026: 40.000 × 12 = 480.000 → 6,6125% = 2.645,01)", () => {
    // 2027: (360.000 × 7,3% − 5.940) ÷ 360.000 = 20.340 ÷ 360.000 = 5,65% → 2.260,00: IRPJ 124,30 + CSLL 79,10 +
    //   CBS 346,458 → 346,46 + IBS 3,842 → 3,84 + CPP 937,90 + ICMS 768,40 = 2.260,00.
    // 2026: mean of both months (30.000 + 50.000) ÷ 2 × 12 = 480.000: (480.000 × 9,5% − 13.860) ÷ 480.000 = 31.740 ÷ 480.000
    //   = 6,6125% → 2.645 by tax: IRPJ 145,475 → 145,48; CSLL 92,575 → 92,58; COFINS 336,973 → 336,97; PIS 73,002
    //   → 73,00; CPP 1.110,90; ICMS 886,075 → 886,08: 2.645,01.
    const startup = { monthOfActivity: 3, previousMonthsRevenue: [30_000, 50_000] };
    expect(simplesNacional({ year: 2027, annex: "I", monthRevenue: 40_000, startup })).toMatchObject({
      rbt12: 360_000,
      das: 2_260,
    });
    expect(simplesNacional({ year: 2026, annex: "I", monthRevenue: 40_000, startup })).toMatchObject({
      rbt12: 480_000,
      das: 2_645.01,
    });
  });
  it("14th month: the 12 months before the previous one (12 × 10.000 = 120.000 → 4%: R$ 400,00; 2026 takes the last 12: 210.000 → R$ 447,14)", () => {
    // 2026: (210.000 × 7,3% − 5.940) ÷ 210.000 = 9.390 ÷ 210.000 = 4,4714…% × 10.000 = 447,142… → 447,14.
    const startup = { monthOfActivity: 14, previousMonthsRevenue: [...new Array(12).fill(10_000), 100_000] };
    expect(simplesNacional({ year: 2027, annex: "I", monthRevenue: 10_000, startup })).toMatchObject({
      rbt12: 120_000,
      das: 400,
    });
    expect(simplesNacional({ year: 2026, annex: "I", monthRevenue: 10_000, startup })).toMatchObject({
      rbt12: 210_000,
      das: 447.14,
    });
    expect(() =>
      simplesNacional({
        year: 2027,
        annex: "I",
        monthRevenue: 10_000,
        startup: { monthOfActivity: 14, previousMonthsRevenue: new Array(12).fill(1) },
      }),
    ).toThrow(TaxInputError);
  });
});

describe("LC 123 art. 13-A; Res. CGSN 140 art. 9º (Res. CGSN 190): a company above the sublimite pays ICMS, ISS and IBS outside the DAS", () => {
  // Anexo I, RBT12 R$ 4.200.000 (band 6), R$ 100.000, 2027: (4,2 mi × 18,9% − 378.000) ÷ 4,2 mi = 9,9% → 9.900,00
  // of federal taxes: IRPJ 13,58% 1.344,42; CSLL 10,06% 995,94; CBS 34,02% 3.367,98; CPP 42,34% 4.191,66.
  // Within the sublimite the DAS also carries ICMS 4.094,18 and IBS 20,78 (test above: 14.014,96); impeded, neither.
  it("simplesReformMonth: the DAS keeps the federal taxes and the CBS; ICMS and IBS are named as paid outside", () => {
    const r = simplesReformMonth({
      year: 2027,
      annex: "I",
      monthRevenue: 100_000,
      rbt12: 4_200_000,
      sublimiteExceeded: true,
    });
    expect(r).toMatchObject({ band: 6, das: 9_900, cbsIbsInDas: 3_367.98, sublimiteExceeded: true });
    expect(r.parcels).toEqual({ IRPJ: 1_344.42, CSLL: 995.94, CBS: 3_367.98, CPP: 4_191.66 });
    // The buyer's credit rate from the DAS: 9,9% × 34,02% = 3,36798%.
    expect(r.dasShareRate).toBeCloseTo(0.0336798, 9);
    const outside = r.steps.find((s) => s.label.startsWith("ICMS, ISS e IBS fora do DAS"))!;
    expect(outside.source).toContain("art. 13-A");
    // Por fora: 9.900,00 − 3.367,98 = 6.532,02.
    expect(
      simplesReformMonth({
        year: 2027,
        annex: "I",
        monthRevenue: 100_000,
        rbt12: 4_200_000,
        sublimiteExceeded: true,
        porFora: true,
      }).das,
    ).toBe(6_532.02);
    // 2026: the old annexes; ICMS and ISS leave the DAS (no IBS yet): (4,2 mi × 19% − 378.000) ÷ 4,2 mi = 10% → 10.000,00.
    const y2026 = simplesReformMonth({
      year: 2026,
      annex: "I",
      monthRevenue: 100_000,
      rbt12: 4_200_000,
      sublimiteExceeded: true,
    });
    expect(y2026.das).toBe(10_000);
    expect(y2026.steps.some((s) => s.label === "ICMS e ISS fora do DAS (sublimite excedido)")).toBe(true);
  });

  it("simplesBuyerCredit: only the CBS parcel (9,9% × 34,02% of R$ 100.000 = 3.367,98)", () => {
    expect(
      simplesBuyerCredit({ year: 2027, annex: "I", rbt12: 4_200_000, invoiceValue: 100_000, sublimiteExceeded: true })
        .credit,
    ).toBe(3_367.98);
    // Within the sublimite the IBS by band 5 is credited too: 3.367,98 + 20,78 = 3.388,76.
    expect(simplesBuyerCredit({ year: 2027, annex: "I", rbt12: 4_200_000, invoiceValue: 100_000 }).credit).toBe(
      3_388.76,
    );
  });
});
