import "server-only";
import { and, asc, count, eq, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CompanyRegime } from "@/lib/db/enums";
import { companies, officeAssignments, officeClientMetrics } from "@/lib/db/schema";
import { clientSearch } from "./clients";
import type { MissingField, PortfolioFlag } from "./metrics";
import { CHIPS, type PortfolioQuery } from "./portfolio-query";

// The portfolio: every client the member sees (the policies choose which) with the figures precomputed for it
// (office_client_metrics), sorted, filtered and paged in SQL. A client whose figures are not computed yet still shows,
// with its figures empty, until the recompute job has passed.

export const PORTFOLIO_PAGE_SIZE = 50;
/** The most rows an export of one view holds (the largest office band is 500 clients). */
export const EXPORT_LIMIT = 5000;

export type PortfolioRow = {
  id: string;
  name: string;
  cnpj: string | null;
  regime: CompanyRegime;
  status: "ativa" | "inativa";
  analystId: string | null;
  updatedAt: string;
  /** Null until the recompute job has computed the client's figures. */
  metrics: {
    computedAt: string;
    annex: string | null;
    rbt12: number;
    rbt12Trend: number | null;
    sublimiteGap: number | null;
    limitGap: number | null;
    fatorR: number | null;
    proLaboreFor28: number | null;
    crossingThreshold: "sublimite" | "limit" | null;
    crossingMonth: string | null;
    reformDecision: "inside" | "outside" | "depends" | null;
    reformBreakEven: number | null;
    reformSaving: number | null;
    reformSemester: string | null;
    reformOptUntil: string | null;
    lastDeclaration: string | null;
    dasStatus: "confere" | "diverge" | null;
    missing: MissingField[];
    flags: PortfolioFlag[];
  } | null;
};

export type PortfolioPage = { rows: PortfolioRow[]; total: number; page: number; pageSize: number };

const m = officeClientMetrics;
const SORT_COLUMNS: Record<PortfolioQuery["sort"], AnyColumn> = {
  name: companies.name,
  regime: companies.regime,
  rbt12: m.rbt12,
  trend: m.rbt12Trend,
  sublimite: m.sublimiteGap,
  fatorR: m.fatorR,
  crossing: m.crossingMonth,
  reform: m.reformOptUntil,
};

function filter(officeId: string, query: PortfolioQuery): SQL | undefined {
  const flags = query.chips.map((chip) => CHIPS[chip]);
  return and(
    eq(companies.officeId, officeId),
    clientSearch(query.q),
    query.analyst === "none" ? isNull(officeAssignments.analystId) : undefined,
    query.analyst && query.analyst !== "none" ? eq(officeAssignments.analystId, query.analyst) : undefined,
    flags.length > 0
      ? sql`${m.flags} @> ${sql.raw(`array[${flags.map((f) => `'${f}'`).join(",")}]::text[]`)}`
      : undefined,
  );
}

const num = (v: string | null) => (v === null ? null : Number(v));

const columns = {
  id: companies.id,
  name: companies.name,
  cnpj: companies.cnpj,
  regime: companies.regime,
  status: companies.status,
  updatedAt: companies.updatedAt,
  analystId: officeAssignments.analystId,
  computedAt: m.computedAt,
  annex: m.annex,
  rbt12: m.rbt12,
  rbt12Trend: m.rbt12Trend,
  sublimiteGap: m.sublimiteGap,
  limitGap: m.limitGap,
  fatorR: m.fatorR,
  proLaboreFor28: m.proLaboreFor28,
  crossingThreshold: m.crossingThreshold,
  crossingMonth: m.crossingMonth,
  reformDecision: m.reformDecision,
  reformBreakEven: m.reformBreakEven,
  reformSaving: m.reformSaving,
  reformSemester: m.reformSemester,
  reformOptUntil: m.reformOptUntil,
  lastDeclaration: m.lastDeclaration,
  dasStatus: m.dasStatus,
  missing: m.missing,
  flags: m.flags,
};

