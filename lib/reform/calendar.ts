import { answerLine, deadlineLine } from "./summary";
import type { CompanyReformAnswer } from "./answer";
import { reformDeadlines } from "./deadlines";

// The .ics export (RFC 5545) of every company's reform deadlines: one all-day event per option window within the
// 12-month horizon and per cancellation deadline still open, each with the company's answer and a reminder the day
// before. UIDs are stable (company, kind, semester), so importing the file again updates the events, never doubles them.

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, any line break (CRLF, LF or a lone CR) as
 * "\\n", other control characters dropped. A company's name is typed by users and read from imported PDFs: a bare CR
 * in it would end the content line for some calendar apps and start a property of the name's choosing.
 */
const escape = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");

/** Lines longer than 75 octets folded with CRLF + space (RFC 5545 §3.1), never inside a UTF-8 sequence. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch);
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

const day = (iso: string) => iso.replaceAll("-", "");
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return day(d.toISOString().slice(0, 10));
};

/** The calendar file of the answers' deadlines on `today`, `stamp` the file's creation time (UTC). */
export function reformCalendar(
  answers: readonly CompanyReformAnswer[],
  today: string,
  appUrl: string,
  stamp: Date = new Date(),
): string {
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tributo Certo//Reforma tributaria//PT-BR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Prazos da reforma tributária",
  ];
  for (const answer of answers) {
    for (const d of reformDeadlines(answer, today, true)) {
      const url = `${appUrl}/reforma-tributaria?empresa=${answer.companyId}`;
      lines.push(
        "BEGIN:VEVENT",
        `UID:${answer.companyId}-${d.kind}-${d.semester}@tributocerto.com.br`,
        `DTSTAMP:${dtstamp}`,
        `DTSTART;VALUE=DATE:${day(d.kind === "option" && d.from ? d.from : d.until)}`,
        `DTEND;VALUE=DATE:${nextDay(d.until)}`,
        `SUMMARY:${escape(`${answer.companyName}: ${deadlineLine(d)}`)}`,
        `DESCRIPTION:${escape(`${answerLine(answer)}\n${d.window.source}\n${url}`)}`,
        `URL:${url}`,
        "TRANSP:TRANSPARENT",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${escape(deadlineLine(d))}`,
        `TRIGGER;VALUE=DATE-TIME:${day(d.until)}T120000Z`,
        "END:VALARM",
        "END:VEVENT",
      );
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
