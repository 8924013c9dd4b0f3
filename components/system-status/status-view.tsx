import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime, formatRelative } from "@/lib/br/date";
import type { CheckState, StatusSnapshot } from "@/lib/system-status/checks";
import { AutoRefresh } from "./auto-refresh";
import { PageHeader } from "@/components/common/page-header";

/** The status page refreshes itself every 5 minutes (docs/decisions.md, S5). */
const REFRESH_MS = 5 * 60 * 1000;

const BADGE: Record<CheckState, "success" | "warning" | "destructive" | "secondary"> = {
  operational: "success",
  degraded: "warning",
  down: "destructive",
  unknown: "secondary",
};

export async function StatusView({ status }: { status: StatusSnapshot }) {
  const t = await getTranslations("systemStatus");
  const when = (at: Date | null, none: string) =>
    at ? t("at", { relative: formatRelative(at, status.checkedAt), date: formatDateTime(at) }) : none;
  const { database, payments, ai, email, reconcile } = status;
  const checks = [
    {
      key: "database",
      state: database.state,
      lines: [
        database.latencyMs === null ? t("database.unreachable") : t("database.latency", { ms: database.latencyMs }),
      ],
    },
    {
      key: "payments",
      state: payments.state,
      lines: [
        t(
          `payments.mode.${payments.environment === "production" ? "asaasProduction" : payments.mode === "asaas" ? "asaasSandbox" : payments.mode}`,
        ),
        t("payments.lastWebhook", { when: when(payments.lastWebhookAt, t("payments.noWebhook")) }),
      ],
    },
    {
      key: "ai",
      state: ai.state,
      lines: [
        t(`ai.mode.${ai.mode ?? "unknown"}`),
        t("ai.lastSuccess", { when: when(ai.lastSuccessAt, t("ai.noSuccess")) }),
      ],
    },
    { key: "email", state: email.state, lines: [t(`email.${email.transport}`)] },
    {
      key: "reconcile",
      state: reconcile.state,
      lines: [
        reconcile.lastRun
          ? t("reconcile.lastRun", {
              when: when(reconcile.lastRun.finishedAt ?? reconcile.lastRun.startedAt, ""),
              outcome: t(`reconcile.outcome.${reconcile.lastRun.outcome}`),
            })
          : t("reconcile.never"),
        t("reconcile.schedule"),
      ],
    },
  ] as const;

  return (
    <div className="grid gap-6">
      <AutoRefresh everyMs={REFRESH_MS} />
      <PageHeader title={t("title")} subtitle={t("description")} />
      <Card>
        <CardHeader>
          <CardDescription>{t("overallLabel")}</CardDescription>
          <CardTitle className="text-xl" data-testid="status-overall">
            {t(`overall.${status.overall}`)}
          </CardTitle>
        </CardHeader>
        <CardContent className="text-muted-foreground grid gap-1 text-sm">
          <p>{t("checkedAt", { date: formatDateTime(status.checkedAt) })}</p>
          <p>{t("refresh")}</p>
          <p>{t("version", { version: status.version })}</p>
        </CardContent>
      </Card>
      <ul className="grid gap-3" aria-label={t("checksLabel")}>
        {checks.map((check) => (
          <li key={check.key} data-testid={`status-${check.key}`}>
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
                <CardTitle className="text-base">{t(`${check.key}.name`)}</CardTitle>
                <Badge variant={BADGE[check.state]}>{t(`state.${check.state}`)}</Badge>
              </CardHeader>
              <CardContent className="text-muted-foreground grid gap-1 text-sm">
                {check.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
