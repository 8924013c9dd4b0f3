import type { ProLaboreScenario, ProLaboreVsDividendsResult } from "@/lib/tax";

/**
 * Pró-labore × dividendos results as saved by every engine version. Before engine 3 a scenario had no
 * partners and carried `irrfAnnual` (12 × the monthly IRRF, then taken as the year's tax); the views and the PDF
 * read old rows through these helpers so a saved simulation keeps rendering.
 */
export type SavedProfitScenario = Omit<
  ProLaboreScenario,
  "partners" | "partnerTaxAnnual" | "irpfAnnual" | "irrfWithheldAnnual" | "companyIncomeTaxAnnual"
> &
  Partial<ProLaboreScenario> & { irrfAnnual?: number };

export type SavedProfitResult = Omit<ProLaboreVsDividendsResult, "scenarios" | "partnerCount" | "fatorRPath"> &
  Partial<Pick<ProLaboreVsDividendsResult, "partnerCount" | "fatorRPath">> & { scenarios: SavedProfitScenario[] };

/** The partners' taxes of a scenario: INSS + IR + withholding + IRPFM. */
export function partnerTaxOf(s: SavedProfitScenario): number {
  if (s.partnerTaxAnnual !== undefined) return s.partnerTaxAnnual;
  const cents =
    Math.round(s.partnerInssAnnual * 100) +
    Math.round((s.irpfAnnual ?? s.irrfAnnual ?? 0) * 100) +
    Math.round(s.dividendWithholdingAnnual * 100) +
    Math.round(s.irpfmBalance * 100);
  return cents / 100;
}
