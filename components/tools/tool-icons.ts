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
import type { ToolKey } from "@/lib/tools/catalogue";

/**
 * Each tool's sidebar and card icon. Apart from catalogue-views.tsx so that the sidebar and the dashboard cards do
 * not import every tool's result view (nor, by the client-texts check, hand their texts to every page).
 */
export const TOOL_ICONS = {
  fiscal: CalculatorIcon,
  labor: BriefcaseIcon,
  clt_vs_pj: ScaleIcon,
  mei: StoreIcon,
  profit_strategy: PiggyBankIcon,
  hidden_credits: CoinsIcon,
  reforma_tributaria: CalendarClockIcon,
} satisfies { [K in ToolKey]: LucideIcon };
