/**
 * Tributo Certo tax engine: pure, table-driven, exact to the centavo. Money in and out in reais
 * (numbers rounded to cents), rates as fractions, `year` 2025 or 2026 (default 2026). Every result
 * carries `steps`, the memória de cálculo. See lib/tax/README.md.
 */
export { TaxInputError, type TaxInputErrorCode } from "./errors";
export type { Step } from "./steps";
export { DEFAULT_YEAR, SUPPORTED_YEARS, type TaxYear } from "./tables";
export type { Annex, PresumidoActivity, SimplesTax } from "./tables/types";

// Primitives
export * from "./simples";
export * from "./simples-limit";
export * from "./mei";
export * from "./inss";
export * from "./irrf";
export * from "./irpf-annual";
export * from "./pro-labore";
export * from "./presumido";
export * from "./real";
export * from "./payroll";
export * from "./dividends";
export * from "./cbs-ibs";

// Jobs
export * from "./jobs/company";
export * from "./jobs/compare-regimes";
export type { RegimeResult, TaxLine } from "./jobs/regime-result";
export * from "./jobs/labor-cost";
export * from "./jobs/clt-vs-pj";
export * from "./jobs/pro-labore-vs-dividends";
export * from "./jobs/mei-check";
