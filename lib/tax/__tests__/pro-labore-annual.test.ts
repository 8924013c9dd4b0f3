import { describe, expect, it } from "vitest";
import { proLaboreVsDividends, type ProLaboreScenario, type ProLaboreVsDividendsResult } from "@/lib/tax";

// Golden cases of pró-labore × dividendos over the partner's whole year, each worked by hand from the law (2026
// tables; Lei 9.250/1995 arts. 3º-A, 6º-A, 8º, 10, 11-A, 16-A, 16-B; Lei 9.430/1996 art. 67; Lei 8.212/1991
// arts. 21, 22 III, 30 §4º; LC 123/2006 art. 18; Lei 9.249/1995 arts. 3º, 15, 20; Lei 9.430/1996 arts. 1º, 4º;
// Lei 7.689/1988 art. 3º). Money is rounded half-up to the centavo once per amount; the derivation of every figure
// is in the comments.
//
// Common facts (2026): minimum wage R$ 1.621,00; INSS ceiling R$ 8.475,55; partner's INSS 11% (Lei 8.212 art. 21 and
// art. 30 §4º): 11% × 1.621,00 = 178,31, 11% × 8.475,55 = 932,31 (932,3105). Annual table (Lei 11.482 art. 1º,
// XII): up to 29.145,60 exempt; 7,5% − 2.185,92; 15% − 4.729,91; 22,5% − 8.105,85; 27,5% − 10.904,66. Desconto
// simplificado: 20% capped at 17.640,00 (Lei 9.250 art. 10, X). Art. 11-A: up to 60.000,00 the tax is reduced to
// zero (up to 2.694,15); 60.000,01–88.200,00: 8.429,73 − 0,095575 × income. Pró-labore has no 13º.

function scenario(r: ProLaboreVsDividendsResult, key: ProLaboreScenario["key"]): ProLaboreScenario {
  const s = r.scenarios.find((x) => x.key === key);
  if (!s) throw new Error(`no scenario ${key}`);
  return s;
}

