import { describe, expect, it } from "vitest";
import { formatBrlInput } from "@/lib/br/money";
import { tablesFor } from "@/lib/tax/tables";
import {
  initialValues,
  parseReform,
  REFORM_FIELDS,
  REFORM_INITIAL,
  reformToolHref,
  toQuery,
} from "./public-calculators";
import { reformDefaults, reformValuesFromQuery } from "./reform-defaults";
import { reformFormSchema } from "./schemas/reforma";

describe("public reform calculator input", () => {
  it("reads what an owner knows into the reform job's input for a Simples company", () => {
    const parsed = parseReform({
      annex: "I",
      rbt12: "600.000,00",
      monthlyRevenue: "R$ 50.000,00",
      purchasesRegular: "20.000",
      creditingBuyersPercent: "80",
      reduction: "art128_60",
    });
    expect(parsed).toEqual({
      ok: true,
      input: {
        regime: "simples",
        activity: "comercio",
        annex: "I",
        monthlyRevenue: 50_000,
        rbt12: 600_000,
        creditingBuyersPercent: 80,
        purchasesRegular: 20_000,
        purchasesSimples: 0,
        reduction: "art128_60",
        priceConvention: "net",
      },
    });
  });

  it("leaves RBT12 to the engine's default and reads empty purchases as none", () => {
    const parsed = parseReform({
      annex: "III",
      rbt12: "",
      monthlyRevenue: "30.000,00",
      purchasesRegular: "",
      creditingBuyersPercent: "0",
      reduction: "none",
    });
    expect(parsed.ok && parsed.input).toMatchObject({
      activity: "servicos_gerais",
      monthlyRevenue: 30_000,
      purchasesRegular: 0,
      creditingBuyersPercent: 0,
    });
    expect(parsed.ok && "rbt12" in parsed.input).toBe(false);
  });

  it("names every bad field with a pt-BR message key: revenue and share required, share 0 to 100, money as typed", () => {
    expect(
      parseReform({
        annex: "I",
        rbt12: "abc",
        monthlyRevenue: "",
        purchasesRegular: "-5",
        creditingBuyersPercent: "",
        reduction: "none",
      }),
    ).toEqual({
      ok: false,
      errors: {
        rbt12: "validation.moneyInvalid",
        monthlyRevenue: "validation.required",
        purchasesRegular: "validation.moneyNegative",
        creditingBuyersPercent: "validation.required",
      },
    });
    for (const share of ["101", "-1", "12,555", "abc", "35 por cento"]) {
      const parsed = parseReform({ annex: "I", monthlyRevenue: "10.000,00", creditingBuyersPercent: share });
      expect(parsed.ok ? null : parsed.errors.creditingBuyersPercent, share).toBe("calculators.errors.percentRange");
    }
  });

  it("reads a share as an owner types it: '35', '35%', '12,5'", () => {
    for (const [share, percent] of [
      ["35", 35],
      ["35%", 35],
      ["35 %", 35],
      ["12,5", 12.5],
      ["100", 100],
    ] as const) {
      const parsed = parseReform({ annex: "I", monthlyRevenue: "10.000,00", creditingBuyersPercent: share });
      expect(parsed.ok && parsed.input.creditingBuyersPercent, share).toBe(percent);
    }
  });

  it("refuses a revenue above the Simples limit of 2027 on the field that carries it (RBT12, or the month × 12)", () => {
    const limit = tablesFor(2027).simples.limit.value / 100;
    const over = formatBrlInput(limit + 0.01);
    expect(parseReform({ annex: "I", rbt12: over, monthlyRevenue: "10.000,00", creditingBuyersPercent: "50" })).toEqual(
      { ok: false, errors: { rbt12: "calculators.reform.errors.aboveLimit" } },
    );
    expect(
      parseReform({
        annex: "I",
        rbt12: formatBrlInput(limit),
        monthlyRevenue: "10.000,00",
        creditingBuyersPercent: "50",
      }).ok,
    ).toBe(true);
    expect(
      parseReform({ annex: "I", monthlyRevenue: formatBrlInput(limit / 12 + 0.01), creditingBuyersPercent: "50" }),
    ).toEqual({
      ok: false,
      errors: { monthlyRevenue: "calculators.reform.errors.aboveLimit" },
    });
  });

  it("asks for the annex when a link gives an unknown one or none: never a hidden default", () => {
    for (const annex of ["VII", "", undefined]) {
      const parsed = parseReform({ annex, monthlyRevenue: "10.000,00", creditingBuyersPercent: "50" });
      expect(parsed, String(annex)).toEqual({ ok: false, errors: { annex: "calculators.reform.errors.annex" } });
    }
  });

  it("starts on Anexo I, the annex its select shows, with no reduction", () => {
    const parsed = parseReform({
      ...initialValues(REFORM_FIELDS, {}, REFORM_INITIAL),
      monthlyRevenue: "40.000,00",
      creditingBuyersPercent: "35",
    });
    expect(parsed.ok && parsed.input).toMatchObject({ annex: "I", activity: "comercio", reduction: "none" });
  });

  it("ignores an unknown reduction from a URL (the select's first option, none; rate zero is not offered)", () => {
    const parsed = parseReform({
      annex: "I",
      monthlyRevenue: "10.000,00",
      creditingBuyersPercent: "50",
      reduction: "zero",
    });
    expect(parsed.ok && parsed.input.reduction).toBe("none");
  });

  it("round-trips through the query string the page and the sign-up call carry", () => {
    const values = {
      annex: "I",
      rbt12: "600.000,00",
      monthlyRevenue: "50.000,00",
      purchasesRegular: "",
      creditingBuyersPercent: "80",
      reduction: "none",
    };
    const query = Object.fromEntries(new URLSearchParams(toQuery(values)));
    expect(initialValues(REFORM_FIELDS, query)).toEqual(values);
  });

  it("continues in the app after sign-up: the tool's form filled with the inputs, a Simples company of the annex's activity", () => {
    const values = {
      annex: "I",
      rbt12: "",
      monthlyRevenue: "40.000,00",
      purchasesRegular: "20.000,00",
      creditingBuyersPercent: "35%",
      reduction: "none",
    };
    const href = new URL(reformToolHref(values), "http://x");
    expect(href.pathname).toBe("/reforma-tributaria");
    const query = Object.fromEntries(href.searchParams);
    expect(query).toEqual({
      annex: "I",
      monthlyRevenue: "40.000,00",
      purchasesRegular: "20.000,00",
      creditingBuyersPercent: "35%",
      reduction: "none",
      regime: "simples",
      activity: "comercio",
    });
    const form = reformValuesFromQuery({ ...query, empresa: "x", companyId: "y" })!;
    expect(form).toEqual({
      ...reformDefaults(null),
      ...query,
    });
    // The tool's schema reads them as the public calculator did ("35%" included).
    const parsed = reformFormSchema.safeParse(form);
    expect(parsed.success && parsed.data.engine).toMatchObject({
      regime: "simples",
      activity: "comercio",
      annex: "I",
      monthlyRevenue: 40_000,
      purchasesRegular: 20_000,
      creditingBuyersPercent: 35,
    });
    expect(reformValuesFromQuery({ empresa: "x" })).toBeNull();
  });
});
