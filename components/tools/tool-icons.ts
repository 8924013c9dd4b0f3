import { spriteIcon, type IconComponent } from "@/components/icons/sprite-icon";
import type { ToolKey } from "@/lib/tools/catalogue";

/**
 * Each tool's sidebar and card icon, from the icon sprite (every signed-in page draws them). Apart from
 * catalogue-views.tsx so that the sidebar and the dashboard cards do not import every tool's result view (nor, by the
 * client-texts check, hand their texts to every page).
 */
export const TOOL_ICONS = {
  fiscal: spriteIcon("calculator"),
  labor: spriteIcon("briefcase"),
  clt_vs_pj: spriteIcon("scale"),
  mei: spriteIcon("store"),
  profit_strategy: spriteIcon("piggy-bank"),
  hidden_credits: spriteIcon("coins"),
  reforma_tributaria: spriteIcon("calendar-clock"),
} satisfies { [K in ToolKey]: IconComponent };
