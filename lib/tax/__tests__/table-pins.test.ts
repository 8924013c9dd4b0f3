import { describe, expect, it } from "vitest";
import { compareRegimes, lucroPresumidoQuarter, PRESUMIDO_ACTIVITIES, type PresumidoActivity } from "@/lib/tax";
import { TABLES_2026 } from "@/lib/tax/tables/2026";
import { SIMPLES_ANNEXES } from "@/lib/tax/tables/simples-annexes";

describe("Lucro Presumido presumption percentages (Lei 9.249/1995, arts. 15 e 20)", () => {
  const expected: Record<PresumidoActivity, [irpj: number, csll: number]> = {
    comercio: [8_000, 12_000],
    industria: [8_000, 12_000],
    servicos: [32_000, 32_000],
    servicos_hospitalares: [8_000, 12_000],
    transporte_carga: [8_000, 12_000],
    transporte_passageiros: [16_000, 12_000],
    revenda_combustiveis: [1_600, 12_000],
  };
  it.each(PRESUMIDO_ACTIVITIES.map((a) => [a, ...expected[a]] as const))(
    "%s: R$ 100.000 in the quarter → IRPJ base R$ %d, CSLL base R$ %d",
    (activity, irpjBase, csllBase) => {
      expect(lucroPresumidoQuarter({ quarter: 1, activity, revenue: 100_000 })).toMatchObject({ irpjBase, csllBase });
    },
  );
});

describe("Lucro Real loss offset limited to 30% of the quarter's profit (Lei 8.981/1995, art. 42; Lei 9.065/1995, art. 15)", () => {
  it("a first-quarter loss is offset at 30% of each later quarter's profit", () => {
    // Q1: no revenue, costs 150.000 → loss 150.000. Q2–Q4: 300.000 − 150.000 − taxes on revenue 81.750
    // (PIS 1,65% + COFINS 7,6% + ICMS 18% of 900.000, spread by revenue) = 68.250; offset 30% = 20.475;
    // taxable 47.775 → IRPJ 15% 7.166,25 and CSLL 9% 4.299,75 per quarter.
    const r = compareRegimes({
      activity: "comercio",
      monthlyRevenue: [0, 0, 0, ...new Array(9).fill(100_000)],
      monthlyExpenses: 50_000,
    });
    const real = r.regimes.find((x) => x.regime === "real")!;
    const annual = (key: string) => real.breakdown.find((b) => b.key === key)?.annual;
    expect(annual("irpj")).toBe(21_498.75);
    expect(annual("csll")).toBe(12_899.25);
  });
});

describe("Simples repartição rows sum to 100% (LC 123/2006, Anexos I–V and the band-5 ISS notes of Anexos III and IV)", () => {
  // The largest share of each ISS note only absorbs the remainder, so no DAS exposes it; the sum does.
  it.each(Object.values(SIMPLES_ANNEXES).map((t) => [t.annex, t] as const))("Anexo %s", (_annex, table) => {
    const sum = (split: Record<string, number | undefined>) =>
      Object.values(split).reduce<number>((a, b) => a + (b ?? 0), 0);
    for (const band of table.bands) expect(sum(band.split)).toBe(10_000);
    if (table.issCap) expect(sum(table.issCap.split)).toBe(10_000);
  });
});

// Figures no result can expose, pinned against the law's number.
describe("table values with no observable effect", () => {
  it("zero bands: rate 0 and no parcela a deduzir (Lei 11.482/2007, art. 1º, XII; Receita, Tributação de 2026)", () => {
    expect(TABLES_2026.irrf.bands[0]).toEqual({ upTo: 242_880, rate: 0, deduction: 0 });
    expect(TABLES_2026.irpfAnnual?.bands[0]).toEqual({ upTo: 2_914_560, rate: 0, deduction: 0 });
  });

  it("Lei 9.250/1995 art. 3º-A: full reduction R$ 312,89 and phase-out up to R$ 7.350,00 (the table tax at R$ 5.000 is exactly 312,89 and the formula reaches zero at 7.350)", () => {
    expect(TABLES_2026.irrf.reduction).toMatchObject({ fullMax: 31_289, phaseOutUpTo: 735_000 });
  });

  it("Lei 9.250/1995 art. 11-A: annual full reduction R$ 2.694,15 (equal to the table tax at R$ 60.000 with the simplified discount)", () => {
    expect(TABLES_2026.irpfAnnual?.reduction.fullMax).toBe(269_415);
  });

  it("Lei 9.718/1998 art. 13: Lucro Presumido limit of R$ 6.500.000,00 per month of activity (first year; not modelled)", () => {
    expect(TABLES_2026.presumido.eligibilityPerMonth.value).toBe(650_000_000);
  });
});
