import {
  AlertTriangleIcon,
  BadgePercentIcon,
  BarChart3Icon,
  BotIcon,
  BriefcaseIcon,
  Building2Icon,
  CalculatorIcon,
  FileTextIcon,
  GiftIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  PiggyBankIcon,
  ScaleIcon,
  SearchCheckIcon,
  SettingsIcon,
  ShieldAlertIcon,
  StoreIcon,
  UserIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

/** Every signed-in route of the sidebar, in order; labels are keys of the `nav` namespace. */
export const NAV_SECTIONS: { title: string; items: { href: string; label: string; icon: LucideIcon }[] }[] = [
  {
    title: "sections.overview",
    items: [
      { href: "/dashboard", label: "dashboard", icon: LayoutDashboardIcon },
      { href: "/companies", label: "companies", icon: Building2Icon },
      { href: "/simulations", label: "simulations", icon: HistoryIcon },
    ],
  },
  {
    title: "sections.tools",
    items: [
      { href: "/fiscal-simulator", label: "fiscalSimulator", icon: CalculatorIcon },
      { href: "/labor-simulator", label: "laborSimulator", icon: BriefcaseIcon },
      { href: "/clt-vs-pj", label: "cltVsPj", icon: ScaleIcon },
      { href: "/mei-checker", label: "meiChecker", icon: StoreIcon },
      { href: "/profit-strategy", label: "profitStrategy", icon: PiggyBankIcon },
      { href: "/risk-detector", label: "riskDetector", icon: ShieldAlertIcon },
      { href: "/regime-alert", label: "regimeAlert", icon: AlertTriangleIcon },
      { href: "/fiscal-benefits", label: "fiscalBenefits", icon: GiftIcon },
      { href: "/hidden-credits", label: "hiddenCredits", icon: SearchCheckIcon },
      { href: "/ai-assistant", label: "aiAssistant", icon: BotIcon },
      { href: "/reports", label: "reports", icon: FileTextIcon },
    ],
  },
  {
    title: "sections.account",
    items: [
      { href: "/affiliates", label: "affiliates", icon: UsersIcon },
      { href: "/profile", label: "profile", icon: UserIcon },
      { href: "/settings", label: "settings", icon: SettingsIcon },
      { href: "/plans", label: "plans", icon: BadgePercentIcon },
    ],
  },
];

export const ADMIN_NAV: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/admin/dashboard", label: "adminDashboard", icon: BarChart3Icon },
];
