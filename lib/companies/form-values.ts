import { formatCnpj } from "@/lib/br/cnpj";
import { formatBrlInput } from "@/lib/br/money";
import type { CompanyDto } from "./queries";
import { reformProfileToFormValues } from "./reform-profile-schema";
import { emptyCompanyForm, UFS, type CompanyFormValues, type Uf } from "./schema";

const moneyText = (v: number | null) => (v === null ? "" : formatBrlInput(v));

/** The edit form pre-filled from a saved company (client-safe; the DTO type is erased at runtime). */
export function companyToFormValues(c: CompanyDto): CompanyFormValues {
  const base = emptyCompanyForm();
  return {
    ...base,
    name: c.name,
    cnpj: c.cnpj ? formatCnpj(c.cnpj) : "",
    regime: c.regime,
    activity: c.activity ?? base.activity,
    state: (UFS as readonly string[]).includes(c.state ?? "") ? (c.state as Uf) : base.state,
    issRate: c.issRate === null ? "" : String(c.issRate).replace(".", ","),
    revenueMode: c.monthlyRevenues && c.monthlyRevenues.length === 12 ? "monthly" : "annual",
    annualRevenue:
      c.monthlyRevenues && c.monthlyRevenues.length === 12 ? "" : moneyText(c.annualRevenue ?? c.revenue12m),
    monthlyRevenues:
      c.monthlyRevenues && c.monthlyRevenues.length === 12
        ? c.monthlyRevenues.map(formatBrlInput)
        : base.monthlyRevenues,
    payrollMonthly: moneyText(c.payrollMonthly),
    proLaboreMonthly: moneyText(c.proLaboreMonthly),
    employees: c.employees === null ? "" : String(c.employees),
    status: c.status,
    openedOn: c.openedOn ?? "",
    partners: c.partners === null ? "" : String(c.partners),
    dividendsMonthly: moneyText(c.dividendsMonthly),
    reform: reformProfileToFormValues(c.reformProfile),
  };
}
