import type { ComponentType } from "react";
import type { IconComponent } from "@/components/icons/sprite-icon";
import type { ToolKey, ToolResult } from "@/lib/tools/catalogue";
import { CltVsPjResultView } from "./clt-vs-pj/clt-vs-pj-result";
import { FiscalResults } from "./fiscal/fiscal-results";
import { HiddenCreditsResult } from "./hidden-credits/hidden-credits-result";
import { LaborResult } from "./labor/labor-result";
import { MeiResult } from "./mei/mei-result";
import { ProfitResult } from "./profit/profit-result";
import { ReformaResult } from "./reforma/reforma-result";
import { TOOL_ICONS } from "./tool-icons";

type ToolView<K extends ToolKey> = {
  /** Sidebar and dashboard card icon. */
  icon: IconComponent;
  /** The result as the tool shows it after calculating; also renders a saved simulation. */
  Result: ComponentType<{ result: ToolResult<K> }>;
};

/**
 * The React half of lib/tools/catalogue.ts (lib may not import components). One entry per ToolKey: a tool
 * added to the catalogue without its view here fails the typecheck.
 */
export const TOOL_VIEWS = {
  fiscal: { icon: TOOL_ICONS.fiscal, Result: FiscalResults },
  labor: { icon: TOOL_ICONS.labor, Result: LaborResult },
  clt_vs_pj: { icon: TOOL_ICONS.clt_vs_pj, Result: CltVsPjResultView },
  mei: { icon: TOOL_ICONS.mei, Result: MeiResult },
  profit_strategy: { icon: TOOL_ICONS.profit_strategy, Result: ProfitResult },
  hidden_credits: { icon: TOOL_ICONS.hidden_credits, Result: HiddenCreditsResult },
  reforma_tributaria: { icon: TOOL_ICONS.reforma_tributaria, Result: ReformaResult },
} satisfies { [K in ToolKey]: ToolView<K> };

/** Renders any tool's result from untyped data (a saved row); the caller has checked the key. */
export function ToolResultView({ tool, result }: { tool: ToolKey; result: unknown }) {
  const Result = TOOL_VIEWS[tool].Result as ComponentType<{ result: unknown }>;
  return <Result result={result} />;
}
