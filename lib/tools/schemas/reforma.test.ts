import { describe, expect, it } from "vitest";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import { reformFormSchema, toReformInput, type ReformFormValues } from "./reforma";

const values = (over: Partial<ReformFormValues> = {}): ReformFormValues => ({
  companyId: "",
  regime: "simples",
  activity: "comercio",
  annex: "",
  monthlyRevenue: "R$ 50.000,00",
  rbt12: "",
  creditingBuyersPercent: "40",
  purchasesRegular: "20.000",
  purchasesSimples: "",
  reduction: "none",
  priceConvention: "net",
  icmsPercent: "",
  issPercent: "",
  scenarioId: "",
  ...over,
});

const scenario = (id: string, cbsPercent: number): ReferenceScenario => ({
  id,
  name: id,
  cbsPercent,
  ibsPercent: 17.7,
  source: "fonte",
  date: "2024-08-23",
  grade: "S",
  official: id === "oficial",
});

const issuesOf = (v: ReformFormValues) => {
  const parsed = reformFormSchema.safeParse(v);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("reformFormSchema", () => {
  it("reads pt-BR amounts and percentages into the engine's input, leaving optional fields out", () => {
    const parsed = reformFormSchema.parse(
      values({ creditingBuyersPercent: "62,5", icmsPercent: "12", annex: "I", rbt12: "600.000,00" }),
    );
    expect(parsed).toEqual({
      companyId: null,
      scenarioId: "",
      engine: {
        regime: "simples",
        activity: "comercio",
        annex: "I",
        monthlyRevenue: 50_000,
        rbt12: 600_000,
        creditingBuyersPercent: 62.5,
        purchasesRegular: 20_000,
        purchasesSimples: 0,
        reduction: "none",
        priceConvention: "net",
        icmsPercent: 12,
      },
    });
  });

  it("passes the suppliers' reduced-rate regime to the engine; 'none' or blank leaves the engine's default", () => {
    expect(reformFormSchema.parse(values({ purchasesReduction: "art128_60" })).engine.purchasesReduction).toBe(
      "art128_60",
    );
    expect(reformFormSchema.parse(values({ purchasesReduction: "none" })).engine).not.toHaveProperty(
      "purchasesReduction",
    );
    expect(reformFormSchema.parse(values()).engine).not.toHaveProperty("purchasesReduction");
    expect(issuesOf(values({ purchasesReduction: "metade" as never }))).toEqual({
      purchasesReduction: "validation.required",
    });
  });

  it("answers pt-BR message keys for each wrong field", () => {
    expect(issuesOf(values({ monthlyRevenue: "" }))).toEqual({ monthlyRevenue: "validation.required" });
    expect(issuesOf(values({ monthlyRevenue: "0" }))).toEqual({
      monthlyRevenue: "tools.reforma.errors.revenuePositive",
    });
    expect(issuesOf(values({ monthlyRevenue: "abc" }))).toEqual({ monthlyRevenue: "validation.moneyInvalid" });
    expect(issuesOf(values({ creditingBuyersPercent: "" }))).toEqual({ creditingBuyersPercent: "validation.required" });
    expect(issuesOf(values({ creditingBuyersPercent: "101" }))).toEqual({
      creditingBuyersPercent: "tools.errors.percentRange",
    });
    expect(issuesOf(values({ issPercent: "6" }))).toEqual({ issPercent: "tools.errors.percentRange" });
    expect(issuesOf(values({ purchasesRegular: "-5" }))).toEqual({ purchasesRegular: "validation.moneyNegative" });
    expect(issuesOf(values({ scenarioId: "<script>" }))).toEqual({ scenarioId: "tools.reforma.errors.scenario" });
  });
});

describe("toReformInput", () => {
  const scenarios = [scenario("oficial", 8.6), scenario("fazenda_2024", 8.8), scenario("cgibs_2026", 9.21)];
  const form = reformFormSchema.parse(values());

  it("keeps the server's order when no scenario is chosen: the official rate is the main one", () => {
    const input = toReformInput(form, scenarios, "2026-11-26");
    expect(input.scenarios.map((s) => s.id)).toEqual(["oficial", "fazenda_2024", "cgibs_2026"]);
    expect(input.today).toBe("2026-11-26");
    expect(input.monthlyRevenue).toBe(50_000);
  });

  it("puts the chosen scenario first and keeps every other beside it", () => {
    const input = toReformInput({ ...form, scenarioId: "cgibs_2026" }, scenarios, "2026-11-26");
    expect(input.scenarios.map((s) => s.id)).toEqual(["cgibs_2026", "oficial", "fazenda_2024"]);
  });

  it("refuses a scenario the server does not offer instead of using another rate", () => {
    expect(() => toReformInput({ ...form, scenarioId: "oficial" }, scenarios.slice(1), "2026-11-26")).toThrow(
      /scenarioId/,
    );
    expect(() => toReformInput(form, [], "2026-11-26")).toThrow(/scenarios/);
  });
});
