import type { ReferenceScenario } from "@/lib/tax/reform/types";
import type { SelicMonth } from "@/lib/tax/selic";

/**
 * What a calculation takes from the server beside the form: the reference-rate scenarios (the admin's official rate
 * first once published, lib/settings/reference-rate.ts) and today's Brasília date. Only the reform tool reads them
 * today; every caller passes them (lib/tools/load-context.ts), so no path can run it on a rate the browser chose.
 */
export type ToolContext = {
  referenceScenarios: readonly ReferenceScenario[];
  /** ISO date in Brasília. */
  today: string;
  /**
   * The Selic months after the engine's stored series, from the database (lib/selic), for the hidden-credits
   * correction. loadToolContext always reads them; absent (a test's context), the stored series alone is used.
   */
  selicMonths?: readonly SelicMonth[];
};
