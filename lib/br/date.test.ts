import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatMonthShort,
  formatMonthYear,
  formatRelative,
  lastTwelveMonths,
  monthOf,
  toDate,
} from "./date";

describe("formatDate / formatDateTime", () => {
  it("formats instants in Brasília time", () => {
    expect(formatDate("2026-11-20T12:00:00Z")).toBe("20/11/2026");
    // 01:30 UTC is still the previous evening in São Paulo (UTC−3).
    expect(formatDate(new Date("2026-11-21T01:30:00Z"))).toBe("20/11/2026");
    expect(formatDateTime("2026-11-21T01:30:00Z")).toBe("20/11/2026 22:30");
    expect(formatDateTime(Date.UTC(2026, 0, 5, 15, 7))).toBe("05/01/2026 12:07");
  });

  it("prints calendar dates without shifting them", () => {
    expect(formatDate("2026-01-01")).toBe("01/01/2026");
    expect(formatDate("2026-12-31")).toBe("31/12/2026");
  });

  it("never throws on missing or invalid input", () => {
    for (const bad of [null, undefined, "", "not a date", "2026-02-30", "2026-13-01", Number.NaN, new Date("x")]) {
      expect(formatDate(bad)).toBe("—");
      expect(formatDateTime(bad)).toBe("—");
      expect(formatRelative(bad)).toBe("—");
    }
    expect(toDate("2026-02-30")).toBeNull();
  });
});

describe("formatRelative", () => {
  const now = new Date("2026-11-20T15:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it("describes recent moments in Portuguese", () => {
    expect(formatRelative(ago(10), now)).toBe("agora mesmo");
    expect(formatRelative(ago(-5), now)).toBe("agora mesmo");
    expect(formatRelative(ago(60), now)).toBe("há 1 minuto");
    expect(formatRelative(ago(5 * 60 + 30), now)).toBe("há 5 minutos");
    expect(formatRelative(ago(3 * 3600 + 59 * 60), now)).toBe("há 3 horas");
    expect(formatRelative(ago(2 * 86400 + 100), now)).toBe("há 2 dias");
  });

  it("falls back to the date for older or future moments", () => {
    expect(formatRelative(ago(8 * 86400), now)).toBe("12/11/2026");
    expect(formatRelative(ago(-3600), now)).toBe("20/11/2026");
  });
});

describe("calendar months in Brasília", () => {
  it("reads the month of an instant on Brasília's clock, not UTC's", () => {
    expect(monthOf(new Date("2026-12-01T01:00:00Z"))).toEqual({ year: 2026, month: 11 });
    expect(monthOf(new Date("2026-12-01T03:00:00Z"))).toEqual({ year: 2026, month: 12 });
    expect(monthOf(new Date("2027-01-01T02:59:59Z"))).toEqual({ year: 2026, month: 12 });
  });

  it("writes a month in words", () => {
    expect(formatMonthYear(2026, 11)).toBe("novembro de 2026");
    expect(formatMonthYear(2027, 1)).toBe("janeiro de 2027");
  });
});

describe("the last twelve months, named", () => {
  it("names the twelve months before the current one, oldest first, across the year's turn", () => {
    const names = lastTwelveMonths(new Date("2026-11-29T12:00:00Z")).map((m) => formatMonthShort(m.year, m.month));
    expect(names).toEqual([
      "nov/2025",
      "dez/2025",
      "jan/2026",
      "fev/2026",
      "mar/2026",
      "abr/2026",
      "mai/2026",
      "jun/2026",
      "jul/2026",
      "ago/2026",
      "set/2026",
      "out/2026",
    ]);
    // January: the twelve months of the previous year; the month is Brasília's (01/01 at 01:00 UTC is still 31/12).
    expect(lastTwelveMonths(new Date("2027-01-15T12:00:00Z"))[0]).toEqual({ year: 2026, month: 1 });
    expect(lastTwelveMonths(new Date("2027-01-01T01:00:00Z"))[11]).toEqual({ year: 2026, month: 11 });
  });
});
