import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { formatBrl, formatPercent } from "@/lib/br/money";
import { formatDate, formatMonthRef, formatMonthYear } from "@/lib/br/date";
import type { PortfolioRow } from "@/lib/office/portfolio";
import { TextLink } from "@/components/ui/text-link";

type Metrics = NonNullable<PortfolioRow["metrics"]>;
type Translate = Awaited<ReturnType<typeof getTranslations<"office.portfolio">>>;

const monthOf = (iso: string) => formatMonthYear(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)));

/** RBT12 and where it is heading (the last quarter's pace against the year). */
export function RevenueCell({ m, t }: { m: Metrics; t: Translate }) {
  const trend = m.rbt12Trend;
  return (
    <div className="grid gap-0.5">
      <span className="tabular-nums">{formatBrl(m.rbt12)}</span>
      {trend === null ? null : (
        <span className="text-muted-foreground text-xs">
          {trend >= 0.05
            ? t("trendUp", { value: formatPercent(trend, 0) })
            : trend <= -0.05
              ? t("trendDown", { value: formatPercent(-trend, 0) })
              : t("trendFlat")}
        </span>
      )}
    </div>
  );
}

/** What is left before the sublimite and the limit (a negative gap: past it). */
export function LimitsCell({ m, t }: { m: Metrics; t: Translate }) {
  if (m.sublimiteGap === null) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="grid gap-0.5">
      <span className="tabular-nums">
        {m.sublimiteGap >= 0 ? formatBrl(m.sublimiteGap) : t("pastSublimite", { value: formatBrl(-m.sublimiteGap) })}
      </span>
      {m.limitGap !== null ? (
        <span className="text-muted-foreground text-xs">
          {m.limitGap >= 0
            ? t("toLimit", { value: formatBrl(m.limitGap) })
            : t("pastLimit", { value: formatBrl(-m.limitGap) })}
        </span>
      ) : null}
    </div>
  );
}

/** Fator R and the extra monthly pró-labore that brings it to 28%. */
export function FatorRCell({ m, t }: { m: Metrics; t: Translate }) {
  if (m.fatorR === null) return <span className="text-muted-foreground">—</span>;
  const below = m.flags.includes("fator_r_below_28");
  return (
    <div className="grid gap-0.5">
      <span className={below ? "text-destructive font-medium tabular-nums" : "tabular-nums"}>
        {formatPercent(m.fatorR)}
      </span>
      {below && m.proLaboreFor28 !== null ? (
        <span className="text-muted-foreground text-xs">
          {t("proLaboreFor28", { value: formatBrl(m.proLaboreFor28) })}
        </span>
      ) : null}
    </div>
  );
}

export function CrossingCell({ m, t }: { m: Metrics; t: Translate }) {
  if (!m.crossingMonth || !m.crossingThreshold) return <span className="text-muted-foreground">{t("noCrossing")}</span>;
  return <span>{t(`crossing.${m.crossingThreshold}`, { month: monthOf(m.crossingMonth) })}</span>;
}

/** The reform answer: the decision, its worth and the deadline; "Falta informar" while the profile is incomplete. */
export function ReformCell({ m, t, clientId }: { m: Metrics; t: Translate; clientId: string }) {
  if (!m.reformDecision) {
    return m.missing.includes("reformProfile") ? (
      <TextLink href={`/escritorio/clientes/${clientId}#reforma`} className="text-xs">
        {t("reformMissing")}
      </TextLink>
    ) : (
      <span className="text-muted-foreground">—</span>
    );
  }
  return (
    <div className="grid gap-0.5">
      <Badge variant={m.reformDecision === "inside" ? "secondary" : "default"}>
        {t(`decision.${m.reformDecision}`)}
      </Badge>
      {m.reformSaving !== null ? (
        <span className="text-xs tabular-nums">{t("perYear", { value: formatBrl(m.reformSaving) })}</span>
      ) : null}
      {m.reformOptUntil ? (
        <span className="text-muted-foreground text-xs">{t("until", { date: formatDate(m.reformOptUntil) })}</span>
      ) : null}
    </div>
  );
}

/** The last declaration and whether its DAS matches the law; then how fresh the data is and what is missing. */
export function DataCell({ row, m, t }: { row: PortfolioRow; m: Metrics; t: Translate }) {
  return (
    <div className="grid gap-0.5 text-xs">
      <span>
        {m.lastDeclaration ? t("lastDeclaration", { month: formatMonthRef(m.lastDeclaration) }) : t("noDeclaration")}
        {m.dasStatus ? ` · ${t(`das.${m.dasStatus}`)}` : ""}
      </span>
      <span className="text-muted-foreground">{t("updated", { date: formatDate(row.updatedAt) })}</span>
      {m.missing.length > 0 ? (
        <TextLink href={`/escritorio/clientes/${row.id}`}>
          {t("missing", { fields: m.missing.map((f) => t(`missingFields.${f}`)).join(", ") })}
        </TextLink>
      ) : null}
    </div>
  );
}
