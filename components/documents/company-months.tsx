import { useTranslations } from "next-intl";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatBrl } from "@/lib/br/money";
import type { CompanyMonth } from "@/lib/documents/queries";
import { formatPa } from "./format";

/** A company's revenue (internal market, exports) and payroll month by month, newest first. */
export function CompanyMonths({ months }: { months: CompanyMonth[] }) {
  const t = useTranslations("documents");
  return (
    <section className="grid gap-3" aria-labelledby="company-months">
      <h2 id="company-months" className="text-lg font-semibold">
        {t("company.months")}
      </h2>
      {months.length === 0 ? (
        <p className="text-muted-foreground rounded-md border border-dashed p-4">{t("company.noMonths")}</p>
      ) : (
        <Table scrollLabel={t("company.months")} data-testid="company-months">
          <TableHeader>
            <TableRow>
              <TableHead>{t("preview.month")}</TableHead>
              <TableHead className="text-right">{t("preview.internal")}</TableHead>
              <TableHead className="text-right">{t("preview.external")}</TableHead>
              <TableHead className="text-right">{t("preview.payroll")}</TableHead>
              <TableHead>{t("company.sourceColumn")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{formatPa(m.month)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatBrl(m.revenueInternal)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatBrl(m.revenueExternal)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {m.payroll === null ? "—" : formatBrl(m.payroll)}
                </TableCell>
                <TableCell>{t(`company.source.${m.source}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
