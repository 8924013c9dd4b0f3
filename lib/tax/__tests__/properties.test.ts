import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ANNEXES,
  compareRegimes,
  employerCharges,
  inssEmployee,
  irrfMonthly,
  lucroPresumidoQuarter,
  meiDas,
  simplesNacional,
  type BusinessActivity,
} from "@/lib/tax";
import { mulDiv, ratio } from "@/lib/tax/money";

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const toC = (x: number) => Math.round(x * 100);
const years = fc.constantFrom(2025 as const, 2026 as const);

describe("properties", () => {
  it("DAS is continuous at the edges of bands 1–5 (one centavo of RBT12 moves it by at most a centavo per tax)", () => {
    const edges = [180_000, 360_000, 720_000, 1_800_000];
    fc.assert(
      fc.property(
        fc.constantFrom(...ANNEXES),
        fc.constantFrom(...edges, 3_600_000),
        cents(400_000),
        (annex, edge, monthRevenue) => {
          const lo = simplesNacional({ annex, monthRevenue, rbt12: edge });
          const hi = simplesNacional({ annex, monthRevenue, rbt12: edge + 0.01 });
          if (edge === 3_600_000) return; // band 6 is not continuous by law (no ICMS/ISS)
          // Each tax is rounded on its own (PGDAS-D), so each may move by a centavo where the repartição changes.
          const taxes = Object.values(lo.split).filter((v) => v !== undefined).length;
          expect(Math.abs(toC(hi.das) - toC(lo.das))).toBeLessThanOrEqual(taxes);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("the DAS split always adds up to the DAS", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ANNEXES),
        fc.oneof(cents(1), cents(500_000)),
        cents(4_800_000),
        fc.boolean(),
        (annex, monthRevenue, rbt12, sub) => {
          const r = simplesNacional({ annex, monthRevenue, rbt12, sublimiteExceeded: sub });
          const parts = Object.values(r.split).reduce((a, b) => a + toC(b ?? 0), 0);
          expect(parts).toBe(toC(r.das));
          for (const v of Object.values(r.split)) expect(v).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("INSS is monotonic and capped at the ceiling", () => {
    fc.assert(
      fc.property(years, cents(30_000), cents(30_000), (year, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const cLo = inssEmployee({ year, salary: lo }).contribution;
        const cHi = inssEmployee({ year, salary: hi }).contribution;
        expect(cLo).toBeLessThanOrEqual(cHi);
        expect(cHi).toBeLessThanOrEqual(year === 2026 ? 988.09 : 951.63);
      }),
      { numRuns: 500 },
    );
  });

  it("IRRF is never negative and the reduction never exceeds the table tax", () => {
    fc.assert(
      fc.property(
        years,
        cents(60_000),
        cents(3_000),
        fc.integer({ min: 0, max: 6 }),
        (year, grossIncome, inss, dependents) => {
          const r = irrfMonthly({ year, grossIncome, inss, dependents });
          expect(r.tax).toBeGreaterThanOrEqual(0);
          expect(r.reduction).toBeGreaterThanOrEqual(0);
          expect(r.reduction).toBeLessThanOrEqual(r.tableTax);
          if (r.tax > 0) expect(toC(r.tax)).toBe(toC(r.tableTax) - toC(r.reduction));
        },
      ),
      { numRuns: 600 },
    );
  });

  it("2026 IRRF is zero for any gross income up to R$ 5.000", () => {
    fc.assert(
      fc.property(cents(5_000), cents(1_000), (grossIncome, inss) => {
        expect(irrfMonthly({ grossIncome, inss }).tax).toBe(0);
      }),
    );
  });

  it("totals equal the sum of their parts", () => {
    fc.assert(
      fc.property(
        cents(20_000),
        fc.constantFrom("mei", "simples", "simples_anexo_iv", "presumido", "real" as const),
        (salary, regime) => {
          const e = employerCharges({ salary, regime });
          expect(toC(e.total)).toBe(toC(e.cpp) + toC(e.rat) + toC(e.thirdParty) + toC(e.fgts));
        },
      ),
    );
    fc.assert(
      fc.property(cents(3_000_000), fc.integer({ min: 1, max: 4 }), (revenue, quarter) => {
        const q = lucroPresumidoQuarter({
          quarter: quarter as 1,
          activity: "servicos",
          revenue,
          previousQuartersRevenue: new Array(quarter - 1).fill(1_000_000),
        });
        expect(toC(q.irpjTotal)).toBe(toC(q.irpj) + toC(q.irpjAdditional));
        expect(toC(q.total)).toBe(toC(q.irpjTotal) + toC(q.csll) + toC(q.pis) + toC(q.cofins));
      }),
    );
    for (const activity of ["comercio", "industria", "servicos", "comercio_servicos", "caminhoneiro"] as const) {
      const m = meiDas({ activity });
      expect(toC(m.total)).toBe(toC(m.inss) + toC(m.icms) + toC(m.iss));
    }
  });

  it("compareRegimes: every regime total equals the sum of its breakdown", () => {
    const activities: BusinessActivity[] = [
      "comercio",
      "industria",
      "servicos_gerais",
      "servicos_fator_r",
      "servicos_anexo_iv",
      "servicos_hospitalares",
      "revenda_combustiveis",
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...activities),
        cents(6_000_000),
        cents(40_000),
        cents(20_000),
        (activity, annualRevenue, monthlyPayroll, proLabore) => {
          const r = compareRegimes({
            activity,
            annualRevenue,
            monthlyPayroll,
            proLabore,
            monthlyExpenses: annualRevenue / 24,
          });
          for (const regime of r.regimes) {
            expect(regime.breakdown.reduce((a, b) => a + toC(b.annual), 0)).toBe(toC(regime.annualTotal));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("exact rounding helpers agree with BigInt arithmetic", () => {
    const big = (a: number, b: number, c: number, d: number) => {
      const n = BigInt(a) * BigInt(b) * BigInt(c);
      const q = n / BigInt(d);
      return Number(2n * (n - q * BigInt(d)) >= BigInt(d) ? q + 1n : q);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e11 }),
        fc.integer({ min: 0, max: 4e8 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 1e12 }),
        (a, b, c, d) => {
          expect(ratio(a, b, c, d, 1)).toBe(big(a, b, c, d));
          expect(mulDiv(a, b, d)).toBe(big(a, b, 1, d));
        },
      ),
      { numRuns: 2_000 },
    );
    // Exact half-way cases must round up even when the product leaves the double range.
    expect(ratio(2 ** 40 + 1, 5, 1, 10, 1)).toBe((2 ** 40 + 1) / 2 + 0.5);
    expect(mulDiv(162_100, 75_000, 1_000_000)).toBe(12_158);
  });
});
