import type { CompanyDto } from "@/lib/companies/queries";
import { TaxInputError } from "@/lib/tax/errors";
import { reformaTributaria } from "@/lib/tax";
import type { OptionChoice } from "@/lib/tax/reform/types";
import type { ToolContext } from "./context";
import { reformDefaults } from "./reform-defaults";
import { reformFormSchema, toReformInput } from "./schemas/reforma";

/** One Simples company of the account in the portfolio table of /reforma-tributaria. */
export type ReformPortfolioRow = {
  companyId: string;
  name: string;
  cnpj: string | null;
  /** Main scenario's b*, percent of sales to crediting buyers; null when opting out never creates joint value. */
  breakEvenPercent: number | null;
  /** The choice at b*: "outside" when any share pays (b* = 0), "inside" when none does, else "indifferent" (depends on the share). */
  rule: OptionChoice;
  /** The next option window: its semester, last day to opt and last day to cancel (ISO). */
  semester: string | null;
  optUntil: string | null;
  cancelUntil: string | null;
};

/** A portfolio row that could not be computed (no revenue on the company record, or a value the engine refuses). */
export type ReformPortfolioGap = { companyId: string; name: string; reason: "noRevenue" | "invalid" };

/**
 * Every active Simples company of the account through the same schema and engine as the screen, from what the
 * company record holds (regime, activity, revenue, ISS): the break-even share does not depend on the share typed, so
 * the table can rank companies before the owner states each one's buyers. Purchases count as zero (the record has
 * none): the table says so.
 */
export function reformPortfolio(companies: readonly CompanyDto[], context: ToolContext): { rows: ReformPortfolioRow[]; gaps: ReformPortfolioGap[] } {
  const rows: ReformPortfolioRow[] = [];
  const gaps: ReformPortfolioGap[] = [];
  for (const company of companies) {
    if (company.regime !== "simples_nacional" || company.status !== "ativa") continue;
    const parsed = reformFormSchema.safeParse({ ...reformDefaults(company), companyId: "" });
    if (!parsed.success) {
      gaps.push({ companyId: company.id, name: company.name, reason: company.monthlyAverage > 0 ? "invalid" : "noRevenue" });
      continue;
    }
    try {
      const result = reformaTributaria(toReformInput(parsed.data, context.referenceScenarios, context.today));
      const main = result.simplesOption?.perScenario[0];
      const b = main?.breakEvenPercent ?? null;
      rows.push({
        companyId: company.id,
        name: company.name,
        cnpj: company.cnpj,
        breakEvenPercent: b,
        rule: b === null ? "inside" : b === 0 ? "outside" : "indifferent",
        semester: result.nextWindow?.semester ?? null,
        optUntil: result.nextWindow?.optUntil ?? null,
        cancelUntil: result.nextWindow?.cancelUntil ?? null,
      });
    } catch (error) {
      if (!(error instanceof TaxInputError)) throw error;
      gaps.push({ companyId: company.id, name: company.name, reason: "invalid" });
    }
  }
  return { rows, gaps };
}
