import { describe, expect, it } from "vitest";
import { compareRegimes, PROJECTED_YEARS, TaxInputError } from "@/lib/tax";

const byRegime = (r: ReturnType<typeof compareRegimes>, key: string) => r.regimes.find((x) => x.regime === key)!;
const annual = (r: ReturnType<typeof compareRegimes>, regime: string, key: string) =>
  byRegime(r, regime).breakdown.find((b) => b.key === key)?.annual;

// Default scenario fazenda_2024: CBS 8,8% + IBS 17,7%. From 2029 the CBS is the full reference rate and the IBS a
// share of its own (10/20/30/40%, all from 2033); ICMS and ISS × 0,9/0,8/0,7/0,6, extinct in 2033 (EC 132/2023,
// ADCT arts. 128 and 129; LC 214/2025 arts. 343–347). IRPJ/CSLL and the Simples nominal rates are 2027's.
describe("compareRegimes through 2033 (ADCT arts. 128–129; LC 214/2025 Annexes XVIII–XXII)", () => {
  const services = { activity: "servicos_gerais" as const, annualRevenue: 600_000 };

  it("projects 2028–2033, and refuses 2034 naming every year it answers", () => {
    expect(PROJECTED_YEARS).toEqual([2028, 2029, 2030, 2031, 2032, 2033]);
    expect(compareRegimes(services, 2030).year).toBe(2030);
    let error: unknown;
    try {
      compareRegimes(services, 2034 as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TaxInputError);
    expect(error).toMatchObject({ code: "UNSUPPORTED_YEAR", field: "year" });
    expect((error as TaxInputError).message).toContain("2033");
  });

  it("Presumido service company in 2029: ISS 5% × 0,9, out of the CBS/IBS base; CBS 8,8%, IBS 10% of 17,7%", () => {
    // IRPJ: 150.000 × 32% = 48.000 × 15% = 7.200 a quarter → 28.800,00 (no adicional: 48.000 ≤ 60.000).
    // CSLL: 48.000 × 9% = 4.320 → 17.280,00. ISS: 600.000 × (5% × 0,9 = 4,5%) = 27.000,00 (ADCT art. 128, I).
    // CBS/IBS base: 600.000 − 27.000 = 573.000 (ADCT art. 133); CBS 573.000 × 8,8% = 50.424,00;
    // IBS 573.000 × 1,77% = 10.142,10. Total 133.646,10.
    const r = compareRegimes(services, 2029);
    const p = byRegime(r, "presumido");
    expect(annual(r, "presumido", "irpj")).toBe(28_800);
    expect(annual(r, "presumido", "csll")).toBe(17_280);
    expect(annual(r, "presumido", "iss")).toBe(27_000);
    expect(annual(r, "presumido", "cbs")).toBe(50_424);
    expect(annual(r, "presumido", "ibs")).toBe(10_142.1);
    expect(p.annualTotal).toBe(133_646.1);
    const iss = p.steps.find((s) => s.label === "ISS")!;
    expect(iss.formula).toContain("× 90%");
    expect(iss.source).toContain("ADCT, art. 128, I");
    expect(r.warnings.map((w) => w.code)).toContain("PROJECTED_YEAR");
    expect(r.warnings.find((w) => w.code === "PROJECTED_YEAR")!.message).toContain("regras de 2027");
  });

  it("the same company in the Simples, 2029 and 2033: Anexo III band 3, 10,56%, ISS giving 10% and then all to IBS", () => {
    // RBT12 600.000: (600.000 × 13,5% − 17.640) ÷ 600.000 = 10,56%; DAS 5.280,00 a month, 63.360,00 a year.
    // 2026 band-3 partilha (LC 123 Anexo III): IRPJ 4, CSLL 3,5, COFINS 13,64, PIS 2,96, CPP 43,4, ISS 32,5.
    // 2029: CBS 16,6 (COFINS + PIS); IBS 10% of 32,5 = 3,25 and ISS 29,25 → a month 5.280 × 3,25% = 171,60,
    // × 29,25% = 1.544,40 and × 16,6% = 876,48. 2033: IBS 32,5% → 1.716,00 a month, no ISS.
    const r29 = compareRegimes(services, 2029);
    expect(byRegime(r29, "simples").annualTotal).toBe(63_360);
    expect(annual(r29, "simples", "das_ibs")).toBe(2_059.2);
    expect(annual(r29, "simples", "das_iss")).toBe(18_532.8);
    expect(annual(r29, "simples", "das_cbs")).toBe(10_517.76);
    const r33 = compareRegimes(services, 2033);
    expect(annual(r33, "simples", "das_ibs")).toBe(20_592);
    expect(annual(r33, "simples", "das_iss")).toBeUndefined();
  });

  it("Presumido in 2033: ISS extinct (ADCT art. 129), CBS 8,8% and the whole IBS 17,7% on the revenue", () => {
    // 600.000 × 8,8% = 52.800,00; × 17,7% = 106.200,00; IRPJ and CSLL as in 2029: total 205.080,00.
    const r = compareRegimes(services, 2033);
    expect(annual(r, "presumido", "iss")).toBe(0);
    expect(annual(r, "presumido", "cbs")).toBe(52_800);
    expect(annual(r, "presumido", "ibs")).toBe(106_200);
    expect(byRegime(r, "presumido").annualTotal).toBe(205_080);
    expect(r.warnings.find((w) => w.code === "PROJECTED_YEAR")!.message).toContain("ICMS e ISS extintos");
  });

  it("a shop in the Presumido, 2030: ICMS 18% × 0,8 on sales less purchases, and out of both CBS/IBS bases", () => {
    // Sales 1.200.000, purchases 720.000; ICMS 18% × 0,8 = 14,4% (ADCT art. 128, II): (1.200.000 − 720.000) × 14,4%
    // = 69.120,00. Base: 1.200.000 − 172.800 = 1.027.200; purchases 720.000 − 103.680 = 616.320.
    // CBS 8,8%: 90.393,60 − 54.236,16 = 36.157,44. IBS 20% × 17,7% = 3,54%: 36.362,88 − 21.817,73 = 14.545,15.
    const r = compareRegimes(
      { activity: "comercio", annualRevenue: 1_200_000, monthlyCreditableCosts: 60_000, icmsRate: 18 },
      2030,
    );
    expect(annual(r, "presumido", "icms")).toBe(69_120);
    expect(annual(r, "presumido", "cbs")).toBe(36_157.44);
    expect(annual(r, "presumido", "ibs")).toBe(14_545.15);
  });

  it("2027 and 2028 keep ICMS and ISS whole; years with tables of their own carry no projection warning", () => {
    // 600.000 × 5% = 30.000,00 in both (ADCT art. 128: the reduction starts in 2029).
    expect(annual(compareRegimes(services, 2028), "presumido", "iss")).toBe(30_000);
    const r27 = compareRegimes(services, 2027);
    expect(annual(r27, "presumido", "iss")).toBe(30_000);
    expect(r27.warnings.map((w) => w.code)).not.toContain("PROJECTED_YEAR");
  });

  it("a Simples company above the sublimite pays the IBS outside the DAS as well (LC 123 art. 13-A; Res. CGSN 190)", () => {
    // R$ 400.000 a month: 11 months make 4.400.000 > 3.600.000 × 1,2 = 4.320.000, so December's ISS and IBS leave
    // the DAS. 2029: ISS 400.000 × 4,5% = 18.000,00; IBS (400.000 − 18.000) × 1,77% = 6.761,40.
    // 2033: no ISS; IBS 400.000 × 17,7% = 70.800,00. 2027: (400.000 − 20.000) × 0,1% = 380,00. 2026: no IBS.
    const big = { activity: "servicos_gerais" as const, annualRevenue: 4_800_000 };
    expect(annual(compareRegimes(big, 2029), "simples", "iss")).toBe(18_000);
    expect(annual(compareRegimes(big, 2029), "simples", "ibs")).toBe(6_761.4);
    expect(annual(compareRegimes(big, 2033), "simples", "ibs")).toBe(70_800);
    const r27 = compareRegimes(big, 2027);
    expect(annual(r27, "simples", "ibs")).toBe(380);
    expect(
      byRegime(r27, "simples").steps.find((s) => s.label === "IBS fora do DAS (sublimite excedido)")!.source,
    ).toContain("LC 123/2006, art. 13-A");
    expect(annual(compareRegimes(big, 2026), "simples", "ibs")).toBeUndefined();
  });
});