describe("proLaboreVsDividends: the partner's year settled in the annual return (Lei 9.250 arts. 8º, 10, 11-A)", () => {
  // Lucro Presumido, services (32%/32%), R$ 60.000 a month, costs R$ 20.000, one partner paid the INSS ceiling.
  // Company per quarter: revenue 180.000; base 32% = 57.600 (below 60.000: no adicional); IRPJ 15% = 8.640; CSLL
  // 9% = 5.184; PIS 0,65% = 1.170; COFINS 3% = 5.400. Year: IRPJ + CSLL 55.296; PIS + COFINS 26.280; ISS 5% × 720.000
  // = 36.000 (LC 116 art. 8º, II); CPP 20% × pró-labore × 12 (Lei 8.212 art. 22, III).
  const r = proLaboreVsDividends({
    regime: "presumido",
    activity: "servicos_gerais",
    monthlyRevenue: 60_000,
    monthlyCosts: 20_000,
    currentProLabore: 8_475.55,
  });

  it("the pró-labore at the ceiling: IRRF withheld 13.987,92, IRPF of the return 12.213,66", () => {
    // Monthly IRRF: 8.475,55 − INSS 932,31 = 7.543,24 (INSS > 607,20: legal deduction); 27,5% × 7.543,24 = 2.074,391
    // → 2.074,39 − 908,73 = 1.165,66; no reduction above 7.350 → × 12 = 13.987,92 withheld.
    // Return: income 12 × 8.475,55 = 101.706,60; 20% = 20.341,32 → simplified 17.640,00 > INSS 11.187,72; base
    // 84.066,60 × 27,5% = 23.118,315 → 23.118,32 − 10.904,66 = 12.213,66; income above 88.200: no reduction.
    // The return refunds 13.987,92 − 12.213,66 = 1.774,26 (what 12 × the IRRF overstated).
    const s = scenario(r, "atual");
    expect(s.proLabore).toBe(8_475.55);
    expect(s.partnerInssAnnual).toBe(11_187.72);
    expect(s.irrfWithheldAnnual).toBe(13_987.92);
    expect(s.irpfAnnual).toBe(12_213.66);
    expect(s.partners[0].returnBalance).toBe(-1_774.26);
    // Company: 55.296 + 26.280 + 36.000 + CPP 20% × 101.706,60 = 20.341,32 → 137.917,32.
    expect(s.companyTaxAnnual).toBe(137_917.32);
    // Profit before IRPJ/CSLL: (60.000 − 20.000 − 8.475,55) × 12 − (137.917,32 − 55.296) = 378.293,40 − 82.621,32
    // = 295.672,08; distributed 295.672,08 − 55.296 = 240.376,08 (20.031,34 a month: no withholding; income
    // 101.706,60 + 240.376,08 = 342.082,68 ≤ 600.000: no IRPFM).
    expect(s.accountingProfitAnnual).toBe(295_672.08);
    expect(s.partners[0].dividendsAnnual).toBe(240_376.08);
    expect(s.dividendWithholdingAnnual).toBe(0);
    expect(s.irpfmBalance).toBe(0);
    // Total 137.917,32 + 11.187,72 + 12.213,66 = 161.318,70; net 101.706,60 + 240.376,08 − 23.401,38 = 318.681,30.
    expect(s.totalTaxAnnual).toBe(161_318.7);
    expect(s.partnerNetAnnual).toBe(318_681.3);
  });

  it("the optimum is the minimum wage, saving 37.712,58 against the ceiling", () => {
    // Every real of pró-labore costs 20% CPP + 11% INSS and, above 5.000,32 a month, the IRPF; the dividends bear
    // nothing here: the total only grows with the pró-labore, so the minimum wage is the optimum.
    // P = 1.621: CPP 20% × 19.452 = 3.890,40 → company 121.466,40; INSS 12 × 178,31 = 2.139,72; return on 19.452:
    // base below 29.145,60, tax 0. Total 123.606,12; 161.318,70 − 123.606,12 = 37.712,58.
    const s = scenario(r, "otimo");
    expect(r.best).toBe("otimo");
    expect(s.proLabore).toBe(1_621);
    expect(s.companyTaxAnnual).toBe(121_466.4);
    expect(s.irpfAnnual).toBe(0);
    expect(s.totalTaxAnnual).toBe(123_606.12);
    expect(r.savings).toBe(37_712.58);
  });

  it("every scenario: partner net + total tax = the profit before pró-labore", () => {
    for (const s of r.scenarios) expect(Math.round((s.partnerNetAnnual + s.totalTaxAnnual) * 100)).toBe(48_000_000);
  });
});

describe("proLaboreVsDividends: the R$ 10 dispensa is a withholding rule, not an exemption (Lei 9.430 art. 67)", () => {
  // Lucro Real, services, R$ 150.000 a month, costs R$ 90.000 (so the IRPJ adicional applies: each real of pró-labore
  // saves 15% + 10% + 9% = 34% of IRPJ/CSLL and costs 20% CPP + 11% INSS).
  // Year: ISS 5% × 1.800.000 = 90.000; PIS 1,65% = 29.700; COFINS 7,6% = 136.800 (no credits). Per quarter the
  // revenue is 450.000 and the taxes on revenue 256.500 ÷ 4 = 64.125.
  const r = proLaboreVsDividends({
    regime: "real",
    activity: "servicos_gerais",
    monthlyRevenue: 150_000,
    monthlyCosts: 90_000,
  });

  it("R$ 5.000,00: no IRRF and no IRPF; total 384.210,00", () => {
    // Costs per quarter (1.080.000 + 60.000 + CPP 12.000) ÷ 4 = 288.000; profit 450.000 − 288.000 − 64.125 = 97.875;
    // IRPJ 14.681,25 + adicional 10% × 37.875 = 3.787,50 + CSLL 8.808,75 = 27.277,50 × 4 = 109.110.
    // Company 109.110 + 256.500 + 12.000 = 377.610; INSS 6.600; return on 60.000: 20% = 12.000 (> INSS), base
    // 48.000 × 22,5% − 8.105,85 = 2.694,15, reduced to 0 (art. 11-A). Total 384.210,00.
    const s = scenario(r, "isencao_irrf");
    expect(s.companyTaxAnnual).toBe(377_610);
    expect(s.irpfAnnual).toBe(0);
    expect(s.totalTaxAnnual).toBe(384_210);
  });

  it("the optimum is R$ 5.000,00: a few reais more have their monthly IRRF dispensed but are taxed in the return", () => {
    // At R$ 5.001,00 the month's IRRF is 0,36 (not withheld), but the return on 60.012: simplified 12.002,40, base
    // 48.009,60 × 22,5% = 10.802,16 − 8.105,85 = 2.696,31; reduction 8.429,73 − 0,095575 × 60.012 (5.735,65) =
    // 2.694,08; IRPF 2,23. Company: quarter costs (1.080.000 + 60.012 + 12.002,40) ÷ 4 = 288.003,60, profit 97.871,40,
    // IRPJ 14.680,71 + 3.787,14 + CSLL 8.808,43 → × 4 = 109.105,12; company 377.607,52; INSS 6.601,32. Total
    // 384.211,07: more than at 5.000,00.
    // Just above 5.000,00 the art. 11-A formula still zeroes the tax up to an income of 60.003,92 (0,275575 × income
    // = 16.535,58): at 5.000,31 the total is 384.209,58 (company 377.609,22: quarter profit 97.873,88 → IRPJ
    // 14.681,08, adicional 3.787,39, CSLL 8.808,65; CPP 12.000,74; INSS 12 × 550,03), 0,42 below 5.000,00 — within
    // the R$ 1,00 a year in which the engine keeps the round figure (ROUND_FIGURE_MARGIN).
    const s = scenario(r, "otimo");
    expect(s.proLabore).toBe(5_000);
    expect(s.totalTaxAnnual).toBe(384_210);
    // Against the minimum wage: quarter profit 450.000 − (1.080.000 + 19.452 + 3.890,40) ÷ 4 (275.835,60) − 64.125 =
    // 110.039,40; IRPJ 16.505,91 + adicional 5.003,94 + CSLL 9.903,55 → × 4 = 125.653,60; company 386.044,00; INSS
    // 2.139,72; total 388.183,72. Saving 3.973,72.
    expect(scenario(r, "minimo").totalTaxAnnual).toBe(388_183.72);
    expect(r.savings).toBe(3_973.72);
  });
});

