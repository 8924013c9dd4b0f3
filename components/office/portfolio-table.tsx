import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageLinks } from "@/components/common/page-links";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCnpj } from "@/lib/br/cnpj";
import type { PortfolioPage } from "@/lib/office/portfolio";
import { portfolioHref, type PortfolioQuery, type PortfolioSort } from "@/lib/office/portfolio-query";

/** The portfolio's table: sorted, filtered and paged on the server; the address is the state (works without JS). */
export async function PortfolioTable({
  page,
  query,
  analystNames,
}: {
  page: PortfolioPage;
  query: PortfolioQuery;
  analystNames: Record<string, string>;
}) {
  const t = await getTranslations("office.portfolio");
  const tRegimes = await getTranslations("companies.regimes");
  const sortHeader = (sort: PortfolioSort, label: string) => {
    const active = query.sort === sort;
    const dir = active && query.dir === "asc" ? "desc" : "asc";
    return (
      <TableHead aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : "none"}>
        <Link href={portfolioHref({ ...query, sort, dir, page: 1 })} className="underline-offset-4 hover:underline">
          {label}
          {active ? (query.dir === "asc" ? " ↑" : " ↓") : ""}
        </Link>
      </TableHead>
    );
  };
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  return (
    <div className="grid gap-4">
      <form method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="portfolio-q">{t("search")}</Label>
          <Input
            id="portfolio-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            placeholder={t("searchPlaceholder")}
          />
        </div>
        {query.sort !== "name" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== "asc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
        {query.analyst ? <input type="hidden" name="analyst" value={query.analyst} /> : null}
        <Button type="submit" variant="secondary">
          {t("filter")}
        </Button>
      </form>
      {page.rows.length === 0 ? (
        <p
          className="text-muted-foreground rounded-md border border-dashed p-6 text-center"
          data-testid="portfolio-empty"
        >
          {query.q || query.analyst ? t("emptyFiltered") : t("empty")}
        </p>
      ) : (
        <Table scrollLabel={t("tableLabel")} data-testid="portfolio-table">
          <TableHeader>
            <TableRow>
              {sortHeader("name", t("columns.name"))}
              <TableHead>{t("columns.cnpj")}</TableHead>
              {sortHeader("regime", t("columns.regime"))}
              <TableHead>{t("columns.analyst")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((row) => (
              <TableRow key={row.id} data-testid="portfolio-row">
                <TableCell className="font-medium">
                  <Link
                    href={`/escritorio/clientes/${row.id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell className="whitespace-nowrap">{row.cnpj ? formatCnpj(row.cnpj) : "—"}</TableCell>
                <TableCell>{tRegimes(row.regime)}</TableCell>
                <TableCell>{row.analystId ? (analystNames[row.analystId] ?? "—") : t("unassigned")}</TableCell>
              </TableRow>
            ))}
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
