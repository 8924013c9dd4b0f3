import { PUBLIC_CALCULATOR_SLUGS, PUBLIC_CALCULATORS_INDEX, TOOL_ROUTES, calculatorPath } from "@/lib/routes";

/** Route groups used by proxy.ts and the navigation; the calculators' routes come from lib/routes.ts. */
export const USER_ROUTE_PREFIXES = [
  "/dashboard",
  "/companies",
  ...Object.values(TOOL_ROUTES),
  "/risk-detector",
  "/fiscal-benefits",
  "/regime-alert",
  "/ai-assistant",
  "/simulations",
  "/reports",
  "/settings",
  "/subscription",
  "/profile",
  "/affiliate-backoffice",
  "/affiliates",
  "/escritorio",
  "/minha-empresa",
] as const;

/**
 * The pages of /settings, one per group of sections (docs/decisions.md, 31): a request renders only its own group.
 * The tabs, the actions' revalidation and the admin 2FA prompt's link read their paths here.
 */
export const SETTINGS_PAGES = {
  account: "/settings",
  security: "/settings/seguranca",
  integrations: "/settings/integracoes",
  privacy: "/settings/privacidade",
} as const;

export type SettingsPage = keyof typeof SETTINGS_PAGES;

/**
 * Pages anyone may open whose content does not depend on who asks: the sitemap lists them and the service worker
 * may keep them (when served to nobody signed in) for offline use.
 */
export const PUBLIC_PAGES = [
  "/",
  "/plans",
  PUBLIC_CALCULATORS_INDEX,
  ...PUBLIC_CALCULATOR_SLUGS.map(calculatorPath),
  "/api-docs",
  "/terms",
  "/privacy",
] as const;

export function isPublicPage(path: string): boolean {
  return (PUBLIC_PAGES as readonly string[]).includes(path);
}

/**
 * Response header proxy.ts puts on every page: "anonymous" when nobody is signed in. The service worker caches a
 * page only when it says so, so no signed-in HTML is ever kept on the device.
 */
export const PAGE_AUDIENCE_HEADER = "x-page-audience";

function matches(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isUserRoute(path: string): boolean {
  return USER_ROUTE_PREFIXES.some((prefix) => matches(path, prefix));
}

/**
 * Pages open to everyone, signed in or not, that must stay reachable whatever else is going on (the status page is
 * where a visitor checks whether the product is down). proxy.ts never redirects them.
 */
export const PUBLIC_ROUTE_PREFIXES = ["/system-status"] as const;

export function isPublicRoute(path: string): boolean {
  return PUBLIC_ROUTE_PREFIXES.some((prefix) => matches(path, prefix));
}

export function isAdminRoute(path: string): boolean {
  return matches(path, "/admin") && !matches(path, "/admin/login");
}

/** Query values the login pages understand (never free text from the URL). */
export const LOGIN_ERROR_CODES = ["acesso", "perfil", "inesperado"] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];
