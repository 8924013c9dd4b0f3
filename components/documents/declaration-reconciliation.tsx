import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCnpj } from "@/lib/br/cnpj";
import type { ActivityReconciliation, Finding, Reconciliation } from "@/lib/documents/reconcile";
import { brl, ppmPercent } from "./format";
import { DeclarationStatusBadge } from "./status-badge";

function FindingText({ finding }: { finding: Finding }) {
  const t = useTranslations("documents.findings");
  const v = finding.values;
  switch (finding.code) {
    case "fator_r_below":
      return <>{t("fator_r_below", { ratio: ppmPercent(v.ratio), amount: brl(v.monthlyPayrollMissing) })}</>;
    case "fator_r_near":
      return <>{t("fator_r_near", { ratio: ppmPercent(v.ratio) })}</>;
    case "sublimite_near":
    case "limit_near":
      return <>{t(finding.code, { revenue: brl(v.revenue), threshold: brl(v.threshold) })}</>;
    case "declared_above_law":
      return <>{t("declared_above_law", { amount: brl(v.amount) })}</>;
    default:
      return <>{t("monofasico_check")}</>;
  }
}

function ActivityCard({ activity, index }: { activity: ActivityReconciliation; index: number }) {
  const t = useTranslations("documents");
  const total = (pick: "declared" | "expected" | "difference") => activity.lines.reduce((s, l) => s + l[pick], 0);
  return (
    <Card data-testid="activity-reconciliation">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          {t("declaration.activity")} {index + 1}
          {activity.annex && <Badge variant="outline">{t("declaration.annex", { annex: activity.annex })}</Badge>}
          <DeclarationStatusBadge status={activity.status} difference={total("difference")} />
        </CardTitle>
        <p className="text-muted-foreground text-sm break-words">{activity.description}</p>
        <p className="text-muted-foreground text-sm">
          {t("declaration.establishment", { cnpj: formatCnpj(activity.establishment) })} ·{" "}
          {t("declaration.revenue", { value: brl(activity.revenue) })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3">
        {activity.unverifiable && <p className="text-sm">{t(`unverifiable.${activity.unverifiable}`)}</p>}
        {activity.cause && (
          <p className="text-sm" data-testid="difference-cause">
            <span className="font-medium">{t("declaration.cause")}:</span>{" "}
            {t(`causes.${activity.cause.code}`, { annex: activity.cause.annex ?? "" })}
          </p>
        )}
        <Table scrollLabel={t("declaration.activity")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("declaration.tax")}</TableHead>
              <TableHead className="text-right">{t("declaration.declared")}</TableHead>
              <TableHead className="text-right">{t("declaration.law")}</TableHead>
              <TableHead className="text-right">{t("declaration.difference")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {activity.lines.map((l) => (
              <TableRow key={l.column} data-differs={l.difference !== 0 || undefined}>
                <TableCell>{l.column}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{brl(l.declared)}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{brl(l.expected)}</TableCell>
                <TableCell
                  className={`text-right whitespace-nowrap ${l.difference !== 0 ? "text-destructive font-medium" : ""}`}
                >
                  {brl(l.difference)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell>{t("declaration.total")}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{brl(total("declared"))}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{brl(total("expected"))}</TableCell>
              <TableCell className="text-right whitespace-nowrap">{brl(total("difference"))}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
        {activity.steps.length > 0 && (
          <details>
            <summary className="cursor-pointer text-sm font-medium">{t("declaration.memoria")}</summary>
            <ol className="mt-2 grid gap-2 text-sm">
              {activity.steps.map((s) => (
                <li key={s.label}>
                  <span className="font-medium">{s.label}:</span> {s.formula}{" "}
                  <span className="text-muted-foreground">({s.source})</span>
                </li>
              ))}
              {activity.lines
                .filter((l) => l.formula)
                .map((l) => (
                  <li key={`line-${l.column}`}>
                    <span className="font-medium">{l.column}:</span> {l.formula}{" "}
                    <span className="text-muted-foreground">({l.source})</span>
                  </li>
                ))}
            </ol>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

/** A declaration's reconciliation: what to do first, then each activity per tax with its memória. */
export function DeclarationReconciliation({ reconciliation }: { reconciliation: Reconciliation }) {
  const t = useTranslations("documents");
  return (
    <div className="grid gap-4">
      {reconciliation.findings.length > 0 && (
        <section className="grid gap-2" aria-labelledby="declaration-findings">
          <h2 id="declaration-findings" className="text-lg font-semibold">
            {t("findings.title")}
          </h2>
          <ul className="grid list-disc gap-1 pl-5 text-sm" data-testid="declaration-findings">
            {reconciliation.findings.map((f) => (
              <li key={f.code}>
                <FindingText finding={f} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {reconciliation.activities.map((a, i) => (
        <ActivityCard key={`${a.establishment}-${i}`} activity={a} index={i} />
      ))}
    </div>
  );
}
