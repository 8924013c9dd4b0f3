import { Building2Icon, CalendarRangeIcon, FileTextIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { REPORT_TYPES, type ReportType } from "@/lib/db/enums";

const ICONS = { simulation: FileTextIcon, company: Building2Icon, period: CalendarRangeIcon } satisfies Record<
  ReportType,
  unknown
>;

/** How many reports of each type the user has generated. */
export function ReportCounters({ counts }: { counts: Record<ReportType, number> }) {
  const t = useTranslations("reports");
  return (
    <section aria-label={t("counters.label")} className="grid gap-3 sm:grid-cols-3">
      {REPORT_TYPES.map((type) => {
        const Icon = ICONS[type];
        return (
          <Card key={type} className="gap-2 py-4" data-testid={`reports-count-${type}`} data-count={counts[type]}>
            <CardHeader className="flex flex-row items-center justify-between px-4">
              <CardTitle className="text-sm font-medium">{t(`types.${type}`)}</CardTitle>
              <Icon className="text-muted-foreground size-4" aria-hidden="true" />
            </CardHeader>
            <CardContent className="px-4 text-2xl font-semibold">
              {t("counters.value", { count: counts[type] })}
            </CardContent>
          </Card>
        );
      })}
    </section>
  );
}
