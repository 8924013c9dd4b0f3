import { z } from "zod";
import { formatBrl } from "@/lib/br/money";
import { UFS, type Uf } from "@/lib/companies/schema";
import { COMPANY_REGIMES, type CompanyRegime } from "@/lib/db/enums";
import type { BusinessActivity } from "@/lib/tax/jobs/company";
import { DEFAULT_TAX_YEAR, tablesFor } from "@/lib/tax/tables";

/** Sectors and company sizes of the catalogue (the values fiscal_benefits' checks accept). */
export const BENEFIT_SECTORS = ["comercio", "industria", "servicos", "tecnologia", "agronegocio"] as const;
export type BenefitSector = (typeof BENEFIT_SECTORS)[number];
export const BENEFIT_SIZES = ["mei", "me", "epp", "demais"] as const;
export type BenefitSize = (typeof BENEFIT_SIZES)[number];

/** Receita bruta anual limits of the ME and the EPP (LC 123/2006, art. 3º, I and II), in reais. */
const { meLimit, limit } = tablesFor(DEFAULT_TAX_YEAR).simples;
const ME_LIMIT = meLimit.value / 100;
const EPP_LIMIT = limit.value / 100;

/** Message arguments of the size labels (fiscalBenefits.sizes.*): "Microempresa (até {meLimit})". */
export const SIZE_LABEL_ARGS = { meLimit: formatBrl(ME_LIMIT), eppLimit: formatBrl(EPP_LIMIT) };

// An unknown, repeated or empty query value is no filter (a hand-edited URL never errors).
const optional = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

/** /fiscal-benefits?uf=&setor=&porte=&regime=&empresa= → the filters, applied on the server. */
export const benefitFiltersSchema = z.object({
  uf: optional(UFS),
  setor: optional(BENEFIT_SECTORS),
  porte: optional(BENEFIT_SIZES),
  regime: optional(COMPANY_REGIMES),
  empresa: z.uuid().optional().catch(undefined),
});
export type BenefitFilters = z.output<typeof benefitFiltersSchema>;
/** The filters a catalogue query applies (every one optional). */
export type BenefitQuery = { uf?: Uf; setor?: BenefitSector; porte?: BenefitSize; regime?: CompanyRegime };

/** The catalogue's sector for a company's activity. */
export function sectorOf(activity: BusinessActivity | null): BenefitSector | undefined {
  if (activity === null) return undefined;
  if (activity === "comercio" || activity === "revenda_combustiveis") return "comercio";
  if (activity === "industria") return "industria";
  return "servicos";
}

/** Porte from the regime and the revenue of the last 12 months: MEI, ME (up to the ME limit), EPP (up to the Simples limit), demais. */
export function sizeOf(regime: CompanyRegime, revenue12m: number): BenefitSize {
  if (regime === "mei") return "mei";
  if (revenue12m <= ME_LIMIT) return "me";
  if (revenue12m <= EPP_LIMIT) return "epp";
  return "demais";
}

/** A company's profile as catalogue filters ('Ver para minha empresa'). */
export function filtersForCompany(company: {
  state: string | null;
  activity: BusinessActivity | null;
  regime: CompanyRegime;
  revenue12m: number;
}): BenefitQuery {
  const uf = (UFS as readonly string[]).includes(company.state ?? "") ? (company.state as Uf) : undefined;
  return {
    uf,
    setor: sectorOf(company.activity),
    porte: sizeOf(company.regime, company.revenue12m),
    regime: company.regime,
  };
}
