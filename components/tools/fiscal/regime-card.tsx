import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table } from "@/components/ui/table";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { RegimeResult } from "@/lib/tax";
import { cn } from "@/lib/utils";
import { CalculationSteps } from "../calculation-steps";

/** One regime: totals, effective rate, the tax-by-tax breakdown and its memória de cálculo. */
export function RegimeCard({ regime, best }: { regime: RegimeResult; best: boolean }) {
  const t = useTranslations("tools.fiscal");
  return (
    <Card
      className={cn("gap-4", best && "border-primary ring-primary/30 ring-2")}
      data-testid={`regime-card-${regime.regime}`}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            <h3 className="text-lg">{regime.name}</h3>
          </CardTitle>
          {best ? <Badge variant="success">{t("bestOption")}</Badge> : null}
        </div>
        <p className="text-muted-foreground text-sm">{regime.reason}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {/* Wraps instead of squeezing three amounts into 100 px columns on a phone. */}
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{t("annualTotal")}</dt>
            <dd className="font-semibold whitespace-nowrap tabular-nums" data-testid="annual-total">
              {formatBrl(regime.annualTotal)}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("monthlyTotal")}</dt>
            <dd className="whitespace-nowrap tabular-nums">{formatBrl(regime.monthlyTotal)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t("effectiveRate")}</dt>
            <dd className="whitespace-nowrap tabular-nums" data-testid="effective-rate">
              {formatPercent(regime.effectiveRate)}
            </dd>
          </div>
          {/* The ratio that picks Anexo III or V, in the result itself and not only in the memória. */}
          {regime.fatorR !== undefined && regime.annex ? (
            <div>
              <dt className="text-muted-foreground">{t("fatorR")}</dt>
              <dd className="whitespace-nowrap tabular-nums" data-testid="fator-r">
                {t("fatorRValue", { ratio: formatPercent(regime.fatorR), annex: regime.annex })}
              </dd>
            </div>
          ) : null}
        </dl>
        {/* A large company's amounts (R$ 23.253.133,34 a year) do not fit a phone beside the labels: the table then
            scrolls inside its region instead of pushing the page sideways; amounts never break across lines. */}
        <Table scrollLabel={t("breakdownCaption", { regime: regime.name })}>
          <caption className="sr-only">{t("breakdownCaption", { regime: regime.name })}</caption>
          <thead>
            <tr className="text-muted-foreground border-b text-left">
              <th scope="col" className="py-1 font-normal">
                {t("tax")}
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-normal">
                {t("perMonth")}
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-normal">
                {t("perYear")}
              </th>
            </tr>
          </thead>
          <tbody className="figure-rows">
            {regime.breakdown.map((line) => (
              <tr key={line.key}>
                <th scope="row">{line.label}</th>
                <td>{formatBrl(line.monthly)}</td>
                <td>{formatBrl(line.annual)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <CalculationSteps steps={regime.steps} />
      </CardContent>
    </Card>
  );
}
