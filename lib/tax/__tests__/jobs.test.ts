import { describe, expect, it } from "vitest";
import { cltVsPj, compareRegimes, laborCost, meiCheck, proLaboreVsDividends, TaxInputError } from "@/lib/tax";

const byRegime = (r: ReturnType<typeof compareRegimes>, key: string) => r.regimes.find((x) => x.regime === key)!;

describe("compareRegimes", () => {
  it("general services, R$ 50.000/month for 12 months → Simples R$ 63.360,00 (10,56%)", () => {
    const r = compareRegimes({ activity: "servicos_gerais", monthlyRevenue: new Array(12).fill(50_000) });
    const simples = byRegime(r, "simples");
    expect(simples).toMatchObject({
      eligible: true,
      annualTotal: 63_360,
      monthlyTotal: 5_280,
      effectiveRate: 0.1056,
      annex: "III",
    });
    expect(r.annualRevenue).toBe(600_000);
    expect(r.cheapest).toBe("simples");
    expect(simples.steps.at(-1)?.value).toBe(63_360);
    expect(byRegime(r, "mei").eligible).toBe(false);
    // Same result from the annual figure.
    expect(
      byRegime(compareRegimes({ activity: "servicos_gerais", annualRevenue: 600_000 }), "simples").annualTotal,
    ).toBe(63_360);
  });

  it("Presumido and Real include ISS and payroll charges outside the DAS", () => {
    const r = compareRegimes({
      activity: "servicos_gerais",
      annualRevenue: 600_000,
      monthlyPayroll: 10_000,
      employees: 2,
      proLabore: 5_000,
      monthlyExpenses: 10_000,
    });
    const presumido = byRegime(r, "presumido");
    const keys = presumido.breakdown.map((b) => b.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "irpj",
        "csll",
        "pis",
        "cofins",
        "iss",
        "cpp_folha",
        "rat",
        "terceiros",
        "fgts",
        "cpp_pro_labore",
      ]),
    );
    // ISS 5% of 600.000
    expect(presumido.breakdown.find((b) => b.key === "iss")?.annual).toBe(30_000);
    // Simples pays only FGTS outside the DAS (Annex III)
    expect(byRegime(r, "simples").breakdown.map((b) => b.key)).not.toContain("cpp_folha");
  });

  it("Fator R: picks Annex III at 28% and warns within 3 points", () => {
    const r = compareRegimes({ activity: "servicos_fator_r", annualRevenue: 1_200_000, proLabore: 28_000 });
    expect(byRegime(r, "simples")).toMatchObject({ annex: "III", fatorR: 0.28 });
    expect(r.warnings.map((w) => w.code)).toContain("FATOR_R_NEAR_28");
    const low = compareRegimes({ activity: "servicos_fator_r", annualRevenue: 1_200_000, proLabore: 5_000 });
    expect(byRegime(low, "simples").annex).toBe("V");
  });

  it("MEI eligibility and warnings", () => {
    const ok = compareRegimes({ activity: "comercio", annualRevenue: 80_000 });
    expect(byRegime(ok, "mei")).toMatchObject({ eligible: true, annualTotal: 984.6 });
    expect(ok.cheapest).toBe("mei");
    const tolerance = compareRegimes({ activity: "comercio", annualRevenue: 90_000 });
    expect(byRegime(tolerance, "mei").eligible).toBe(true);
    expect(tolerance.warnings.map((w) => w.code)).toContain("MEI_OVER_LIMIT");
    const over = compareRegimes({ activity: "comercio", annualRevenue: 100_000, currentRegime: "mei" });
    expect(byRegime(over, "mei").eligible).toBe(false);
    expect(over.warnings.map((w) => w.code)).toContain("MEI_OVER_TOLERANCE");
    expect(byRegime(compareRegimes({ activity: "comercio", annualRevenue: 50_000, partners: 2 }), "mei").eligible).toBe(
      false,
    );
  });

  it("limits: sublimite, Simples limit and LC 224", () => {
    const sub = compareRegimes({ activity: "comercio", annualRevenue: 4_800_000, state: "SP" }); // passes 4,32 mi in November
    expect(sub.warnings.map((w) => w.code)).toContain("SIMPLES_SUBLIMITE");
    expect(byRegime(sub, "simples").breakdown.map((b) => b.key)).toContain("icms");
    expect(compareRegimes({ activity: "comercio", annualRevenue: 4_000_000 }).warnings.map((w) => w.code)).toContain(
      "SIMPLES_SUBLIMITE_NEXT_YEAR",
    );
    const big = compareRegimes({ activity: "servicos_gerais", annualRevenue: 6_000_000, currentRegime: "simples" });
    expect(byRegime(big, "simples").eligible).toBe(false);
    expect(big.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["SIMPLES_OVER_LIMIT", "LC224_ABOVE_5M"]));
  });

  it("savings are measured against the current regime when given", () => {
    const r = compareRegimes({ activity: "servicos_gerais", annualRevenue: 600_000, currentRegime: "presumido" });
    expect(r.savingsBaseline).toBe("presumido");
    expect(r.savings).toBeCloseTo(byRegime(r, "presumido").annualTotal - byRegime(r, "simples").annualTotal, 2);
  });

  it("rejects invalid profiles with typed errors", () => {
    expect(() => compareRegimes({ activity: "servicos_gerais", monthlyRevenue: [1, 2, 3] })).toThrow(TaxInputError);
    expect(() => compareRegimes({ activity: "servicos_gerais", annualRevenue: -1 })).toThrow(
      expect.objectContaining({ code: "NEGATIVE" }),
    );
    expect(() => compareRegimes({ activity: "servicos_gerais", annualRevenue: Number.NaN })).toThrow(
      expect.objectContaining({ code: "NOT_A_NUMBER" }),
    );
    expect(() => compareRegimes({ activity: "advocacia" as never, annualRevenue: 1 })).toThrow(
      expect.objectContaining({ code: "INVALID_OPTION" }),
    );
    expect(() => compareRegimes({ activity: "comercio", annualRevenue: 1 }, 2024 as never)).toThrow(
      expect.objectContaining({ code: "UNSUPPORTED_YEAR" }),
    );
  });
});

