import { spriteIcon, type IconComponent } from "@/components/icons/sprite-icon";
import type { SpriteIconName } from "@/components/icons/sprite-icons";
import type { ToolKey } from "@/lib/tools/catalogue";

/**
 * Each tool's sidebar and card icon, from the icon sprite (every signed-in page draws them). Apart from
 * catalogue-views.tsx so that the sidebar and the dashboard cards do not import every tool's result view (nor, by the
 * client-texts check, hand their texts to every page).
 */
export const TOOL_ICON_NAMES = {
  fiscal: "calculator",
  labor: "briefcase",
  clt_vs_pj: "scale",
  mei: "store",
  profit_strategy: "piggy-bank",
  hidden_credits: "coins",
  reforma_tributaria: "calendar-clock",
} as const satisfies { [K in ToolKey]: SpriteIconName };

export const TOOL_ICONS = Object.fromEntries(
  Object.entries(TOOL_ICON_NAMES).map(([key, name]) => [key, spriteIcon(name)]),
) as { [K in ToolKey]: IconComponent };
