import { describe, expect, it } from "vitest";
import { irrfMonthly, MAX_PARTNERS, proLaboreVsDividends, TaxInputError } from "@/lib/tax";

const base = {
  regime: "presumido" as const,
  activity: "servicos_gerais" as const,
  monthlyRevenue: 60_000,
  monthlyCosts: 20_000,
};

function fails(input: Parameters<typeof proLaboreVsDividends>[0], field: string) {
  try {
    proLaboreVsDividends(input);
  } catch (e) {
    expect(e).toBeInstanceOf(TaxInputError);
    expect((e as TaxInputError).field).toBe(field);
    return;
  }
  throw new Error("expected a TaxInputError");
}

describe("proLaboreVsDividends: partners' input", () => {
  it("shares of every partner or of none, adding up to 100%", () => {
    fails({ ...base, partnerDetails: [{ sharePercent: 50 }, {}] }, "partnerDetails");
    fails({ ...base, partnerDetails: [{ sharePercent: 50 }, { sharePercent: 40 }] }, "partnerDetails");
    expect(
      proLaboreVsDividends({ ...base, partnerDetails: [{ sharePercent: 33.34 }, { sharePercent: 66.66 }] })
        .partnerCount,
    ).toBe(2);
  });

  it("between 1 and MAX_PARTNERS partners; the count agrees with the list", () => {
    fails({ ...base, partners: 0 }, "partners");
    fails({ ...base, partners: MAX_PARTNERS + 1 }, "partners");
    fails({ ...base, partners: 3, partnerDetails: [{}, {}] }, "partners");
    fails({ ...base, partnerDetails: [] }, "partnerDetails");
  });

  it("at least one partner receives pró-labore", () => {
    fails({ ...base, partnerDetails: [{ receivesProLabore: false }] }, "partnerDetails");
  });

  it("ISS at most the legal 5%; ICMS up to 35%", () => {
    fails({ ...base, localTaxRate: 6 }, "localTaxRate");
    expect(() => proLaboreVsDividends({ ...base, activity: "comercio", localTaxRate: 18 })).not.toThrow();
  });

  it("three equal partners share the profit to the centavo", () => {
    const r = proLaboreVsDividends({ ...base, partners: 3 });
    const s = r.scenarios.find((x) => x.key === "minimo")!;
    const sum = s.partners.reduce((a, p) => a + Math.round(p.dividendsAnnual * 100), 0);
    // (40.000 − 3 × 1.621) × 12 − ISS 36.000 − PIS/COFINS 26.280 − CPP 11.671,20 − IRPJ/CSLL 55.296 = 292.396,80.
    expect(sum).toBe(29_239_680);
    expect(s.partners.map((p) => p.sharePercent)).toEqual([33.3334, 33.3333, 33.3333]);
  });

  it("otherAnnualIncome, the older name, still counts as exempt income", () => {
    const a = proLaboreVsDividends({ ...base, otherAnnualIncome: 700_000 });
    const b = proLaboreVsDividends({ ...base, otherExemptIncome: 700_000 });
    expect(a.scenarios).toEqual(b.scenarios);
  });
});

describe("proLaboreVsDividends in 2025 (no annual table, no IRPFM)", () => {
  it("the year's IR is 12 × the monthly tax, and the result says so", () => {
    // 2025 monthly table (from May, Lei 15.191): pró-labore 8.475,55 − INSS 2025 (11% × teto 8.157,41 = 897,32) =
    // 7.578,23 × 27,5% = 2.084,013 → 2.084,01 − 908,73 = 1.175,28; no reduction before 2026; × 12 = 14.103,36.
    const r = proLaboreVsDividends({ ...base, year: 2025, currentProLabore: 8_475.55 });
    const s = r.scenarios.find((x) => x.key === "atual")!;
    expect(s.irpfAnnual).toBe(14_103.36);
    expect(r.notes.some((n) => n.includes("Sem tabela anual"))).toBe(true);
  });
});

describe("irrfMonthly: the R$ 10 dispensa is withheld later, in the return (Lei 9.430 art. 67)", () => {
  it("says the tax is still due", () => {
    // 5.001,00 − 607,20 = 4.393,80 × 22,5% − 675,49 = 313,12; reduction 978,62 − 0,133145 × 5.001 = 312,76; 0,36 due.
    const r = irrfMonthly({ grossIncome: 5_001, inss: 550.11 });
    expect(r.tax).toBe(0);
    expect(r.steps.find((s) => s.label === "Dispensa de retenção")?.formula).toContain("R$ 0,36");
    expect(r.steps.find((s) => s.label === "Dispensa de retenção")?.formula).toContain("declaração de ajuste anual");
  });
});

describe("proLaboreVsDividends: the company's fast totals are the regime simulator's", () => {
  it("for every regime and annex, at pró-labores on both sides of the Fator R", async () => {
    const { normalize } = await import("@/lib/tax/jobs/pro-labore/normalize");
    const { companyCache, companyYear } = await import("@/lib/tax/jobs/pro-labore/company-side");
    // Fator R: 28% × 960.000 − payroll 3.000 × 40/3 (40.000) − FGTS 3.200 = 225.600 a year, 18.800,00 a month.
    const cases = [
      { regime: "simples", activity: "servicos_fator_r", monthlyPayroll: 3_000 },
      { regime: "simples", activity: "servicos_anexo_iv" },
      { regime: "simples", activity: "comercio" },
      { regime: "presumido", activity: "servicos_gerais" },
      { regime: "real", activity: "industria", localTaxRate: 12, monthlyCreditableCosts: 10_000 },
    ] as const;
    for (const c of cases) {
      const x = normalize({ ...c, monthlyRevenue: 80_000, monthlyCosts: 30_000 });
      const fast = companyCache(x);
      for (const p of [162_100, 1_500_000, 1_879_999, 1_880_000, 2_500_000]) {
        const keys = ["proLabore", "total", "incomeTax", "accountingProfit", "distributable", "annex"] as const;
        const pick = (o: Record<(typeof keys)[number], unknown>) => keys.map((k) => o[k]);
        expect(pick(fast(p)), `${c.regime} ${c.activity} ${p}`).toEqual(pick(companyYear(x, p)));
      }
      if (c.activity === "servicos_fator_r")
        expect([fast(1_879_999).annex, fast(1_880_000).annex]).toEqual(["V", "III"]);
    }
  });
});
