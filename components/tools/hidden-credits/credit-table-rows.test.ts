import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/br/csv";
import { hiddenCredit } from "@/lib/tax";
import { creditCsvRows } from "./credit-table-rows";

describe("creditCsvRows", () => {
  it("one row per month with decimal commas, the Selic mark and the totals", () => {
    const result = hiddenCredit({
      type: "icms_exclusao",
      asOf: "2026-01",
      regime: "lucro_presumido",
      months: [{ period: "2025-11", icms: 18_000 }],
    });
    const rows = creditCsvRows(result, (k) => k);
    expect(rows).toEqual([
      ["period", "base", "creditBase", "credit", "selic", "corrected"],
      ["11/2025", "18000,00", "18000,00", "657,00", "1,00%", "663,57"],
      ["total", "", "", "657,00", "", "663,57"],
    ]);
    expect(toCsv(rows).split("\r\n")[1]).toBe("11/2025;18000,00;18000,00;657,00;1,00%;663,57");
  });
});