describe("laborCost", () => {
  it("full monthly cost of a CLT employee in the Lucro Presumido", () => {
    const r = laborCost({ salary: 3_000, regime: "presumido", benefits: { valeTransporte: 300, valeRefeicao: 600 } });
    expect(r.charges.total).toBe(1_074);
    expect(r.provisions).toEqual({ thirteenth: 339.5, vacation: 452.67, total: 792.17 });
    expect(r.benefits.valeTransporte).toBe(120);
    expect(r.monthlyCost).toBe(5_586.17);
    expect(r.annualCost).toBe(67_034.04);
    expect(r.employee).toEqual({ inss: 248.6, irrf: 0, valeTransporteDiscount: 180, net: 2_571.4 });
  });

  it("Simples employer pays FGTS only", () => {
    const r = laborCost({ salary: 3_000, regime: "simples" });
    expect(r.charges.total).toBe(240);
    expect(r.monthlyCost).toBe(3_000 + 240 + 270 + 360);
  });
});

describe("cltVsPj", () => {
  it("same budget: PJ in Annex III through Fator R beats Annex V", () => {
    const r = cltVsPj({ salary: 10_000 });
    expect(r.clt.employerMonthlyCost).toBe(r.pj.monthlyRevenue);
    const iii = r.pj.options.find((o) => o.option === "simples_anexo_iii_fator_r")!;
    const v = r.pj.options.find((o) => o.option === "simples_anexo_v")!;
    expect(iii.fatorR).toBeGreaterThanOrEqual(0.28);
    expect(iii.netAnnual).toBeGreaterThan(v.netAnnual);
    expect(r.pj.best).toBe("simples_anexo_iii_fator_r");
    expect(r.pj.options.find((o) => o.option === "mei")?.eligible).toBe(false);
  });

  it("CLT annual net counts the 13º and the vacation third", () => {
    const r = cltVsPj({
      salary: 3_000,
      employerRegime: "simples",
      pjMonthlyRevenue: 3_000,
      pjActivity: "servicos_gerais",
    });
    expect(r.clt.netAnnual).toBeGreaterThan(r.clt.netMonthly * 12);
    expect(r.clt.fgtsAnnual).toBe(3_200); // 8% × 40.000
    expect(r.pj.options.find((o) => o.option === "mei")?.eligible).toBe(true);
  });
});

describe("proLaboreVsDividends", () => {
  it("finds the Fator R floor for an Annex V activity in the Simples", () => {
    const r = proLaboreVsDividends({
      regime: "simples",
      activity: "servicos_fator_r",
      monthlyRevenue: 100_000,
      monthlyCosts: 20_000,
    });
    const best = r.scenarios.find((s) => s.key === "otimo")!;
    expect(best.proLabore).toBe(28_000);
    for (const s of r.scenarios) expect(s.totalTaxAnnual).toBeGreaterThanOrEqual(best.totalTaxAnnual);
  });

  it("partner net + total tax equals the profit before pró-labore in every scenario", () => {
    const r = proLaboreVsDividends({
      regime: "presumido",
      activity: "servicos_gerais",
      monthlyRevenue: 300_000,
      monthlyCosts: 50_000,
      currentProLabore: 10_000,
    });
    for (const s of r.scenarios)
      expect(Math.round((s.partnerNetAnnual + s.totalTaxAnnual) * 100)).toBe(250_000 * 12 * 100);
    expect(r.savings).toBeGreaterThanOrEqual(0);
    // Dividends above R$ 50.000/month: 10% withheld, settled by the IRPFM
    const min = r.scenarios.find((s) => s.key === "minimo")!;
    expect(min.dividendWithholdingAnnual).toBeGreaterThan(0);
  });
});

describe("meiCheck", () => {
  it("within the limit, in the tolerance and above it", () => {
    expect(meiCheck({ activity: "servicos", monthlyRevenue: 6_000 })).toMatchObject({
      eligible: true,
      status: "dentro_do_limite",
      dasMonthly: 86.05,
      remainingLimit: 9_000,
    });
    expect(meiCheck({ activity: "servicos", monthlyRevenue: 7_000 })).toMatchObject({
      eligible: true,
      status: "excesso_ate_20",
    });
    expect(meiCheck({ activity: "servicos", monthlyRevenue: 9_000 })).toMatchObject({
      eligible: false,
      status: "excesso_acima_20",
    });
  });

  it("one employee allowed (not zero), two are not; no partners", () => {
    expect(meiCheck({ activity: "comercio", monthlyRevenue: 5_000, employees: 1 })).toMatchObject({
      eligible: true,
      employeeChargesMonthly: 178.31,
    });
    expect(meiCheck({ activity: "comercio", monthlyRevenue: 5_000, employees: 2 }).eligible).toBe(false);
    expect(meiCheck({ activity: "comercio", monthlyRevenue: 5_000, hasPartner: true }).eligible).toBe(false);
  });

  it("first-year proportional limit", () => {
    expect(meiCheck({ activity: "comercio", monthlyRevenue: 7_000, startDate: "2026-07-01" })).toMatchObject({
      months: 6,
      limit: 40_500,
      projectedRevenue: 42_000,
      status: "excesso_ate_20",
    });
  });
});
