import { describe, expect, it } from "vitest";
import { companyFormSchema, emptyCompanyForm } from "@/lib/companies/schema";
import { fiscalDefaults } from "../fiscal-defaults";
import { cltVsPjFormSchema } from "./clt-vs-pj";
import { fiscalFormSchema } from "./fiscal";
import { laborFormSchema } from "./labor";
import { meiFormSchema } from "./mei";

const labor = {
  salary: "",
  regime: "simples",
  valeTransporte: "",
  valeRefeicao: "",
  planoSaude: "",
  seguroVida: "",
  dependents: "",
  ratPercent: "2",
  year: "2026",
} as const;

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("tool form schemas (pt-BR money, required fields)", () => {
  it("reads '1.234,56' and 'R$ 1.234,56' as reais", () => {
    expect(laborFormSchema.parse({ ...labor, salary: "1.234,56" }).salary).toBe(1234.56);
    expect(laborFormSchema.parse({ ...labor, salary: "R$ 1.234,56" }).salary).toBe(1234.56);
  });

  it("a required empty amount is 'Campo obrigatório.', never 0", () => {
    expect(issues(laborFormSchema.safeParse(labor))).toEqual({ salary: "validation.required" });
  });

  it("rejects malformed and negative amounts with their own messages", () => {
    expect(issues(laborFormSchema.safeParse({ ...labor, salary: "12,3,4" }))).toEqual({
      salary: "validation.moneyInvalid",
    });
    expect(issues(laborFormSchema.safeParse({ ...labor, salary: "-10,00" }))).toEqual({
      salary: "validation.moneyNegative",
    });
  });

  it("leaves empty optional amounts out instead of sending 0", () => {
    const input = cltVsPjFormSchema.parse({
      ...labor,
      salary: "8.000,00",
      employerRegime: "presumido",
      pjMonthlyRevenue: "",
      pjActivity: "servicos_fator_r",
      pjMonthlyCosts: "",
    });
    expect(input).not.toHaveProperty("pjMonthlyRevenue");
    expect(input.benefits).toEqual({});
  });

  it("fiscal: annual revenue or all twelve months are required", () => {
    const base = fiscalDefaults(null);
    expect(issues(fiscalFormSchema.safeParse(base))).toEqual({ annualRevenue: "validation.required" });
    const months = fiscalFormSchema.safeParse({
      ...base,
      revenueMode: "monthly",
      monthlyRevenues: ["50.000,00", ...Array(11).fill("")],
    });
    expect(Object.keys(issues(months))).toHaveLength(11);
    const ok = fiscalFormSchema.parse({
      ...base,
      revenueMode: "monthly",
      monthlyRevenues: Array(12).fill("50.000,00"),
    });
    expect(ok.profile.monthlyRevenue).toEqual(Array(12).fill(50000));
  });

  it("MEI: an impossible start date is a field error", () => {
    const mei = {
      activity: "servicos",
      monthlyRevenue: "5.000,00",
      startDate: "2026-02-30",
      employees: "",
      employeeSalary: "",
      hasPartner: false,
      ownsOtherCompany: false,
      year: "2026",
    } as const;
    expect(issues(meiFormSchema.safeParse(mei))).toEqual({ startDate: "tools.errors.invalidDate" });
    expect(meiFormSchema.parse({ ...mei, startDate: "2026-03-01" }).startDate).toBe("2026-03-01");
  });

  it("company: refuses a CNPJ with wrong check digits and accepts an alphanumeric one", () => {
    const company = { ...emptyCompanyForm(), name: "Padaria", annualRevenue: "600.000,00" };
    expect(issues(companyFormSchema.safeParse({ ...company, cnpj: "11.222.333/0001-00" }))).toEqual({
      cnpj: "validation.cnpjInvalid",
    });
    expect(companyFormSchema.parse({ ...company, cnpj: "11.222.333/0001-81" }).cnpj).toBe("11222333000181");
    expect(companyFormSchema.parse({ ...company, cnpj: "12.ABC.345/01DE-35" }).cnpj).toBe("12ABC34501DE35");
  });
});
