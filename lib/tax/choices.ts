import type { Annex } from "./tables/types";

// The fixed lists a form offers, apart from the engine that uses them: the public calculators' first JavaScript
// imports these alone and loads the engine on demand (components/calculators/engine.ts). simples.ts and
// jobs/company.ts export them again, so the engine's own modules and its callers read them where they always did.

/** The five annexes of the Simples Nacional (LC 123/2006, Anexos I a V). */
export const ANNEXES: readonly Annex[] = ["I", "II", "III", "IV", "V"];

/**
 * What the company does, as a form would ask it. Each value fixes the Simples annex, the Lucro
 * Presumido percentages, whether ISS or ICMS applies outside the Simples and whether MEI is possible.
 */
export type BusinessActivity =
  | "comercio"
  | "industria"
  | "servicos_gerais"
  | "servicos_fator_r"
  | "servicos_anexo_iv"
  | "servicos_hospitalares"
  | "revenda_combustiveis";

export const BUSINESS_ACTIVITIES: readonly BusinessActivity[] = [
  "comercio",
  "industria",
  "servicos_gerais",
  "servicos_fator_r",
  "servicos_anexo_iv",
  "servicos_hospitalares",
  "revenda_combustiveis",
];

/** The most partners pró-labore × dividendos takes: the optimiser's time grows with each one (a small business). */
export const MAX_PARTNERS = 10;
