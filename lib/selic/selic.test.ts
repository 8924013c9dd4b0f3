import { describe, expect, it } from "vitest";
import { hiddenCredit } from "@/lib/tax";
import { monthIndex, SELIC_STORED_SOURCE, selicOf, selicSeries, STORED_SELIC } from "@/lib/tax/selic";
import { parseBcbSeries } from "./bcb";
import { parseSelicPercent, selicMonthFormSchema } from "./schema";

// The months after the stored series (12/2025) come from the database through the request's ToolContext; these
// rates are test figures, not the published ones (no stored source gave the 2026 months).

describe("selicSeries: the stored series and the months after it, a value (no module state)", () => {
  it("extends the series with an unbroken run after 12/2025, and the hidden-credit result cites it", () => {
    const months = [
      { period: "2026-02", rate: 101 },
      { period: "2026-01", rate: 116 },
    ];
    const series = selicSeries(months);
    expect(series.lastMonth).toBe("2026-02");
    expect(selicOf(monthIndex("2026-01"), series)).toEqual({ rate: 116, estimated: false });
    expect(selicOf(monthIndex("2026-03"), series)).toEqual({ rate: 101, estimated: true });
    // period 2025-11, paid 2025-12, compensated 2026-03: Selic of 2026-01 and 2026-02 (1,16 + 1,01) + 1% = 3,17%
    const input = {
      type: "icms_exclusao" as const,
      asOf: "2026-03",
      regime: "lucro_presumido" as const,
      months: [{ period: "2025-11", icms: 18_000 }],
    };
    const r = hiddenCredit({ ...input, selicMonths: months });
    expect(r.months[0]).toMatchObject({ selicRate: 0.0317, selicEstimated: false });
    expect(r.selic).toMatchObject({ lastMonth: "2026-02", estimatedMonths: 0 });
    expect(r.selic.source).toContain("SGS série 4390");
    // Without the months, the stored series: 2026-01 and 2026-02 at the last rate (1,22%), flagged: 3,44%.
    const stored = hiddenCredit(input);
    expect(stored.months[0]).toMatchObject({ selicRate: 0.0344, selicEstimated: true });
    // The same call again still has its own months: nothing was left behind in the engine.
    expect(hiddenCredit({ ...input, selicMonths: months }).months[0].selicRate).toBe(0.0317);
  });

  it("ignores a month after a gap, a stored month and an impossible rate", () => {
    expect(
      selicSeries([
        { period: "2026-01", rate: 116 },
        { period: "2026-03", rate: 99 },
      ]).lastMonth,
    ).toBe("2026-01");
    expect(
      selicSeries([
        { period: "2025-12", rate: 500 },
        { period: "2026-01", rate: 5_000 },
      ]).lastMonth,
    ).toBe("2025-12");
    expect(selicOf(monthIndex("2025-12"))).toEqual({ rate: 122, estimated: false });
    expect(STORED_SELIC).toMatchObject({ lastMonth: "2025-12", source: SELIC_STORED_SOURCE });
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
