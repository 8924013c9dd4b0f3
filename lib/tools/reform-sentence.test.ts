import { describe, expect, it } from "vitest";
import { reformaTributaria, REFERENCE_SCENARIOS, type ReformInput } from "@/lib/tax";
import { reformSentence } from "./reform-sentence";

// The answer's sentence for a Simples company, on the engine's own result: a R$ 480 mil stationery shop
// (Anexo I, R$ 40.000,00 a month, R$ 20.000,00 of regular purchases, 35% sold to crediting buyers), before the March
// window, under the Fazenda 2024 estimate (CBS 8,7% + IBS 0,1% in 2027 = 8,8%).
const shop: ReformInput = {
  regime: "simples",
  activity: "comercio",
  annex: "I",
  monthlyRevenue: 40_000,
  creditingBuyersPercent: 35,
  purchasesRegular: 20_000,
  purchasesSimples: 0,
  reduction: "none",
  priceConvention: "net",
  scenarios: [...REFERENCE_SCENARIOS],
  today: "2026-11-29",
};
const sale = { monthlyRevenue: 40_000, creditingBuyersPercent: 35 };

describe("the reform's answer in one sentence", () => {
  it("stays in the DAS, whose 2027 month is 2026's but for per-tax rounding, and says until when to decide", () => {
    const answer = reformSentence(reformaTributaria(shop), sale)!;
    expect(answer.choice).toBe("inside");
    expect(answer.sentence).toEqual({
      key: "inside",
      values: { window: "open", from: "01/03/2027", until: "31/03/2027" },
    });
    expect(answer.deadline).toEqual({
      semester: "2º semestre de 2027",
      from: "01/03/2027",
      until: "31/03/2027",
      cancel: expect.stringMatching(/^\d{2}\/\d{2}\/2027$/),
      effective: "01/07/2027",
    });
    // The source with its date once: the table's text names it already, so it is not added again.
    expect(answer.rate.official).toBe(false);
    expect(answer.rate.source.match(/23\/08\/2024/g)).toHaveLength(1);
  });

  it("gives the price rise to crediting buyers that makes por fora break even, and whether they absorb it", () => {
    // By hand (LC 214 art. 47; Res. CGSN 190 art. 22-A): DAS inside 2.645,02 (IRPJ 145,48 + CSLL 92,58 + CPP 1.110,90 +
    // ICMS 886,08 + CBS 405,48 + IBS 4,50); por fora 2.235,04; CBS/IBS debit 8,8% × 40.000 = 3.520,00; credits 8,8% ×
    // (20.000 − the supplier's ICMS at 18%, 3.600, outside the base from 2027: LC 214 art. 12 §2º V) = 1.443,20.
    // ΔF = 2.235,04 + 3.520,00 − 1.443,20 − 2.645,02 = 1.666,82. Each real of increase keeps
    // (40.000 − 2.235,04 − 3.520,00) ÷ 40.000; x = 1.666,82 ÷ (0,35 × 34.244,96) = 13,9067% → 13,91%, a month
    // 1.666,82 × 40.000 ÷ 34.244,96 = 1.946,94. The buyers absorb up to (3.520,00 − 409,98) ÷ (40.000 − 3.520,00)
    // = 8,5253% → 8,53%: 13,91% is more, so no price leaves both sides whole.
    const answer = reformSentence(reformaTributaria(shop), sale)!;
    expect(answer.price?.key).toBe("priceTooHigh");
    expect(answer.price?.values.percent).toBe("13,91%");
    expect(answer.price?.values.perMonth.replace(/\s/g, " ")).toBe("R$ 1.946,94");
    expect(answer.price?.values.max).toBe("8,53%");
  });

  it("no price line without the sales it rests on; none needed, or none possible without crediting buyers", () => {
    expect(reformSentence(reformaTributaria(shop))!.price).toBeNull();
    const none = reformSentence(reformaTributaria({ ...shop, creditingBuyersPercent: 0 }), {
      ...sale,
      creditingBuyersPercent: 0,
    });
    expect(none!.price).toEqual({ key: "priceNone", values: {} });
    // Purchases worth more credit than the extra debit: opting costs the company nothing ((45.000 − 18% ICMS) × 8,8% =
    // 3.247,20 of credits against 2.235,04 + 3.520,00 − 2.645,02 = 3.110,02).
    const cheap = { ...shop, purchasesRegular: 45_000, creditingBuyersPercent: 100 };
    const answer = reformSentence(reformaTributaria(cheap), { ...sale, creditingBuyersPercent: 100 })!;
    expect(answer.choice).toBe("outside");
    expect(answer.sentence.key).toBe("outside");
    expect(answer.price).toEqual({ key: "priceZero", values: {} });
  });

  it("after the last known window: the sentence without a deadline; Presumido and Real have no option to answer", () => {
    const late = reformSentence(reformaTributaria({ ...shop, today: "2040-01-01" }), sale)!;
    expect(late.sentence.values.window).toBe("none");
    expect(late.deadline).toBeNull();
    expect(reformSentence(reformaTributaria({ ...shop, regime: "presumido" }))).toBeNull();
  });
});
