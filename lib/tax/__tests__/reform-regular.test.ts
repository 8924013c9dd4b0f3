import { describe, expect, it } from "vitest";
import { TaxInputError } from "@/lib/tax";
import { cbsIbsRegular } from "@/lib/tax/reform/regular";
import {
  DEFAULT_REFERENCE_SCENARIO_ID,
  REFERENCE_SCENARIOS,
  officialScenario,
  referenceScenario,
  yearRates,
} from "@/lib/tax/reform/scenarios";
import { REFORM_REDUCTIONS, REFORM_SCHEDULE, SIMPLES_SUPPLIER_CREDIT_ESTIMATE } from "@/lib/tax/tables/reform";
import { TABLES_2026 } from "@/lib/tax/tables/2026";

const fazenda = referenceScenario("fazenda_2024");
const cgibs = referenceScenario("cgibs_2026");

describe("reference-rate scenarios (LC 214/2025, art. 349: estimates until the Senate resolution)", () => {
  it("the Fazenda 2024 estimate CBS 8,8% + IBS 17,7% (26,5%) is the default; the CGIBS 2026 estimate is 9,21% + 18,70% (27,91%)", () => {
    expect(DEFAULT_REFERENCE_SCENARIO_ID).toBe("fazenda_2024");
    expect(REFERENCE_SCENARIOS[0].id).toBe(DEFAULT_REFERENCE_SCENARIO_ID);
    expect(fazenda).toMatchObject({
      name: "CBS 8,8% + IBS 17,7% (26,5%)",
      cbsPercent: 8.8,
      ibsPercent: 17.7,
      grade: "S",
      official: false,
      date: "2024-08-23",
    });
    expect(cgibs).toMatchObject({
      name: "CBS 9,21% + IBS 18,70% (27,91%)",
      cbsPercent: 9.21,
      ibsPercent: 18.7,
      grade: "R",
      official: false,
      date: "2026-07-31",
    });
    for (const s of REFERENCE_SCENARIOS) expect(s.source.length).toBeGreaterThan(10);
    expect(() => referenceScenario("nope")).toThrow(TaxInputError);
  });

  it("officialScenario: the admin's rates, official, named with the act; each rate above 0 and below 50%", () => {
    const s = officialScenario({
      cbsPercent: 8.5,
      ibsPercent: 17.8,
      act: "Resolução do Senado Federal nº 9/2026",
      date: "2026-12-15",
    });
    expect(s).toMatchObject({
      id: "oficial",
      official: true,
      grade: "P",
      cbsPercent: 8.5,
      ibsPercent: 17.8,
      date: "2026-12-15",
    });
    expect(s.name).toBe("Oficial: CBS 8,5% + IBS 17,8% (26,3%)");
    expect(s.source).toContain("Resolução do Senado Federal nº 9/2026");
    expect(officialScenario({ cbsPercent: 0.01, ibsPercent: 49.99, act: "TCU", date: "2026-12-23" }).ibsPercent).toBe(
      49.99,
    );
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof TaxInputError ? `${e.field}:${e.code}` : "other";
      }
      return "accepted";
    };
    expect(field(() => officialScenario({ cbsPercent: 0, ibsPercent: 17, act: "x", date: "2026-12-15" }))).toBe(
      "cbsPercent:OUT_OF_RANGE",
    );
    expect(field(() => officialScenario({ cbsPercent: 9, ibsPercent: 50, act: "x", date: "2026-12-15" }))).toBe(
      "ibsPercent:OUT_OF_RANGE",
    );
    expect(field(() => officialScenario({ cbsPercent: -1, ibsPercent: 17, act: "x", date: "2026-12-15" }))).toBe(
      "cbsPercent:NEGATIVE",
    );
    expect(field(() => officialScenario({ cbsPercent: 9, ibsPercent: 17, act: " ", date: "2026-12-15" }))).toBe(
      "act:INVALID_LENGTH",
    );
    expect(field(() => officialScenario({ cbsPercent: 9, ibsPercent: 17, act: "x", date: "2026-02-30" }))).toBe(
      "date:INVALID_DATE",
    );
  });
});