type Row = {
  [K in keyof typeof columns]:
    (typeof columns)[K]["_"]["data"] | (K extends "id" | "name" | "regime" | "status" | "updatedAt" ? never : null);
};

function toRow(r: Row): PortfolioRow {
  return {
    id: r.id,
    name: r.name,
    cnpj: r.cnpj,
    regime: r.regime,
    status: r.status,
    analystId: r.analystId,
    updatedAt: r.updatedAt.toISOString(),
    metrics:
      r.computedAt === null || r.rbt12 === null
        ? null
        : {
            computedAt: r.computedAt.toISOString(),
            annex: r.annex,
            rbt12: Number(r.rbt12),
            rbt12Trend: num(r.rbt12Trend),
            sublimiteGap: num(r.sublimiteGap),
            limitGap: num(r.limitGap),
            fatorR: num(r.fatorR),
            proLaboreFor28: num(r.proLaboreFor28),
            crossingThreshold: r.crossingThreshold,
            crossingMonth: r.crossingMonth,
            reformDecision: r.reformDecision,
            reformBreakEven: num(r.reformBreakEven),
            reformSaving: num(r.reformSaving),
            reformSemester: r.reformSemester,
            reformOptUntil: r.reformOptUntil,
            lastDeclaration: r.lastDeclaration,
            dasStatus: r.dasStatus,
            missing: (r.missing ?? []) as MissingField[],
            flags: (r.flags ?? []) as PortfolioFlag[],
          },
  };
}

function select(db: Db, officeId: string, query: PortfolioQuery) {
  const column = SORT_COLUMNS[query.sort];
  const order = query.dir === "desc" ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return db
    .select(columns)
    .from(companies)
    .leftJoin(officeAssignments, eq(officeAssignments.companyId, companies.id))
    .leftJoin(m, eq(m.companyId, companies.id))
    .where(filter(officeId, query))
    .orderBy(order, asc(companies.name), asc(companies.id));
}

/** One page of the view. */
export async function listPortfolio(db: Db, officeId: string, query: PortfolioQuery): Promise<PortfolioPage> {
  const [rows, [total]] = await Promise.all([
    select(db, officeId, query)
      .limit(PORTFOLIO_PAGE_SIZE)
      .offset((query.page - 1) * PORTFOLIO_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(companies)
      .leftJoin(officeAssignments, eq(officeAssignments.companyId, companies.id))
      .leftJoin(m, eq(m.companyId, companies.id))
      .where(filter(officeId, query)),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0, page: query.page, pageSize: PORTFOLIO_PAGE_SIZE };
}

/** Every row of the view, for its export (CSV, XLSX). */
export async function exportPortfolio(db: Db, officeId: string, query: PortfolioQuery): Promise<PortfolioRow[]> {
  const rows = await select(db, officeId, query).limit(EXPORT_LIMIT);
  return rows.map(toRow);
}

/** How many of the member's clients each chip would show (the chips' counts). */
export async function chipCounts(db: Db, officeId: string): Promise<Record<PortfolioFlag, number>> {
  const [row] = await db
    .select({
      fator_r_below_28: sql<number>`count(*) filter (where 'fator_r_below_28' = any(${m.flags}))`.mapWith(Number),
      near_sublimite: sql<number>`count(*) filter (where 'near_sublimite' = any(${m.flags}))`.mapWith(Number),
      crossing_12m: sql<number>`count(*) filter (where 'crossing_12m' = any(${m.flags}))`.mapWith(Number),
      das_diverge: sql<number>`count(*) filter (where 'das_diverge' = any(${m.flags}))`.mapWith(Number),
      decide_by_2027_03_31: sql<number>`count(*) filter (where 'decide_by_2027_03_31' = any(${m.flags}))`.mapWith(
        Number,
      ),
      missing_data: sql<number>`count(*) filter (where 'missing_data' = any(${m.flags}))`.mapWith(Number),
    })
    .from(companies)
    .innerJoin(m, eq(m.companyId, companies.id))
    .where(eq(companies.officeId, officeId));
  return row;
}
