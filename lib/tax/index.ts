export * from "./jobs/compare-regimes";
export * from "./jobs/company";
export type { RegimeResult, TaxLine } from "./jobs/regime-result";