describe("proLaboreVsDividends: the art. 16-B redutor (Lei 9.250/1995 art. 16-B, §§1º–3º)", () => {
  // Lucro Presumido, services, R$ 400.000 a month (4,8 mi a year: no LC 224 increase), costs R$ 222.000: a low margin.
  // Quarter: base 32% × 1.200.000 = 384.000; IRPJ 57.600; adicional 10% × 324.000 = 32.400; CSLL 34.560; PIS 7.800;
  // COFINS 36.000. Year: IRPJ + CSLL 498.240; PIS + COFINS 175.200; ISS 240.000.
  const r = proLaboreVsDividends({
    regime: "presumido",
    activity: "servicos_gerais",
    monthlyRevenue: 400_000,
    monthlyCosts: 222_000,
  });

  it("R$ 1,2 mi of dividends: redutor of 66.128,91", () => {
    // Minimum wage: CPP 3.890,40; company 917.330,40. Lucro contábil (art. 16-B §3º, III) = (178.000 − 1.621) × 12 −
    // (917.330,40 − 498.240) = 2.116.548 − 419.090,40 = 1.697.457,60; distributed 1.199.217,60 (99.934,80 a month:
    // 10% withheld each month, 119.921,76 in the year).
    // IRPFM: income 19.452 + 1.199.217,60 = 1.218.669,60 ≥ 1,2 mi → 10% = 121.866,96; IRPF of the return 0.
    // Company's effective rate 498.240 ÷ 1.697.457,60; the IRPFM the dividends add is 121.866,96 (without them the
    // income is 19.452: no IRPFM), its rate 121.866,96 ÷ 1.199.217,60. Redutor = 1.199.217,60 × 498.240 ÷
    // 1.697.457,60 + 121.866,96 − 34% × 1.199.217,60 = 351.995,77 + 121.866,96 − 407.733,98 = 66.128,91 (one rounding:
    // 66.128,9147…). IRPFM due 121.866,96 − 66.128,91 = 55.738,05; balance 55.738,05 − 119.921,76 = −64.183,71.
    const s = scenario(r, "minimo");
    expect(s.companyTaxAnnual).toBe(917_330.4);
    expect(s.accountingProfitAnnual).toBe(1_697_457.6);
    const p = s.partners[0];
    expect(p.dividendsAnnual).toBe(1_199_217.6);
    expect(p.dividendWithholdingAnnual).toBe(119_921.76);
    expect(p.irpfmIncome).toBe(1_218_669.6);
    expect(p.irpfmGross).toBe(121_866.96);
    expect(p.irpfmRedutor).toBe(66_128.91);
    expect(p.irpfmBalance).toBe(-64_183.71);
    // Without the redutor the balance would be 1.945,20: the partner's tax was overstated by the redutor.
    expect(s.totalTaxAnnual).toBe(917_330.4 + 2_139.72 + 119_921.76 - 64_183.71);
  });

  it("the memória shows the three rates and the result says the redutor needs the financial statements", () => {
    const labels = r.steps.map((s) => s.label);
    expect(labels).toContain("Alíquota efetiva de IRPJ + CSLL da empresa");
    expect(labels).toContain("Redutor do art. 16-B");
    expect(r.steps.find((s) => s.label === "Redutor do art. 16-B")?.source).toContain("art. 16-B");
    expect(r.notes.some((n) => n.includes("§4º"))).toBe(true);
  });

  it("says in plain words that other companies' dividends get no redutor here", () => {
    const other = proLaboreVsDividends({
      regime: "presumido",
      activity: "servicos_gerais",
      monthlyRevenue: 400_000,
      monthlyCosts: 222_000,
      otherExemptIncome: 100_000,
    });
    expect(other.notes.some((n) => n.includes("outras empresas") && n.includes("não foi calculado"))).toBe(true);
  });
});

