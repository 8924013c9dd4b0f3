import { describe, expect, it } from "vitest";
import { compareRegimes, type CompanyProfile, type WarningCode } from "@/lib/tax";

// Warnings concern only regimes the company can use, is near to (within the limit plus the legal
// tolerance) or is in today. Each edge is tested on both sides, to the centavo.
const codes = (profile: CompanyProfile, year?: 2025 | 2026): WarningCode[] =>
  compareRegimes(profile, year).warnings.map((w) => w.code);
const meiCodes = (p: CompanyProfile) => codes(p).filter((c) => c.startsWith("MEI_"));
const simplesCodes = (p: CompanyProfile) => codes(p).filter((c) => c.startsWith("SIMPLES_") || c === "FATOR_R_NEAR_28");

describe("compareRegimes warnings: MEI (LC 123 art. 18-A §§1º e 7º: R$ 81.000, tolerance 20% → R$ 97.200)", () => {
  it("within the limit: only the activity check", () => {
    expect(meiCodes({ activity: "comercio", annualRevenue: 81_000 })).toEqual(["MEI_ACTIVITY_CHECK"]);
    expect(meiCodes({ activity: "comercio", annualRevenue: 81_000.01 })).toEqual([
      "MEI_OVER_LIMIT",
      "MEI_ACTIVITY_CHECK",
    ]);
  });

  it("up to the tolerance: over the limit; one centavo above: no MEI warning at all", () => {
    const edge = compareRegimes({ activity: "comercio", annualRevenue: 97_200 }).warnings;
    expect(edge.map((w) => w.code)).toEqual(["MEI_OVER_LIMIT", "MEI_ACTIVITY_CHECK"]);
    expect(edge[0].message).toBe(
      "Receita acima do limite do MEI (R$ 81.000,00), dentro da tolerância de 20%: o MEI sai do SIMEI em 1º de janeiro seguinte.",
    );
    expect(meiCodes({ activity: "comercio", annualRevenue: 97_200.01 })).toEqual([]);
  });

  it("a company that is MEI today still hears that it is over the tolerance", () => {
    const r = compareRegimes({ activity: "comercio", annualRevenue: 97_200.01, currentRegime: "mei" });
    expect(r.warnings[0]).toEqual({
      code: "MEI_OVER_TOLERANCE",
      message:
        "Receita acima de R$ 97.200,00: um MEI com esse faturamento é desenquadrado desde janeiro e paga os tributos do Simples sobre todo o período.",
    });
    expect(meiCodes({ activity: "comercio", annualRevenue: 97_200, currentRegime: "mei" })).not.toContain(
      "MEI_OVER_TOLERANCE",
    );
  });

  it("employee salary: only above the minimum wage (R$ 1.621,00), and only for a company near the MEI", () => {
    const small = { activity: "comercio", annualRevenue: 60_000, employees: 1 } as const;
    expect(meiCodes({ ...small, monthlyPayroll: 1_621 })).not.toContain("MEI_EMPLOYEE_SALARY");
    expect(meiCodes({ ...small, monthlyPayroll: 1_621.01 })).toContain("MEI_EMPLOYEE_SALARY");
    expect(meiCodes({ ...small, annualRevenue: 1_800_000, monthlyPayroll: 3_000 })).toEqual([]);
  });

  it("2025 minimum wage (R$ 1.518,00) in the employee warning", () => {
    const small = { activity: "servicos_gerais", annualRevenue: 60_000, employees: 1 } as const;
    expect(codes({ ...small, monthlyPayroll: 1_518 }, 2025)).not.toContain("MEI_EMPLOYEE_SALARY");
    expect(codes({ ...small, monthlyPayroll: 1_518.01 }, 2025)).toContain("MEI_EMPLOYEE_SALARY");
  });

  it("activities that cannot be MEI get no MEI warning", () => {
    expect(meiCodes({ activity: "servicos_fator_r", annualRevenue: 50_000 })).toEqual([]);
  });
});

