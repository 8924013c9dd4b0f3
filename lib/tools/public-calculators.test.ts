import { describe, expect, it } from "vitest";
import { simplesNacional } from "@/lib/tax";
import { fiscalDefaults, withPublicPrefill } from "./fiscal-defaults";
import {
  ANNEX_ACTIVITY,
  fiscalSimulatorHref,
  initialValues,
  parseCltPj,
  parseFatorR,
  parseNetSalary,
  parseProfit,
  parseSimples,
  SIMPLES_FIELDS,
  toQuery,
} from "./public-calculators";

describe("public calculator input", () => {
  it("reads the issue's example and the engine gives DAS R$ 5.280,00", () => {
    const parsed = parseSimples({ annex: "III", monthRevenue: "R$ 50.000,00", rbt12: "" });
    expect(parsed).toEqual({ ok: true, input: { annex: "III", monthRevenue: 50_000 } });
    if (!parsed.ok) throw new Error("unreachable");
    expect(simplesNacional(parsed.input).das).toBe(5280);
  });

  it("band 6: ICMS/ISS in the DAS unless the owner says the year passed the sublimite (68.348,29 or 50.400,00)", () => {
    const values = { annex: "III", monthRevenue: "300.000,00", rbt12: "4.000.000,00" };
    const within = parseSimples({ ...values, sublimite: "within" });
    const exceeded = parseSimples({ ...values, sublimite: "exceeded" });
    if (!within.ok || !exceeded.ok) throw new Error("both parse");
    expect(within.input.sublimiteExceeded).toBeUndefined();
    expect(exceeded.input.sublimiteExceeded).toBe(true);
    // lib/tax/__tests__/simples.test.ts, band 6 worked by hand.
    expect(simplesNacional(within.input).das).toBe(68_348.29);
    expect(simplesNacional(exceeded.input).das).toBe(50_400);
    expect(parseSimples({ ...values, sublimite: "?" })).toEqual(within);
  });

  it("accepts the pt-BR money forms and keeps centavos exact", () => {
    expect(parseSimples({ annex: "I", monthRevenue: "1.234,56", rbt12: "600000" })).toEqual({
      ok: true,
      input: { annex: "I", monthRevenue: 1234.56, rbt12: 600_000 },
    });
  });

  it("names the field of every bad value with a message key, never a silent zero", () => {
    expect(parseSimples({ annex: "III", monthRevenue: "", rbt12: "abc" })).toEqual({
      ok: false,
      errors: { monthRevenue: "validation.required", rbt12: "validation.moneyInvalid" },
    });
    expect(parseNetSalary({ salary: "-10", dependents: "2,5" })).toEqual({
      ok: false,
      errors: { salary: "validation.moneyNegative", dependents: "tools.errors.integerRange" },
    });
    expect(parseFatorR({ monthRevenue: "2.000.000.000", payroll12m: "" })).toEqual({
      ok: false,
      errors: { monthRevenue: "calculators.errors.tooLarge", payroll12m: "validation.required" },
    });
  });

  it("falls back to the default for an unknown choice instead of passing it to the engine", () => {
    const simples = parseSimples({ annex: "VI", monthRevenue: "100" });
    expect(simples.ok && simples.input.annex).toBe("III");
    const clt = parseCltPj({ salary: "5.000", pjActivity: "<script>" });
    expect(clt.ok && clt.input.pjActivity).toBe("servicos_fator_r");
    const profit = parseProfit({ regime: "x", activity: "comercio", monthlyRevenue: "30.000", monthlyCosts: "10.000" });
    expect(profit).toEqual({
      ok: true,
      input: { regime: "simples", activity: "comercio", monthlyRevenue: 30_000, monthlyCosts: 10_000 },
    });
  });

  it("fator R asks the engine for Annex V subject to the Fator R", () => {
    expect(parseFatorR({ monthRevenue: "10.000", rbt12: "", payroll12m: "40.000" })).toEqual({
      ok: true,
      input: { annex: "V", fatorRApplies: true, monthRevenue: 10_000, payroll12m: 40_000 },
    });
  });

  it("prefills from the query string (strings only, cut short) and writes it back", () => {
    const values = initialValues(
      SIMPLES_FIELDS,
      { monthRevenue: "50.000,00", rbt12: ["1", "2"], annex: "x".repeat(100) },
      { annex: "III" },
    );
    expect(values).toEqual({ annex: "x".repeat(40), monthRevenue: "50.000,00", rbt12: "", sublimite: "" });
    expect(initialValues(SIMPLES_FIELDS, {}, { annex: "III" })).toEqual({
      annex: "III",
      monthRevenue: "",
      rbt12: "",
      sublimite: "",
    });
    expect(toQuery({ annex: "III", monthRevenue: " 50.000,00 ", rbt12: "" })).toBe(
      "annex=III&monthRevenue=50.000%2C00",
    );
  });
});

describe("continuing in the app", () => {
  it("opens the fiscal simulator with the activity and the year's revenue at this month's pace", () => {
    expect(fiscalSimulatorHref(ANNEX_ACTIVITY.III, 50_000)).toBe(
      "/fiscal-simulator?atividade=servicos_gerais&faturamentoAnual=600.000%2C00",
    );
    const prefilled = withPublicPrefill(fiscalDefaults(null), {
      atividade: "servicos_gerais",
      faturamentoAnual: "600.000,00",
    });
    expect(prefilled).toMatchObject({
      activity: "servicos_gerais",
      revenueMode: "annual",
      annualRevenue: "600.000,00",
    });
  });

  it("ignores what the fiscal simulator cannot read", () => {
    expect(withPublicPrefill(fiscalDefaults(null), { atividade: "<x>", faturamentoAnual: "abc" })).toEqual(
      fiscalDefaults(null),
    );
    expect(withPublicPrefill(fiscalDefaults(null), { atividade: ["comercio"], faturamentoAnual: "-5" })).toEqual(
      fiscalDefaults(null),
    );
  });
});
