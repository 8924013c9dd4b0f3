import Link from "next/link";
import { formatIsoDate, formatMonthRef } from "@/lib/br/date";
import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import { NativeSelect } from "@/components/forms/native-select";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import type { CompanyOutlook, RegimeAlertData } from "@/lib/analyses/regime";
import { formatBrl } from "@/lib/br/money";
import { ASSUMPTIONS, type AlertType, type Assumption, type RegimeAlert } from "@/lib/insights";
import { DEFAULT_TAX_YEAR } from "@/lib/tax";
import { formatFigure, formatMonth } from "./insight-parts";
import { ProjectionRows } from "./projection-rows";
import { toolHref } from "@/lib/routes";
import { ScrollTable } from "@/components/ui/scroll-table";

const TYPE_VARIANT: Record<AlertType, "destructive" | "warning" | "success"> = {
  error: "destructive",
  warning: "warning",
  info: "success",
};

/** The assumption picker: a plain GET form, so it works before (and without) JavaScript. */
export function AssumptionForm({ assumption }: { assumption: Assumption }) {
  const t = useTranslations("insights.alerts.assumption");
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" aria-describedby="assumption-help">
      <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-xs">
        <Label htmlFor="premissa">{t("label")}</Label>
        <NativeSelect id="premissa" name="premissa" defaultValue={assumption}>
          {ASSUMPTIONS.map((a) => (
            <option key={a} value={a}>
              {t(a)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline">
        {t("apply")}
      </Button>
      <p id="assumption-help" className="text-muted-foreground w-full text-sm">
        {t("help")}
      </p>
    </form>
  );
}

function Counter({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card className="py-4">
      <CardContent className="px-4">
        <p className="text-muted-foreground text-sm">{label}</p>
        <p className="text-3xl font-semibold tabular-nums" data-testid={testId}>
          {value}
        </p>
      </CardContent>
    </Card>
  );
}

type FigureLabel =
  | "projectedYearToDate"
  | "fatorR"
  | "rbt12"
  | "extraPayrollMonthly"
  | "declaredFatorR"
  | "payrollMissingMonthly"
  | "declaredRevenue"
  | "declaredAbove";

/** Where an alert's button leads: the reform calculator, the declaration that shows it, or the regime simulator. */
function AlertAction({ alert }: { alert: RegimeAlert }) {
  const t = useTranslations("insights.alerts.labels");
  const reform = alert.code === "reform_option_window" || alert.code === "reform_option_cancel";
  const [href, label] = reform
    ? [toolHref("reforma_tributaria", { empresa: alert.companyId }), t("openReforma", { name: alert.companyName })]
    : alert.declarationId
      ? [
          `/companies/${alert.companyId}/declaracoes/${alert.declarationId}`,
          t("openDeclaration", { pa: formatMonthRef(alert.deadline), name: alert.companyName }),
        ]
      : [toolHref("fiscal", { empresa: alert.companyId }), t("simulate", { name: alert.companyName })];
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      className="h-auto w-fit max-w-full py-1.5 text-left break-words whitespace-normal"
    >
      <Link href={href}>{label}</Link>
    </Button>
  );
}

function AlertCard({ alert }: { alert: RegimeAlert }) {
  const t = useTranslations("insights.alerts");
  const rows: [label: string, value: string, testId?: string][] = [
    [
      alert.code === "reform_option_cancel"
        ? t("labels.cancelDeadline")
        : alert.code === "cheaper_regime" || alert.code === "reform_option_window"
          ? t("labels.optDeadline")
          : alert.declarationId
            ? t("labels.declarationPa")
            : t("labels.deadline"),
      alert.deadlineDate ? formatIsoDate(alert.deadlineDate) : formatMonth(alert.deadline),
      "alert-deadline",
    ],
    [t("labels.impact"), t(`impact.${alert.impact}`)],
    [t("labels.currentRevenue"), formatBrl(alert.currentRevenue)],
  ];
  if (alert.limit !== null) rows.push([t("labels.limit"), formatBrl(alert.limit)]);
  if (alert.savings !== null)
    rows.push([t("labels.savings", { year: alert.savingsYear ?? "" }), formatBrl(alert.savings), "alert-savings"]);
  if (alert.currentAnnex) rows.push([t("labels.currentAnnex"), t("labels.annex", { annex: alert.currentAnnex })]);
  if (alert.correctAnnex) rows.push([t("labels.correctAnnex"), t("labels.annex", { annex: alert.correctAnnex })]);
  for (const f of alert.figures) rows.push([t(`labels.${f.key as FigureLabel}`), formatFigure(f)]);
  const title = alert.regime
    ? t("rules.cheaper_regime.title", { regime: t(`regimes.${alert.regime}`) })
    : t(`rules.${alert.code}.title`, { regime: "", date: alert.deadlineDate ? formatIsoDate(alert.deadlineDate) : "" });
  return (
    <Card data-testid="regime-alert" data-code={alert.code} data-type={alert.type}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={TYPE_VARIANT[alert.type]}>{t(`types.${alert.type}`)}</Badge>
          <span className="text-muted-foreground text-sm">
            {t("labels.company")}: <span className="text-foreground font-medium">{alert.companyName}</span>
          </span>
        </div>
        <CardTitle>
          <h3 className="text-base">{title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{t(`rules.${alert.code}.description`)}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value, testId]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums" data-testid={testId}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground">
          {t("labels.source")}: {alert.source}
        </p>
        <AlertAction alert={alert} />
      </CardContent>
    </Card>
  );
}

function ProjectionTable({ outlook }: { outlook: CompanyOutlook }) {
  const t = useTranslations("insights.alerts.labels");
  const p = outlook.projection;
  return (
    <section
      className="grid grid-cols-1 gap-2"
      aria-labelledby={`projection-${outlook.companyId}`}
      data-testid="projection"
    >
      <h3 id={`projection-${outlook.companyId}`} className="font-medium">
        {outlook.companyName}
      </h3>
      {!p ? (
        <p className="text-muted-foreground text-sm">{t("noHistory")}</p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm">
            {t("historyUntil", { month: formatMonth(outlook.historyEnd) })}
            {" · "}
            {p.monthlyHistory ? t("slope", { amount: formatBrl(p.slope) }) : t("annualOnly")}
          </p>
          <ScrollTable label={t("tableCaption", { name: outlook.companyName })} tableClassName="min-w-[40rem]">
            <caption className="sr-only">{t("tableCaption", { name: outlook.companyName })}</caption>
            <thead>
              <tr className="text-muted-foreground border-b text-left">
                <th scope="col" className="py-1 pr-2 font-normal">
                  {t("month")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-normal">
                  {t("revenue")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-normal">
                  {t("rbt12Column")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-normal">
                  {t("ytd")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-normal">
                  {t("fatorRColumn")}
                </th>
                <th scope="col" className="py-1 font-normal">
                  {t("annexColumn")}
                </th>
              </tr>
            </thead>
            <ProjectionRows months={p.months} />
          </ScrollTable>
        </>
      )}
    </section>
  );
}

/** Counters, the alerts (critical first), the way to the simulator, and each company's 12-month projection. */
export function RegimeAlertView({ data }: { data: RegimeAlertData }) {
  const t = useTranslations("insights.alerts");
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        <Counter label={t("counters.critical")} value={data.counters.critical} testId="count-critical" />
        <Counter label={t("counters.attention")} value={data.counters.attention} testId="count-attention" />
        <Counter label={t("counters.opportunities")} value={data.counters.opportunities} testId="count-opportunities" />
      </div>
      <section className="grid grid-cols-1 gap-3" aria-labelledby="alerts-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="alerts-title" className="text-lg font-semibold">
            {t("labels.alertsTitle", { count: data.alerts.length })}
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={toolHref("fiscal")}>{t("labels.openSimulator")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/reports">{t("labels.openReports")}</Link>
            </Button>
          </div>
        </div>
        {data.alerts.length === 0 ? (
          <p
            className="text-muted-foreground rounded-md border border-dashed p-6 text-center"
            data-testid="alerts-none"
          >
            {t("noAlerts")}
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {data.alerts.map((alert, i) => (
              <AlertCard key={`${alert.companyId}-${alert.code}-${i}`} alert={alert} />
            ))}
          </div>
        )}
        <p className="text-muted-foreground text-sm">{t("labels.estimate", { year: DEFAULT_TAX_YEAR })}</p>
      </section>
      <TitledCard title={t("labels.projectionsTitle")} contentClassName="grid grid-cols-1 gap-6">
        {data.outlooks.map((o) => (
          <ProjectionTable key={o.companyId} outlook={o} />
        ))}
      </TitledCard>
    </div>
  );
}
