import { describe, expect, it } from "vitest";
import { fileDate, formatIsoDate, formatMonthRef, formatSemester } from "./date";

describe("calendar references as a Brazilian reads them", () => {
  it("prints a day of the law as dd/MM/yyyy, whatever the time zone, and refuses what is not a date", () => {
    expect(formatIsoDate("2027-03-31")).toBe("31/03/2027");
    expect(formatIsoDate("2024-08-23")).toBe("23/08/2024");
    for (const bad of ["", "2027-02-30", "31/03/2027", "2027-3-1", "2027-03-31T12:00:00Z"])
      expect(formatIsoDate(bad), bad).toBe("—");
  });

  it("names the Simples option's semester", () => {
    expect(formatSemester("2027-1")).toBe("1º semestre de 2027");
    expect(formatSemester("2027-2")).toBe("2º semestre de 2027");
    for (const bad of ["2027-3", "2027", "", "27-2"]) expect(formatSemester(bad), bad).toBe("—");
  });

  it("prints a month as MM/yyyy, from its string or its parts", () => {
    expect(formatMonthRef("2026-11")).toBe("11/2026");
    expect(formatMonthRef("2026-01-01")).toBe("01/2026");
    expect(formatMonthRef({ year: 2027, month: 3 })).toBe("03/2027");
    for (const bad of ["2026-13", "nov/2026", ""]) expect(formatMonthRef(bad), bad).toBe("—");
    expect(formatMonthRef({ year: 2027, month: 0 })).toBe("—");
  });

  it("writes a file name's date with dashes, a calendar day as is and an instant in Brasília", () => {
    expect(fileDate("2026-11-29")).toBe("29-11-2026");
    expect(fileDate(new Date("2026-11-30T02:00:00Z"))).toBe("29-11-2026");
  });
});
