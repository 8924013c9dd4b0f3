import type { TaxTables } from "@/lib/tax/tables";
import type { ToolRoute } from "@/lib/routes";

/**
 * One curated answer. Its text and, where it names a yearly act, its source are rendered from the asked year's
 * tables (knowledge-base.ts, renderKnowledge): a figure of the tables is never typed here.
 */
export type KnowledgeEntry = {
  id: string;
  question: string;
  keywords: readonly string[];
  answer: (tables: TaxTables) => string;
  source: string | ((tables: TaxTables) => string);
  reviewed: string;
  /** The calculator that answers it with the user's own figures, when there is one. */
  tool?: ToolRoute;
};

export const REVIEWED = "2026-11-23";
