import type { CompanyDto } from "@/lib/companies/queries";
import { fiscalDefaults } from "./fiscal-defaults";
import { fiscalFormSchema, type FiscalInput } from "./schemas/fiscal";

/** The profile fields a registered company states; the simulator's other fields (expenses, purchases…) add to them. */
const COMPANY_FIELDS = [
  "activity",
  "state",
  "monthlyPayroll",
  "employees",
  "proLabore",
  "monthlyDividendsPerPartner",
  "issRate",
  "currentRegime",
] as const;

const annualCents = (p: FiscalInput["profile"]) =>
  p.monthlyRevenue
    ? p.monthlyRevenue.reduce((sum, m) => sum + Math.round(m * 100), 0)
    : Math.round((p.annualRevenue ?? 0) * 100);

/**
 * Whether a fiscal simulation opened on a company changed what the company's record says (its revenue, payroll,
 * activity…): a what-if, not the company's comparison. Saved under the company it would stand in its history and
 * dossier as the company's own figures.
 */
export function isWhatIf(input: FiscalInput, company: CompanyDto): boolean {
  const parsed = fiscalFormSchema.safeParse(fiscalDefaults(company));
  if (!parsed.success) return true;
  const own = parsed.data.profile;
  const typed = input.profile;
  if (annualCents(own) !== annualCents(typed)) return true;
  return COMPANY_FIELDS.some((key) => (own[key] ?? null) !== (typed[key] ?? null));
}
