import { describe, expect, it } from "vitest";
import type { CompanyDto } from "@/lib/companies/queries";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { reformDefaults } from "./reform-defaults";
import { reformPortfolio } from "./reform-portfolio";

const company = (over: Partial<CompanyDto>): CompanyDto => ({
  id: "c1",
  name: "Empresa",
  cnpj: null,
  regime: "simples_nacional",
  activity: "comercio",
  state: "SP",
  issRate: null,
  monthlyRevenues: null,
  annualRevenue: 600_000,
  payrollMonthly: null,
  proLaboreMonthly: null,
  employees: null,
  status: "ativa",
  openedOn: null,
  partners: null,
  dividendsMonthly: null,
  revenue12m: 600_000,
  monthlyAverage: 50_000,
  updatedAt: "2026-11-20T12:00:00.000Z",
  ...over,
});

const context = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-26" };

describe("reformDefaults", () => {
  it("fills regime, activity, the month's average, RBT12 and ISS from the company; the assumptions start neutral", () => {
    expect(
      reformDefaults(company({ regime: "lucro_presumido", activity: "servicos_gerais", issRate: 2.5 })),
    ).toMatchObject({
      companyId: "c1",
      regime: "presumido",
      activity: "servicos_gerais",
      monthlyRevenue: "50.000,00",
      rbt12: "600.000,00",
      creditingBuyersPercent: "0",
      issPercent: "2,5",
      scenarioId: "",
    });
    expect(reformDefaults(null)).toMatchObject({ companyId: "", monthlyRevenue: "", regime: "simples" });
  });
});

describe("reformPortfolio", () => {
  it("lists the active Simples companies with their next deadline, and says which could not be computed", () => {
    const { rows, gaps } = reformPortfolio(
      [
        company({ id: "a", name: "Bazar" }),
        company({ id: "b", name: "Consultoria", regime: "lucro_presumido" }),
        company({ id: "c", name: "Parada", status: "inativa" }),
        company({ id: "d", name: "Nova", annualRevenue: null, revenue12m: 0, monthlyAverage: 0 }),
      ],
      context,
    );
    expect(rows).toEqual([
      // No purchases on the record: collecting outside the DAS never pays (b* null), so the rule is to stay inside.
      {
        companyId: "a",
        name: "Bazar",
        cnpj: null,
        breakEvenPercent: null,
        rule: "inside",
        basis: "record",
        choice: null,
        savedAt: null,
        semester: "2027-2",
        optUntil: "2027-03-31",
        cancelUntil: "2027-05-31",
      },
    ]);
    expect(gaps).toEqual([{ companyId: "d", name: "Nova", reason: "noRevenue" }]);
  });

  it("reads a company's newest saved assumptions (purchases, share) instead of the record's", () => {
    const engine = {
      regime: "simples",
      activity: "comercio",
      monthlyRevenue: 15_000,
      creditingBuyersPercent: 60,
      purchasesRegular: 8_000,
      purchasesSimples: 0,
      reduction: "none",
      priceConvention: "net",
    };
    const saved = new Map([
      ["a", { input: { companyId: "a", scenarioId: "cgibs_2026", engine }, createdAt: "2026-11-20T12:00:00.000Z" }],
    ]);
    const { rows } = reformPortfolio([company({ id: "a", name: "Bazar" })], context, saved);
    // docs/reform-2027.md's worked example: Anexo I band 1, R$ 15.000 a month, regular purchases R$ 8.000 → b* 42,62%
    // under the default scenario (the saved scenario choice is not kept: every row reads the server's main scenario).
    expect(rows[0]).toMatchObject({
      basis: "saved",
      breakEvenPercent: 42.62,
      rule: "indifferent",
      choice: "outside",
      savedAt: "2026-11-20T12:00:00.000Z",
    });
  });
});
