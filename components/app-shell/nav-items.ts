import type { SpriteIconName } from "@/components/icons/sprite-icons";
import { TOOL_ICON_NAMES } from "@/components/tools/tool-icons";
import { NAV_GROUPS, TOOLS, toolsInNavGroup, type NavGroup } from "@/lib/tools/catalogue";

/** `label` is a full message key. An entry exists only for a route with a page (nav-items.test.ts). */
export type NavItem = { href: string; label: string; icon: SpriteIconName };

// The routes that are not tools, their icons from the sprite (every signed-in page draws the sidebar); the tools come
// from lib/tools/catalogue.ts, after these in their group.
const PAGES: Record<NavGroup, NavItem[]> = {
  overview: [
    { href: "/dashboard", label: "nav.dashboard", icon: "layout-dashboard" },
    { href: "/companies", label: "nav.companies", icon: "building-2" },
    // The accounting office: its portfolio for the staff, the way to open one (or its plan) for everyone else.
    { href: "/escritorio", label: "nav.office", icon: "briefcase" },
    { href: "/simulations", label: "nav.simulations", icon: "history" },
    { href: "/reports", label: "reports.nav", icon: "file-text" },
  ],
  tools: [
    { href: "/ai-assistant", label: "aiAssistant.nav", icon: "bot" },
    { href: "/risk-detector", label: "nav.riskDetector", icon: "shield-alert" },
    { href: "/regime-alert", label: "nav.regimeAlert", icon: "bell-ring" },
    { href: "/fiscal-benefits", label: "nav.fiscalBenefits", icon: "landmark" },
  ],
  account: [
    { href: "/affiliates", label: "nav.affiliates", icon: "users" },
    { href: "/profile", label: "nav.profile", icon: "user-round" },
    { href: "/settings", label: "nav.settings", icon: "settings" },
    { href: "/subscription", label: "nav.plans", icon: "badge-percent" },
  ],
};

/**
 * The sections for who is signed in: a client company's login (an office's client) has no office of its own, so its
 * "Escritório" entry is the page it opens, its company (/minha-empresa), named for it.
 */
export function navSectionsFor(clientLogin: boolean): typeof NAV_SECTIONS {
  if (!clientLogin) return NAV_SECTIONS;
  return NAV_SECTIONS.map((section) => ({
    ...section,
    items: section.items.map((item) =>
      item.href === "/escritorio" ? { href: "/minha-empresa", label: "nav.myCompany", icon: item.icon } : item,
    ),
  }));
}

/** Every signed-in route of the sidebar, in order. */
export const NAV_SECTIONS: { title: string; items: NavItem[] }[] = NAV_GROUPS.map((group) => ({
  title: `nav.sections.${group}`,
  items: [
    ...PAGES[group],
    ...toolsInNavGroup(group).map((key) => ({
      href: TOOLS[key].route,
      label: TOOLS[key].messages.nav,
      icon: TOOL_ICON_NAMES[key],
    })),
  ],
}));

/** The back office's sections; `label` is a key under `nav.*`. */
export const ADMIN_NAV: { href: string; label: string; icon: SpriteIconName }[] = [
  { href: "/admin/dashboard", label: "adminDashboard", icon: "bar-chart-3" },
  { href: "/admin/users", label: "adminUsers", icon: "user-cog" },
  { href: "/admin/payments", label: "adminPayments", icon: "credit-card" },
  { href: "/admin/logs", label: "adminLogs", icon: "scroll-text" },
  { href: "/admin/settings", label: "adminSettings", icon: "sliders-horizontal" },
  { href: "/admin/affiliates", label: "adminAffiliates", icon: "hand-coins" },
  { href: "/admin/analytics", label: "adminAnalytics", icon: "line-chart" },
  { href: "/admin/system-reports", label: "adminSystemReports", icon: "file-spreadsheet" },
];
