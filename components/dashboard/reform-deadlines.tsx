import { CalendarDaysIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import { Button } from "@/components/ui/button";
import type { CompanyReformAnswer } from "@/lib/reform/answer";
import { reformDeadlines } from "@/lib/reform/deadlines";
import { companyProfileHref } from "@/lib/reform/links";
import { answerLine, deadlineLine } from "@/lib/reform/summary";
import { toolHref } from "@/lib/routes";
import { TextLink } from "@/components/ui/text-link";

/** How many companies the card lists: an office holds hundreds; the rest are in the tool's portfolio and the file. */
export const DASHBOARD_DEADLINE_ROWS = 5;

/** Who acts first: a company that opted (it may still cancel), one whose answer is to opt, one missing data, the rest. */
function urgency(answer: CompanyReformAnswer): number {
  if (answer.cancellation) return 0;
  if (answer.choice === "outside") return 1;
  if (answer.status === "missing") return 2;
  return 3;
}

/**
 * "Prazos da reforma": the active Simples companies' next option window (and the cancellation deadline of one that
 * opted) with the answer in one line, from reformAnswerForCompany: soonest deadline and most urgent first (the
 * larger gain first among those to opt), at most DASHBOARD_DEADLINE_ROWS with a link to the rest; the calendar file.
 */
export function ReformDeadlinesCard({ answers, today }: { answers: CompanyReformAnswer[]; today: string }) {
  const t = useTranslations("dashboard.reformDeadlines");
  const all = answers
    .map((answer) => ({ answer, deadlines: reformDeadlines(answer, today) }))
    .filter((r) => r.deadlines.length > 0)
    .sort(
      (a, b) =>
        a.deadlines[0].until.localeCompare(b.deadlines[0].until) ||
        urgency(a.answer) - urgency(b.answer) ||
        (b.answer.monthlySaving ?? 0) - (a.answer.monthlySaving ?? 0) ||
        a.answer.companyName.localeCompare(b.answer.companyName, "pt-BR"),
    );
  if (all.length === 0) return null;
  const rows = all.slice(0, DASHBOARD_DEADLINE_ROWS);
  const more = all.length - rows.length;
  return (
    <TitledCard title={t("title")} contentClassName="grid gap-4 text-sm" data-testid="reform-deadlines">
      <p className="text-muted-foreground">{t("description")}</p>
      <ul className="grid gap-3">
        {rows.map(({ answer, deadlines }) => (
          <li key={answer.companyId} className="grid gap-1 rounded-md border p-3" data-testid="reform-deadline-row">
            <TextLink
              href={toolHref("reforma_tributaria", { empresa: answer.companyId })}
              className="font-medium break-words"
            >
              {answer.companyName}
            </TextLink>
            {deadlines.map((d) => (
              <p key={`${d.kind}-${d.semester}`} className="font-medium tabular-nums">
                {deadlineLine(d)}
              </p>
            ))}
            <p>{answerLine(answer)}</p>
            {answer.status === "missing" ? (
              <TextLink href={companyProfileHref(answer.companyId)} className="w-fit">
                {t("fill", { name: answer.companyName })}
              </TextLink>
            ) : null}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p data-testid="reform-deadlines-more">
          {t("more", { count: more })}{" "}
          <TextLink href={`${toolHref("reforma_tributaria")}#carteira`}>{t("seeAll")}</TextLink>
        </p>
      ) : null}
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
