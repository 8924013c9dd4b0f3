// iCalendar files (RFC 5545) of all-day events, readable by Google Calendar, Outlook and Apple Calendar: the reform
// deadlines of a user's companies (lib/reform/calendar.ts) and an office's deadline calendar (/escritorio/prazos).
// Pure.

export type IcsEvent = {
  /** Stable across exports, so a calendar that imports the file again updates the event instead of copying it. */
  uid: string;
  /** ISO dates of the first and the last day (inclusive) of the all-day event. */
  from: string;
  until: string;
  summary: string;
  description: string;
  url?: string;
  /** A reminder shown at 12:00 UTC (09:00 in Brasília) of the last day. */
  alarm?: string;
};

export type IcsCalendar = { name: string; product: string; timeZone?: string };

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, any line break (CRLF, LF or a lone CR) as
 * "\\n", other control characters dropped. A company's name is typed by users and read from imported PDFs: a bare CR
 * in it would end the content line for some calendar apps and start a property of the name's choosing.
 */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, "");
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1), never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

const day = (iso: string) => iso.slice(0, 10).replaceAll("-", "");

function nextDay(iso: string): string {
  const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return day(d.toISOString());
}

/** The calendar file, `stamp` its creation time (UTC); CRLF line ends, long lines folded. */
export function toIcs(calendar: IcsCalendar, events: readonly IcsEvent[], stamp: Date = new Date()): string {
  const dtstamp = `${stamp.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Tributo Certo//${calendar.product}//PT-BR`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    ...(calendar.timeZone ? [`X-WR-TIMEZONE:${calendar.timeZone}`] : []),
  ];
  for (const event of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.uid}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${day(event.from)}`,
      `DTEND;VALUE=DATE:${nextDay(event.until)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      ...(event.url ? [`URL:${event.url}`] : []),
      "TRANSP:TRANSPARENT",
      ...(event.alarm
        ? [
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            `DESCRIPTION:${icsText(event.alarm)}`,
            `TRIGGER;VALUE=DATE-TIME:${day(event.until)}T120000Z`,
            "END:VALARM",
          ]
        : []),
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
