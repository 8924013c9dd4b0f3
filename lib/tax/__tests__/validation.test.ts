import { describe, expect, it } from "vitest";
import { dividendWithholding, inssEmployee, irrfMonthly, meiDas, simplesNacional, TaxInputError } from "@/lib/tax";
import { toCents } from "@/lib/tax/money";
import { fmtBRL, fmtRate, fmtRatio } from "@/lib/tax/steps";

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(TaxInputError);
    return (e as TaxInputError).code;
  }
  throw new Error("did not throw");
};

describe("input validation", () => {
  it("typed codes for negative, NaN, infinite, too large, unknown options and years", () => {
    expect(code(() => inssEmployee({ salary: -1 }))).toBe("NEGATIVE");
    expect(code(() => inssEmployee({ salary: Number.NaN }))).toBe("NOT_A_NUMBER");
    expect(code(() => inssEmployee({ salary: Number.POSITIVE_INFINITY }))).toBe("NOT_A_NUMBER");
    expect(code(() => inssEmployee({ salary: 2e9 }))).toBe("OUT_OF_RANGE");
    expect(code(() => simplesNacional({ annex: "VI" as never, monthRevenue: 1 }))).toBe("INVALID_OPTION");
    expect(code(() => meiDas({ year: 2024 as never, activity: "comercio" }))).toBe("UNSUPPORTED_YEAR");
    expect(code(() => irrfMonthly({ grossIncome: 1, inss: 0, dependents: 1.5 }))).toBe("NOT_AN_INTEGER");
    expect(code(() => dividendWithholding({ payments: [1, -2] }))).toBe("NEGATIVE");
  });

  it("errors carry the field name", () => {
    try {
      simplesNacional({ annex: "I", monthRevenue: 1, rbt12: -5 });
    } catch (e) {
      expect((e as TaxInputError).field).toBe("rbt12");
    }
  });
});

describe("money helpers", () => {
  it("converts reais to centavos without float drift", () => {
    expect(toCents(121.575)).toBe(12_158); // stored as 121.57499… in IEEE-754; rounded as written
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(123_456.78)).toBe(12_345_678);
  });

  it("formats pt-BR money and percentages", () => {
    expect(fmtBRL(123_456_789)).toBe("R$ 1.234.567,89");
    expect(fmtBRL(-5)).toBe("-R$ 0,05");
    expect(fmtRatio(1_056, 10_000)).toBe("10,56%");
    expect(fmtRatio(1, 3)).toBe("33,3333%");
  });

  it("formats a ppm rate as the shortest percentage", () => {
    expect(fmtRate(150_000)).toBe("15%");
    expect(fmtRate(76_000)).toBe("7,6%");
    expect(fmtRate(155_000)).toBe("15,5%");
    expect(fmtRate(1)).toBe("0,0001%");
    expect(fmtRate(0)).toBe("0%");
    expect(fmtRate(-76_000)).toBe("-7,6%");
    expect(fmtRate(1_000_000)).toBe("100%");
    expect(fmtRate(123_456_789)).toBe("12345,6789%");
  });
});

describe("IRRF options", () => {
  it("retirees aged 65+ get the extra R$ 1.903,98 exemption", () => {
    const r = irrfMonthly({ year: 2025, grossIncome: 4_000, inss: 0, retiree65: true });
    expect(r.deduction).toBe(1_903.98);
    expect(r.base).toBe(2_096.02);
    expect(r.tax).toBe(0);
  });
});
