import { describe, expect, it } from "vitest";
import { reportFileName } from "./file-name";
import { periodReportSchema } from "./schema";

describe("report file names", () => {
  it("keeps the pt-BR title readable and dates it dd-MM-yyyy in Brasília", () => {
    expect(reportFileName("Simulação fiscal · Padaria Central", "2026-11-24T02:30:00Z")).toBe(
      "Simulação fiscal · Padaria Central 23-11-2026.pdf",
    );
  });

  it("drops characters that could break the header or a path", () => {
    expect(reportFileName('a"b\\c/d:e\r\nf;g', "2026-11-23T12:00:00Z")).toBe("a b c d e f g 23-11-2026.pdf");
    expect(reportFileName('"""', "2026-11-23T12:00:00Z")).toBe("Relatório 23-11-2026.pdf");
  });
});

describe("period report input", () => {
  const issues = (v: unknown) => {
    const r = periodReportSchema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("accepts real calendar dates in order, up to a year apart", () => {
    expect(issues({ start: "2026-01-01", end: "2026-12-31" })).toEqual({});
    expect(issues({ start: "2024-01-01", end: "2024-12-31" })).toEqual({}); // leap year: 365 days apart
  });

  it("refuses impossible dates, a reversed range and more than 366 days, with pt-BR message keys", () => {
    expect(issues({ start: "2026-02-30", end: "2026-03-01" })).toEqual({ start: "reports.errors.invalidDate" });
    expect(issues({ start: "", end: "2026-03-01" })).toEqual({ start: "reports.errors.invalidDate" });
    expect(issues({ start: "2026-03-02", end: "2026-03-01" })).toEqual({ end: "reports.errors.periodOrder" });
    expect(issues({ start: "2025-01-01", end: "2026-01-02" })).toEqual({ end: "reports.errors.periodTooLong" });
  });
});
