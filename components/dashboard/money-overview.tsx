import { ArrowRightIcon, Building2Icon, CalculatorIcon, FileUpIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardOverview } from "@/lib/analyses/overview";
import { formatBrl } from "@/lib/br/money";
import { toolHref } from "@/lib/routes";
import { TextLink } from "@/components/ui/text-link";

function Tile({
  id,
  title,
  value,
  detail,
  href,
  cta,
}: {
  id: string;
  title: string;
  value: string;
  detail: ReactNode;
  href: string;
  cta: string;
}) {
  return (
    <Card className="gap-2 py-4" data-testid={`overview-${id}`}>
      <CardHeader className="px-4">
        <CardTitle className="text-muted-foreground text-sm font-normal">
          <h3>{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <p className="text-xl font-semibold break-words tabular-nums" data-testid={`overview-${id}-value`}>
          {value}
        </p>
        <p className="text-muted-foreground text-sm">{detail}</p>
        <TextLink href={href} className="text-sm font-medium">
          {cta}
        </TextLink>
      </CardContent>
    </Card>
  );
}

/** The dashboard's opening: revenue, the month's tax, savings found and open alerts, each with its way in. */
export function MoneyOverview({ overview }: { overview: DashboardOverview }) {
  const t = useTranslations("dashboard.overview");
  // The simulator opens from the user's first company by itself.
  const simulator = toolHref("fiscal");
  const top = overview.savings[0];
  const alerts = overview.alerts;
  return (
    <section aria-labelledby="dashboard-overview" className="grid gap-3">
      <h2 id="dashboard-overview" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          id="revenue"
          title={t("revenue")}
          value={formatBrl(overview.revenue12m)}
          detail={t("revenueDetail", { count: overview.companies })}
          href="/companies"
          cta={t("revenueCta")}
        />
        <Tile
          id="tax"
          title={t("tax")}
          value={overview.monthlyTax === null ? "—" : formatBrl(overview.monthlyTax)}
          detail={overview.monthlyTax === null ? t("taxUnknown") : t("taxDetail", { count: overview.estimated })}
          href={simulator}
          cta={t("taxCta")}
        />
        <Tile
          id="savings"
          title={t("savings")}
          value={top ? t("perYear", { value: formatBrl(overview.savingsTotal) }) : formatBrl(0)}
          detail={
            top
              ? t("savingsDetail", {
                  company: top.companyName,
                  regime: top.bestRegimeName,
                  value: formatBrl(top.annualSaving),
                  year: top.year,
                })
              : t("savingsNone")
          }
          href={top ? toolHref("fiscal", { empresa: top.companyId }) : simulator}
          cta={top ? t("savingsCta") : t("taxCta")}
        />
        {alerts ? (
          <Tile
            id="alerts"
            title={t("alerts")}
            value={String(alerts.total)}
            detail={t("alertsDetail", {
              critical: alerts.critical,
              attention: alerts.attention,
              opportunities: alerts.opportunities,
            })}
            href="/regime-alert"
            cta={t("alertsCta")}
          />
        ) : (
          <Tile
            id="alerts"
            title={t("alerts")}
            value="—"
            detail={t("alertsLocked")}
            href="/plans"
            cta={t("alertsLockedCta")}
          />
        )}
      </div>
    </section>
  );
}

/** An account with no company yet: the two steps to the first result. */
export function FirstSteps() {
  const t = useTranslations("dashboard.firstSteps");
  return (
    <section aria-labelledby="dashboard-first-steps" className="grid gap-3" data-testid="first-steps">
      <h2 id="dashboard-first-steps" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2">
        <li>
          <Card className="border-primary h-full gap-2 py-4">
            <CardContent className="grid gap-2 px-4">
              <p className="font-medium">{t("step1")}</p>
              <p className="text-muted-foreground text-sm">{t("step1Detail")}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild className="justify-self-start">
                  <Link href="/companies">
                    <Building2Icon aria-hidden="true" />
                    {t("step1Cta")}
                    <ArrowRightIcon aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild variant="outline" className="justify-self-start">
                  <Link href="/companies/importar">
                    <FileUpIcon aria-hidden="true" />
                    {t("importCta")}
                  </Link>
                </Button>
              </div>
            </CardContent>
          </Card>
        </li>
        <li>
          <Card className="h-full gap-2 py-4">
            <CardContent className="grid gap-2 px-4">
              <p className="font-medium">{t("step2")}</p>
              <p className="text-muted-foreground text-sm">{t("step2Detail")}</p>
              <Button asChild variant="outline" className="justify-self-start">
                <Link href={toolHref("fiscal")}>
                  <CalculatorIcon aria-hidden="true" />
                  {t("step2Cta")}
                </Link>
              </Button>
            </CardContent>
          </Card>
        </li>
      </ol>
    </section>
  );
}
