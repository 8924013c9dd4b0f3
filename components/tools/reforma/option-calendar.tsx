import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import type { OptionWindow } from "@/lib/tax/reform/types";
import { formatIsoDate, formatSemester } from "@/lib/br/date";
import { GradeBadge } from "./grade-badge";

/**
 * The option deadlines of the Simples (LC 123 art. 13 §10; Res. CGSN 190 arts. 40-C/40-D) as a calendar: windows
 * before the next one are marked past, the next one is highlighted, later ones listed. Each shows its source.
 */
export function OptionCalendar({ windows, next }: { windows: OptionWindow[]; next: OptionWindow | null }) {
  const t = useTranslations("tools.reforma.calendar");
  const found = next ? windows.findIndex((w) => w.semester === next.semester) : -1;
  const nextIndex = found === -1 ? windows.length : found;
  // The two windows before the next one and the three after it: enough to see the rhythm without a wall of dates.
  const first = Math.max(0, nextIndex - 2);
  const shown = windows.slice(first, nextIndex + 4);
  return (
    <section className="grid gap-3" aria-labelledby="reform-calendar-title">
      <h3 id="reform-calendar-title" className="text-base font-semibold">
        {t("title")}
      </h3>
      {next ? (
        <p className="text-sm" data-testid="reform-next-window">
          {t("next", {
            semester: formatSemester(next.semester),
            from: formatIsoDate(next.optFrom),
            until: formatIsoDate(next.optUntil),
          })}
        </p>
      ) : (
        <p className="text-sm">{t("noNext")}</p>
      )}
      <ol className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
        {shown.map((w, j) => {
          const i = first + j;
          const state = i < nextIndex ? "past" : i === nextIndex ? "next" : "future";
          return (
            <li
              key={w.semester}
              data-state={state}
              aria-current={state === "next" ? "date" : undefined}
              className={cn(
                "grid gap-1 rounded-md border p-3 text-sm",
                state === "past" && "text-muted-foreground bg-muted/40",
                state === "next" && "border-primary bg-primary/5 border-2",
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{formatSemester(w.semester)}</span>
                <Badge variant={state === "next" ? "default" : "outline"}>{t(`state.${state}`)}</Badge>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt>{t("opt")}</dt>
                <dd className="text-right tabular-nums">
                  {formatIsoDate(w.optFrom)} – {formatIsoDate(w.optUntil)}
                </dd>
                <dt>{t("cancel")}</dt>
                <dd className="text-right tabular-nums">
                  {w.cancelFrom ? `${formatIsoDate(w.cancelFrom)} – ` : ""}
                  {formatIsoDate(w.cancelUntil)}
                </dd>
                <dt>{t("effective")}</dt>
                <dd className="text-right tabular-nums">{formatIsoDate(w.effectiveFrom)}</dd>
              </dl>
              <p className="text-xs">{w.note}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs">
                <span>{w.source}</span>
                <GradeBadge grade={w.grade} />
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
