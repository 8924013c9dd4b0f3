// Where each calculator lives: the in-app tools under app/(app) by catalogue key, and the public calculators under
// app/(marketing)/calculadoras by slug. The one place a tool's path is written: the catalogue entries
// (catalogue.ts), the route lists of lib/auth/routes.ts (proxy, robots, sitemap, service worker) and every link
// read it. Plain data, no engine or zod: it sits below lib/auth in eslint.layers.mjs, so the proxy and the
// service worker can import it without the tax engine.

/** Each in-app calculator's page, by catalogue key (catalogue.test.ts: the same keys as TOOLS). */
export const TOOL_ROUTES = {
  fiscal: "/fiscal-simulator",
  labor: "/labor-simulator",
  clt_vs_pj: "/clt-vs-pj",
  mei: "/mei-checker",
  profit_strategy: "/profit-strategy",
  hidden_credits: "/hidden-credits",
  reforma_tributaria: "/reforma-tributaria",
} as const;
export type ToolRouteKey = keyof typeof TOOL_ROUTES;
export type ToolRoute = (typeof TOOL_ROUTES)[ToolRouteKey];

/** The public calculators' slugs, in display order: signed out, indexable, listed in the sitemap. */
export const PUBLIC_CALCULATOR_SLUGS = [
  "simples-nacional",
  "fator-r",
  "clt-x-pj",
  "salario-liquido",
  "pro-labore-dividendos",
  "reforma-tributaria",
] as const;
export type PublicCalculatorSlug = (typeof PUBLIC_CALCULATOR_SLUGS)[number];

/** The index page of the public calculators. */
export const PUBLIC_CALCULATORS_INDEX = "/calculadoras";

/** Query values of a link; empty values are left out. */
export type HrefQuery = Record<string, string | null | undefined>;

function withQuery(path: string, query?: HrefQuery | URLSearchParams | string): string {
  if (query === undefined) return path;
  let search: string;
  if (typeof query === "string") search = query;
  else if (query instanceof URLSearchParams) search = query.toString();
  else {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    search = params.toString();
  }
  return search === "" ? path : `${path}?${search}`;
}

/** The link to an in-app calculator, e.g. toolHref("fiscal", { empresa: id }) → /fiscal-simulator?empresa=… */
export function toolHref(key: ToolRouteKey, query?: HrefQuery | URLSearchParams | string): string {
  return withQuery(TOOL_ROUTES[key], query);
}

/** A public calculator's page. */
export function calculatorPath<S extends PublicCalculatorSlug>(slug: S): `${typeof PUBLIC_CALCULATORS_INDEX}/${S}` {
  return `${PUBLIC_CALCULATORS_INDEX}/${slug}`;
}

/** The link to a public calculator, e.g. calculatorHref("fator-r", "monthRevenue=…") → /calculadoras/fator-r?… */
export function calculatorHref(slug: PublicCalculatorSlug, query?: HrefQuery | URLSearchParams | string): string {
  return withQuery(calculatorPath(slug), query);
}
