import { describe, expect, it } from "vitest";
import { foldLine, icsText, toIcs } from "./ics";

describe("toIcs", () => {
  it("writes all-day events with escaped text, CRLF lines and a stable uid", () => {
    const ics = toIcs(
      { name: "Prazos", product: "Prazos" },
      [
        {
          uid: "a@tributocerto",
          from: "2027-03-31",
          until: "2027-03-31",
          summary: "Decidir; por fora, ou não",
          description: "linha 1\nlinha 2",
        },
      ],
      new Date("2026-11-29T12:00:00Z"),
    );
    expect(ics).toContain("DTSTART;VALUE=DATE:20270331\r\nDTEND;VALUE=DATE:20270401\r\n");
    expect(ics).toContain("SUMMARY:Decidir\\; por fora\\, ou não\r\n");
    expect(ics).toContain("DESCRIPTION:linha 1\\nlinha 2\r\n");
    expect(ics).toContain("DTSTAMP:20261129T120000Z\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("rolls the end of a month's last day into the next month", () => {
    const event = { uid: "u", from: "2026-12-31", until: "2026-12-31", summary: "s", description: "d" };
    expect(toIcs({ name: "x", product: "x" }, [event])).toContain("DTEND;VALUE=DATE:20270101");
  });

  it("spans a window to the day after its last and reminds on the last day", () => {
    const event = { uid: "u", from: "2027-03-01", until: "2027-03-31", summary: "s", description: "d", alarm: "a" };
    const ics = toIcs({ name: "x", product: "x", timeZone: "America/Sao_Paulo" }, [event]);
    expect(ics).toContain("X-WR-TIMEZONE:America/Sao_Paulo\r\n");
    expect(ics).toContain("DTSTART;VALUE=DATE:20270301\r\nDTEND;VALUE=DATE:20270401\r\n");
    expect(ics).toContain(
      "BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:a\r\nTRIGGER;VALUE=DATE-TIME:20270331T120000Z\r\n",
    );
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"ç".repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split("\r\n")) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("escapes backslashes first", () => {
    expect(icsText("a\\b;c")).toBe("a\\\\b\\;c");
  });
});
