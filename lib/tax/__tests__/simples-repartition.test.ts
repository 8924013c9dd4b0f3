import { describe, expect, it } from "vitest";
import { simplesNacional, type Annex } from "@/lib/tax";

// Expected values computed outside the engine (exact fractions), from LC 123/2006 art. 18 and Annexes I–V: each tax =
// revenue × effective rate × repartição, rounded half-up to the centavo on its own, and the DAS = the sum of the
// rounded parts, as the PGDAS-D prints them (docs/decisions.md §33; e.g. Anexo I band 4: 8,825% × 42% × 100.000 =
// 3.706,50 of CPP, and 485,375 + 308,875 + 1.124,305 + 243,57 + 3.706,50 + 2.956,375 rounded one by one =
// 8.825,02, not 8.825,00). Band 5 of III/IV above the cap: ISS = 5% and (effective − 5%) × the note. Band 6:
// ICMS/ISS by the band-5 formula, ISS capped at 5% and its excess transferred to the federal taxes (art. 18 §1º-B, I).
type Row = [annex: Annex, rbt12: number, band: number, das: number, split: Record<string, number>];
const ROWS: Row[] = [
  ["I", 120000, 1, 4000, { IRPJ: 220, CSLL: 140, COFINS: 509.6, PIS: 110.4, CPP: 1660, ICMS: 1360 }],
  ["I", 300000, 2, 5320, { IRPJ: 292.6, CSLL: 186.2, COFINS: 677.77, PIS: 146.83, CPP: 2207.8, ICMS: 1808.8 }],
  ["I", 600000, 3, 7190, { IRPJ: 395.45, CSLL: 251.65, COFINS: 916.01, PIS: 198.44, CPP: 3019.8, ICMS: 2408.65 }],
  ["I", 1200000, 4, 8825.02, { IRPJ: 485.38, CSLL: 308.88, COFINS: 1124.31, PIS: 243.57, CPP: 3706.5, ICMS: 2956.38 }],
  ["I", 2000000, 5, 9935.02, { IRPJ: 546.43, CSLL: 347.73, COFINS: 1265.72, PIS: 274.21, CPP: 4172.7, ICMS: 3328.23 }],
  ["I", 4200000, 6, 14094.18, { IRPJ: 1350, CSLL: 1000, COFINS: 2827, PIS: 613, CPP: 4210, ICMS: 4094.18 }],
  [
    "II",
    120000,
    1,
    4500,
    { IRPJ: 247.5, CSLL: 157.5, COFINS: 517.95, PIS: 112.05, CPP: 1687.5, IPI: 337.5, ICMS: 1440 },
  ],
  [
    "II",
    300000,
    2,
    5820,
    { IRPJ: 320.1, CSLL: 203.7, COFINS: 669.88, PIS: 144.92, CPP: 2182.5, IPI: 436.5, ICMS: 1862.4 },
  ],
  [
    "II",
    600000,
    3,
    7690,
    { IRPJ: 422.95, CSLL: 269.15, COFINS: 885.12, PIS: 191.48, CPP: 2883.75, IPI: 576.75, ICMS: 2460.8 },
  ],
  [
    "II",
    1200000,
    4,
    9325.02,
    { IRPJ: 512.88, CSLL: 326.38, COFINS: 1073.31, PIS: 232.19, CPP: 3496.88, IPI: 699.38, ICMS: 2984 },
  ],
  [
    "II",
    2000000,
    5,
    10425.02,
    { IRPJ: 573.38, CSLL: 364.88, COFINS: 1199.92, PIS: 259.58, CPP: 3909.38, IPI: 781.88, ICMS: 3336 },
  ],
  [
    "II",
    4200000,
    6,
    16909.72,
    { IRPJ: 1092.86, CSLL: 964.29, COFINS: 2694.86, PIS: 583.71, CPP: 3021.43, IPI: 4500, ICMS: 4052.57 },
  ],
  ["III", 120000, 1, 6000, { IRPJ: 240, CSLL: 210, COFINS: 769.2, PIS: 166.8, CPP: 2604, ISS: 2010 }],
  ["III", 300000, 2, 8080, { IRPJ: 323.2, CSLL: 282.8, COFINS: 1135.24, PIS: 246.44, CPP: 3506.72, ISS: 2585.6 }],
  ["III", 600000, 3, 10560, { IRPJ: 422.4, CSLL: 369.6, COFINS: 1440.38, PIS: 312.58, CPP: 4583.04, ISS: 3432 }],
  ["III", 1200000, 4, 13030, { IRPJ: 521.2, CSLL: 456.05, COFINS: 1777.29, PIS: 385.69, CPP: 5655.02, ISS: 4234.75 }],
  ["III", 2000000, 5, 14718, { IRPJ: 588.72, CSLL: 515.13, COFINS: 1886.85, PIS: 409.16, CPP: 6387.61, ISS: 4930.53 }],
  // Band 6, ISS by the band-5 formula above 5%: the excess goes to the federal taxes (below, "band 6 ISS excess").
  [
    "III",
    4200000,
    6,
    23604.31,
    { IRPJ: 6511.51, CSLL: 2790.65, COFINS: 2982.27, PIS: 645.57, CPP: 5674.31, ISS: 5000 },
  ],
  ["IV", 120000, 1, 4500, { IRPJ: 846, CSLL: 684, COFINS: 795.15, PIS: 172.35, ISS: 2002.5, CPP: 0 }],
  ["IV", 300000, 2, 6300, { IRPJ: 1247.4, CSLL: 957.6, COFINS: 1294.65, PIS: 280.35, ISS: 2520, CPP: 0 }],
  ["IV", 600000, 3, 8130, { IRPJ: 1691.04, CSLL: 1235.76, COFINS: 1604.05, PIS: 347.15, ISS: 3252, CPP: 0 }],
  ["IV", 1200000, 4, 10685.01, { IRPJ: 1901.93, CSLL: 2051.52, COFINS: 2019.47, PIS: 438.09, ISS: 4274, CPP: 0 }],
  ["IV", 1900000, 5, 12327.37, { IRPJ: 2317.55, CSLL: 2366.85, COFINS: 2228.79, PIS: 483.23, ISS: 4930.95, CPP: 0 }],
  ["IV", 4200000, 6, 20335.43, { IRPJ: 8204.45, CSLL: 3297.12, COFINS: 3151.43, PIS: 682.43, ISS: 5000, CPP: 0 }],
  ["V", 120000, 1, 15500, { IRPJ: 3875, CSLL: 2325, COFINS: 2185.5, PIS: 472.75, CPP: 4471.75, ISS: 2170 }],
  ["V", 300000, 2, 16500, { IRPJ: 3795, CSLL: 2475, COFINS: 2326.5, PIS: 503.25, CPP: 4595.25, ISS: 2805 }],
  ["V", 600000, 3, 17850.01, { IRPJ: 4284, CSLL: 2677.5, COFINS: 2663.22, PIS: 576.56, CPP: 4257.23, ISS: 3391.5 }],
  [
    "V",
    1200000,
    4,
    19075.01,
    { IRPJ: 4005.75, CSLL: 2861.25, COFINS: 3002.41, PIS: 650.46, CPP: 4549.39, ISS: 4005.75 },
  ],
  ["V", 2000000, 5, 19895.02, { IRPJ: 4575.85, CSLL: 2486.88, COFINS: 2805.2, PIS: 606.8, CPP: 4744.96, ISS: 4675.33 }],
  ["V", 4200000, 6, 22700.39, { IRPJ: 6195.14, CSLL: 2743.56, COFINS: 2909.94, PIS: 630.13, CPP: 5221.62, ISS: 5000 }],
  ["III", 3000000, 5, 16811.99, { IRPJ: 711.08, CSLL: 621.31, COFINS: 2277.35, PIS: 493.74, CPP: 7708.51, ISS: 5000 }],
  ["IV", 3000000, 5, 15874, { IRPJ: 3406.82, CSLL: 3479.68, COFINS: 3276.34, PIS: 711.16, ISS: 5000, CPP: 0 }],
];

describe("simplesNacional: repartição of every annex and band (LC 123/2006, Anexos I–V, LC 155/2016)", () => {
  it.each(ROWS)("Anexo %s, RBT12 R$ %d → band %d, DAS of R$ 100.000 = %d", (annex, rbt12, band, das, split) => {
    const r = simplesNacional({ annex, monthRevenue: 100_000, rbt12 });
    expect(r.band).toBe(band);
    expect(r.das).toBe(das);
    expect(r.split).toEqual(split);
  });
});

describe("simplesNacional: band edges (LC 123/2006, Anexos: R$ 180 mil, 360 mil, 720 mil, 1,8 mi, 3,6 mi)", () => {
  it.each([
    [180_000, 1],
    [360_000, 2],
    [720_000, 3],
    [1_800_000, 4],
    [3_600_000, 5],
  ])("RBT12 R$ %d is the top of band %d; one centavo above is the next band", (top, band) => {
    for (const annex of ["I", "III"] as const) {
      expect(simplesNacional({ annex, monthRevenue: 10_000, rbt12: top }).band).toBe(band);
      expect(simplesNacional({ annex, monthRevenue: 10_000, rbt12: top + 0.01 }).band).toBe(band + 1);
    }
  });
});