describe("compareRegimes warnings: Simples (LC 123 arts. 3º e 13-A: R$ 4,8 mi, sublimite R$ 3,6 mi, tolerance 20%)", () => {
  it("sublimite: R$ 3.600.000,00 silent, one centavo above → next year", () => {
    expect(simplesCodes({ activity: "comercio", annualRevenue: 3_600_000 })).toEqual([]);
    expect(simplesCodes({ activity: "comercio", annualRevenue: 3_600_000.01 })).toEqual([
      "SIMPLES_SUBLIMITE_NEXT_YEAR",
    ]);
  });

  it("sublimite + 20% (R$ 4.320.000,00) reached in January: ICMS leaves the DAS only when passed", () => {
    const months = (jan: number) => [jan, ...new Array(11).fill(0)];
    expect(simplesCodes({ activity: "comercio", monthlyRevenue: months(4_320_000) })).toContain(
      "SIMPLES_SUBLIMITE_NEXT_YEAR",
    );
    const over = compareRegimes({ activity: "comercio", monthlyRevenue: months(4_320_000.01), state: "MG" }).warnings;
    expect(over[0]).toEqual({
      code: "SIMPLES_SUBLIMITE",
      message: "Receita acumulada acima do sublimite + 20%: ICMS/ISS pagos fora do DAS a partir do mês 2 (MG).",
    });
  });

  it("limit: R$ 4.800.000,00 is inside; above it, exclusion from January up to the tolerance", () => {
    expect(simplesCodes({ activity: "comercio", annualRevenue: 4_800_000 })).not.toContain("SIMPLES_OVER_LIMIT");
    const over = compareRegimes({ activity: "comercio", annualRevenue: 4_800_000.01 }).warnings.find(
      (w) => w.code === "SIMPLES_OVER_LIMIT",
    );
    expect(over?.message).toBe(
      "Receita acima de R$ 4.800.000,00: exclusão do Simples Nacional a partir de 1º de janeiro seguinte.",
    );
    const edge = compareRegimes({ activity: "comercio", annualRevenue: 5_760_000 }).warnings.find(
      (w) => w.code === "SIMPLES_OVER_LIMIT",
    );
    expect(edge?.message).toContain("a partir de 1º de janeiro seguinte");
  });

  it("above the tolerance (R$ 5.760.000,00): no Simples warning unless the company is in the Simples today", () => {
    expect(simplesCodes({ activity: "comercio", annualRevenue: 5_760_000 })).toEqual(["SIMPLES_OVER_LIMIT"]);
    expect(simplesCodes({ activity: "comercio", annualRevenue: 5_760_000.01 })).toEqual([]);
    const current = compareRegimes({
      activity: "comercio",
      annualRevenue: 5_760_000.01,
      currentRegime: "simples",
    }).warnings.find((w) => w.code === "SIMPLES_OVER_LIMIT");
    expect(current?.message).toBe(
      "Receita acima de R$ 4.800.000,00: exclusão do Simples Nacional a partir do mês seguinte ao excesso.",
    );
  });

  it("Fator R within 3 points of 28% (product margin), exactly at both ends", () => {
    // FS12 = 12 × pró-labore and RBT12 = R$ 1,2 mi, so r = pró-labore ÷ 100.000.
    const fr = (proLabore: number, annualRevenue = 1_200_000) =>
      simplesCodes({ activity: "servicos_fator_r", annualRevenue, proLabore }).includes("FATOR_R_NEAR_28");
    expect(fr(31_000)).toBe(true);
    expect(fr(31_000.01)).toBe(false);
    expect(fr(25_000)).toBe(true);
    expect(fr(24_999.99)).toBe(false);
    const msg = compareRegimes({
      activity: "servicos_fator_r",
      annualRevenue: 1_200_000,
      proLabore: 25_000,
    }).warnings.find((w) => w.code === "FATOR_R_NEAR_28");
    expect(msg?.message).toBe(
      "Fator R de 25,00%, a menos de 3 pontos de 28%: pequenas mudanças na folha ou no faturamento trocam o Anexo III pelo V.",
    );
    // Same ratio, but far above the Simples tolerance: not the company's concern.
    expect(fr(250_000, 12_000_000)).toBe(false);
  });

  it("no dividends, no dividend warning: a company that distributes nothing hears nothing about the withholding", () => {
    expect(codes({ activity: "comercio", annualRevenue: 500_000 })).not.toContain("SIMPLES_DIVIDENDS");
    expect(codes({ activity: "comercio", annualRevenue: 500_000, monthlyDividendsPerPartner: 0 })).not.toContain(
      "SIMPLES_DIVIDENDS",
    );
  });

  it("dividends per partner: R$ 50.000,00 a month is silent, one centavo above warns (Lei 9.250 art. 6º-A: 10% of the whole amount)", () => {
    const dividends = (monthlyDividendsPerPartner: number, annualRevenue = 500_000) =>
      compareRegimes({ activity: "comercio", annualRevenue, monthlyDividendsPerPartner }).warnings.find(
        (x) => x.code === "SIMPLES_DIVIDENDS",
      );
    expect(dividends(50_000)).toBeUndefined();
    // 10% × 50.000,01 = 5.000,001 → R$ 5.000,00 (half-up to the centavo).
    expect(dividends(50_000.01)?.message).toBe(
      "Dividendos de R$ 50.000,01 por mês a cada sócio, acima de R$ 50.000,00: retenção de 10% sobre o total, R$ 5.000,00 por sócio no mês, inclusive no Simples segundo a Receita (tema em disputa judicial). Fonte: Lei 9.250/1995, art. 6º-A (incluído pela Lei 15.270/2025).",
    );
    // 10% × 80.000,00 = 8.000,00; a R$ 10 mi company is far from the Simples: the withholding, without the Simples dispute.
    expect(dividends(80_000, 10_000_000)?.message).toBe(
      "Dividendos de R$ 80.000,00 por mês a cada sócio, acima de R$ 50.000,00: retenção de 10% sobre o total, R$ 8.000,00 por sócio no mês. Fonte: Lei 9.250/1995, art. 6º-A (incluído pela Lei 15.270/2025).",
    );
  });

  it("no dividend warning in 2025 (no withholding then), whatever the dividends", () => {
    expect(
      codes({ activity: "comercio", annualRevenue: 500_000, monthlyDividendsPerPartner: 80_000 }, 2025),
    ).not.toContain("SIMPLES_DIVIDENDS");
  });

  it("refuses negative dividends with the field's name", () => {
    expect(() =>
      compareRegimes({ activity: "comercio", annualRevenue: 500_000, monthlyDividendsPerPartner: -1 }),
    ).toThrow(/monthlyDividendsPerPartner/);
  });
});