describe("proLaboreVsDividends: several partners, the company's taxes once", () => {
  // Lucro Presumido, services, R$ 300.000 a month (3,6 mi), costs R$ 50.000. Quarter: base 288.000; IRPJ 43.200;
  // adicional 10% × 228.000 = 22.800; CSLL 25.920; PIS 5.850; COFINS 27.000. Year: IRPJ + CSLL 367.680; PIS + COFINS
  // 131.400; ISS 180.000.
  const base = {
    regime: "presumido" as const,
    activity: "servicos_gerais" as const,
    monthlyRevenue: 300_000,
    monthlyCosts: 50_000,
  };

  it("two equal partners on the minimum wage: each one's IRPFM on their own half", () => {
    // Pró-labore 2 × 1.621: CPP 20% × 38.904 = 7.780,80; company 686.860,80. Lucro contábil (250.000 − 3.242) × 12
    // − (686.860,80 − 367.680) = 2.641.915,20; distributed 2.274.235,20, 1.137.117,60 each (94.759,80 a month:
    // 9.475,98 withheld a month, 113.711,76 a year).
    // Each: income 19.452 + 1.137.117,60 = 1.156.569,60; rate 1.156.569,60 ÷ 60.000 − 10 = 9,27616%; IRPFM
    // 107.285,2454 → 107.285,25; redutor: 367.680 ÷ 2.641.915,20 (13,92%) + 9,43% < 34%: none; balance
    // 107.285,25 − 113.711,76 = −6.426,51. Partner's tax 2.139,72 + 113.711,76 − 6.426,51 = 109.424,97.
    // Total 686.860,80 + 2 × 109.424,97 = 905.710,74.
    const r = proLaboreVsDividends({ ...base, partners: 2 });
    expect(r.partnerCount).toBe(2);
    const s = scenario(r, "minimo");
    expect(s.proLabore).toBe(3_242);
    expect(s.companyTaxAnnual).toBe(686_860.8);
    for (const p of s.partners) {
      expect(p.proLabore).toBe(1_621);
      expect(p.dividendsAnnual).toBe(1_137_117.6);
      expect(p.dividendWithholdingAnnual).toBe(113_711.76);
      expect(p.irpfmGross).toBe(107_285.25);
      expect(p.irpfmRedutor).toBe(0);
      expect(p.irpfmBalance).toBe(-6_426.51);
      expect(p.taxAnnual).toBe(109_424.97);
    }
    expect(s.totalTaxAnnual).toBe(905_710.74);

    // The same company entered as one partner: CPP 3.890,40, company 682.970,40; distributed 2.297.577,60; income
    // 2.317.029,60 → 10% = 231.702,96; withheld 229.757,76; balance 1.945,20; partner 2.139,72 + 229.757,76 +
    // 1.945,20 = 233.842,68; total 916.813,08 — 11.102,34 more than the two partners really pay.
    const one = scenario(proLaboreVsDividends(base), "minimo");
    expect(one.totalTaxAnnual).toBe(916_813.08);
  });

  it("unequal shares and a partner who does not work: dividends by share, pró-labore only for those who work", () => {
    // 50% / 30% / 20%, today's pró-labore 5.000 and 3.000, the third partner an investor. Company: CPP 20% × 96.000 =
    // 19.200 → 698.280; lucro contábil (250.000 − 8.000) × 12 − (698.280 − 367.680) = 2.573.400; distributed
    // 2.205.720 → 1.102.860 / 661.716 / 441.144.
    // Partner 1: INSS 6.600; IRPF 0 (60.000 a year, art. 11-A); 91.905 a month → withheld 110.286; income 1.162.860,
    // rate 9,381% → 109.087,90; balance −1.198,10; tax 115.687,90.
    // Partner 2: INSS 3.960; IRPF 0; 55.143 a month → withheld 66.171,60; income 697.716, rate 1,6286% → 11.363,00;
    // balance −54.808,60; tax 15.323,00.
    // Partner 3: 36.762 a month, no withholding; income 441.144 ≤ 600.000: no IRPFM; tax 0.
    const r = proLaboreVsDividends({
      ...base,
      partnerDetails: [
        { sharePercent: 50, currentProLabore: 5_000 },
        { sharePercent: 30, currentProLabore: 3_000 },
        { sharePercent: 20, receivesProLabore: false },
      ],
    });
    const s = scenario(r, "atual");
    expect(s.companyTaxAnnual).toBe(698_280);
    expect(s.partners.map((p) => p.dividendsAnnual)).toEqual([1_102_860, 661_716, 441_144]);
    expect(s.partners.map((p) => p.taxAnnual)).toEqual([115_687.9, 15_323, 0]);
    expect(s.partners[2].proLabore).toBe(0);
    expect(s.partners[2].inssAnnual).toBe(0);
    expect(s.totalTaxAnnual).toBe(829_290.9);
    // The optimum never pays the investor a pró-labore.
    expect(scenario(r, "otimo").partners[2].proLabore).toBe(0);
  });
});

