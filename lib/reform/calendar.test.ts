import { describe, expect, it } from "vitest";
import { referenceScenariosWith } from "@/lib/settings/reference-rate-schema";
import { companyDto } from "@/tests/helpers/factories";
import { reformAnswerForCompany } from "./answer";
import { reformCalendar } from "./calendar";
import { reminderStage } from "./deadlines";

const context = { referenceScenarios: referenceScenariosWith(null), today: "2026-11-29" };

/** The events of an .ics file, lines unfolded (RFC 5545 §3.1), properties by name. */
function parse(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current && !line.startsWith("BEGIN:VALARM") && !(line.split(":")[0] in current)) {
      const at = line.indexOf(":");
      current[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return events;
}

describe("reformCalendar", () => {
  it("one all-day event per window within 12 months and per open cancellation, with the answer; CRLF, folded", () => {
    const opted = companyDto({
      id: "a",
      name: "Papelaria Aurora, Centro",
      reformProfile: {
        creditingBuyersPercent: null,
        purchasesRegular: null,
        purchasesSimples: null,
        reduction: null,
        sublimiteExceeded: null,
        regularOption: true,
        source: "informed",
        updatedAt: "2026-11-28T12:00:00.000Z",
      },
    });
    const ics = reformCalendar(
      [reformAnswerForCompany(opted, context)],
      "2026-11-29",
      "https://app.example",
      new Date("2026-11-29T10:00:00Z"),
    );
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const events = parse(ics);
    expect(events.map((e) => [e["DTSTART;VALUE=DATE"], e["DTEND;VALUE=DATE"]])).toEqual([
      ["20261220", "20261221"], // the first cycle's cancellation, until 20/12/2026
      ["20270301", "20270401"], // March 2027, for the 2nd semester
      ["20270901", "20271001"], // September 2027, for January 2028
    ]);
    expect(events[1].SUMMARY).toBe(
      "Papelaria Aurora\\, Centro: Opção por CBS e IBS por fora do DAS (2º semestre de 2027): de 01/03/2027 a 31/03/2027",
    );
    expect(events[1].DESCRIPTION).toContain("Falta informar: vendas a empresas que tomam crédito");
    expect(events[1].UID).toBe("a-option-2027-2@tributocerto.com.br");
    expect(events[1].URL).toBe("https://app.example/reforma-tributaria?empresa=a");
  });
});

describe("reformCalendar: names that try to break out of their line", () => {
  it("a CR, LF or CRLF in a company's name stays inside its value; other control characters are dropped", () => {
    const hostile = companyDto({
      id: "b",
      name: "Padaria\rATTENDEE:mailto:x@evil.example\nX-A:1\r\nBEGIN:VEVENT\u0000\u001b;fim",
    });
    const ics = reformCalendar(
      [reformAnswerForCompany(hostile, context)],
      "2026-11-29",
      "https://app.example",
      new Date("2026-11-29T10:00:00Z"),
    );
    // Every CR of the file ends a content line (CRLF), and no line but the calendar's own opens an event.
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n\u0000\u001b]/);
    const unfolded = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
    expect(unfolded.filter((l) => l.startsWith("ATTENDEE") || l.startsWith("X-A"))).toEqual([]);
    const events = parse(ics);
    expect(unfolded.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(events.length);
    expect(events[0].SUMMARY).toMatch(/^Padaria\\nATTENDEE:mailto:x@evil.example\\nX-A:1\\nBEGIN:VEVENT\\;fim: /);
  });
});

describe("reminderStage", () => {
  it("30, 7 and 1 day before; once per stage even when a day is missed; nothing before 30 days or after", () => {
    expect(reminderStage("2026-11-19", "2026-12-20")).toBeNull();
    expect(reminderStage("2026-11-20", "2026-12-20")).toBe(30);
    expect(reminderStage("2026-12-12", "2026-12-20")).toBe(30);
    expect(reminderStage("2026-12-13", "2026-12-20")).toBe(7);
    expect(reminderStage("2026-12-19", "2026-12-20")).toBe(1);
    expect(reminderStage("2026-12-20", "2026-12-20")).toBe(1);
    expect(reminderStage("2026-12-21", "2026-12-20")).toBeNull();
  });
});
