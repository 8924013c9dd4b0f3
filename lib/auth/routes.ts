/** Route groups used by proxy.ts and the navigation. Tool routes arrive with their issues. */
export const USER_ROUTE_PREFIXES = [
  "/dashboard",
  "/companies",
  "/fiscal-simulator",
  "/labor-simulator",
  "/clt-vs-pj",
  "/risk-detector",
  "/fiscal-benefits",
  "/mei-checker",
  "/regime-alert",
  "/ai-assistant",
  "/profit-strategy",
  "/hidden-credits",
  "/simulations",
  "/reports",
  "/settings",
  "/profile",
  "/affiliate-backoffice",
  "/affiliates",
] as const;

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