describe("proLaboreVsDividends: other income, taxable or exempt (art. 16-A §3º, I)", () => {
  // The one-partner company of the block above, minimum wage: distributed 2.297.577,60, withheld 229.757,76.
  const base = {
    regime: "presumido" as const,
    activity: "servicos_gerais" as const,
    monthlyRevenue: 300_000,
    monthlyCosts: 50_000,
  };

  it("R$ 200 mil of rent: its IRPF is in the return and deducted from the IRPFM", () => {
    // Return: 19.452 + 200.000 = 219.452; simplified 17.640 (> INSS 2.139,72); base 201.812 × 27,5% = 55.498,30 −
    // 10.904,66 = 44.593,64. The rent alone: base 182.360 × 27,5% = 50.149 − 10.904,66 = 39.244,34. The pró-labore
    // adds 5.349,30.
    // IRPFM: income 19.452 + 2.297.577,60 + 200.000 = 2.517.029,60 → 10% = 251.702,96 − IRPF 44.593,64 = 207.109,32;
    // − withheld 229.757,76 = −22.648,44 (the rent alone owes no IRPFM).
    // Partner's tax: 2.139,72 + 5.349,30 + 229.757,76 − 22.648,44 = 214.598,34.
    const s = scenario(proLaboreVsDividends({ ...base, otherTaxableIncome: 200_000 }), "minimo");
    const p = s.partners[0];
    expect(p.irpfReturn).toBe(44_593.64);
    expect(p.irpfOtherIncome).toBe(39_244.34);
    expect(p.irpfAnnual).toBe(5_349.3);
    expect(p.irpfmBalance).toBe(-22_648.44);
    expect(p.taxAnnual).toBe(214_598.34);
  });

  it("the same R$ 200 mil as exempt income: no IRPF to deduct, so the IRPFM is 44.593,64 higher", () => {
    // IRPFM 251.702,96 − 0 − 229.757,76 = 21.945,20; partner's tax 2.139,72 + 229.757,76 + 21.945,20 = 253.842,68.
    const s = scenario(proLaboreVsDividends({ ...base, otherExemptIncome: 200_000 }), "minimo");
    expect(s.partners[0].irpfmBalance).toBe(21_945.2);
    expect(s.partners[0].taxAnnual).toBe(253_842.68);
  });
});

