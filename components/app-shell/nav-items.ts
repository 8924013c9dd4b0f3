import {
  BadgePercentIcon,
  BarChart3Icon,
  BellRingIcon,
  BotIcon,
  Building2Icon,
  CreditCardIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  HandCoinsIcon,
  HistoryIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  LineChartIcon,
  ScrollTextIcon,
  SettingsIcon,
  ShieldAlertIcon,
  SlidersHorizontalIcon,
  UserCogIcon,
  UserRoundIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { TOOL_ICONS } from "@/components/tools/tool-icons";
import { NAV_GROUPS, TOOLS, toolsInNavGroup, type NavGroup } from "@/lib/tools/catalogue";

/** `label` is a full message key. An entry exists only for a route with a page (nav-items.test.ts). */
export type NavItem = { href: string; label: string; icon: LucideIcon };

// The routes that are not tools; the tools come from lib/tools/catalogue.ts, after these in their group.
const PAGES: Record<NavGroup, NavItem[]> = {
  overview: [
    { href: "/dashboard", label: "nav.dashboard", icon: LayoutDashboardIcon },
    { href: "/companies", label: "nav.companies", icon: Building2Icon },
    { href: "/simulations", label: "nav.simulations", icon: HistoryIcon },
    { href: "/reports", label: "reports.nav", icon: FileTextIcon },
  ],
  tools: [
    { href: "/ai-assistant", label: "aiAssistant.nav", icon: BotIcon },
    { href: "/risk-detector", label: "nav.riskDetector", icon: ShieldAlertIcon },
    { href: "/regime-alert", label: "nav.regimeAlert", icon: BellRingIcon },
    { href: "/fiscal-benefits", label: "nav.fiscalBenefits", icon: LandmarkIcon },
  ],
  account: [
    { href: "/affiliates", label: "nav.affiliates", icon: UsersIcon },
    { href: "/profile", label: "nav.profile", icon: UserRoundIcon },
    { href: "/settings", label: "nav.settings", icon: SettingsIcon },
    { href: "/subscription", label: "nav.plans", icon: BadgePercentIcon },
  ],
};

/** Every signed-in route of the sidebar, in order. */
export const NAV_SECTIONS: { title: string; items: NavItem[] }[] = NAV_GROUPS.map((group) => ({
  title: `nav.sections.${group}`,
  items: [
    ...PAGES[group],
    ...toolsInNavGroup(group).map((key) => ({
      href: TOOLS[key].route,
      label: TOOLS[key].messages.nav,
      icon: TOOL_ICONS[key],
    })),
  ],
}));

export const ADMIN_NAV: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/admin/dashboard", label: "adminDashboard", icon: BarChart3Icon },
  { href: "/admin/users", label: "adminUsers", icon: UserCogIcon },
  { href: "/admin/payments", label: "adminPayments", icon: CreditCardIcon },
  { href: "/admin/logs", label: "adminLogs", icon: ScrollTextIcon },
  { href: "/admin/settings", label: "adminSettings", icon: SlidersHorizontalIcon },
  { href: "/admin/affiliates", label: "adminAffiliates", icon: HandCoinsIcon },
  { href: "/admin/analytics", label: "adminAnalytics", icon: LineChartIcon },
  { href: "/admin/system-reports", label: "adminSystemReports", icon: FileSpreadsheetIcon },
];
