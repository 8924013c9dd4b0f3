import { describe, expect, it } from "vitest";
import { addDaysIso, addMonthsIso, endOfDayBrasilia, normaliseProviderDate, todayIso } from "./date";

describe("billing dates", () => {
  it("adds months, clamping to the end of the month", () => {
    expect(addMonthsIso("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonthsIso("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonthsIso("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("adds days across months", () => {
    expect(addDaysIso("2026-11-28", 7)).toBe("2026-12-05");
  });

  it("uses Brasília's calendar day", () => {
    expect(todayIso(new Date("2026-11-21T02:00:00Z"))).toBe("2026-11-20");
    expect(endOfDayBrasilia("2026-11-20").toISOString()).toBe("2026-11-21T02:59:59.000Z");
  });

  it("reads both provider date formats", () => {
    expect(normaliseProviderDate("22/11/2024")).toBe("2024-11-22");
    expect(normaliseProviderDate("2024-11-22")).toBe("2024-11-22");
  });
});
