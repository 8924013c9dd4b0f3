import "server-only";
import type { Db } from "@/lib/db/client";
import type { ToolContext } from "@/lib/tools/context";
import type { Translate } from "./format";
import type { ReportSection } from "./model";

/**
 * The extension point of the company dossier. The dossier prints the company's data, its latest regime
 * comparison and its saved simulations; tools that analyse a company as a whole (the risk detector, the regime
 * alerts) add their blocks here once they exist: a contributor reads its own rows for the company under the
 * user's RLS (`db` is a withRls transaction) and returns finished sections (model.ts), or [] when it has nothing
 * for this company. Sections are printed after the simulations, in the list's order (dossier-insights.ts).
 */
export type DossierContributor = {
  /** For logs: "risks", "alerts"... */
  key: string;
  /** `tool`: the server's half of a calculation (loadToolContext: reference-rate scenarios, today), read before the transaction. */
  sections: (
    db: Db,
    params: { userId: string; companyId: string; t: Translate; tool: ToolContext },
  ) => Promise<ReportSection[]>;
};

/** The contributors, in print order, are listed in dossier-insights.ts (DOSSIER_CONTRIBUTORS). */
