import { z } from "zod";
import { pageOf } from "@/lib/pagination";

// The portfolio's view as the address holds it (client-safe): search, sort, filters and page. Anything unknown in the
// address is dropped, never an error: a saved or shared link keeps working as the columns change.

export const PORTFOLIO_SORTS = ["name", "regime"] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];

export const portfolioQuerySchema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  sort: z.enum(PORTFOLIO_SORTS).catch("name").default("name"),
  dir: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  /** An analyst's id, or "none" for the clients without one. */
  analyst: z
    .union([z.uuid(), z.literal("none")])
    .optional()
    .catch(undefined),
  pagina: z.unknown().optional(),
});

export type PortfolioQuery = {
  q?: string;
  sort: PortfolioSort;
  dir: "asc" | "desc";
  analyst?: string;
  page: number;
};

export function parsePortfolioQuery(params: Record<string, string | string[] | undefined>): PortfolioQuery {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, first(v)]));
  const parsed = portfolioQuerySchema.parse(flat);
  return {
    q: parsed.q || undefined,
    sort: parsed.sort,
    dir: parsed.dir,
    analyst: parsed.analyst,
    page: pageOf(flat.pagina),
  };
}

/** The address of a view: only what differs from the defaults. */
export function portfolioHref(query: Partial<PortfolioQuery>, base = "/escritorio"): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  if (query.dir && query.dir !== "asc") params.set("dir", query.dir);
  if (query.analyst) params.set("analyst", query.analyst);
  if (query.page && query.page > 1) params.set("pagina", String(query.page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
