import { TriangleAlertIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { TitledCard } from "@/components/common/titled-card";
import { formatBrl } from "@/lib/br/money";
import type { RegimeComparison } from "@/lib/tax";
import { RegimeCard } from "./regime-card";
import { RegimeChart } from "./regime-chart";

/** Step 3 and the saved fiscal simulation: recommendation, chart, one card per regime, warnings. */
export function FiscalResults({ result }: { result: RegimeComparison }) {
  const t = useTranslations("tools.fiscal");
  const eligible = result.regimes.filter((r) => r.eligible);
  const ineligible = result.regimes.filter((r) => !r.eligible);
  const best = result.regimes.find((r) => r.regime === result.cheapest);
  const baseline = result.regimes.find((r) => r.regime === result.savingsBaseline);
  return (
    <div className="grid gap-6">
      <TitledCard className="border-primary/40 bg-primary/5" data-testid="fiscal-recommendation" title={best ? t("recommendation", { regime: best.name }) : t("noRegime")} contentClassName="grid gap-1 text-sm">
          {best && baseline && result.savings > 0 ? (
            <p>{t("savings", { value: formatBrl(result.savings), baseline: baseline.name })}</p>
          ) : best ? (
            <p>{t("noSavings")}</p>
          ) : null}
          <p className="text-muted-foreground">{t("yearRevenue", { year: result.year, revenue: formatBrl(result.annualRevenue) })}</p>
        </TitledCard>
      {eligible.length > 1 ? <RegimeChart label={t("chartTitle")} data={eligible.map((r) => ({ name: r.name, total: r.annualTotal }))} /> : null}
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