describe("the transition schedule (LC 214/2025 arts. 343–347; ADCT arts. 126–129)", () => {
  it("2026 test rates are the ones of the 2026 tables (CBS 0,9%, IBS 0,1%), not applied to the Simples", () => {
    const r = yearRates(2026, fazenda, "none");
    expect([r.cbs, r.ibs]).toEqual([9_000, 1_000]);
    expect([r.cbs, r.ibs]).toEqual([TABLES_2026.cbsIbs?.cbs.value, TABLES_2026.cbsIbs?.ibs.value]);
    expect(REFORM_SCHEDULE[2026].simples.cbsIbsInDas).toBe(false);
    expect(REFORM_SCHEDULE[2027].simples.cbsIbsInDas).toBe(true);
  });

  it("2027–2028: CBS = reference − 0,1 p.p. (8,8 → 8,7; 9,21 → 9,11) and IBS 0,05% + 0,05% = 0,1%", () => {
    for (const year of [2027, 2028] as const) {
      expect(yearRates(year, fazenda, "none")).toMatchObject({
        cbsFull: 87_000,
        ibsFull: 1_000,
        cbs: 87_000,
        ibs: 1_000,
      });
      expect(yearRates(year, cgibs, "none")).toMatchObject({ cbsFull: 91_100, ibsFull: 1_000 });
    }
    const ibs = REFORM_SCHEDULE[2027].ibs;
    expect(ibs.mode === "fixed" && [ibs.state, ibs.municipal]).toEqual([500, 500]);
  });

  it("2029–2033: CBS = reference; IBS = 10/20/30/40% of the IBS reference and full in 2033 (17,7% → 1,77/3,54/5,31/7,08/17,7)", () => {
    const ibs = [2029, 2030, 2031, 2032, 2033].map((y) => yearRates(y as 2029, fazenda, "none").ibsFull);
    expect(ibs).toEqual([17_700, 35_400, 53_100, 70_800, 177_000]);
    expect(yearRates(2029, fazenda, "none").cbsFull).toBe(88_000);
    expect(yearRates(2033, cgibs, "none")).toMatchObject({ cbsFull: 92_100, ibsFull: 187_000 });
  });

  it("ICMS/ISS multipliers: 1 to 2028, 0,9 / 0,8 / 0,7 / 0,6 in 2029–2032 and extinct in 2033", () => {
    const factors = ([2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033] as const).map(
      (y) => REFORM_SCHEDULE[y].icmsIss.factor,
    );
    expect(factors).toEqual([1_000_000, 1_000_000, 1_000_000, 900_000, 800_000, 700_000, 600_000, 0]);
  });

  it("PIS/COFINS to 2026 only; IPI zero outside the Zona Franca from 2027; every rule sourced, graded and dated", () => {
    for (const p of Object.values(REFORM_SCHEDULE)) {
      expect(p.pisCofins.inForce).toBe(p.year === 2026);
      expect(p.ipi.zeroOutsideZfm).toBe(p.year !== 2026);
      for (const rule of [p.cbs, p.ibs, p.icmsIss, p.pisCofins, p.ipi, p.simples]) {
        expect(rule.source).not.toBe("");
        expect(["P", "S", "R", "M"]).toContain(rule.grade);
        expect(rule.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe("cbsIbsRegular: debit minus credits (LC 214/2025 arts. 12, 28, 47)", () => {
  it("art. 127 (30%): a law firm, sales R$ 100.000 with ISS 5%, regular purchases R$ 10.000, 2027, tax added on top", () => {
    // CBS 8,8 − 0,1 = 8,7% × 0,7 = 6,09%; IBS 0,1% × 0,7 = 0,07% (LC 214 art. 344, parágrafo único, I).
    // ISS out of the base (ADCT art. 133; LC 214 art. 12 §2º, V): 100.000 × 5% = 5.000,00 → base 95.000,00.
    // Debit: 95.000 × 6,09% = 5.785,50; 95.000 × 0,07% = 66,50.
    // Purchases net of the supplier's ISS (not informed: the firm's own 5%): 10.000 − 500 = 9.500,00; credits at the
    // standard rate: 9.500 × 8,7% = 826,50; 9.500 × 0,1% = 9,50.
    // Payable: 5.785,50 − 826,50 = 4.959,00; 66,50 − 9,50 = 57,00.
    const r = cbsIbsRegular({
      year: 2027,
      sales: 100_000,
      purchasesRegular: 10_000,
      reduction: "art127_30",
      priceConvention: "net",
      icmsIssPercent: 5,
      localTax: "ISS",
    });
    expect(r).toMatchObject({
      cbsRate: 0.0609,
      ibsRate: 0.0007,
      base: 95_000,
      cbsDebit: 5_785.5,
      ibsDebit: 66.5,
      cbsCredit: 826.5,
      ibsCredit: 9.5,
      credits: 836,
      cbsPayable: 4_959,
      ibsPayable: 57,
      payable: 5_016,
      creditBalance: 0,
    });
    expect(r.scenario.id).toBe("fazenda_2024");
    const text = r.steps.map((s) => `${s.label} ${s.formula} ${s.source}`).join("\n");
    expect(text).toContain("LC 214/2025, art. 127");
    expect(text).toContain("nenhum sócio é pessoa jurídica");
    expect(text).toContain("LC 214/2025, art. 344, parágrafo único, I");
    expect(text).toContain("ISS da venda, fora da base de CBS e IBS");
    expect(text).toContain("ADCT, art. 133");
    expect(text).toContain("suposto igual ao da empresa");
  });

  it("a supplier under a reduced regime charges, and the company credits, the reduced rate (LC 214 art. 47)", () => {
    // The law firm above buying R$ 10.000 from suppliers under the 60% reduction (art. 128): they charge 8,7% × 0,4 =
    // 3,48% and 0,1% × 0,4 = 0,04% on 9.500,00 (net of their ISS) → credits 330,60 and 3,80.
    // Payable 5.785,50 − 330,60 = 5.454,90 and 66,50 − 3,80 = 62,70 → 5.517,60.
    const r = cbsIbsRegular({
      year: 2027,
      sales: 100_000,
      purchasesRegular: 10_000,
      reduction: "art127_30",
      priceConvention: "net",
      icmsIssPercent: 5,
      localTax: "ISS",
      purchasesReduction: "art128_60",
    });
    expect(r).toMatchObject({
      cbsCredit: 330.6,
      ibsCredit: 3.8,
      cbsPayable: 5_454.9,
      ibsPayable: 62.7,
      payable: 5_517.6,
    });
    const credits = r.steps.find((s) => s.label === "Créditos de compras de fornecedores do regime regular")!;
    expect(credits.formula).toContain("3,52% (alíquota de 2027 com redução de 60%");
  });

  it("art. 127 (30%), same price with the tax inside: base = (100.000 − ISS 5.000) ÷ 1,0616", () => {
    // base 95.000 ÷ 1,0616 = 89.487,566 → 89.487,57; CBS × 6,09% = 5.449,793 → 5.449,79; IBS × 0,07% = 62,641 → 62,64.
    // Purchases with the tax inside: (10.000 − 500) ÷ 1,088 = 8.731,6176 → 8.731,62; credits × 8,7% = 759,651 →
    // 759,65 and × 0,1% = 8,732 → 8,73. Payable 5.449,79 − 759,65 = 4.690,14 and 62,64 − 8,73 = 53,91.
    const r = cbsIbsRegular({
      year: 2027,
      sales: 100_000,
      purchasesRegular: 10_000,
      reduction: "art127_30",
      priceConvention: "gross",
      icmsIssPercent: 5,
      localTax: "ISS",
    });
    expect(r).toMatchObject({
      base: 89_487.57,
      cbsDebit: 5_449.79,
      ibsDebit: 62.64,
      cbsCredit: 759.65,
      ibsCredit: 8.73,
      cbsPayable: 4_690.14,
      ibsPayable: 53.91,
      payable: 4_744.05,
    });
  });

  it("art. 128 (60%) under the CGIBS scenario: 9,11% × 0,4 = 3,644%; Simples purchases credit the default 0,93%", () => {
    // A clinic with ISS 2%: 50.000 − 1.000 = 49.000,00 of base. Debit 49.000 × 3,644% = 1.785,56; IBS × 0,04% = 19,60.
    // Simples purchases 20.000 × 0,93% = 186,00, split 9,11 : 0,1 → CBS 186 × 91.100/92.100 = 183,98; IBS 2,02.
    // Payable (1.785,56 − 183,98) + (19,60 − 2,02) = 1.601,58 + 17,58 = 1.619,16.
    const r = cbsIbsRegular({
      year: 2028,
      scenario: cgibs,
      sales: 50_000,
      purchasesSimples: 20_000,
      reduction: "art128_60",
      priceConvention: "net",
      icmsIssPercent: 2,
      localTax: "ISS",
    });
    expect(SIMPLES_SUPPLIER_CREDIT_ESTIMATE.rate).toBe(9_300);
    expect(r).toMatchObject({
      cbsRate: 0.03644,
      ibsRate: 0.0004,
      cbsDebit: 1_785.56,
      ibsDebit: 19.6,
      cbsCredit: 183.98,
      ibsCredit: 2.02,
      payable: 1_619.16,
    });
    // A stated Simples credit rate replaces the estimate: 20.000 × 2% = 400,00.
    expect(
      cbsIbsRegular({
        year: 2028,
        sales: 0,
        purchasesSimples: 20_000,
        simplesSupplierCreditPercent: 2,
        priceConvention: "net",
        icmsIssPercent: 18,
      }).credits,
    ).toBe(400);
  });

  it("LC 214/2025 art. 14: without a reduced regime the standard rate applies in full (no reduction; a sub-ppm reduction would round away)", () => {
    // A shop with ICMS 18%: 100.000 − 18.000 = 82.000,00 × 8,7% = 7.134,00 + × 0,1% = 82,00 = 7.216,00.
    expect(REFORM_REDUCTIONS.none.reduction).toBe(0);
    expect(cbsIbsRegular({ year: 2027, sales: 100_000, priceConvention: "net", icmsIssPercent: 18 })).toMatchObject({
      cbsRate: 0.087,
      ibsRate: 0.001,
      base: 82_000,
      payable: 7_216,
    });
  });

  it("art. 125 / Anexo I (zero rate): no debit, credits become a carried balance, never a negative tax", () => {
    // Purchases 30.000 with the supplier's ICMS 18% (the shop's own, not informed): 30.000 − 5.400 = 24.600,00;
    // credits 24.600 × 8,7% = 2.140,20 + 24.600 × 0,1% = 24,60 → balance 2.164,80.
    const r = cbsIbsRegular({
      year: 2027,
      sales: 80_000,
      purchasesRegular: 30_000,
      reduction: "zero",
      priceConvention: "net",
      icmsIssPercent: 18,
    });
    expect(r).toMatchObject({ cbsRate: 0, ibsRate: 0, cbsDebit: 0, ibsDebit: 0, payable: 0, creditBalance: 2_164.8 });
    expect(r.steps.map((s) => s.label)).toContain("Saldo credor transportado");
  });

  it("2029: ICMS × 0,9 out of the base; the supplier's ICMS informed at 12%", () => {
    // CBS 8,8%; IBS 10% × 17,7% = 1,77%. ICMS 18% × 0,9 = 16,2%: 10.000 × 16,2% = 1.620 → base 8.380,00:
    // CBS 737,44; IBS 148,326 → 148,33. Purchases 4.000 with ICMS 12% × 0,9 = 10,8% = 432 → 3.568,00: credits
    // 313,984 → 313,98 and 63,1536 → 63,15. Payable 737,44 − 313,98 = 423,46 and 148,33 − 63,15 = 85,18.
    const r = cbsIbsRegular({
      year: 2029,
      sales: 10_000,
      purchasesRegular: 4_000,
      priceConvention: "net",
      icmsIssPercent: 18,
      purchasesIcmsIssPercent: 12,
    });
    expect(r).toMatchObject({
      base: 8_380,
      cbsDebit: 737.44,
      ibsDebit: 148.33,
      cbsCredit: 313.98,
      ibsCredit: 63.15,
      cbsPayable: 423.46,
      ibsPayable: 85.18,
    });
    expect(r.steps.find((s) => s.label.startsWith("ICMS da venda"))!.formula).toContain("multiplicador de 2029");
  });

  it("2033 in full under the default scenario: 26,5% on sales minus credits; ICMS/ISS extinct, nothing to exclude", () => {
    // 10.000 × 8,8% = 880,00; 10.000 × 17,7% = 1.770,00; purchases 4.000 → credits 352,00 and 708,00.
    const r = cbsIbsRegular({
      year: 2033,
      sales: 10_000,
      purchasesRegular: 4_000,
      priceConvention: "net",
      icmsIssPercent: 18,
    });
    expect(r).toMatchObject({ base: 10_000, cbsDebit: 880, ibsDebit: 1_770, credits: 1_060, payable: 1_590 });
  });

  it("rejects bad input with the field's name", () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof TaxInputError ? `${e.field}:${e.code}` : "other";
      }
      return "accepted";
    };
    expect(code(() => cbsIbsRegular({ year: 2026 as 2027, sales: 1, priceConvention: "net", icmsIssPercent: 5 }))).toBe(
      "year:UNSUPPORTED_YEAR",
    );
    expect(code(() => cbsIbsRegular({ year: 2027, sales: -1, priceConvention: "net", icmsIssPercent: 5 }))).toBe(
      "sales:NEGATIVE",
    );
    expect(code(() => cbsIbsRegular({ year: 2027, sales: 1, priceConvention: "x" as "net", icmsIssPercent: 5 }))).toBe(
      "priceConvention:INVALID_OPTION",
    );
    expect(
      code(() =>
        cbsIbsRegular({ year: 2027, sales: 1, reduction: "x" as "none", priceConvention: "net", icmsIssPercent: 5 }),
      ),
    ).toBe("reduction:INVALID_OPTION");
    expect(
      code(() =>
        cbsIbsRegular({
          year: 2027,
          sales: 1,
          priceConvention: "net",
          icmsIssPercent: 5,
          scenario: { ...fazenda, cbsPercent: 60 },
        }),
      ),
    ).toBe("scenario.cbsPercent:OUT_OF_RANGE");
    expect(code(() => cbsIbsRegular({ year: 2027, sales: 1, priceConvention: "net", icmsIssPercent: 36 }))).toBe(
      "icmsIssPercent:OUT_OF_RANGE",
    );
    expect(
      code(() =>
        cbsIbsRegular({ year: 2027, sales: 1, priceConvention: "net", icmsIssPercent: 5, purchasesIcmsIssPercent: -1 }),
      ),
    ).toBe("purchasesIcmsIssPercent:NEGATIVE");
    expect(
      code(() =>
        cbsIbsRegular({ year: 2027, sales: 1, priceConvention: "net", icmsIssPercent: 5, localTax: "IPI" as "ISS" }),
      ),
    ).toBe("localTax:INVALID_OPTION");
  });
});
