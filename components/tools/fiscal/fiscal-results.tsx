import { InfoIcon, TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { TitledCard } from "@/components/common/titled-card";
import { formatDate } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { fiscalSavings } from "@/lib/tools/fiscal-savings";
import type { FiscalComparison } from "@/lib/tools/schemas/fiscal";
import { RegimeCard } from "./regime-card";
import { RegimeChart } from "./regime-chart";

/** Step 3 and the saved fiscal simulation: recommendation, assumptions, chart, one card per regime, warnings. */
export function FiscalResults({ result }: { result: FiscalComparison }) {
  const t = useTranslations("tools.fiscal");
  const eligible = result.regimes.filter((r) => r.eligible);
  const ineligible = result.regimes.filter((r) => !r.eligible);
  const s = fiscalSavings(result);
  const assumptions = result.assumptions ?? [];
  return (
    <div className="grid gap-6">
      <TitledCard
        className="border-primary/40 bg-primary/5"
        data-testid="fiscal-recommendation"
        title={s.best ? t("recommendation", { regime: s.best.name }) : t("noRegime")}
        contentClassName="grid gap-1 text-sm"
      >
        {s.alreadyBest && s.best ? (
          <p data-testid="fiscal-saving-current">{t("alreadyBest", { regime: s.best.name })}</p>
        ) : s.current ? (
          <p data-testid="fiscal-saving-current">
            {t("savingsVsCurrent", { value: formatBrl(s.current.annualSaving), baseline: s.current.name })}
          </p>
        ) : s.priciest && s.priciest.annualSaving > 0 ? (
          <p>{t("savings", { value: formatBrl(s.priciest.annualSaving), baseline: s.priciest.name })}</p>
        ) : s.best ? (
          <p>{t("noSavings")}</p>
        ) : null}
        {s.next && s.next.regime !== s.current?.regime ? (
          <p data-testid="fiscal-saving-next">
            {s.next.annualSaving > 0
              ? t("savingsVsNext", { value: formatBrl(s.next.annualSaving), regime: s.next.name })
              : t("tieWithNext", { regime: s.next.name })}
          </p>
        ) : null}
        <p className="text-muted-foreground">
          {t("yearRevenue", { year: result.year, revenue: formatBrl(result.annualRevenue) })}
        </p>
      </TitledCard>
      {assumptions.length > 0 ? (
        <Alert data-testid="fiscal-assumptions">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>{t("assumptions.title")}</AlertTitle>
          <AlertDescription>
            <ul className="grid gap-1">
              {assumptions.map((a) => (
                <li key={a.code}>
                  {t("assumptions.purchasesEstimated", {
                    value: formatBrl(a.monthly),
                    percent: `${a.percentOfRevenue}%`,
                  })}{" "}
                  <span className="text-muted-foreground">
                    {t("assumptions.source", {
                      source: a.source,
                      date: formatDate(a.reviewedAt),
                      unverified: String(a.grade === "M"),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      {eligible.length > 1 ? (
        <RegimeChart label={t("chartTitle")} data={eligible.map((r) => ({ name: r.name, total: r.annualTotal }))} />
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        {eligible.map((r) => (
          <RegimeCard key={r.regime} regime={r} best={r.regime === result.cheapest} />
        ))}
      </div>
      {ineligible.length > 0 ? (
        <div className="text-muted-foreground grid gap-1 text-sm">
          <h3 className="text-foreground font-medium">{t("notAvailable")}</h3>
          <ul className="list-disc pl-5">
            {ineligible.map((r) => (
              <li key={r.regime}>
                {r.name}: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.warnings.length > 0 ? (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t("warnings")}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-5">
              {result.warnings.map((w) => (
                <li key={w.code}>{w.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
    </div>
  );
}
