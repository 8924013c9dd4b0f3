import { describe, expect, it } from "vitest";
import { normaliseSpaces } from "./money";
import { formatCompact, formatDecimalCell, formatInteger, formatNumber, formatPercentPoints } from "./number";

describe("pt-BR numbers", () => {
  it("groups thousands with dots and writes decimals after a comma", () => {
    expect(formatNumber(1234.5)).toBe("1.234,5");
    expect(formatNumber(1234.5, { min: 2, max: 2 })).toBe("1.234,50");
    expect(formatNumber(0.125, { max: 2 })).toBe("0,13");
    expect(formatInteger(12345.6)).toBe("12.346");
    expect(formatNumber(Number.NaN)).toBe("—");
  });

  it("writes spreadsheet cells without grouping, so a sum formula reads them as numbers", () => {
    expect(formatDecimalCell(1234.5)).toBe("1234,50");
    expect(formatDecimalCell(-0.1)).toBe("-0,10");
  });

  it("writes percentages already in percent units and compact axis labels", () => {
    expect(formatPercentPoints(12.5)).toBe("12,5%");
    expect(formatPercentPoints(26.5, { min: 2, max: 2 })).toBe("26,50%");
    expect(formatPercentPoints(Number.POSITIVE_INFINITY)).toBe("—");
    expect(normaliseSpaces(formatCompact(1500))).toBe("1,5 mil");
    expect(normaliseSpaces(formatCompact(2_500_000))).toBe("2,5 mi");
  });
});
