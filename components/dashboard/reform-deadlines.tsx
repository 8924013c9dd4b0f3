import { CalendarDaysIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import { Button } from "@/components/ui/button";
import type { CompanyReformAnswer } from "@/lib/reform/answer";
import { reformDeadlines } from "@/lib/reform/deadlines";
import { companyProfileHref } from "@/lib/reform/links";
import { answerLine, deadlineLine } from "@/lib/reform/summary";
import { toolHref } from "@/lib/routes";

/**
 * "Prazos da reforma": each active Simples company's next option window (and the cancellation deadline of one that
 * opted) with its answer in one line, from reformAnswerForCompany; the calendar file of every window.
 */
export function ReformDeadlinesCard({ answers, today }: { answers: CompanyReformAnswer[]; today: string }) {
  const t = useTranslations("dashboard.reformDeadlines");
  const rows = answers
    .map((answer) => ({ answer, deadlines: reformDeadlines(answer, today) }))
    .filter((r) => r.deadlines.length > 0);
  if (rows.length === 0) return null;
  return (
    <TitledCard title={t("title")} contentClassName="grid gap-4 text-sm" data-testid="reform-deadlines">
      <p className="text-muted-foreground">{t("description")}</p>
      <ul className="grid gap-3">
        {rows.map(({ answer, deadlines }) => (
          <li key={answer.companyId} className="grid gap-1 rounded-md border p-3" data-testid="reform-deadline-row">
            <Link
              href={toolHref("reforma_tributaria", { empresa: answer.companyId })}
              className="text-primary font-medium break-words underline-offset-4 hover:underline"
            >
              {answer.companyName}
            </Link>
            {deadlines.map((d) => (
              <p key={`${d.kind}-${d.semester}`} className="font-medium tabular-nums">
                {deadlineLine(d)}
              </p>
            ))}
            <p>{answerLine(answer)}</p>
            {answer.status === "missing" ? (
              <Link
                href={companyProfileHref(answer.companyId)}
                className="text-primary w-fit underline-offset-4 hover:underline"
              >
                {t("fill", { name: answer.companyName })}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="w-fit">
        {/* A file download: a plain anchor, not a client-side navigation. */}
        <a href={`${toolHref("reforma_tributaria")}/calendario`} download data-testid="reform-calendar">
          <CalendarDaysIcon aria-hidden="true" />
          {t("calendar")}
        </a>
      </Button>
    </TitledCard>
  );
}
