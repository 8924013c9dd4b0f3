import { describe, expect, it } from "vitest";
import {
  REFERENCE_SCENARIOS,
  porForaPriceIncrease,
  reformaTributaria,
  simplesOptionDecision,
  type ReformInput,
} from "@/lib/tax";

const [fazenda] = REFERENCE_SCENARIOS;

// The shop of reform-decision.test.ts: Anexo I band 1 (4%), R$ 15.000 a month, R$ 8.000 of regular purchases
// with the supplier's ICMS of 18%, 2027 under the Fazenda 2024 scenario (CBS 8,7% + IBS 0,1% = 8,8%), net
// convention. Worked there by hand: DAS inside 600,00 (CBS + IBS 93,00); DAS por fora 507,00; debit 1.320,00;
// credits (8.000 − 1.440) × 8,8% = 577,28; ΔF = 649,72.
const shop: ReformInput = {
  regime: "simples",
  activity: "comercio",
  monthlyRevenue: 15_000,
  rbt12: 180_000,
  creditingBuyersPercent: 80,
  purchasesRegular: 8_000,
  purchasesSimples: 0,
  reduction: "none",
  priceConvention: "net",
  scenarios: [fazenda],
  today: "2026-11-26",
};

const priceFor = (input: ReformInput) =>
  porForaPriceIncrease({
    option: simplesOptionDecision(input).perScenario[0],
    monthlyRevenue: input.monthlyRevenue,
    creditingBuyersPercent: input.creditingBuyersPercent,
  });

describe("porForaPriceIncrease: the price rise to crediting buyers that makes por fora break even (LC 214 art. 47)", () => {
  it("80% of the sales to crediting buyers: 6,17% (R$ 739,83 a month); they absorb up to 8,97%", () => {
    // Each real of increase keeps (15.000 − DAS por fora 507 − CBS/IBS 1.320) ÷ 15.000 = 13.173 ÷ 15.000 = 87,82%.
    // x = ΔF ÷ (b × 13.173) = 649,72 ÷ 10.538,40 = 6,1653% → 6,17%; a month: 649,72 × 15.000 ÷ 13.173 = 739,832 →
    // 739,83 (6,17% of the 12.000,00 sold to crediting buyers; 739,83 × 87,82% = 649,72 back to the company).
    // A crediting buyer credits 8,8% por fora instead of 0,62% inside: it pays no more while x ≤ (1.320 − 93) ÷
    // (15.000 − 1.320) = 1.227 ÷ 13.680 = 8,9693% → 8,97%. 6,17% ≤ 8,97%: a price exists that suits both.
    const p = priceFor(shop);
    expect(p).toMatchObject({
      increasePercent: 6.17,
      increasePerMonth: 739.83,
      buyersMaxPercent: 8.97,
      feasible: true,
    });
    expect(p.steps.map((s) => s.label)).toContain("Aumento de preço para empatar (vendas a clientes com crédito)");
    for (const s of p.steps) expect(s.source).toContain("LC 214/2025, art. 47");
  });

  it("half the sales: 9,86% is more than the buyers absorb (8,97%), so no price leaves both sides whole", () => {
    // x = 649,72 ÷ (0,5 × 13.173) = 649,72 ÷ 6.586,50 = 9,8644% → 9,86% > 8,97%. Feasible only from b = ΔF × 13.680 ÷
    // (13.173 × 1.227) = 8.888.169,6 ÷ 16.163.271 = 54,99%: above b* = 52,95% because the increase pays the DAS too.
    expect(priceFor({ ...shop, creditingBuyersPercent: 50 })).toMatchObject({
      increasePercent: 9.86,
      increasePerMonth: 739.83,
      feasible: false,
    });
    expect(priceFor({ ...shop, creditingBuyersPercent: 54.9 }).feasible).toBe(false);
    expect(priceFor({ ...shop, creditingBuyersPercent: 55 }).feasible).toBe(true);
  });

  it("no sale to crediting buyers: no increase can pay for it (null); opting already cheaper: 0", () => {
    expect(priceFor({ ...shop, creditingBuyersPercent: 0 })).toMatchObject({
      increasePercent: null,
      increasePerMonth: null,
      feasible: false,
    });
    // Purchases of R$ 25.000: credits (25.000 − 4.500) × 8,8% = 1.804,00 → ΔF = 507 + 1.320 − 1.804 − 600 = −577 ≤ 0.
    expect(priceFor({ ...shop, purchasesRegular: 25_000 })).toMatchObject({
      increasePercent: 0,
      increasePerMonth: 0,
      feasible: true,
    });
  });

  it("the decision's dependsOn states the increase", () => {
    const d = simplesOptionDecision(shop);
    expect(d.dependsOn[0]).toContain("teria de subir 6,17% (R$ 739,83 por mês)");
    expect(d.dependsOn[0]).toContain("aceitam até 8,97%");
  });
});

