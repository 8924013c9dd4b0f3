import { describe, expect, it } from "vitest";
import {
  REFERENCE_SCENARIOS,
  porForaPriceIncrease,
  reformaTributaria,
  simplesOptionDecision,
  type ReformInput,
} from "@/lib/tax";

const [fazenda] = REFERENCE_SCENARIOS;

// The shop of reform-decision.test.ts: Anexo I band 1 (4%), R$ 15.000 a month, R$ 8.000 of regular purchases,
// 2027 under the Fazenda 2024 scenario (CBS 8,7% + IBS 0,1% = 8,8%), net convention. Worked there by hand:
// DAS inside 600,00 (CBS + IBS 93,00); DAS por fora 507,00; debit 1.320,00; credits 704,00; ΔF = 523,00.
const shop: ReformInput = {
  regime: "simples",
  activity: "comercio",
  monthlyRevenue: 15_000,
  rbt12: 180_000,
  creditingBuyersPercent: 50,
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
  it("half the sales to crediting buyers: 7,94% (R$ 595,54 a month); they absorb up to 8,97%", () => {
    // Each real of increase keeps (15.000 − DAS por fora 507 − CBS/IBS 1.320) ÷ 15.000 = 13.173 ÷ 15.000 = 87,82%.
    // x = ΔF ÷ (b × 13.173) = 523 ÷ 6.586,50 = 7,9405% → 7,94%; a month: 523 × 15.000 ÷ 13.173 = 595,536 → 595,54
    // (= 7,94…% of the 7.500,00 sold to crediting buyers; 595,54 × 87,82% = 523,00 back to the company).
    // A crediting buyer credits 8,8% por fora instead of 0,62% inside: it pays no more while x ≤ (1.320 − 93) ÷
    // (15.000 − 1.320) = 1.227 ÷ 13.680 = 8,9693% → 8,97%. 7,94% ≤ 8,97%: a price exists that suits both.
    const p = priceFor(shop);
    expect(p).toMatchObject({
      increasePercent: 7.94,
      increasePerMonth: 595.54,
      buyersMaxPercent: 8.97,
      feasible: true,
    });
    expect(p.steps.map((s) => s.label)).toContain("Aumento de preço para empatar (vendas a clientes com crédito)");
    for (const s of p.steps) expect(s.source).toContain("LC 214/2025, art. 47");
  });

  it("42% of sales: 9,45% is more than the buyers absorb (8,97%), so no price leaves both sides whole", () => {
    // x = 523 ÷ (0,42 × 13.173) = 523 ÷ 5.532,66 = 9,4529% → 9,45% > 8,97%. Feasible only from b = ΔF × 13.680 ÷
    // (13.173 × 1.227) = 44,27%: above b* = 42,62% because the increase itself pays the DAS (3,38%).
    expect(priceFor({ ...shop, creditingBuyersPercent: 42 })).toMatchObject({
      increasePercent: 9.45,
      increasePerMonth: 595.54,
      feasible: false,
    });
    expect(priceFor({ ...shop, creditingBuyersPercent: 44.2 }).feasible).toBe(false);
    expect(priceFor({ ...shop, creditingBuyersPercent: 44.3 }).feasible).toBe(true);
  });

  it("no sale to crediting buyers: no increase can pay for it (null); opting already cheaper: 0", () => {
    expect(priceFor({ ...shop, creditingBuyersPercent: 0 })).toMatchObject({
      increasePercent: null,
      increasePerMonth: null,
      feasible: false,
    });
    // Purchases of R$ 20.000: credits 1.760,00 > debit 1.320,00 − … → ΔF = 507 + 1.320 − 1.760 − 600 = −533 ≤ 0.
    expect(priceFor({ ...shop, purchasesRegular: 20_000 })).toMatchObject({
      increasePercent: 0,
      increasePerMonth: 0,
      feasible: true,
    });
  });

  it("the decision's dependsOn states the increase", () => {
    const d = simplesOptionDecision(shop);
    expect(d.dependsOn[0]).toContain("teria de subir 7,94% (R$ 595,54 por mês)");
    expect(d.dependsOn[0]).toContain("aceitam até 8,97%");
  });
});

