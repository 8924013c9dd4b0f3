import Link from "next/link";
import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/br/date";
import type { RiskRunDto } from "@/lib/analyses/risk";
import type { RiskAnalysis, ScoreLevel } from "@/lib/insights";
import { DEFAULT_TAX_YEAR } from "@/lib/tax";
import { RiskCard, SEVERITY_VARIANT } from "./risk-list";

const LEVEL_VARIANT: Record<ScoreLevel, "destructive" | "warning" | "secondary" | "success"> = {
  ...SEVERITY_VARIANT,
  nenhum: "success",
};

/** Score (overall and per company), the risks, the merged action plan and how the score moved. */
export function RiskDetectorView({ analysis, history }: { analysis: RiskAnalysis; history: RiskRunDto[] }) {
  const t = useTranslations("insights.risk");
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TitledCard title={t("score.title")}>
          <div className="grid gap-4">
            <div data-testid="risk-score" data-score={analysis.score} data-level={analysis.level}>
              <p className="text-muted-foreground text-sm">{t("score.overall")}</p>
              <p className="text-4xl font-semibold tabular-nums">
                {analysis.score} <span className="text-muted-foreground text-base font-normal">{t("score.outOf")}</span>
              </p>
              <Badge variant={LEVEL_VARIANT[analysis.level]}>
                {t("labels.level", { level: t(`levels.${analysis.level}`) })}
              </Badge>
            </div>
            <p className="text-muted-foreground text-sm">{t("score.help")}</p>
            <div>
              <h3 className="font-medium">{t("labels.companiesTitle")}</h3>
              <ul className="divide-y">
                {analysis.companies.map((c) => (
                  <li
                    key={c.companyId}
                    className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                    data-testid="risk-company"
                  >
                    <span className="min-w-0 font-medium break-words">{c.companyName}</span>
                    <span className="flex items-center gap-2">
                      <span className="tabular-nums">{c.score}</span>
                      <Badge variant={LEVEL_VARIANT[c.level]}>{t(`levels.${c.level}`)}</Badge>
                      <span className="text-muted-foreground">{t("labels.companyRisks", { count: c.risks })}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <Button asChild variant="outline">
              <Link href="/companies">{t("labels.editCompanies")}</Link>
            </Button>
          </div>
        </TitledCard>
        <TitledCard title={t("labels.planTitle")}>
          {analysis.plan.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("labels.noRisks")}</p>
          ) : (
            <>
              <p className="text-muted-foreground mb-3 text-sm">{t("labels.planHelp")}</p>
              <ol className="grid gap-3" data-testid="risk-plan">
                {analysis.plan.map((item) => (
                  <li key={item.action} className="flex flex-wrap items-start gap-2 text-sm">
                    <Badge variant={SEVERITY_VARIANT[item.severity]}>{t(`severity.${item.severity}`)}</Badge>
                    <span className="min-w-0 flex-1">
                      {t(`actions.${item.action}`)}
                      <span className="text-muted-foreground block">
                        {t("labels.planCompanies", { names: item.companies.join(", ") })}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </TitledCard>
      </div>

      <section className="grid gap-3" aria-labelledby="risks-title">
        <h2 id="risks-title" className="text-lg font-semibold">
          {t("labels.risksTitle", { count: analysis.risks.length })}
        </h2>
        {analysis.risks.length === 0 ? (
          <p className="text-muted-foreground rounded-md border border-dashed p-6 text-center" data-testid="risk-none">
            {t("labels.noRisks")}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {analysis.risks.map((risk, i) => (
              <RiskCard key={`${risk.companyId}-${risk.rule}-${i}`} risk={risk} />
            ))}
          </div>
        )}
        <p className="text-muted-foreground text-sm">{t("labels.dataNote")}</p>
        <p className="text-muted-foreground text-sm">{t("labels.estimate", { year: DEFAULT_TAX_YEAR })}</p>
      </section>

      <TitledCard title={t("labels.historyTitle")}>
        <p className="text-muted-foreground mb-3 text-sm">{t("labels.historyHelp")}</p>
        {history.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("labels.historyEmpty")}</p>
        ) : (
          <ol className="grid gap-1 text-sm" data-testid="risk-history">
            {history.map((run) => (
              <li key={run.id} className="tabular-nums">
                {t("labels.historyRow", {
                  date: formatDateTime(run.createdAt),
                  score: run.score,
                  level: t(`levels.${run.level}`),
                  companies: run.companies,
                  risks: run.risks,
                })}
              </li>
            ))}
          </ol>
        )}
      </TitledCard>
    </div>
  );
}
