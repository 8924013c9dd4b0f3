import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsChart } from "@/components/admin-insight/analytics-chart";
import { FigureTable } from "@/components/admin-insight/figure-table";
import { PeriodFilter } from "@/components/admin-insight/period-filter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { simulationTypeLabel } from "@/lib/analytics/export";
import { formatMonthRef } from "@/lib/br/date";
import { parsePeriod, periodRange } from "@/lib/analytics/period";
import { getAnalytics } from "@/lib/analytics/queries";
import { requireAdmin } from "@/lib/auth/session";
import { formatDate } from "@/lib/br/date";
import { formatBrlFromCentavos, formatPercent } from "@/lib/br/money";
import { withRls } from "@/lib/db/rls";
import { reportTranslator } from "@/lib/reports/format";
import { PageHeader } from "@/components/common/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminAnalytics");
  return { title: t("title") };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function Section({
  title,
  description,
  empty,
  children,
}: {
  title: string;
  description?: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {empty ? <p className="text-muted-foreground text-sm">{empty}</p> : children}
      </CardContent>
    </Card>
  );
}

export default async function AdminAnalyticsPage({ searchParams }: Props) {
  const { claims } = await requireAdmin();
  const period = parsePeriod((await searchParams).periodo);
  const range = periodRange(period);
  const a = await withRls(claims, (tx) => getAnalytics(tx, range));
  const t = await getTranslations("adminAnalytics");
  const tr = reportTranslator();
  const money = formatBrlFromCentavos;
  const pct = (n: number, of: number) => (of > 0 ? formatPercent(n / of, 1) : "—");
  const { funnel, usage } = a;

  const cards = [
    { title: t("cards.mrr"), value: money(a.mrrCentavos), detail: t("cards.mrrDetail") },
    { title: t("cards.arr"), value: money(a.arrCentavos), detail: t("cards.arrDetail") },
    { title: t("cards.subscribers"), value: String(a.activeSubscribers), detail: t("cards.subscribersDetail") },
    {
      title: t("cards.conversion"),
      value: a.trialToPaid === null ? "—" : formatPercent(a.trialToPaid, 1),
      detail:
        a.trialToPaid === null
          ? t("cards.conversionEmpty")
          : t("cards.conversionDetail", { paid: funnel.paid, registered: funnel.registered }),
    },
    { title: t("cards.revenue"), value: money(a.revenueCentavos), detail: t("cards.revenueDetail") },
  ];
  const monthsWithActivity = a.months.some((m) => m.newSubscribers > 0 || m.churned > 0);
  const usageRows = [
    ...usage.simulationsByType.map((s) => ({ name: simulationTypeLabel(tr, s.type), count: s.count })),
    { name: tr("adminAnalytics.export.aiMessages"), count: usage.aiMessages },
    { name: tr("adminAnalytics.export.reports"), count: usage.reports },
  ];
  const anyUsage = usageRows.some((r) => r.count > 0);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={t("title")} subtitle={t("description")} className="grid gap-1">
          <p className="text-muted-foreground text-sm" data-testid="analytics-range">
            {t("range", { start: formatDate(range.start), end: formatDate(range.end) })}
          </p>
        </PageHeader>
        <div className="flex flex-wrap items-center gap-3">
          <PeriodFilter current={period} />
          <Button asChild variant="outline">
            <a href={`/admin/analytics/csv?periodo=${period}`} download>
              {t("downloadCsv")}
            </a>
          </Button>
        </div>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <li key={card.title}>
            <Card className="h-full">
              <CardHeader>
                <CardDescription>{card.title}</CardDescription>
                <CardTitle className="text-2xl tabular-nums">{card.value}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground text-sm">{card.detail}</CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t("sections.byPlan")} empty={a.subscribersByPlan.length === 0 ? t("empty.byPlan") : null}>
          <AnalyticsChart
            chart={{
              kind: "bars",
              label: t("sections.byPlan"),
              data: a.subscribersByPlan.map((p) => ({ plan: p.plan, subscribers: p.subscribers })),
              x: "plan",
              series: [{ key: "subscribers", name: t("charts.subscribers"), color: "var(--chart-1)" }],
            }}
          />
          <FigureTable
            caption={t("sections.byPlan")}
            head={[t("table.plan"), t("table.subscribers"), t("table.mrr")]}
            rows={a.subscribersByPlan.map((p) => [p.plan, String(p.subscribers), money(p.mrrCentavos)])}
          />
        </Section>

        <Section title={t("sections.monthly")} empty={monthsWithActivity ? null : t("empty.monthly")}>
          <AnalyticsChart
            chart={{
              kind: "bars",
              label: t("sections.monthly"),
              data: a.months.map((m) => ({
                month: formatMonthRef(m.month),
                newSubscribers: m.newSubscribers,
                churned: m.churned,
              })),
              x: "month",
              series: [
                { key: "newSubscribers", name: t("charts.newSubscribers"), color: "var(--chart-1)" },
                { key: "churned", name: t("charts.churned"), color: "var(--chart-5)" },
              ],
            }}
          />
          <FigureTable
            caption={t("sections.monthly")}
            head={[t("table.month"), t("table.newSubscribers"), t("table.churned"), t("table.revenue")]}
            rows={a.months.map((m) => [
              formatMonthRef(m.month),
              String(m.newSubscribers),
              String(m.churned),
              money(m.revenueCentavos),
            ])}
          />
        </Section>

        <Section
          title={t("sections.funnel")}
          description={t("sections.funnelDetail")}
          empty={funnel.registered === 0 ? t("empty.funnel") : null}
        >
          <AnalyticsChart
            chart={{
              kind: "bars",
              label: t("sections.funnel"),
              data: (["registered", "paymentCreated", "paid"] as const).map((step) => ({
                step: t(`funnelSteps.${step}`),
                accounts: funnel[step],
              })),
              x: "step",
              series: [{ key: "accounts", name: t("charts.accounts"), color: "var(--chart-3)" }],
            }}
          />
          <FigureTable
            caption={t("sections.funnel")}
            head={[t("table.step"), t("table.accounts"), t("table.ofRegistered")]}
            rows={(["registered", "paymentCreated", "paid"] as const).map((step) => [
              t(`funnelSteps.${step}`),
              String(funnel[step]),
              pct(funnel[step], funnel.registered),
            ])}
          />
        </Section>

        <Section title={t("sections.usage")} empty={anyUsage ? null : t("empty.usage")}>
          <AnalyticsChart
            chart={{
              kind: "bars",
              label: t("sections.usage"),
              data: usageRows.map((r) => ({ feature: r.name, uses: r.count })),
              x: "feature",
              series: [{ key: "uses", name: t("charts.uses"), color: "var(--chart-2)" }],
              horizontal: true,
            }}
          />
          <FigureTable
            caption={t("sections.usage")}
            head={[t("table.feature"), t("table.uses")]}
            rows={usageRows.map((r) => [r.name, String(r.count)])}
          />
        </Section>

        <Section
          title={t("sections.revenueByPlan")}
          empty={a.revenueByPlan.length === 0 ? t("empty.revenueByPlan") : null}
        >
          <AnalyticsChart
            chart={{
              kind: "bars",
              label: t("sections.revenueByPlan"),
              data: a.revenueByPlan.map((r) => ({ plan: r.plan, revenue: r.revenueCentavos / 100 })),
              x: "plan",
              series: [{ key: "revenue", name: t("charts.revenue"), color: "var(--chart-1)" }],
              money: true,
            }}
          />
          <FigureTable
            caption={t("sections.revenueByPlan")}
            head={[t("table.plan"), t("table.payments"), t("table.revenue")]}
            rows={a.revenueByPlan.map((r) => [r.plan, String(r.payments), money(r.revenueCentavos)])}
          />
        </Section>
      </div>
    </div>
  );
}
