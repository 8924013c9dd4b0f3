import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatBrl } from "@/lib/br/money";
import type { Risk, Severity } from "@/lib/insights";
import { formatFigure } from "./insight-parts";

export const SEVERITY_VARIANT: Record<Severity, "destructive" | "warning" | "secondary"> = {
  alto: "destructive",
  medio: "warning",
  baixo: "secondary",
};

/** One risk: severity, company, what and why, the figures that triggered it, what to do and the law. */
export function RiskCard({ risk }: { risk: Risk }) {
  const t = useTranslations("insights.risk");
  return (
    <Card data-testid="risk-card" data-rule={risk.rule} data-severity={risk.severity}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={SEVERITY_VARIANT[risk.severity]}>{t(`severity.${risk.severity}`)}</Badge>
          <span className="text-muted-foreground text-sm">
            {t("labels.company")}: <span className="text-foreground font-medium">{risk.companyName}</span>
          </span>
        </div>
        <CardTitle>
          <h3 className="text-base">{t(`rules.${risk.rule}.title`)}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{t(`rules.${risk.rule}.description`)}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{t("labels.impact")}</dt>
          <dd>
            {t(`rules.${risk.rule}.impact`)}
            {risk.impact !== null && risk.impact > 0 ? (
              <span className="block font-medium">
                {t("labels.estimatedImpact", { amount: formatBrl(risk.impact) })}
              </span>
            ) : null}
          </dd>
          <dt className="text-muted-foreground">{t("labels.probability")}</dt>
          <dd>{t(`probability.${risk.probability}`)}</dd>
        </dl>
        {risk.figures.length > 0 ? (
          <div>
            <h4 className="font-medium">{t("labels.figures")}</h4>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              {risk.figures.map((f) => (
                <div key={f.key} className="contents">
                  <dt className="text-muted-foreground">{t(`figures.${f.key as FigureKey}`)}</dt>
                  <dd className="tabular-nums" data-figure={f.key}>
                    {formatFigure(f)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <div>
          <h4 className="font-medium">{t("labels.actions")}</h4>
          <ul className="list-disc pl-5">
            {risk.actions.map((a) => (
              <li key={a}>{t(`actions.${a}`)}</li>
            ))}
          </ul>
        </div>
        <p className="text-muted-foreground" data-testid="risk-source">
          {t("labels.source")}: {risk.source}
        </p>
      </CardContent>
    </Card>
  );
}

type FigureKey =
  | "revenue"
  | "months"
  | "limit"
  | "limitWithTolerance"
  | "sublimite"
  | "sublimiteWithTolerance"
  | "fatorR"
  | "fs12"
  | "rbt12"
  | "extraProLaboreMonthly"
  | "dasDifference"
  | "employees"
  | "maxEmployees"
  | "dividendsMonthly"
  | "partners"
  | "minimumWage"
  | "threshold"
  | "withheldMonthly"
  | "extraTax";
