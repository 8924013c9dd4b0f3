import { describe, expect, it } from "vitest";
import { companyDto } from "@/tests/helpers/factories";
import { fiscalDefaults } from "./fiscal-defaults";
import { fiscalFormSchema, type FiscalFormValues } from "./schemas/fiscal";
import { isWhatIf } from "./what-if";

const company = companyDto({ payrollMonthly: 8_000 });
const typed = (over: Partial<FiscalFormValues>) => fiscalFormSchema.parse({ ...fiscalDefaults(company), ...over });

describe("isWhatIf: a fiscal simulation opened on a company", () => {
  it("as the company's record says, completed with what the record lacks: the company's comparison", () => {
    expect(isWhatIf(typed({}), company)).toBe(false);
    expect(isWhatIf(typed({ monthlyExpenses: "5.000,00", partners: "2", icmsRate: "18" }), company)).toBe(false);
  });

  it("with the revenue, the payroll or the activity changed: a what-if", () => {
    expect(isWhatIf(typed({ annualRevenue: "900.000,00" }), company)).toBe(true);
    expect(isWhatIf(typed({ payrollMonthly: "20.000,00" }), company)).toBe(true);
    expect(isWhatIf(typed({ activity: "servicos_gerais" }), company)).toBe(true);
  });
});
