import { toIcs, type IcsEvent } from "@/lib/br/ics";
import { answerLine, deadlineLine } from "./summary";
import type { CompanyReformAnswer } from "./answer";
import { reformDeadlines } from "./deadlines";

// The .ics export (RFC 5545) of every company's reform deadlines: one all-day event per option window within the
// 12-month horizon and per cancellation deadline still open, each with the company's answer and a reminder the day
// before. UIDs are stable (company, kind, semester), so importing the file again updates the events, never doubles them.

/** The calendar file of the answers' deadlines on `today`, `stamp` the file's creation time (UTC). */
export function reformCalendar(
  answers: readonly CompanyReformAnswer[],
  today: string,
  appUrl: string,
  stamp: Date = new Date(),
): string {
  const events: IcsEvent[] = answers.flatMap((answer) =>
    reformDeadlines(answer, today, true).map((d) => {
      const url = `${appUrl}/reforma-tributaria?empresa=${answer.companyId}`;
      return {
        uid: `${answer.companyId}-${d.kind}-${d.semester}@tributocerto.com.br`,
        from: d.kind === "option" && d.from ? d.from : d.until,
        until: d.until,
        summary: `${answer.companyName}: ${deadlineLine(d)}`,
        description: `${answerLine(answer)}\n${d.window.source}\n${url}`,
        url,
        alarm: deadlineLine(d),
      };
    }),
  );
  return toIcs({ name: "Prazos da reforma tributária", product: "Reforma tributaria" }, events, stamp);
}
