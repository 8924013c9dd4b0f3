import {
  BriefcaseIcon,
  CalculatorIcon,
  CalendarClockIcon,
  CoinsIcon,
  PiggyBankIcon,
  ScaleIcon,
  StoreIcon,
  type LucideIcon,
} from "lucide-react";
import type { ComponentType } from "react";
import type { ToolKey, ToolResult } from "@/lib/tools/catalogue";
import { CltVsPjResultView } from "./clt-vs-pj/clt-vs-pj-result";
import { FiscalResults } from "./fiscal/fiscal-results";
import { HiddenCreditsResult } from "./hidden-credits/hidden-credits-result";
import { LaborResult } from "./labor/labor-result";
import { MeiResult } from "./mei/mei-result";
import { ProfitResult } from "./profit/profit-result";
import { ReformaResult } from "./reforma/reforma-result";

type ToolView<K extends ToolKey> = {
  /** Sidebar and dashboard card icon. */
  icon: LucideIcon;
  /** The result as the tool shows it after calculating; also renders a saved simulation. */
  Result: ComponentType<{ result: ToolResult<K> }>;
};

/**
 * The React half of lib/tools/catalogue.ts (lib may not import components). One entry per ToolKey: a tool
 * added to the catalogue without its view here fails the typecheck.
 */
export const TOOL_VIEWS = {
  fiscal: { icon: CalculatorIcon, Result: FiscalResults },
  labor: { icon: BriefcaseIcon, Result: LaborResult },
  clt_vs_pj: { icon: ScaleIcon, Result: CltVsPjResultView },
  mei: { icon: StoreIcon, Result: MeiResult },
  profit_strategy: { icon: PiggyBankIcon, Result: ProfitResult },
  hidden_credits: { icon: CoinsIcon, Result: HiddenCreditsResult },
  reforma_tributaria: { icon: CalendarClockIcon, Result: ReformaResult },
} satisfies { [K in ToolKey]: ToolView<K> };

/** Renders any tool's result from untyped data (a saved row); the caller has checked the key. */
export function ToolResultView({ tool, result }: { tool: ToolKey; result: unknown }) {
  const Result = TOOL_VIEWS[tool].Result as ComponentType<{ result: unknown }>;
  return <Result result={result} />;
}
