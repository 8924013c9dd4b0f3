import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl } from "@/lib/br/money";
import type { ProLaboreVsDividendsResult } from "@/lib/tax";
import { clsx as cx } from "clsx";
import { StepsAndNext } from "../calculation-steps";
import { Figures } from "../figures";
import { toolHref } from "@/lib/tools/routes";

/** One card per pró-labore scenario, the optimum highlighted, savings, notes and the memória. */
export function ProfitResult({ result }: { result: ProLaboreVsDividendsResult }) {
  const t = useTranslations("tools.profit");
  return (
    <div className="grid gap-4" data-testid="profit-result">
      <Card className="border-primary/40 bg-primary/5">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{t("savings", { value: formatBrl(result.savings) })}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground text-sm">{t("savingsHelp")}</CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {result.scenarios.map((s) => (
          <Card
            key={s.key}
            className={cx("gap-3", s.key === result.best && "border-primary")}
            data-testid={`scenario-${s.key}`}
          >
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle>
                  <h3 className="text-base">{s.name}</h3>
                </CardTitle>
                {s.key === result.best ? <Badge variant="success">{t("best")}</Badge> : null}
              </div>
            </CardHeader>
            <CardContent>
              <Figures
                items={[
                  { label: t("proLabore"), value: formatBrl(s.proLabore) },
                  { label: t("dividends"), value: formatBrl(s.dividends) },
                  { label: t("companyTax"), value: formatBrl(s.companyTaxAnnual) },
                  {
                    label: t("partnerTax"),
                    value: formatBrl(s.partnerInssAnnual + s.irrfAnnual + s.dividendWithholdingAnnual + s.irpfmBalance),
                  },
                  { label: t("totalTax"), value: formatBrl(s.totalTaxAnnual) },
                  { label: t("partnerNet"), value: formatBrl(s.partnerNetAnnual) },
                ]}
              />
            </CardContent>
          </Card>
        ))}
      </div>
      <ul className="text-muted-foreground list-disc pl-5 text-sm">
        {result.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
      <StepsAndNext steps={result.steps} next={{ href: toolHref("fiscal"), label: t("toFiscal") }} />
    </div>
  );
}
