import { describe, expect, it } from "vitest";
import { REFERENCE_SCENARIOS, TaxInputError, reformaTributaria, type ReformInput } from "@/lib/tax";

const [fazenda, cgibs] = REFERENCE_SCENARIOS;

const presumidoServices: ReformInput = {
  regime: "presumido",
  activity: "servicos_gerais",
  monthlyRevenue: 50_000,
  creditingBuyersPercent: 80,
  purchasesRegular: 5_000,
  purchasesSimples: 2_000,
  reduction: "none",
  priceConvention: "net",
  scenarios: [fazenda, cgibs],
  today: "2026-11-26",
};

describe("reformaTributaria, Lucro Presumido service company: 2026 (PIS/COFINS) against 2027 (CBS/IBS with credits)", () => {
  it("price kept and tax added on top (LC 214/2025 arts. 12, 47, 344, 347; Lei 9.718/1998 art. 8º)", () => {
    // 2026: PIS 50.000 × 0,65% = 325,00 + COFINS × 3% = 1.500,00 → 1.825,00; test CBS 450,00 + IBS 50,00 = 500,00 (dispensed).
    // 2027 (CBS 8,8 − 0,1 = 8,7%; IBS 0,1%): the ISS of 5% stays out of the base (ADCT art. 133; LC 214 art. 12
    // §2º, V): 50.000 − 2.500 = 47.500,00 → debit 4.132,50 + 47,50.
    // Credits: regular purchases net of the supplier's ISS (the company's own 5%, stated): 5.000 − 250 = 4.750,00 →
    // × 8,7% = 413,25 and × 0,1% = 4,75; Simples 2.000 × 0,93% = 18,60 split 8,7 : 0,1 → CBS 18,60 × 87/88 = 18,39
    // and IBS 0,21. CBS 4.132,50 − 431,64 = 3.700,86; IBS 47,50 − 4,96 = 42,54 → 3.743,40.
    // Difference 3.743,40 − 1.825,00 = 1.918,40 a month (with the ISS taxed it read 2.116,40: R$ 198,00 too much).
    const r = reformaTributaria(presumidoServices);
    expect(r.regular).toEqual({
      y2026: { pisCofins: 1_825, cbsIbsTest: 500, total: 1_825 },
      y2027: { cbsDebit: 4_132.5, ibsDebit: 47.5, credits: 436.6, payable: 3_743.4, total: 3_743.4 },
      difference: 1_918.4,
      priceConvention: "net",
    });
    expect(r.simplesOption).toBeNull();
    expect(r.scenario.id).toBe("fazenda_2024");
  });

  it("suppliers under the 60% reduction: credits at 3,48% + 0,04% of the purchases net of their ISS", () => {
    // 4.750,00 × 3,48% = 165,30; × 0,04% = 1,90; Simples 18,39 and 0,21 as before.
    // CBS 4.132,50 − 183,69 = 3.948,81; IBS 47,50 − 2,11 = 45,39 → 3.994,20.
    const r = reformaTributaria({ ...presumidoServices, purchasesReduction: "art128_60" });
    expect(r.regular?.y2027).toMatchObject({ credits: 185.8, payable: 3_994.2 });
    expect(r.assumptions.map((a) => a.text).join("\n")).toContain("do fornecedor (informada)");
  });

  it("the same price with the tax inside: base (50.000 − ISS 2.500) ÷ 1,088", () => {
    // base 47.500 ÷ 1,088 = 43.658,088 → 43.658,09 → CBS × 8,7% = 3.798,254 → 3.798,25; IBS × 0,1% = 43,66.
    // regular purchases (5.000 − 250) ÷ 1,088 = 4.365,81 → credits 379,83 and 4,37; Simples 18,39 and 0,21.
    // CBS 3.798,25 − 398,22 = 3.400,03; IBS 43,66 − 4,58 = 39,08 → 3.439,11; difference 1.614,11.
    const r = reformaTributaria({ ...presumidoServices, priceConvention: "gross" });
    expect(r.regular).toMatchObject({
      y2027: { cbsDebit: 3_798.25, ibsDebit: 43.66, credits: 402.8, payable: 3_439.11 },
      difference: 1_614.11,
      priceConvention: "gross",
    });
  });

  it("year by year: PIS/COFINS only in 2026, ISS × 0,9 in 2029 and extinct in 2033, IBS growing to 17,7%", () => {
    const rows = reformaTributaria(presumidoServices).years;
    expect(rows.map((y) => y.year)).toEqual([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
    // 2026: 1.825 × 12 = 21.900; ISS 2.500 × 12 = 30.000; nothing paid of the test rates.
    expect(rows[0]).toMatchObject({
      pisCofins: 21_900,
      cbs: 0,
      ibs: 0,
      icmsIss: 30_000,
      das: 0,
      credits: 0,
      total: 51_900,
    });
    // 2027: CBS 3.700,86 × 12 = 44.410,32; IBS 42,54 × 12 = 510,48; credits 436,60 × 12 = 5.239,20; total (3.743,40 + 2.500) × 12.
    expect(rows[1]).toMatchObject({
      pisCofins: 0,
      cbs: 44_410.32,
      ibs: 510.48,
      icmsIss: 30_000,
      credits: 5_239.2,
      total: 74_920.8,
    });
    expect(rows[2]).toMatchObject({ cbs: 44_410.32, ibs: 510.48 });
    // 2029: ISS 5% × 0,9 = 4,5% → 2.250/month, out of the base: 47.750,00; purchases 5.000 − 225 = 4.775,00.
    // CBS 8,8%: 4.202,00 − 420,20 − 15,49 (Simples 18,60 × 8,8/10,57) = 3.766,31; IBS 17,7% × 10% = 1,77%:
    // 845,175 → 845,18 − 84,5175 → 84,52 − 3,11 = 757,55.
    expect(rows[3]).toMatchObject({ icmsIss: 27_000, cbs: 45_195.72, ibs: 9_090.6 });
    // 2030–2032: ISS 4% / 3,5% / 3% of 50.000 → 2.000 / 1.750 / 1.500 a month.
    expect(rows.slice(4, 7).map((y) => y.icmsIss)).toEqual([24_000, 21_000, 18_000]);
    // 2033: no ISS (nothing to keep out of the base); CBS 4.400 − 440 − 6,18 = 3.953,82; IBS 8.850 − 885 − 12,42 =
    // 7.952,58 → 11.906,40 × 12.
    expect(rows[7]).toMatchObject({ icmsIss: 0, cbs: 47_445.84, ibs: 95_430.96, total: 142_876.8 });
  });

  it("assumptions name the scenario, the carried 2029+ IBS reference and the price convention, each sourced and graded", () => {
    const r = reformaTributaria({ ...presumidoServices, reduction: "art127_30" });
    const texts = r.assumptions.map((a) => a.text).join("\n");
    expect(texts).toContain("CBS 8,8% + IBS 17,7% (26,5%)");
    expect(texts).toContain("De 2029 a 2033");
    expect(texts).toContain("inclusive ao IBS de 0,1% de 2027 e 2028");
    // LC 214/2025 art. 344, parágrafo único, I: the reduced-rate regimes reduce the 2027–2028 IBS too (law seen).
    const reduced = r.assumptions.find((a) => a.text.includes("inclusive ao IBS"))!;
    expect(reduced).toMatchObject({ grade: "P" });
    expect(reduced.source).toContain("LC 214/2025, art. 344, parágrafo único, I");
    expect(texts).toContain("acrescidos por fora");
    expect(texts).toContain("ICMS e ISS fora da base de CBS e IBS");
    expect(texts).toContain("se a CBS e o IBS integram a base do ICMS e do ISS");
    expect(texts).toContain("ISS de 5% do fornecedor, suposto igual ao da empresa");
    for (const a of r.assumptions) {
      expect(a.source).not.toBe("");
      expect(["P", "S", "R", "M"]).toContain(a.grade);
    }
    expect(r.nextWindow?.semester).toBe("2027-2");
    // One memória line per year, adding up the row.
    const perYear = r.steps.filter((s) => s.label.startsWith("Tributos sobre o consumo em"));
    expect(perYear.map((s) => s.value)).toEqual(r.years.map((y) => y.total));
    expect(r.windows.length).toBe(14);
  });
});

describe("reformaTributaria, art. 127 (30%): a regulated-profession service company (accountants) in the Presumido", () => {
  it("2027: CBS 6,09% and IBS 0,07% on fees net of ISS, credits at the suppliers' full rate", () => {
    // Fees 40.000 − ISS 5% 2.000 = 38.000,00; CBS 8,7% × 0,7 = 6,09% → 2.314,20; IBS 0,1% × 0,7 = 0,07% → 26,60.
    // Credits: (3.000 − 150) = 2.850 × 8,7% = 247,95; × 0,1% = 2,85. Payable 2.066,25 + 23,75 = 2.090,00.
    // 2026: 40.000 × 3,65% = 1.460,00 → difference 630,00 a month.
    const r = reformaTributaria({
      ...presumidoServices,
      monthlyRevenue: 40_000,
      purchasesRegular: 3_000,
      purchasesSimples: 0,
      reduction: "art127_30",
    });
    expect(r.regular).toMatchObject({
      y2026: { pisCofins: 1_460 },
      y2027: { cbsDebit: 2_314.2, ibsDebit: 26.6, credits: 250.8, payable: 2_090 },
      difference: 630,
    });
    // 2033: CBS 8,8% × 0,7 = 6,16% → 2.464 − 264 = 2.200; IBS 17,7% × 0,7 = 12,39% → 4.956 − 531 = 4.425 (× 12).
    expect(r.years[7]).toMatchObject({ cbs: 26_400, ibs: 53_100 });
    expect(r.steps.some((s) => s.source.includes("LC 214/2025, art. 127"))).toBe(true);
  });
});

describe("reformaTributaria, Lucro Real: non-cumulative PIS/COFINS in 2026", () => {
  it("2026: (revenue − all purchases) × 9,25%; 2027 as the Presumido", () => {
    // (50.000 − 7.000) × 1,65% = 709,50; × 7,6% = 3.268,00 → 3.977,50; credits 7.000 × 9,25% = 647,50.
    const r = reformaTributaria({ ...presumidoServices, regime: "real" });
    expect(r.years[0]).toMatchObject({ pisCofins: 47_730, credits: 7_770 });
    expect(r.regular?.y2027.payable).toBe(3_743.4);
    // 3.743,40 − 3.977,50.
    expect(r.regular?.difference).toBe(-234.1);
  });
});

describe("reformaTributaria validation (TaxInputError, the contract's field names)", () => {
  const field = (patch: Partial<Record<keyof ReformInput, unknown>>) => {
    try {
      reformaTributaria({ ...presumidoServices, ...patch } as ReformInput);
    } catch (e) {
      return e instanceof TaxInputError ? `${e.field}:${e.code}` : "other";
    }
    return "accepted";
  };
  it.each([
    [{ regime: "mei" }, "regime:INVALID_OPTION"],
    [{ activity: "x" }, "activity:INVALID_OPTION"],
    [{ annex: "VI" }, "annex:INVALID_OPTION"],
    [{ monthlyRevenue: -1 }, "monthlyRevenue:NEGATIVE"],
    [{ monthlyRevenue: Number.NaN }, "monthlyRevenue:NOT_A_NUMBER"],
    [{ rbt12: -5 }, "rbt12:NEGATIVE"],
    [{ creditingBuyersPercent: 101 }, "creditingBuyersPercent:OUT_OF_RANGE"],
    [{ purchasesRegular: -1 }, "purchasesRegular:NEGATIVE"],
    [{ purchasesSimples: "1" }, "purchasesSimples:NOT_A_NUMBER"],
    [{ reduction: "50" }, "reduction:INVALID_OPTION"],
    [{ priceConvention: "both" }, "priceConvention:INVALID_OPTION"],
    [{ icmsPercent: 36 }, "icmsPercent:OUT_OF_RANGE"],
    [{ issPercent: 6 }, "issPercent:OUT_OF_RANGE"],
    [{ purchasesIcmsIssPercent: 36 }, "purchasesIcmsIssPercent:OUT_OF_RANGE"],
    [{ purchasesReduction: "metade" }, "purchasesReduction:INVALID_OPTION"],
    [{ scenarios: [] }, "scenarios:INVALID_LENGTH"],
    [{ scenarios: [fazenda, { ...cgibs, ibsPercent: 0 }] }, "scenarios[1].ibsPercent:OUT_OF_RANGE"],
    [{ today: "26/11/2026" }, "today:INVALID_DATE"],
    [{ simplesSupplierCreditPercent: 51 }, "simplesSupplierCreditPercent:OUT_OF_RANGE"],
    // LC 123/2006 art. 3º, II: above R$ 4.800.000,00 of RBT12 there is no Simples to project (one centavo over).
    [{ regime: "simples", rbt12: 4_800_000.01 }, "rbt12:OUT_OF_RANGE"],
    [{ regime: "simples", rbt12: 4_800_000 }, "accepted"],
    [{ regime: "simples", rbt12: undefined, monthlyRevenue: 400_000.01 }, "monthlyRevenue:OUT_OF_RANGE"],
    [{ regime: "presumido", rbt12: 4_800_000.01 }, "accepted"],
  ])("%o → %s", (patch, expected) => {
    expect(field(patch)).toBe(expected);
  });
});

describe("reformaTributaria, a fuel reseller in the Presumido: ICMS and, from 2027, CBS/IBS charged at the origin", () => {
  it("no ICMS on the resale (LC 192/2022) and, from 2027, no CBS/IBS either (LC 214/2025 arts. 172–180)", () => {
    const r = reformaTributaria({
      ...presumidoServices,
      activity: "revenda_combustiveis",
      monthlyRevenue: 200_000,
      purchasesRegular: 180_000,
      purchasesSimples: 0,
    });
    expect(r.years[0]).toMatchObject({ icmsIss: 0 });
    expect(r.years[1]).toMatchObject({ cbs: 0, ibs: 0, icmsIss: 0, total: 0 });
    expect(r.steps.some((s) => s.source.includes("arts. 172 a 180"))).toBe(true);
  });
});