describe("compareRegimes warnings: Lucro Presumido (LC 224/2025 above R$ 5 mi; Lei 9.718 art. 13 limit R$ 78 mi)", () => {
  it("LC 224: R$ 5.000.000,00 silent, one centavo above warns with the table values", () => {
    expect(codes({ activity: "comercio", annualRevenue: 5_000_000 })).not.toContain("LC224_ABOVE_5M");
    const w = compareRegimes({ activity: "comercio", annualRevenue: 5_000_000.01 }).warnings.find(
      (x) => x.code === "LC224_ABOVE_5M",
    );
    expect(w?.message).toBe(
      "Receita acima de R$ 5.000.000,00: no Lucro Presumido, percentuais de presunção 10% maiores sobre o excesso (LC 224/2025; há liminares em discussão).",
    );
    expect(codes({ activity: "comercio", annualRevenue: 5_000_000.01, lc224: false })).not.toContain("LC224_ABOVE_5M");
    expect(codes({ activity: "comercio", annualRevenue: 6_000_000 }, 2025)).not.toContain("LC224_ABOVE_5M");
  });

  it("only while the Presumido is allowed (R$ 78.000.000,00) or is the current regime", () => {
    expect(codes({ activity: "comercio", annualRevenue: 78_000_000 })).toContain("LC224_ABOVE_5M");
    expect(codes({ activity: "comercio", annualRevenue: 78_000_000.01 })).not.toContain("LC224_ABOVE_5M");
    expect(codes({ activity: "comercio", annualRevenue: 78_000_000.01, currentRegime: "presumido" })).toContain(
      "LC224_ABOVE_5M",
    );
  });

  it("a R$ 1,8 mi company hears nothing about the MEI or the Simples limits", () => {
    expect(
      codes({ activity: "servicos_gerais", annualRevenue: 1_800_000, monthlyPayroll: 5_000, employees: 1 }),
    ).toEqual([]);
  });
});
