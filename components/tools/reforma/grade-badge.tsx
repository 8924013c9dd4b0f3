import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatIsoDate } from "@/lib/br/date";
import type { ReferenceScenario, SourceGrade } from "@/lib/tax/reform/types";

/** How sure a number is: only primary law text reads as settled; the rest says "estimativa · a confirmar". */
export function GradeBadge({ grade }: { grade: SourceGrade }) {
  const t = useTranslations("tools.reforma.grades");
  return (
    <Badge variant={grade === "P" ? "success" : "warning"} title={t(`${grade}.long`)}>
      {t(`${grade}.short`)}
    </Badge>
  );
}

/** A scenario's name, its source and date, and whether it is the official rate or an estimate. */
export function ScenarioLabel({ scenario }: { scenario: ReferenceScenario }) {
  const t = useTranslations("tools.reforma");
  return (
    <span className="grid gap-0.5">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {scenario.name}
        {scenario.official ? (
          <Badge variant="success">{t("scenario.official")}</Badge>
        ) : (
          <Badge variant="warning">{t("scenario.estimate")}</Badge>
        )}
      </span>
      <span className="text-muted-foreground text-xs">
        {t("scenario.sourceLine", { source: scenario.source, date: formatIsoDate(scenario.date) })}
      </span>
    </span>
  );
}
