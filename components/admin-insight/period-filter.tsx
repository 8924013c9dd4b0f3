import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "@/lib/analytics/period";
import { cn } from "@/lib/utils";

/** The period as links (?periodo=…): shareable, works without JavaScript, the back button undoes it. */
export async function PeriodFilter({ current }: { current: AnalyticsPeriod }) {
  const t = await getTranslations("adminAnalytics");
  return (
    <nav aria-label={t("periodLabel")}>
      <ul className="bg-muted inline-flex flex-wrap gap-1 rounded-lg p-1">
        {ANALYTICS_PERIODS.map((period) => (
          <li key={period}>
            <Link
              href={`/admin/analytics?periodo=${period}`}
              aria-current={period === current ? "page" : undefined}
              className={cn(
                "text-muted-foreground hover:text-foreground inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium",
                period === current && "bg-background text-foreground shadow-sm",
              )}
            >
              {t(`periods.${period}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
