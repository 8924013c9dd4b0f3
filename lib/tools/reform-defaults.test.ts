import { describe, expect, it } from "vitest";
import type { CompanyDto } from "@/lib/companies/queries";
import { companyDto } from "@/tests/helpers/factories";
import { reformDefaults } from "./reform-defaults";

const company = (over: Partial<CompanyDto> = {}) => companyDto({ id: "c1", name: "Empresa", ...over });

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