describe("simplesOptionDecision without purchases: what the answer depends on", () => {
  it("says the purchases with credit at which opting pays, instead of a bare 'não compensa'", () => {
    // No credits: G = −(1 − b)(T − s·S) = −57% × 1.227,00 = −699,39 → inside. Opting breaks even with credits of
    // 699,39 a month: regular purchases of 699,39 ÷ 8,8% = 7.947,6136… → R$ 7.947,62 (8,7% = 691,44 + 0,1% = 7,95).
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 43, purchasesRegular: 0 });
    expect(d.choice).toBe("inside");
    expect(d.headline).toContain("Nenhuma compra com crédito foi informada, e o resultado depende delas");
    expect(d.headline).toContain("pelo menos R$ 699,39 por mês (cerca de R$ 7.947,62 em compras");
    expect(d.dependsOn[1]).toMatch(/^Compras: /);
  });

  it("with every sale to crediting buyers it is a tie, and any purchase with credit tips it", () => {
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 100, purchasesRegular: 0 });
    expect(d.choice).toBe("indifferent");
    expect(d.dependsOn.join(" ")).toContain("qualquer compra de fornecedor do regime regular faz optar compensar");
  });

  it("with purchases informed but too few, it says how many would do", () => {
    // At 42%: C* = 58% × 1.227 = 711,66 → 711,66 ÷ 8,8% = 8.087,045… → R$ 8.087,05.
    const d = simplesOptionDecision({ ...shop, creditingBuyersPercent: 42 });
    expect(d.headline).toContain("Optar passaria a compensar com créditos de compras de pelo menos R$ 711,66 por mês");
    expect(d.headline).toContain("cerca de R$ 8.087,05");
  });
});

describe("the decision above the sublimite (LC 123 art. 13-A; Res. CGSN 140 art. 9º): only the CBS changes sides", () => {
  it("the shop impeded: IBS paid under the regular regime either way; ΔF, ΔB, b* and the price worked by hand", () => {
    // Inside: the DAS without ICMS (34%) and IBS (0,17%): 600 × (5,5 + 3,5 + 15,33 + 41,5)% → IRPJ 33,00 + CSLL 21,00
    // + CBS 91,98 + CPP 249,00 = 394,98. IBS outside: debit 15,00 − credits 8,00 = 7,00 → seller 401,98; crediting
    // buyers (43%) credit 43% × (91,98 + 15,00) = 46,0014 → 46,00.
    // Outside: DAS 394,98 − 91,98 = 303,00 + CBS/IBS 1.320,00 − 704,00 = 616,00 → 919,00; buyers 43% × 1.320 = 567,60.
    // ΔF = 303 + 1.305 − 696 − 394,98 = 517,02; ΔB = 567,60 − 46,00 = 521,60; G = 4,58.
    // b* = 1 − 696 ÷ (1.305 − 91,98) = 517,02 ÷ 1.213,02 = 42,62%.
    const input = { ...shop, creditingBuyersPercent: 43, sublimiteExceeded: true };
    const main = simplesOptionDecision(input).perScenario[0];
    expect(main).toMatchObject({
      inside: {
        das: 394.98,
        cbsIbsInDas: 91.98,
        cbsIbsDebit: 15,
        cbsIbsCredit: 8,
        cbsIbsPayable: 7,
        sellerTotal: 401.98,
        buyersCredit: 46,
      },
      outside: {
        das: 303,
        cbsIbsDebit: 1_320,
        cbsIbsCredit: 704,
        cbsIbsPayable: 616,
        sellerTotal: 919,
        buyersCredit: 567.6,
      },
      sellerExtraTax: 517.02,
      buyersExtraCredit: 521.6,
      jointGain: 4.58,
      breakEvenPercent: 42.62,
      choice: "outside",
    });
    // Price: each real of increase keeps 15.000 − 303 − 1.320 = 13.377; x = 517,02 ÷ (43% × 13.377) = 8,988…% →
    // 8,99%; buyers absorb (1.320 − 91,98 − 15,00) ÷ (15.000 − 1.320) = 1.213,02 ÷ 13.680 = 8,867…% → 8,87%.
    expect(priceFor(input)).toMatchObject({ increasePercent: 8.99, buyersMaxPercent: 8.87, feasible: false });
    expect(simplesOptionDecision(input).dependsOn[1]).toContain("Sublimite excedido");
  });

  it("the projection: ICMS at the informed 18% and, from 2027, the IBS outside the DAS", () => {
    // 2026: DAS 600 × (5,5 + 3,5 + 12,74 + 2,76 + 41,5)% = 33 + 21 + 76,44 + 16,56 + 249 = 396,00; ICMS outside
    // (15.000 − 8.000) × 18% = 1.260,00. 2027: DAS 394,98 (CBS 91,98 inside); IBS 7,00 and ICMS 1.260,00 outside.
    const rows = reformaTributaria({ ...shop, sublimiteExceeded: true }).years;
    expect(rows[0]).toMatchObject({ year: 2026, das: 4_752, pisCofins: 1_116, icmsIss: 15_120, ibs: 0 });
    expect(rows[1]).toMatchObject({ year: 2027, das: 4_739.76, cbs: 1_103.76, ibs: 84, icmsIss: 15_120 });
  });
});
