import { describe, expect, it } from "vitest";
import { TaxInputError } from "@/lib/tax";
import { nextOptionWindow, optionWindows } from "@/lib/tax/reform/windows";

describe("Simples option windows for the regular IBS/CBS regime (LC 123 art. 13 §10, LC 227/2026; Res. CGSN 190 arts. 40-C/40-D)", () => {
  const windows = optionWindows();

  it("the first cycle as extended by Res. CGSN 194/2026: opt 01/09–30/10/2026, cancel 03/11–20/12/2026, graded [R], with the Portal note", () => {
    expect(windows[0]).toMatchObject({
      semester: "2027-1",
      optFrom: "2026-09-01",
      optUntil: "2026-10-30",
      cancelFrom: "2026-11-03",
      cancelUntil: "2026-12-20",
      effectiveFrom: "2027-01-01",
      grade: "R",
    });
    expect(windows[0].source).toContain("Res. CGSN 194/2026");
    expect(windows[0].note).toContain("confira no Portal do Simples Nacional");
  });

  it("then March (not April) for July, cancellable until 31/05; September for January, cancellable until 30/11", () => {
    expect(windows[1]).toMatchObject({
      semester: "2027-2",
      optFrom: "2027-03-01",
      optUntil: "2027-03-31",
      cancelUntil: "2027-05-31",
      effectiveFrom: "2027-07-01",
    });
    expect(windows[2]).toMatchObject({
      semester: "2028-1",
      optFrom: "2027-09-01",
      optUntil: "2027-09-30",
      cancelUntil: "2027-11-30",
      effectiveFrom: "2028-01-01",
    });
    expect(windows.some((w) => w.optFrom.slice(5, 7) === "04")).toBe(false);
    for (const w of windows) {
      expect(w.note).toContain("confira no Portal do Simples Nacional");
      expect(w.source).not.toBe("");
    }
  });

  it("generated through the second semester of 2033, one per semester, in order", () => {
    expect(windows.map((w) => w.semester)).toEqual([
      "2027-1",
      "2027-2",
      "2028-1",
      "2028-2",
      "2029-1",
      "2029-2",
      "2030-1",
      "2030-2",
      "2031-1",
      "2031-2",
      "2032-1",
      "2032-2",
      "2033-1",
      "2033-2",
    ]);
    expect(windows.at(-1)).toMatchObject({
      optFrom: "2033-03-01",
      cancelUntil: "2033-05-31",
      effectiveFrom: "2033-07-01",
    });
  });

  it("nextOptionWindow: on 26/11/2026 the 1st-semester window is closed, the next is March 2027; an open window is the next one", () => {
    expect(nextOptionWindow("2026-11-26")?.semester).toBe("2027-2");
    expect(nextOptionWindow("2026-10-30")?.semester).toBe("2027-1");
    expect(nextOptionWindow("2027-03-31")?.semester).toBe("2027-2");
    expect(nextOptionWindow("2027-04-01")?.semester).toBe("2028-1");
    expect(nextOptionWindow("2033-04-01")).toBeNull();
    expect(() => nextOptionWindow("2026-13-01")).toThrow(TaxInputError);
  });
});
