import { describe, expect, it } from "vitest";
import { computeTool } from "./compute";
import { fiscalDefaults } from "./fiscal-defaults";
import type { FiscalComparison, FiscalFormValues } from "./schemas/fiscal";
import { fiscalFormSchema } from "./schemas/fiscal";
import { companyDto } from "@/tests/helpers/factories";

// The fiscal simulator warns about the dividends withholding only for a company whose partners each receive more
// than the month's threshold (R$ 50.000,00 in 2026, Lei 9.250 art. 6º-A): the figure comes from the saved company
// or from the form's optional field.

const company = companyDto({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Estúdio",
  activity: "servicos_gerais",
  partners: 2,
});

function warningCodes(values: FiscalFormValues): string[] {
  const out = computeTool("fiscal", values);
  if (!out.ok) throw new Error(out.message);
  return (out.result as FiscalComparison).warnings.map((w) => w.code);
}

describe("fiscal simulator: the dividends warning", () => {
  it("a company without dividends gets no dividends warning", () => {
    expect(fiscalDefaults(company).dividendsMonthly).toBe("");
    expect(warningCodes(fiscalDefaults(company))).not.toContain("SIMPLES_DIVIDENDS");
  });

  it("starts from the company's monthly dividends per partner and warns only above the threshold", () => {
    const at = fiscalDefaults({ ...company, dividendsMonthly: 50_000 });
    expect(at.dividendsMonthly).toBe("50.000,00");
    expect(warningCodes(at)).not.toContain("SIMPLES_DIVIDENDS");
    const above = fiscalDefaults({ ...company, dividendsMonthly: 50_000.01 });
    expect(fiscalFormSchema.parse(above).profile.monthlyDividendsPerPartner).toBe(50_000.01);
    expect(warningCodes(above)).toContain("SIMPLES_DIVIDENDS");
  });

  it("the form's field is optional (absent or blank: no distribution) and refuses what is not an amount", () => {
    const { dividendsMonthly: _omitted, ...withoutField } = fiscalDefaults(company);
    expect(fiscalFormSchema.parse(withoutField).profile).not.toHaveProperty("monthlyDividendsPerPartner");
    expect(warningCodes({ ...fiscalDefaults(company), dividendsMonthly: "60.000,00" })).toContain("SIMPLES_DIVIDENDS");
    const bad = computeTool("fiscal", { ...fiscalDefaults(company), dividendsMonthly: "abc" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(Object.keys(bad.fieldErrors ?? {})).toEqual(["dividendsMonthly"]);
  });
});
