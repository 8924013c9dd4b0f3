import { z } from "zod";
import { pageOf } from "@/lib/pagination";
import type { PortfolioFlag } from "./metrics";

// The portfolio's view as the address holds it (client-safe): search, sort, chips, analyst and page. Anything unknown
// in the address is dropped, never an error: a saved or shared view keeps working as the columns change.

export const PORTFOLIO_SORTS = [
  "name",
  "regime",
  "rbt12",
  "trend",
  "sublimite",
  "fatorR",
  "crossing",
  "reform",
] as const;
export type PortfolioSort = (typeof PORTFOLIO_SORTS)[number];

/** The chips, as the address spells them, and the flag each one filters on. */
export const CHIPS = {
  "fator-r-abaixo-28": "fator_r_below_28",
  "perto-do-sublimite": "near_sublimite",
  "cruza-em-12-meses": "crossing_12m",
  "das-diverge": "das_diverge",
  "decidir-ate-31-03": "decide_by_2027_03_31",
  "falta-informar": "missing_data",
} as const satisfies Record<string, PortfolioFlag>;
export type Chip = keyof typeof CHIPS;
export const CHIP_NAMES = Object.keys(CHIPS) as Chip[];

export type PortfolioQuery = {
  q?: string;
  sort: PortfolioSort;
  dir: "asc" | "desc";
  /** An analyst's id, or "none" for the clients without one. */
  analyst?: string;
  chips: Chip[];
  page: number;
};

const schema = z.object({
  q: z.string().trim().max(80).optional().catch(undefined),
  sort: z.enum(PORTFOLIO_SORTS).catch("name").default("name"),
  dir: z.enum(["asc", "desc"]).catch("asc").default("asc"),
  analyst: z
    .union([z.uuid(), z.literal("none")])
    .optional()
    .catch(undefined),
});

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

export function parsePortfolioQuery(params: Params): PortfolioQuery {
  const get = (k: string) => {
    if (params instanceof URLSearchParams) return params.get(k) ?? undefined;
    const v = params[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const parsed = schema.parse({ q: get("q"), sort: get("sort"), dir: get("dir"), analyst: get("analista") });
  const chips = (get("filtros") ?? "")
    .split(",")
    .filter((c): c is Chip => c in CHIPS)
    .filter((c, i, all) => all.indexOf(c) === i);
  return {
    q: parsed.q || undefined,
    sort: parsed.sort,
    dir: parsed.dir,
    analyst: parsed.analyst,
    chips,
    page: pageOf(get("pagina")),
  };
}

/** The query string of a view: only what differs from the defaults (a saved view stores exactly this). */
export function portfolioSearch(query: Partial<PortfolioQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.sort && query.sort !== "name") params.set("sort", query.sort);
  if (query.dir && query.dir !== "asc") params.set("dir", query.dir);
  if (query.analyst) params.set("analista", query.analyst);
  if (query.chips && query.chips.length > 0) params.set("filtros", query.chips.join(","));
  if (query.page && query.page > 1) params.set("pagina", String(query.page));
  return params.toString();
}

export function portfolioHref(query: Partial<PortfolioQuery>, base = "/escritorio"): string {
  const search = portfolioSearch(query);
  return search ? `${base}?${search}` : base;
}

/** The view with one chip added or taken away (page back to 1). */
export function toggleChip(query: PortfolioQuery, chip: Chip): PortfolioQuery {
  const chips = query.chips.includes(chip) ? query.chips.filter((c) => c !== chip) : [...query.chips, chip];
  return { ...query, chips, page: 1 };
}