describe("simplesOptionDecision without purchases: what the answer depends on", () => {
  it("says the purchases with credit at which opting pays, instead of a bare 'não compensa'", () => {
    // No credits: G = −(1 − b)(T − s·S) = −57% × 1.227,00 = −699,39 → inside. Opting breaks even with credits of
    // 699,39 a month: each real bought from a regular supplier with ICMS 18% credits 8,8% × 82% = 7,216%, so
    // 699,39 ÷ 7,216% = 9.692,21… → R$ 9.692,22.
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 43, purchasesRegular: 0 });
    expect(d.choice).toBe("inside");
    expect(d.headline).toContain("Nenhuma compra com crédito foi informada, e o resultado depende delas");
    expect(d.headline).toContain(
      "pelo menos R$ 699,39 por mês (cerca de R$ 9.692,22 em compras de fornecedores do regime regular, com 18% de ICMS/ISS do fornecedor)",
    );
    expect(d.dependsOn[1]).toMatch(/^Compras: /);
  });

  it("with every sale to crediting buyers it is a tie, and any purchase with credit tips it", () => {
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 100, purchasesRegular: 0 });
    expect(d.choice).toBe("indifferent");
    expect(d.dependsOn.join(" ")).toContain("qualquer compra de fornecedor do regime regular faz optar compensar");
  });

  it("with purchases informed but too few, it says how many would do", () => {
    // At 42%: C* = 58% × 1.227 = 711,66 → 711,66 ÷ 7,216% = 9.862,25… → R$ 9.862,26 (today R$ 8.000,00).
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 42 });
    expect(d.headline).toContain("Optar passaria a compensar com créditos de compras de pelo menos R$ 711,66 por mês");
    expect(d.headline).toContain("cerca de R$ 9.862,26");
  });
});

describe("the decision above the sublimite (LC 123 art. 13-A; Res. CGSN 140 art. 9º): only the CBS changes sides", () => {
  it("the shop impeded: IBS paid under the regular regime either way; ΔF, ΔB, b* and the price worked by hand", () => {
    // Impeded, the shop's ICMS is charged outside the DAS, on the invoice: it leaves the CBS/IBS base (ADCT art. 133):
    // 15.000 − 18% = 12.300,00 → CBS 8,7% 1.070,10; IBS 0,1% 12,30. Credits as before: 570,72 + 6,56 = 577,28.
    // Inside: the DAS without ICMS (34%) and IBS (0,17%): 600 × (5,5 + 3,5 + 15,33 + 41,5)% → IRPJ 33,00 + CSLL 21,00
    // + CBS 91,98 + CPP 249,00 = 394,98. IBS outside: 12,30 − 6,56 = 5,74 → seller 400,72; crediting buyers (43%)
    // credit 43% × (91,98 + 12,30) = 44,8404 → 44,84.
    // Outside: DAS 394,98 − 91,98 = 303,00 + CBS/IBS 1.082,40 − 577,28 = 505,12 → 808,12; buyers 43% × 1.082,40 = 465,43.
    // ΔF = 303 + 1.070,10 − 570,72 − 394,98 = 407,40; ΔB = 465,43 − 44,84 = 420,59; G = 13,19.
    // b* = 1 − 570,72 ÷ (1.070,10 − 91,98) = 407,40 ÷ 978,12 = 41,65%.
    const input = { ...shop, creditingBuyersPercent: 43, sublimiteExceeded: true };
    const main = simplesOptionDecision(input).perScenario[0];
    expect(main).toMatchObject({
      inside: {
        das: 394.98,
        cbsIbsInDas: 91.98,
        cbsIbsDebit: 12.3,
        cbsIbsCredit: 6.56,
        cbsIbsPayable: 5.74,
        sellerTotal: 400.72,
        buyersCredit: 44.84,
      },
      outside: {
        das: 303,
        cbsIbsDebit: 1_082.4,
        cbsIbsCredit: 577.28,
        cbsIbsPayable: 505.12,
        sellerTotal: 808.12,
        buyersCredit: 465.43,
      },
      sellerExtraTax: 407.4,
      buyersExtraCredit: 420.59,
      jointGain: 13.19,
      breakEvenPercent: 41.65,
      choice: "outside",
    });
    // Price: each real of increase keeps 15.000 − 303 − 1.082,40 = 13.614,60; x = 407,40 ÷ (43% × 13.614,60) =
    // 6,959…% → 6,96%; buyers absorb (1.082,40 − 91,98 − 12,30) ÷ (15.000 − 1.082,40) = 978,12 ÷ 13.917,60 = 7,03%.
    expect(priceFor(input)).toMatchObject({ increasePercent: 6.96, buyersMaxPercent: 7.03, feasible: true });
    expect(simplesOptionDecision(input).dependsOn[1]).toContain("Sublimite excedido");
  });

  it("the projection: ICMS at the informed 18% and, from 2027, the IBS outside the DAS", () => {
    // 2026: DAS 600 × (5,5 + 3,5 + 12,74 + 2,76 + 41,5)% = 33 + 21 + 76,44 + 16,56 + 249 = 396,00; ICMS outside
    // 15.000 × 18% − 8.000 × 18% = 1.260,00. 2027: DAS 394,98 (CBS 91,98 inside); IBS 5,74 and ICMS 1.260,00 outside.
    const rows = reformaTributaria({ ...shop, sublimiteExceeded: true }).years;
    expect(rows[0]).toMatchObject({ year: 2026, das: 4_752, pisCofins: 1_116, icmsIss: 15_120, ibs: 0 });
    expect(rows[1]).toMatchObject({ year: 2027, das: 4_739.76, cbs: 1_103.76, ibs: 68.88, icmsIss: 15_120 });
  });
});
