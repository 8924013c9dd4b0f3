import type { CompanyDto } from "@/lib/companies/queries";
import { TaxInputError } from "@/lib/tax/errors";
import { reformaTributaria } from "@/lib/tax";
import type { OptionChoice } from "@/lib/tax/reform/types";
import type { ToolContext } from "./context";
import { reformDefaults } from "./reform-defaults";
import { reformFormSchema, toReformInput, type ReformFormInput } from "./schemas/reforma";

/** One Simples company of the account in the portfolio table of /reforma-tributaria. */
export type ReformPortfolioRow = {
  companyId: string;
  name: string;
  cnpj: string | null;
  /** Main scenario's b*, percent of sales to crediting buyers; null when opting out never creates joint value. */
  breakEvenPercent: number | null;
  /** The choice at b*: "outside" when any share pays (b* = 0), "inside" when none does, else "indifferent" (depends on the share). */
  rule: OptionChoice;
  /** Where the assumptions come from: the company's newest saved reform simulation, or the company record alone. */
  basis: "saved" | "record";
  /** When basis is "saved": the choice at the saved share of sales to crediting buyers, and when it was saved (ISO). */
  choice: OptionChoice | null;
  savedAt: string | null;
  /** The next option window: its semester, last day to opt and last day to cancel (ISO). */
  semester: string | null;
  optUntil: string | null;
  cancelUntil: string | null;
};

/** A portfolio row that could not be computed (no revenue on the company record, or a value the engine refuses). */
export type ReformPortfolioGap = { companyId: string; name: string; reason: "noRevenue" | "invalid" };

/**
 * Every active Simples company of the account through the same schema and engine as the screen, under the server's
 * main scenario: with the assumptions of the company's newest saved reform simulation when there is one (`saved`:
 * its purchases, share, reduction...), else from what the company record holds (regime, activity, revenue, ISS;
 * no purchases, so b* is rarely reached: the table says so). The break-even share does not depend on the share.
 */
export function reformPortfolio(
  companies: readonly CompanyDto[],
  context: ToolContext,
  saved: ReadonlyMap<string, { input: unknown; createdAt: string }> = new Map(),
): { rows: ReformPortfolioRow[]; gaps: ReformPortfolioGap[] } {
  const rows: ReformPortfolioRow[] = [];
  const gaps: ReformPortfolioGap[] = [];
  for (const company of companies) {
    if (company.regime !== "simples_nacional" || company.status !== "ativa") continue;
    const last = saved.get(company.id);
    const fromSaved = last ? savedForm(last.input) : null;
    const parsed = fromSaved
      ? { success: true as const, data: fromSaved }
      : reformFormSchema.safeParse({ ...reformDefaults(company), companyId: "" });
    if (!parsed.success) {
      gaps.push({
        companyId: company.id,
        name: company.name,
        reason: company.monthlyAverage > 0 ? "invalid" : "noRevenue",
      });
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
        basis: fromSaved ? "saved" : "record",
        choice: fromSaved ? (main?.choice ?? null) : null,
        savedAt: fromSaved && last ? last.createdAt : null,
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

/**
 * A stored reform input (the schema's output, lib/tools/save.ts), on the server's main scenario ("" = the first one,
 * so every row of the table reads the same rate); null when the row does not have that shape. The engine still
 * validates every value (TaxInputError).
 */
function savedForm(input: unknown): ReformFormInput | null {
  if (!input || typeof input !== "object") return null;
  const engine = (input as { engine?: unknown }).engine;
  if (!engine || typeof engine !== "object" || (engine as { regime?: unknown }).regime !== "simples") return null;
  return { companyId: null, scenarioId: "", engine: engine as ReformFormInput["engine"] };
}
