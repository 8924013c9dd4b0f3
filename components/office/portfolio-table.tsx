import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/common/page-links";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCnpj } from "@/lib/br/cnpj";
import type { PortfolioPage } from "@/lib/office/portfolio";
import { portfolioHref, type PortfolioQuery, type PortfolioSort } from "@/lib/office/portfolio-query";
import { CrossingCell, DataCell, FatorRCell, LimitsCell, ReformCell, RevenueCell } from "./portfolio-cells";
import { TextLink } from "@/components/ui/text-link";

/** The portfolio's table: sorted, filtered and paged on the server; the address is the state (works without JS). */
export async function PortfolioTable({
  page,
  query,
  analystNames,
  analyst = false,
}: {
  page: PortfolioPage;
  query: PortfolioQuery;
  analystNames: Record<string, string>;
  /** The member is an analista: an empty portfolio may mean no client assigned yet. */
  analyst?: boolean;
}) {
  const t = await getTranslations("office.portfolio");
  const tRegimes = await getTranslations("companies.regimes");
  const sortHeader = (sort: PortfolioSort, label: string) => {
    const active = query.sort === sort;
    const dir = active && query.dir === "asc" ? "desc" : "asc";
    return (
      <TableHead aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
        <TextLink tone="plain" href={portfolioHref({ ...query, sort, dir, page: 1 })}>
          {label}
          {active ? (query.dir === "asc" ? " ↑" : " ↓") : ""}
        </TextLink>
      </TableHead>
    );
  };
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  const filtered = Boolean(query.q || query.analyst || query.chips.length > 0);
  return (
    <div className="grid gap-4">
      {page.rows.length === 0 ? (
        <p
          className="text-muted-foreground rounded-md border border-dashed p-6 text-center"
          data-testid="portfolio-empty"
        >
          {filtered ? t("emptyFiltered") : analyst ? t("emptyAnalyst") : t("empty")}
        </p>
      ) : (
        <Table scrollLabel={t("tableLabel")} data-testid="portfolio-table">
          <TableHeader>
            <TableRow>
              {sortHeader("name", t("columns.name"))}
              {sortHeader("regime", t("columns.regime"))}
              {sortHeader("rbt12", t("columns.rbt12"))}
              {sortHeader("sublimite", t("columns.sublimite"))}
              {sortHeader("fatorR", t("columns.fatorR"))}
              {sortHeader("crossing", t("columns.crossing"))}
              {sortHeader("reform", t("columns.reform"))}
              <TableHead>{t("columns.data")}</TableHead>
              <TableHead>{t("columns.analyst")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((row) => {
              const m = row.metrics;
              return (
                <TableRow key={row.id} data-testid="portfolio-row" className="align-top">
                  <TableCell className="min-w-48">
                    <TextLink href={`/escritorio/clientes/${row.id}`} className="font-medium">
                      {row.name}
                    </TextLink>
                    <div className="text-muted-foreground text-xs whitespace-nowrap">
                      {row.cnpj ? formatCnpj(row.cnpj) : t("noCnpj")}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {tRegimes(row.regime)}
                    {m?.annex ? (
                      <div className="text-muted-foreground text-xs">{t("annex", { annex: m.annex })}</div>
                    ) : null}
                  </TableCell>
                  {m ? (
                    <>
                      <TableCell className="whitespace-nowrap">
                        <RevenueCell m={m} t={t} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <LimitsCell m={m} t={t} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <FatorRCell m={m} t={t} />
                      </TableCell>
                      <TableCell>
                        <CrossingCell m={m} t={t} />
                      </TableCell>
                      <TableCell className="min-w-36">
                        <ReformCell m={m} t={t} clientId={row.id} />
                      </TableCell>
                      <TableCell className="min-w-44">
                        <DataCell row={row} m={m} t={t} />
                      </TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={6} className="text-muted-foreground text-sm">
                      {t("computing")}
                    </TableCell>
                  )}
                  <TableCell className="whitespace-nowrap">
                    {row.analystId ? (analystNames[row.analystId] ?? "—") : t("unassigned")}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <PageLinks
        page={page.page}
        hasRows={page.rows.length > 0}
        hasOlder={page.page < lastPage}
        href={(n) => portfolioHref({ ...query, page: n })}
        texts={{
          label: t("pages"),
          newer: t("previous"),
          older: t("next"),
          current: t("pageOf", { page: page.page, last: lastPage }),
        }}
      />
    </div>
  );
}
