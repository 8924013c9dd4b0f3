import type { SimulationType } from "@/lib/db/enums";
import { isToolKey, type ToolKey } from "@/lib/tools/catalogue";
import { readSavedResult } from "@/lib/tools/saved-result";
import { date, type Translate } from "../format";
import type { ReportSection } from "../model";
import { cltVsPjSection } from "./clt-vs-pj";
import { fiscalSection } from "./fiscal";
import { hiddenCreditsSection } from "./hidden-credits";
import { laborSection } from "./labor";
import { meiSection } from "./mei";
import { profitSection } from "./profit";
import { reformaSection } from "./reforma";
import type { SectionBuilder } from "./types";

/**
 * One builder per calculator of lib/tools/catalogue.ts, typed against ToolKey: a tool added to the catalogue
 * without its report section fails the typecheck (as catalogue-views.tsx does for the screens).
 */
export const SECTION_BUILDERS: { [K in ToolKey]: SectionBuilder<K> } = {
  fiscal: fiscalSection,
  labor: laborSection,
  clt_vs_pj: cltVsPjSection,
  mei: meiSection,
  profit_strategy: profitSection,
  hidden_credits: hiddenCreditsSection,
  reforma_tributaria: reformaSection,
};

/** A saved simulation as the report builders read it (the simulations queries' detail DTO). */
export type SavedSimulation = {
  id: string;
  title: string;
  type: SimulationType;
  companyName: string | null;
  createdAt: string;
  year: number | null;
  savings: number | null;
  input: unknown;
  result: unknown;
};

/**
 * The section of one saved simulation, or null when there is nothing to print: a type no calculator produces
 * yet, or a stored result that cannot be read.
 */
export function simulationSection(s: SavedSimulation, t: Translate): ReportSection | null {
  const saved = readSavedResult(s.result);
  if (!saved || !isToolKey(s.type)) return null;
  const build = SECTION_BUILDERS[s.type] as SectionBuilder<ToolKey>;
  const body = build(s.input as never, saved.data as never, t);
  const parts = [t(`simulations.types.${s.type}`), t("reports.pdf.savedAt", { date: date(s.createdAt) })];
  if (s.year) parts.push(t("simulations.year", { year: s.year }));
  if (s.companyName) parts.push(s.companyName);
  return { title: s.title, subtitle: parts.join(" · "), ...body };
}
