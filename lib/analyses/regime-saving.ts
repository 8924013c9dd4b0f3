import type { CompanyDto } from "@/lib/companies/queries";
import type { RegimeKey } from "@/lib/tax";
import type { Annex } from "@/lib/tax/tables/types";
import { computeTool } from "@/lib/tools/compute";
import { fiscalDefaults } from "@/lib/tools/fiscal-defaults";
import { fiscalSavings } from "@/lib/tools/fiscal-savings";
import type { FiscalComparison } from "@/lib/tools/schemas/fiscal";

// THE regime saving of a company: what its cheapest regime saves a year against the one it is in. The dashboard's
// "Economia encontrada", the regime alerts' "sai mais barato" (page, digest, dossier) and the fiscal simulator opened
// from the company (/fiscal-simulator?empresa=id) read this one comparison, so they say the same number: the same
// period (the company's last 12 months of revenue, as registered), the same baseline (its current regime), the same
// tables (the simulator's default year), the same figures (payroll, pró-labore, ISS rate, dividends).

/** A company whose comparison finds a regime cheaper than the one it is in. */
export type CompanySaving = {
  companyId: string;
  companyName: string;
  /** Reais a year: the current regime's annual total minus the cheapest regime's. */
  annualSaving: number;
  bestRegime: RegimeKey;
  /** The cheapest regime's name as the simulator prints it ("Simples Nacional"). */
  bestRegimeName: string;
  /** The Simples annex of the cheapest regime, when it is the Simples. */
  bestAnnex: Annex | null;
  /** The year of the tax tables the comparison used. */
  year: number;
};

/** A company's taxes in its current regime and the saving found, from the fiscal simulator's comparison. */
export type CompanyRegimeEstimate = {
  /** Average monthly tax in the current regime (reais). */
  monthlyTax: number;
  /** Null when the company already is in its cheapest regime. */
  saving: CompanySaving | null;
};

/**
 * The fiscal simulator's comparison for the company as it opens from it; null when the company cannot be estimated
 * (no activity, no revenue, or a current regime not open to it).
 */
export function companyRegimeEstimate(company: CompanyDto): CompanyRegimeEstimate | null {
  if (!company.activity || !(company.revenue12m > 0)) return null;
  const computed = computeTool("fiscal", fiscalDefaults(company));
  if (!computed.ok) return null;
  const result = computed.result as FiscalComparison;
  const current = result.regimes.find((r) => r.regime === result.currentRegime && r.eligible);
  if (!current) return null;
  const s = fiscalSavings(result);
  const best = s.best ? result.regimes.find((r) => r.regime === s.best?.regime) : undefined;
  const saving: CompanySaving | null =
    s.best && best && s.current && s.current.annualSaving > 0
      ? {
          companyId: company.id,
          companyName: company.name,
          annualSaving: s.current.annualSaving,
          bestRegime: s.best.regime,
          bestRegimeName: s.best.name,
          bestAnnex: best.annex ?? null,
          year: result.year,
        }
      : null;
  return { monthlyTax: current.monthlyTotal, saving };
}
