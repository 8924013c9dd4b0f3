import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { PlanUsage } from "@/lib/plans/usage";
import { UsageMeter } from "@/components/plans/usage-meter";

/** The three usage cards of the dashboard: simulations this month, companies, reports generated. */
export function DashboardUsage({ usage }: { usage: PlanUsage }) {
  const t = useTranslations("dashboard.usage");
  return (
    <section aria-labelledby="dashboard-usage" className="grid gap-3">
      <h2 id="dashboard-usage" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <Card className="gap-3 py-4" data-testid="usage-simulations-count" data-count={usage.simulationsThisMonth}>
          <CardContent className="px-4">
            <UsageMeter kind="simulations" used={usage.simulationsThisMonth} max={usage.maxSimulations} />
          </CardContent>
        </Card>
        <Card className="gap-3 py-4" data-testid="usage-companies-count" data-count={usage.companies}>
          <CardContent className="px-4">
            <UsageMeter kind="companies" used={usage.companies} max={usage.maxCompanies} />
          </CardContent>
        </Card>
        <Card className="gap-2 py-4" data-testid="usage-reports-count" data-count={usage.reports}>
          <CardHeader className="px-4">
            <CardTitle className="text-sm font-medium">{t("reports")}</CardTitle>
          </CardHeader>
          <CardContent className="px-4 text-sm tabular-nums">
            {usage.pdfReports
              ? t("reportsCount", { used: usage.reports })
              : t("reportsLocked", { used: usage.reports })}
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
