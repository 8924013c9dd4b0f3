import { describe, expect, it } from "vitest";
import { REFERENCE_SCENARIOS, reformaTributaria, simplesOptionDecision, type ReformInput } from "@/lib/tax";
import { breakEvenPercent } from "@/lib/tax/reform/decision";

const [fazenda, cgibs] = REFERENCE_SCENARIOS;

// A shop in Anexo I, band 1 (RBT12 R$ 180.000: nominal 4%, no deduction → effective 4%), selling R$ 15.000 a month
// and buying R$ 8.000 of goods from regular suppliers, with their ICMS of 18% (the shop's own, not informed: the
// stated default). Decision for the March 2027 window (semester 2027-2).
const shop: ReformInput = {
  regime: "simples",
  activity: "comercio",
  monthlyRevenue: 15_000,
  rbt12: 180_000,
  creditingBuyersPercent: 53,
  purchasesRegular: 8_000,
  purchasesSimples: 0,
  reduction: "none",
  priceConvention: "net",
  scenarios: [fazenda, cgibs],
  today: "2026-11-26",
};

describe("Simples por dentro / por fora (LC 214/2025 art. 41 §§3º–5º; LC 123 art. 13 §§9º–10; Res. CGSN 190 art. 22-A)", () => {
  it("a commerce company: ΔF, ΔB, joint gain and b* worked by hand under the Fazenda 2024 scenario", () => {
    // Inside: DAS 15.000 × 4% = 600,00; CBS 600 × 15,33% = 91,98 + IBS 600 × 0,17% = 1,02 → s·S = 93,00 (s = 0,62%).
    // Outside: DAS 600 − 93 = 507,00; debit 15.000 × 8,7% = 1.305,00 + 15.000 × 0,1% = 15,00 = 1.320,00 (the shop's
    // ICMS goes in the DAS, not on the invoice: base = price); credits on the purchases net of the supplier's ICMS
    // (ADCT art. 133; LC 214 art. 12 §2º, V): 8.000 − 18% = 6.560,00 × 8,7% = 570,72 + × 0,1% = 6,56 = 577,28;
    // payable 742,72. ΔF = 507 + 1.320 − 577,28 − 600 = 649,72. ΔB at 53%: 1.320 × 53% = 699,60 − 93 × 53% = 49,29
    // → 650,31. G = 650,31 − 649,72 = 0,59. b* = 1 − 577,28 / (1.320 − 93) = 649,72 / 1.227 = 52,95%.
    const d = reformaTributaria(shop).simplesOption!;
    expect(d.semester).toBe("2027-2");
    const main = d.perScenario[0];
    expect(main).toMatchObject({
      regularRate: 0.088,
      dasShareRate: 0.0062,
      inside: {
        das: 600,
        cbsIbsInDas: 93,
        cbsIbsDebit: 0,
        cbsIbsCredit: 0,
        cbsIbsPayable: 0,
        sellerTotal: 600,
        buyersCredit: 49.29,
      },
      outside: {
        das: 507,
        cbsIbsInDas: 0,
        cbsIbsDebit: 1_320,
        cbsIbsCredit: 577.28,
        cbsIbsPayable: 742.72,
        sellerTotal: 1_249.72,
        buyersCredit: 699.6,
      },
      sellerExtraTax: 649.72,
      buyersExtraCredit: 650.31,
      jointGain: 0.59,
      breakEvenPercent: 52.95,
      choice: "outside",
    });
    expect(d.choice).toBe("outside");
    expect(d.headline).toContain("Para o 2º semestre de 2027");
    expect(d.headline).toContain("renegociar os preços");
  });

  it("the choice flips when the crediting-buyers share crosses b* (52,95%)", () => {
    // At 52%: ΔB = 686,40 − 48,36 = 638,04; G = 638,04 − 649,72 = −11,68 → inside.
    const below = simplesOptionDecision({ ...shop, creditingBuyersPercent: 52 });
    expect(below.perScenario[0]).toMatchObject({ jointGain: -11.68, choice: "inside", breakEvenPercent: 52.95 });
    expect(below.choice).toBe("inside");
    expect(below.headline).toContain("manter CBS e IBS dentro do DAS");
    const above = simplesOptionDecision({ ...shop, creditingBuyersPercent: 53 });
    expect(above.choice).toBe("outside");
  });

  it("the supplier's ICMS is an input: informed at 0% the credits are the whole purchase × 8,8% (b* 42,62%)", () => {
    // Credits 8.000 × 8,7% = 696,00 + 8,00 = 704,00; ΔF = 507 + 1.320 − 704 − 600 = 523,00; b* = 523 / 1.227 = 42,62%.
    const d = simplesOptionDecision({ ...shop, purchasesIcmsIssPercent: 0 });
    expect(d.perScenario[0]).toMatchObject({ sellerExtraTax: 523, breakEvenPercent: 42.62 });
    // At 12% (an interstate purchase): 8.000 − 960 = 7.040 → 612,48 + 7,04 = 619,52; ΔF = 607,48; b* = 607,48 / 1.227 = 49,51%.
    expect(simplesOptionDecision({ ...shop, purchasesIcmsIssPercent: 12 }).perScenario[0]).toMatchObject({
      sellerExtraTax: 607.48,
      breakEvenPercent: 49.51,
    });
  });

  it("under the CGIBS 2026 scenario b* is 53,11%: at 53% the two scenarios disagree and the headline says so", () => {
    // t = 9,11% + 0,1%: debit 1.366,50 + 15,00 = 1.381,50; credits 6.560 × 9,11% = 597,616 → 597,62 + 6,56 = 604,18;
    // ΔF = 507 + 1.381,50 − 604,18 − 600 = 684,32. b* = 1 − 604,18 / (1.381,50 − 93) = 684,32 / 1.288,50 = 53,11%.
    // At 53%: main G = 0,59 (outside); CGIBS ΔB = 1.381,50 × 53% = 732,195 → 732,20 − 49,29 = 682,91 → G = −1,41 (inside).
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 53 });
    expect(d.perScenario.map((s) => [s.scenario.id, s.jointGain, s.breakEvenPercent, s.choice])).toEqual([
      ["fazenda_2024", 0.59, 52.95, "outside"],
      ["cgibs_2026", -1.41, 53.11, "inside"],
    ]);
    expect(d.perScenario[1]).toMatchObject({
      regularRate: 0.0921,
      sellerExtraTax: 684.32,
      outside: { cbsIbsDebit: 1_381.5, cbsIbsCredit: 604.18 },
    });
    expect(d.headline).toContain("muda com a alíquota de referência");
  });

  it("dependsOn: prices, irrevocable semester, the §5 lock, monthly assessment, exporters, Simples buyers, each scenario", () => {
    const d = simplesOptionDecision(shop);
    const all = d.dependsOn.join("\n");
    expect(all).toContain("renegociados");
    expect(all).toContain("Semestre irretratável");
    expect(all).toContain("feita de 01/03/2027 a 31/03/2027 e cancelável até 31/05/2027");
    expect(all).toContain("art. 41, §5º");
    expect(all).toContain("apurados todo mês");
    expect(all).toContain("Exportadores");
    expect(all).toContain("optantes do Simples que recolhem pelo DAS não tomam crédito");
    expect(all).toContain(`Cenário ${fazenda.name}`);
    expect(all).toContain(`Cenário ${cgibs.name}`);
    expect(d.steps.some((s) => s.label.startsWith("Ponto de equilíbrio b*"))).toBe(true);
  });

  it("b* edges: 0 when credits cover the whole difference, null when there is nothing to credit", () => {
    expect(breakEvenPercent(70_400, 122_700)).toBe(42.62);
    expect(breakEvenPercent(57_728, 122_700)).toBe(52.95);
    expect(breakEvenPercent(130_000, 122_700)).toBe(0);
    expect(breakEvenPercent(0, 122_700)).toBeNull();
    // Zero-rated sales (t < s): opting always creates value.
    expect(breakEvenPercent(0, -9_300)).toBe(0);
    expect(breakEvenPercent(0, 0)).toBeNull();
  });
});

