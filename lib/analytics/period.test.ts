import { describe, expect, it } from "vitest";
import { monthsOf, parsePeriod, periodRange } from "./period";

// 2026-11-24 02:30 UTC is still the 23rd in Brasília (UTC-3).
const now = new Date("2026-11-24T02:30:00Z");

describe("analytics periods", () => {
  it("reads the URL value, falling back to 30 days for anything else", () => {
    expect(parsePeriod("7d")).toBe("7d");
    expect(parsePeriod("12m")).toBe("12m");
    expect(parsePeriod("365d")).toBe("30d");
    expect(parsePeriod(["7d"])).toBe("30d");
    expect(parsePeriod(undefined)).toBe("30d");
  });

  it("ends today in Brasília and counts both ends", () => {
    expect(periodRange("7d", now)).toEqual({ start: "2026-11-17", end: "2026-11-23" });
    expect(periodRange("30d", now)).toEqual({ start: "2026-10-25", end: "2026-11-23" });
    expect(periodRange("90d", now)).toEqual({ start: "2026-08-26", end: "2026-11-23" });
    expect(periodRange("12m", now)).toEqual({ start: "2025-12-01", end: "2026-11-23" });
  });

  it("lists the months a range touches, across a year end", () => {
    expect(monthsOf({ start: "2025-11-20", end: "2026-02-03" })).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthsOf({ start: "2026-11-17", end: "2026-11-23" })).toEqual(["2026-11"]);
    expect(monthsOf(periodRange("12m", now))).toHaveLength(12);
  });
});
