import { useTranslations } from "next-intl";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatBrl } from "@/lib/br/money";
import type { ReformYearRow } from "@/lib/tax/reform/types";

const COLUMNS = ["pisCofins", "cbs", "ibs", "icmsIss", "credits"] as const;
type Column = (typeof COLUMNS)[number];

/**
 * The consumption taxes year by year: a table where its container is 48rem wide or more, one card per year in a
 * narrower one (a phone, or the public calculator's result column beside its form at 1280 px): nothing glued or
 * scrolling sideways. Columns that are zero in every year are left out. `total` is the consumption
 * taxes; for the Simples the whole DAS (IRPJ, CSLL and CPP included) follows it, apart (docs/reform-2027.md).
 */
export function YearsTable({ years }: { years: ReformYearRow[] }) {
  const t = useTranslations("tools.reforma.years");
  const columns = COLUMNS.filter((c: Column) => years.some((y) => y[c] !== 0));
  const das = years.some((y) => y.das !== 0);
  return (
    <div className="@container">
      <ol className="grid gap-3 @3xl:hidden" aria-label={t("title")}>
        {years.map((y) => (
          <li key={y.year} className="grid gap-2 rounded-md border p-3 text-sm" data-testid="reform-year-card">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">{y.year}</span>
              <span className="text-muted-foreground text-xs">{y.note}</span>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1">
              {columns.map((c) => (
                <div key={c} className="contents">
                  <dt className="text-muted-foreground">{t(c)}</dt>
                  <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
                    {formatBrl(y[c])}
                  </dd>
                </div>
              ))}
              <dt className="font-medium">{t("total")}</dt>
              <dd className="text-right font-semibold whitespace-nowrap tabular-nums" data-amount>
                {formatBrl(y.total)}
              </dd>
              {das ? (
                <>
                  <dt className="text-muted-foreground">{t("das")}</dt>
                  <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
                    {formatBrl(y.das)}
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
      <div className="hidden @3xl:block">
        <Table data-testid="reform-years-table" scrollLabel={t("title")}>
          <TableCaption className="sr-only">{t("title")}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t("year")}</TableHead>
              {columns.map((c) => (
                <TableHead key={c} scope="col" className="text-right">
                  {t(c)}
                </TableHead>
              ))}
              <TableHead scope="col" className="text-right">
                {t("total")}
              </TableHead>
              {das ? (
                <TableHead scope="col" className="text-right">
                  {t("das")}
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {years.map((y) => (
              <TableRow key={y.year} data-testid="reform-year-row">
                <TableHead scope="row" className="align-top">
                  <span className="grid">
                    <span>{y.year}</span>
                    <span className="text-muted-foreground text-xs font-normal whitespace-normal">{y.note}</span>
                  </span>
                </TableHead>
                {columns.map((c) => (
                  <TableCell key={c} className="text-right align-top tabular-nums">
                    {formatBrl(y[c])}
                  </TableCell>
                ))}
                <TableCell className="text-right align-top font-semibold tabular-nums">{formatBrl(y.total)}</TableCell>
                {das ? <TableCell className="text-right align-top tabular-nums">{formatBrl(y.das)}</TableCell> : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
