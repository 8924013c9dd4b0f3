import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl } from "@/lib/br/money";
import type { CltVsPjResult } from "@/lib/tax";
import { clsx as cx } from "clsx";
import { StepsAndNext } from "../calculation-steps";
import { Figures } from "../figures";
import { toolHref } from "@/lib/routes";
import { ScrollTable } from "@/components/ui/scroll-table";

/** Recommendation, the CLT and PJ cards side by side, every PJ option and the memória. */
export function CltVsPjResultView({ result }: { result: CltVsPjResult }) {
  const t = useTranslations("tools.cltVsPj");
  const best = result.pj.options.find((o) => o.option === result.pj.best);
  return (
    <div className="grid gap-4" data-testid="clt-vs-pj-result">
      <Card className="border-primary/40 bg-primary/5">
        <CardHeader>
          <CardTitle>
            <h2 className="text-lg">{t(`recommendation.${result.advantage}`)}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="text-sm">{t("difference", { value: formatBrl(result.difference) })}</CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Card className={cx(result.advantage === "clt" && "border-primary")}>
          <CardHeader>
            <CardTitle>
              <h3 className="text-base">{t("cltCard")}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Figures
              items={[
                { label: t("gross"), value: formatBrl(result.clt.grossMonthly) },
                { label: t("netMonthly"), value: formatBrl(result.clt.netMonthly) },
                { label: t("netAnnual"), value: formatBrl(result.clt.netAnnual) },
                { label: t("fgts"), value: formatBrl(result.clt.fgtsAnnual) },
                { label: t("benefits"), value: formatBrl(result.clt.benefitsAnnual) },
                { label: t("totalValue"), value: formatBrl(result.clt.totalAnnualValue) },
                { label: t("employerCost"), value: formatBrl(result.clt.employerMonthlyCost) },
              ]}
            />
          </CardContent>
        </Card>
        <Card className={cx(result.advantage === "pj" && "border-primary")}>
          <CardHeader>
            <CardTitle>
              <h3 className="text-base">{t("pjCard")}</h3>
            </CardTitle>
            {best ? <p className="text-muted-foreground text-sm">{best.label}</p> : null}
          </CardHeader>
          <CardContent>
            <Figures
              items={[
                { label: t("pjRevenue"), value: formatBrl(result.pj.monthlyRevenue) },
                { label: t("netMonthly"), value: best ? formatBrl(best.netMonthly) : "—" },
                { label: t("netAnnual"), value: best ? formatBrl(best.netAnnual) : "—" },
              ]}
            />
          </CardContent>
        </Card>
      </div>
      {/* At 375 px the table scrolls sideways: the option stays pinned on the left and the net comes first, so the
          answer of each row is read without scrolling. */}
      <ScrollTable label={t("optionsCaption")} tableClassName="min-w-[30rem]">
        <caption className="mb-2 text-left font-medium">{t("optionsCaption")}</caption>
        <thead>
          <tr className="text-muted-foreground border-b text-left">
            <th scope="col" className="bg-background sticky left-0 z-10 py-1 font-normal">
              {t("option")}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-normal">
              {t("netMonthly")}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-normal">
              {t("das")}
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-normal">
              {t("inssIrrf")}
            </th>
          </tr>
        </thead>
        <tbody className="figure-rows">
          {result.pj.options.map((o) => (
            <tr key={o.option}>
              <th scope="row" className="bg-background sticky left-0 z-10 w-[45%] max-w-[11rem] sm:max-w-none">
                {o.label} {o.eligible ? null : <Badge variant="secondary">{t("notEligible")}</Badge>}
                <span className="text-muted-foreground block text-xs">{o.reason}</span>
              </th>
              <td className="font-semibold">{formatBrl(o.netMonthly)}</td>
              <td>{formatBrl(o.das)}</td>
              <td>{formatBrl(o.partnerInss + o.irrf)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <StepsAndNext steps={result.steps} next={{ href: toolHref("labor"), label: t("toLabor") }} />
    </div>
  );
}