describe("proLaboreVsDividends: the Fator R's first year (LC 123 art. 18 §§5º-J and 24)", () => {
  it("a raise that pays back: 12 months in Anexo V, the saving from month 13, even in month 42", () => {
    // Simples, Fator R activity, R$ 30.000 a month (RBT12 360.000: band 2), costs R$ 5.000, from the minimum wage.
    // Anexo V band 2: (360.000 × 18% − 4.500) ÷ 12 = 5.025 a month; Anexo III band 2: (360.000 × 11,2% − 9.360) ÷ 12
    // = 2.580. Floor: 28% × 360.000 ÷ 12 = 8.400 a month.
    // Staying: DAS 60.300; INSS 2.139,72; total 62.439,72.
    // At 8.400 once settled: DAS 30.960; INSS 12 × 924 = 11.088; return on 100.800: simplified 17.640 > 11.088, base
    // 83.160 × 27,5% = 22.869 − 10.904,66 = 11.964,34; total 54.012,34: 8.427,38 a year less.
    // First year at 8.400: FS12 of month m counts 8.400 × (m − 1) + 1.621 × (13 − m); month 12: 92.400 + 1.621 =
    // 94.021 < 100.800, month 13: 100.800 = 28% → Anexo III from month 13. Year 1: DAS 60.300 + 11.088 + 11.964,34
    // = 83.352,34: 20.912,62 more than staying.
    // Cumulative: the company saves 5.025 − 2.580 = 2.445 a month from month 13; the partner's extra (11.088 +
    // 11.964,34 − 2.139,72 = 20.912,62 a year) accrues by twelfths of each year. Month 13: 2.445 − (20.912,62 +
    // 1.742,72) = −20.210,34; month 24: 29.340 − 2 × 20.912,62 = −12.485,24; month 41: 29 × 2.445 = 70.905 −
    // (41.825,24 + 20.912,62 × 17 ÷ 12 = 29.626,21) = −546,45; month 42: 73.350 − (41.825,24 + 31.368,93) = 155,83 ≥ 0.
    const r = proLaboreVsDividends({
      regime: "simples",
      activity: "servicos_fator_r",
      monthlyRevenue: 30_000,
      monthlyCosts: 5_000,
    });
    expect(r.best).toBe("otimo");
    expect(scenario(r, "otimo").proLabore).toBe(8_400);
    expect(scenario(r, "otimo").totalTaxAnnual).toBe(54_012.34);
    expect(r.savings).toBe(8_427.38);
    const path = r.fatorRPath!;
    expect(path.fromProLabore).toBe(1_621);
    expect(path.toProLabore).toBe(8_400);
    expect(path.firstAnnexIIIMonth).toBe(13);
    expect(path.firstYearCost).toBe(20_912.62);
    expect(path.steadySaving).toBe(8_427.38);
    expect(path.paybackMonth).toBe(42);
    expect(path.months).toHaveLength(24);
    expect(path.months[11]).toMatchObject({
      month: 12,
      annex: "V",
      das: 5_025,
      fs12: 94_021,
      cumulativeSaving: -20_912.62,
    });
    expect(path.months[12]).toMatchObject({
      month: 13,
      annex: "III",
      das: 2_580,
      fs12: 100_800,
      cumulativeSaving: -20_210.34,
    });
    expect(path.months[23].cumulativeSaving).toBe(-12_485.24);
  });

  it("the issue's flip: the floor saves once settled, but the first year never pays back", () => {
    // Simples, Fator R, R$ 63.000 a month (RBT12 756.000: band 4), costs at half (31.500).
    // Anexo V band 4: effective (756.000 × 20,5% − 17.100) ÷ 756.000, × 63.000 = 11.490,00, split per tax and rounded
    // half-up as the PGDAS-D prints it (LC 123 art. 18 §1º-B; repartição IRPJ 21, CSLL 15, COFINS 15,74, PIS 3,41,
    // CPP 23,85, ISS 21%): 2.412,90 + 1.723,50 + 1.808,532 → 1.808,53 + 391,809 → 391,81 + 2.740,365 → 2.740,37 +
    // 2.412,90 = 11.490,01 a month. Anexo III band 4: (756.000 × 16% − 35.640) ÷ 12 = 7.110,00; per tax (4; 3,5;
    // 13,64; 2,96; 43,40; 32,50%): 284,40 + 248,85 + 969,80 + 210,46 + 3.085,74 + 2.310,75 = 7.110,00. Floor 28% ×
    // 756.000 ÷ 12 = 17.640.
    // Minimum wage: 12 × 11.490,01 = 137.880,12 + INSS 2.139,72 = 140.019,84.
    // 17.640 settled: DAS 85.320; INSS 11.187,72; return on 211.680: simplified 17.640, base 194.040 × 27,5% = 53.361
    // − 10.904,66 = 42.456,34; total 138.964,06: 1.055,78 a year less. (12 × the monthly IRRF, 3.685,88 × 12 =
    // 44.230,56, made it 140.738,28: 718,44 more, and the engine used to stay on the minimum wage.)
    // First year: the DAS stays 137.880,12 → 137.880,12 + 11.187,72 + 42.456,34 = 191.524,18, 51.504,34 more. From
    // month 13 it saves 4.380,01 of DAS a month while the partner pays 51.504,34 ÷ 12 = 4.292,03 a month more: 87,98
    // a month, 585 months to pay back.
    const r = proLaboreVsDividends({
      regime: "simples",
      activity: "servicos_fator_r",
      monthlyRevenue: 63_000,
      monthlyCosts: 31_500,
    });
    const otimo = scenario(r, "otimo");
    expect(otimo.proLabore).toBe(17_640);
    expect(otimo.annex).toBe("III");
    expect(otimo.irpfAnnual).toBe(42_456.34);
    expect(otimo.totalTaxAnnual).toBe(138_964.06);
    expect(scenario(r, "minimo").totalTaxAnnual).toBe(140_019.84);
    const path = r.fatorRPath!;
    expect(path.firstAnnexIIIMonth).toBe(13);
    expect(path.firstYearCost).toBe(51_504.34);
    expect(path.steadySaving).toBe(1_055.78);
    expect(path.paybackMonth).toBeNull();
    // So the recommendation keeps the company in Anexo V: the minimum wage.
    expect(r.best).toBe("sem_fator_r");
    expect(scenario(r, "sem_fator_r").proLabore).toBe(1_621);
    expect(r.savings).toBe(0);
  });
});

