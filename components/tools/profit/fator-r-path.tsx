import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { FatorRPath } from "@/lib/tax";
import { Figures } from "../figures";
import { ScrollTable } from "@/components/ui/scroll-table";

const COLUMNS = ["month", "fs12", "fatorR", "annex", "das", "dasIfStayed", "cumulative"] as const;

function Amount({ children }: { children: string }) {
  return <td className="py-1.5 pr-4 text-right whitespace-nowrap tabular-nums">{children}</td>;
}

/** Raising the pró-labore to the Fator R: the months still in Anexo V, the first year's cost, when it pays back. */
export function FatorRPathCard({ path }: { path: FatorRPath }) {
  const t = useTranslations("tools.profit.path");
  const costs = path.firstYearCost > 0;
  return (
    <Card className="min-w-0" data-testid="fator-r-path">
      <CardHeader>
        <CardTitle>
          <h3 className="text-base">{t("title")}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        <p className="text-sm">
          {t("summary", {
            from: formatBrl(path.fromProLabore),
            to: formatBrl(path.toProLabore),
            month: path.firstAnnexIIIMonth,
            threshold: formatPercent(path.threshold, 0),
          })}
        </p>
        <Figures
          items={[
            {
              label: t("firstYear"),
              value: t(costs ? "more" : "less", { value: formatBrl(Math.abs(path.firstYearCost)) }),
              testId: "path-first-year",
            },
            {
              label: t("savingStarts"),
              value: t("month", { n: path.firstAnnexIIIMonth }),
              testId: "path-saving-starts",
            },
            {
              label: t("steady"),
              value:
                path.steadySaving >= 0
                  ? formatBrl(path.steadySaving)
                  : t("more", { value: formatBrl(-path.steadySaving) }),
              testId: "path-steady",
            },
            {
              label: t("payback"),
              value:
                path.paybackMonth === null
                  ? t("never", { years: path.horizonYears })
                  : t("month", { n: path.paybackMonth }),
              testId: "path-payback",
            },
          ]}
        />
        <details className="min-w-0 rounded-md border p-3">
          <summary className="cursor-pointer text-sm font-medium">{t("table")}</summary>
          {/* A region of its own, in the tab order, so a keyboard can scroll it at 375 px (plain markup: the public
              calculator's first JavaScript stays without tailwind-merge). */}
          <ScrollTable label={t("table")} className="mt-3">
            <thead>
              <tr className="border-b">
                {COLUMNS.map((c, i) => (
                  <th
                    key={c}
                    scope="col"
                    className={`py-2 pr-4 font-medium whitespace-nowrap ${i === 0 || c === "annex" ? "text-left" : "text-right"}`}
                  >
                    {t(`columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {path.months.map((m) => (
                <tr key={m.month} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 pr-4 text-left font-normal whitespace-nowrap">
                    {t("month", { n: m.month })}
                  </th>
                  <Amount>{formatBrl(m.fs12)}</Amount>
                  <Amount>{formatPercent(m.fatorR)}</Amount>
                  <td className="py-1.5 pr-4">{m.annex}</td>
                  <Amount>{formatBrl(m.das)}</Amount>
                  <Amount>{formatBrl(m.dasIfStayed)}</Amount>
                  <Amount>{formatBrl(m.cumulativeSaving)}</Amount>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </details>
      </CardContent>
    </Card>
  );
}