describe("reformaTributaria, Simples rows: the DAS parcels year by year (LC 123 Anexo I as rewritten by LC 214 art. 519)", () => {
  it("Anexo I band 1: PIS/COFINS to 2026, CBS/IBS inside the DAS from 2027, ICMS moving to IBS from 2029, the DAS unchanged", () => {
    // DAS 600,00 a month every year (7.200,00). 2026: PIS 2,76% + COFINS 12,74% = 93,00; ICMS 34% = 204,00.
    // 2027: CBS 15,33% = 91,98; IBS 0,17% = 1,02; ICMS 204,00. 2029: CBS 15,50% = 93,00; IBS 3,40% = 20,40; ICMS 30,60% = 183,60.
    // 2033: CBS 93,00; IBS 34% = 204,00; no ICMS. Consumption parcels 297,00 a month in every year.
    const rows = reformaTributaria(shop).years;
    expect(rows[0]).toMatchObject({
      year: 2026,
      pisCofins: 1_116,
      cbs: 0,
      ibs: 0,
      icmsIss: 2_448,
      das: 7_200,
      credits: 0,
      total: 3_564,
    });
    expect(rows[1]).toMatchObject({
      year: 2027,
      pisCofins: 0,
      cbs: 1_103.76,
      ibs: 12.24,
      icmsIss: 2_448,
      das: 7_200,
      total: 3_564,
    });
    expect(rows[3]).toMatchObject({ year: 2029, cbs: 1_116, ibs: 244.8, icmsIss: 2_203.2, das: 7_200, total: 3_564 });
    expect(rows[7]).toMatchObject({ year: 2033, cbs: 1_116, ibs: 2_448, icmsIss: 0, das: 7_200, total: 3_564 });
    expect(reformaTributaria(shop).regular).toBeNull();
    expect(rows[0].note).toContain("não se aplicam ao Simples");
  });
});
