import { afterEach, describe, expect, it } from "vitest";
import { hiddenCredit } from "@/lib/tax";
import {
  loadSelicMonths,
  monthIndex,
  SELIC_LAST_MONTH,
  SELIC_SOURCE,
  SELIC_STORED_SOURCE,
  selicOf,
} from "@/lib/tax/selic";
import { parseBcbSeries } from "./bcb";
import { parseSelicPercent, selicMonthFormSchema } from "./schema";

// The months after the stored series (12/2025) come from the database; these rates are test figures, not the
// published ones (no stored source gave the 2026 months).

afterEach(() => void loadSelicMonths([]));

describe("loadSelicMonths", () => {
  it("extends the series with an unbroken run after 12/2025, and the hidden-credit result cites it", () => {
    expect(
      loadSelicMonths([
        { period: "2026-02", rate: 101 },
        { period: "2026-01", rate: 116 },
      ]),
    ).toBe("2026-02");
    expect(SELIC_LAST_MONTH).toBe("2026-02");
    expect(selicOf(monthIndex("2026-01"))).toEqual({ rate: 116, estimated: false });
    expect(selicOf(monthIndex("2026-03"))).toEqual({ rate: 101, estimated: true });
    // period 2025-11, paid 2025-12, compensated 2026-03: Selic of 2026-01 and 2026-02 (1,16 + 1,01) + 1% = 3,17%
    const r = hiddenCredit({
      type: "icms_exclusao",
      asOf: "2026-03",
      regime: "lucro_presumido",
      months: [{ period: "2025-11", icms: 18_000 }],
    });
    expect(r.months[0]).toMatchObject({ selicRate: 0.0317, selicEstimated: false });
    expect(r.selic).toMatchObject({ lastMonth: "2026-02", estimatedMonths: 0 });
    expect(r.selic.source).toContain("SGS série 4390");
  });

  it("ignores a month after a gap, a stored month and an impossible rate; an empty load restores the stored series", () => {
    expect(
      loadSelicMonths([
        { period: "2026-01", rate: 116 },
        { period: "2026-03", rate: 99 },
      ]),
    ).toBe("2026-01");
    expect(
      loadSelicMonths([
        { period: "2025-12", rate: 500 },
        { period: "2026-01", rate: 5_000 },
      ]),
    ).toBe("2025-12");
    expect(selicOf(monthIndex("2025-12"))).toEqual({ rate: 122, estimated: false });
    loadSelicMonths([]);
    expect(SELIC_LAST_MONTH).toBe("2025-12");
    expect(SELIC_SOURCE).toBe(SELIC_STORED_SOURCE);
    expect(selicOf(monthIndex("2026-01"))).toEqual({ rate: 122, estimated: true });
  });
});

describe("the administrator's entry", () => {
  it("reads a percent with comma or point into hundredths, and refuses what is not a monthly rate", () => {
    expect(parseSelicPercent("1,16")).toBe(116);
    expect(parseSelicPercent("0.9")).toBe(90);
    expect(parseSelicPercent(" 10 ")).toBe(1_000);
    for (const bad of ["", "1,161", "10,01", "-1", "1e2", "abc"]) expect(parseSelicPercent(bad)).toBeNull();
  });

  it("refuses a month of the stored series and asks where the figure was read", () => {
    const ok = selicMonthFormSchema.safeParse({ period: "2026-01", rate: "1,16", note: "Tabela da Receita Federal" });
    expect(ok.success).toBe(true);
    const stored = selicMonthFormSchema.safeParse({ period: "2025-12", rate: "1,22", note: "x" });
    expect(stored.error?.issues.map((i) => i.message).sort()).toEqual([
      "adminSelic.errors.note",
      "adminSelic.errors.stored",
    ]);
    expect(selicMonthFormSchema.safeParse({ period: "2026-13", rate: "1", note: "abc" }).error?.issues[0].message).toBe(
      "adminSelic.errors.period",
    );
  });
});

describe("parseBcbSeries", () => {
  it("reads the API's rows (first day of the month, rate with a point)", () => {
    expect(parseBcbSeries('[{"data":"01/01/2026","valor":"1.16"},{"data":"01/02/2026","valor":"0.99"}]')).toEqual([
      { period: "2026-01", rate: 116 },
      { period: "2026-02", rate: 99 },
    ]);
  });

  it("refuses anything else: an error page, an object, a row without a month", () => {
    for (const body of [
      "<html>erro</html>",
      '{"error":"x"}',
      '[{"data":"15/01/2026","valor":"1.16"}]',
      '[{"data":"01/01/2026","valor":"abc"}]',
    ]) {
      expect(() => parseBcbSeries(body)).toThrow(SyntaxError);
    }
  });
});
