import { describe, expect, it } from "vitest";
import { hiddenCredit, TaxInputError } from "@/lib/tax";
import { selicOf, monthIndex, STORED_SELIC } from "@/lib/tax/selic";

// Expected values computed by hand from LC 123/2006 Annex I (4th band: 10,7%, R$ 22.500; repartição PIS 2,76%,
// COFINS 12,74%, ICMS 33,5%), the Presumido/Real PIS+COFINS rates and the Receita's monthly Selic table.

const monofasico = { type: "monofasico", asOf: "2026-11", annex: "I" } as const;

describe("hiddenCredit: monofásico in the Simples (LC 123 art. 18 §4º-A)", () => {
  it("worked example: Annex I, RBT12 R$ 1.200.000,00, month R$ 100.000,00, 40% monofásico → R$ 547,15 a month", () => {
    // effective rate (1.200.000 × 10,7% − 22.500) / 1.200.000 = 8,825%; 40.000 × 8,825% × (2,76% + 12,74%) = 547,15
    const r = hiddenCredit({
      ...monofasico,
      steady: { months: 1, revenue: 100_000, rbt12: 1_200_000, sharePercent: 40 },
    });
    expect(r.months).toHaveLength(1);
    expect(r.months[0]).toMatchObject({ period: "2026-10", base: 100_000, creditBase: 40_000, credit: 547.15 });
    expect(r.totalNominal).toBe(547.15);
  });

  it("the 60-month window sums every month and ends the month before the estimate", () => {
    const r = hiddenCredit({
      ...monofasico,
      steady: { months: 60, revenue: 100_000, rbt12: 1_200_000, sharePercent: 40 },
    });
    expect(r.months).toHaveLength(60);
    expect(r.months[0].period).toBe("2021-11");
    expect(r.months[59].period).toBe("2026-10");
    expect(r.totalNominal).toBe(32_829); // 547,15 × 60
    expect(r.totalCorrected).toBeGreaterThan(r.totalNominal);
  });

  it("no monofásico revenue, no credit", () => {
    const r = hiddenCredit({
      ...monofasico,
      steady: { months: 3, revenue: 100_000, rbt12: 1_200_000, sharePercent: 0 },
    });
    expect(r.totalNominal).toBe(0);
    expect(r.totalCorrected).toBe(0);
  });
});

describe("hiddenCredit: ICMS-ST in the Simples", () => {
  it("the ICMS share of the DAS on the revenue already taxed by substitution", () => {
    // 4th band repartição ICMS 33,5%: 40.000 × 8,825% × 33,5% = 1.182,55
    const r = hiddenCredit({
      type: "icms_st",
      asOf: "2026-11",
      annex: "I",
      steady: { months: 1, revenue: 100_000, rbt12: 1_200_000, sharePercent: 40 },
    });
    expect(r.months[0].credit).toBe(1_182.55);
  });
});

describe("hiddenCredit: ICMS out of the PIS/COFINS base (STF RE 574.706)", () => {
  it("worked example: Presumido (0,65% + 3%), ICMS R$ 18.000,00 in a month → R$ 657,00", () => {
    const r = hiddenCredit({
      type: "icms_exclusao",
      asOf: "2026-11",
      regime: "lucro_presumido",
      steady: { months: 1, icms: 18_000 },
    });
    expect(r.months[0].credit).toBe(657);
  });

  it("Lucro Real (1,65% + 7,6%): R$ 18.000,00 → R$ 1.665,00", () => {
    const r = hiddenCredit({
      type: "icms_exclusao",
      asOf: "2026-11",
      regime: "lucro_real",
      steady: { months: 1, icms: 18_000 },
    });
    expect(r.months[0].credit).toBe(1_665);
  });
});