describe("proLaboreVsDividends in 2027: CBS and IBS in the company's total (LC 214/2025 arts. 344, 347)", () => {
  it("Lucro Presumido shop: CBS 8,7% and IBS 0,1% replace PIS and COFINS", () => {
    // 2027 (figures not yet published carried from 2026), commerce (8%/12%), R$ 100.000 a month, costs 60.000, ICMS
    // not informed (0, said so), no creditable purchases. Quarter: IRPJ 15% × 24.000 = 3.600; CSLL 9% × 36.000 =
    // 3.240 → year 27.360. CBS: reference 8,8% (default scenario) − 0,1 = 8,7% × 1.200.000 = 104.400; IBS 0,05% +
    // 0,05% = 0,1% × 1.200.000 = 1.200. CPP 3.890,40. Company 136.850,40 (2026: PIS 7.800 + COFINS 36.000 → 75.050,40).
    // Lucro contábil (40.000 − 1.621) × 12 − (136.850,40 − 27.360) = 351.057,60; distributed 323.697,60.
    const input = {
      regime: "presumido" as const,
      activity: "comercio" as const,
      monthlyRevenue: 100_000,
      monthlyCosts: 60_000,
    };
    const r = proLaboreVsDividends({ ...input, year: 2027 });
    const s = scenario(r, "minimo");
    expect(s.companyTaxAnnual).toBe(136_850.4);
    expect(s.partners[0].dividendsAnnual).toBe(323_697.6);
    expect(s.totalTaxAnnual).toBe(138_990.12);
    expect(r.steps.map((x) => x.label)).toEqual(expect.arrayContaining(["CBS", "IBS"]));
    expect(r.notes.some((n) => n.includes("CBS e IBS"))).toBe(true);
    expect(r.notes.some((n) => n.includes("ICMS não entrou"))).toBe(true);
    expect(scenario(proLaboreVsDividends(input), "minimo").companyTaxAnnual).toBe(75_050.4);
  });
});
