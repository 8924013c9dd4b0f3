import { describe, expect, it } from "vitest";
import { daysOf, resolveRange } from "./range";
import { systemReportSchema } from "./schema";

// Tuesday 24/11/2026 10:00 in Brasília.
const now = new Date("2026-11-24T13:00:00Z");
const none = { start: "", end: "" };

describe("system report ranges", () => {
  it("resolves the presets in Brasília time, the week from Sunday", () => {
    expect(resolveRange("24h", none, now)).toEqual({ from: new Date("2026-11-23T13:00:00Z"), to: now });
    expect(resolveRange("week", none, now)).toEqual({ from: new Date("2026-11-22T03:00:00Z"), to: now });
    expect(resolveRange("month", none, now)).toEqual({ from: new Date("2026-11-01T03:00:00Z"), to: now });
  });

  it("covers the custom days whole, stopping at now", () => {
    expect(resolveRange("custom", { start: "2026-10-01", end: "2026-10-31" }, now)).toEqual({
      from: new Date("2026-10-01T03:00:00Z"),
      to: new Date("2026-11-01T03:00:00Z"),
    });
    expect(resolveRange("custom", { start: "2026-11-20", end: "2026-11-24" }, now).to).toEqual(now);
    expect(daysOf(resolveRange("custom", { start: "2026-10-01", end: "2026-10-31" }, now))).toEqual({
      start: "2026-10-01",
      end: "2026-10-31",
    });
    expect(daysOf(resolveRange("24h", none, now))).toEqual({ start: "2026-11-23", end: "2026-11-24" });
  });

  it("checks a custom range only when it is chosen, with pt-BR message keys", () => {
    const base = { kind: "users", format: "csv" } as const;
    expect(systemReportSchema.safeParse({ ...base, preset: "week", start: "", end: "" }).success).toBe(true);
    const messages = (input: object) => {
      const r = systemReportSchema.safeParse({ ...base, ...input });
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    };
    expect(messages({ preset: "custom", start: "2026-13-01", end: "2026-11-01" })).toEqual([
      "start:systemReports.errors.invalidDate",
    ]);
    expect(messages({ preset: "custom", start: "2026-11-02", end: "2026-11-01" })).toEqual([
      "end:systemReports.errors.periodOrder",
    ]);
    expect(messages({ preset: "custom", start: "2025-01-01", end: "2026-11-01" })).toEqual([
      "end:systemReports.errors.periodTooLong",
    ]);
    expect(messages({ preset: "yearly", start: "", end: "" })).toEqual(["preset:systemReports.errors.preset"]);
  });
});