describe("Selic correction (Lei 9.250/1995 art. 39 §4º)", () => {
  const icms = (period: string, asOf: string) =>
    hiddenCredit({ type: "icms_exclusao", asOf, regime: "lucro_presumido", months: [{ period, icms: 18_000 }] })
      .months[0];

  it("paid in the month before the compensation: only the 1% of the compensation month", () => {
    // period 2025-11, paid 2025-12, compensated 2026-01: 657 × 1,01 = 663,57
    expect(icms("2025-11", "2026-01")).toMatchObject({ selicRate: 0.01, corrected: 663.57, selicEstimated: false });
  });

  it("adds the Selic of every month between payment and compensation", () => {
    // period 2025-10, paid 2025-11: Selic of 2025-12 (1,22%) + 1% = 2,22% → 657 × 1,0222 = 671,59
    expect(icms("2025-10", "2026-01")).toMatchObject({ selicRate: 0.0222, corrected: 671.59, selicEstimated: false });
    // period 2024-12, paid 2025-01: Feb–Dec 2025 (0,99 + 0,96 + 1,06 + 1,14 + 1,10 + 1,28 + 1,16 + 1,22 + 1,28 + 1,05 + 1,22 = 12,46) + 1
    expect(icms("2024-12", "2026-01").selicRate).toBeCloseTo(0.1346, 10);
  });

  it("months after the last known rate use it, and are flagged", () => {
    expect(STORED_SELIC.lastMonth).toBe("2025-12");
    expect(selicOf(monthIndex("2026-03"))).toEqual({ rate: 122, estimated: true });
    // period 2025-10, paid 2025-11, compensated 2026-11: 2025-12 (1,22, known) + 10 × 1,22 (estimated) + 1
    expect(icms("2025-10", "2026-11")).toMatchObject({ selicRate: 0.1442, selicEstimated: true });
  });
});

describe("hiddenCredit: input checks", () => {
  it("periods outside the 60-month window are refused (CTN art. 168)", () => {
    const at = (period: string) => () =>
      hiddenCredit({ type: "icms_exclusao", asOf: "2026-11", regime: "lucro_real", months: [{ period, icms: 1 }] });
    expect(at("2021-11")).not.toThrow();
    expect(at("2021-10")).toThrow(TaxInputError);
    expect(at("2026-11")).toThrow(TaxInputError);
  });

  it("at most 60 months, no repeated period, a goods annex", () => {
    expect(() =>
      hiddenCredit({ ...monofasico, steady: { months: 61, revenue: 1, rbt12: 1, sharePercent: 1 } }),
    ).toThrow(TaxInputError);
    expect(() =>
      hiddenCredit({
        type: "icms_exclusao",
        asOf: "2026-11",
        regime: "lucro_real",
        months: [
          { period: "2026-01", icms: 1 },
          { period: "2026-01", icms: 2 },
        ],
      }),
    ).toThrow(TaxInputError);
    expect(() =>
      hiddenCredit({
        type: "monofasico",
        asOf: "2026-11",
        annex: "III" as "I",
        steady: { months: 1, revenue: 1, rbt12: 1, sharePercent: 1 },
      }),
    ).toThrow(TaxInputError);
    expect(() =>
      hiddenCredit({ ...monofasico, steady: { months: 1, revenue: 1, rbt12: 1, sharePercent: 101 } }),
    ).toThrow(TaxInputError);
  });
});

describe("hiddenCredit from 2027: PIS and COFINS are extinct (LC 214/2025 arts. 542 and 544, III)", () => {
  it("ICMS out of the PIS/COFINS base: December 2026 still gives R$ 657,00, January 2027 nothing, and the memória says why", () => {
    const r = hiddenCredit({
      type: "icms_exclusao",
      asOf: "2027-03",
      regime: "lucro_presumido",
      months: [
        { period: "2026-12", icms: 18_000 },
        { period: "2027-01", icms: 18_000 },
      ],
    });
    expect(r.months.map((m) => [m.period, m.credit])).toEqual([
      ["2026-12", 657],
      ["2027-01", 0],
    ]);
    const step = r.steps.find((s) => s.label === "PIS e COFINS a partir de 2027: não se aplica")!;
    expect(step.formula).toContain("1 mês sem PIS/COFINS");
    expect(step.formula).toContain("ADCT, art. 133");
    expect(step.source).toBe("LC 214/2025, arts. 542 e 544, III");
  });

  it("monofásico with the 2027 tables: no PIS/COFINS monofásico to recover (the CBS one is not estimated)", () => {
    const r = hiddenCredit({
      ...monofasico,
      asOf: "2027-02",
      year: 2027,
      steady: { months: 1, revenue: 100_000, rbt12: 1_200_000, sharePercent: 40 },
    });
    expect(r.totalNominal).toBe(0);
    expect(r.steps[0].formula).toContain(
      "CBS monofásica dos combustíveis (LC 214/2025, arts. 172 a 180) não é estimada",
    );
    // ICMS-ST goes on in 2027 (ICMS exists until 2032): 40.000 × 8,825% × ICMS 33,5% = 1.182,55.
    expect(
      hiddenCredit({
        type: "icms_st",
        asOf: "2027-02",
        annex: "I",
        year: 2027,
        steady: { months: 1, revenue: 100_000, rbt12: 1_200_000, sharePercent: 40 },
      }).months[0].credit,
    ).toBe(1_182.55);
  });
});
