import "server-only";
import { and, asc, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { CompanyRegime } from "@/lib/db/enums";
import { companies, officeAssignments } from "@/lib/db/schema";
import { clientSearch } from "./clients";
import type { PortfolioQuery } from "./portfolio-query";

// The portfolio: every client the member sees, one page at a time, sorted and filtered in SQL.

export const PORTFOLIO_PAGE_SIZE = 50;

export type PortfolioRow = {
  id: string;
  name: string;
  cnpj: string | null;
  regime: CompanyRegime;
  status: "ativa" | "inativa";
  analystId: string | null;
};

export type PortfolioPage = { rows: PortfolioRow[]; total: number; page: number; pageSize: number };

const SORTS = {
  name: companies.name,
  regime: companies.regime,
} as const;

function where(officeId: string, query: PortfolioQuery): SQL | undefined {
  return and(
    eq(companies.officeId, officeId),
    clientSearch(query.q),
    query.analyst === "none" ? isNull(officeAssignments.analystId) : undefined,
    query.analyst && query.analyst !== "none" ? eq(officeAssignments.analystId, query.analyst) : undefined,
  );
}

export async function listPortfolio(db: Db, officeId: string, query: PortfolioQuery): Promise<PortfolioPage> {
  const filter = where(officeId, query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? companies.name;
  const order = query.dir === "desc" ? desc(column) : asc(column);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        cnpj: companies.cnpj,
        regime: companies.regime,
        status: companies.status,
        analystId: officeAssignments.analystId,
      })
      .from(companies)
      .leftJoin(officeAssignments, eq(officeAssignments.companyId, companies.id))
      .where(filter)
      .orderBy(order, asc(companies.id))
      .limit(PORTFOLIO_PAGE_SIZE)
      .offset((query.page - 1) * PORTFOLIO_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(companies)
      .leftJoin(officeAssignments, eq(officeAssignments.companyId, companies.id))
      .where(filter),
  ]);
  return { rows, total: total?.n ?? 0, page: query.page, pageSize: PORTFOLIO_PAGE_SIZE };
}
