"use client";

// A client component: it hands a label function to the Radix progress bar.
import Link from "next/link";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils";
import { meterPercent, meterState, type PlanUsage } from "@/lib/plans/usage";

export type UsageKind = "simulations" | "companies" | "aiQuestions";

const INDICATOR: Record<"normal" | "warning" | "blocked", string> = {
  normal: "bg-primary",
  warning: "bg-warning",
  blocked: "bg-destructive",
};

/**
 * One limit of the plan: normal below 80%, warning from 80%, blocked from 100%
 * with the limit message and an 'Upgrade' button to /subscription; unlimited when max is null. Companies exactly at the
 * limit read as information (the plan's companies are all registered; more come with another plan), not as an
 * error: saving the first company of a one-company plan is success.
 */
export function UsageMeter({ kind, used, max }: { kind: UsageKind; used: number; max: number | null }) {
  const t = useTranslations("plans.usage");
  const state = meterState(used, max);
  const percent = meterPercent(used, max);
  const label = t(kind);
  const countText = max === null ? t("unlimitedCount", { used }) : t("count", { used, max });
  const labelId = useId();
  const full = kind === "companies" && state === "blocked" && max !== null && used === max;

  return (
    <div className="space-y-2" data-testid={`usage-meter-${kind}`} data-state={state}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span
          className={cn(
            "tabular-nums",
            state === "blocked" && !full ? "text-destructive font-medium" : "text-muted-foreground",
          )}
        >
          {countText}
        </span>
      </div>
      {state === "unlimited" ? (
        <p className="text-muted-foreground text-xs">{t("unlimited")}</p>
      ) : (
        <Progress
          value={percent}
          aria-labelledby={labelId}
          getValueLabel={() => countText}
          indicatorClassName={full ? INDICATOR.normal : INDICATOR[state]}
        />
      )}
      {state === "warning" ? <p className="text-warning text-xs">{t("warning")}</p> : null}
      {full ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground text-xs" role="status">
            {t("full.companies", { max })}
          </p>
          <Button asChild size="sm" variant="outline">
            <Link href="/subscription">{t("full.cta")}</Link>
          </Button>
        </div>
      ) : state === "blocked" ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-destructive text-xs" role="status">
            {t(`blocked.${kind}`)}
          </p>
          <Button asChild size="sm">
            <Link href="/subscription">{t("upgrade")}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The usage card: simulations this month and companies, against the plan limits. */
export function UsageCard({ usage, className }: { usage: PlanUsage; className?: string }) {
  const t = useTranslations("plans.usage");
  return (
    <Card className={className} data-testid="usage-card">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{t("title")}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <UsageMeter kind="simulations" used={usage.simulationsThisMonth} max={usage.maxSimulations} />
        <UsageMeter kind="companies" used={usage.companies} max={usage.maxCompanies} />
      </CardContent>
    </Card>
  );
}
