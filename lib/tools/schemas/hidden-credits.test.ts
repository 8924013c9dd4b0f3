import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hiddenCredit } from "@/lib/tax";
import { currentPeriod, hiddenCreditsFormSchema, type HiddenCreditsFormValues } from "./hidden-credits";

const base: HiddenCreditsFormValues = {
  type: "monofasico",
  annex: "I",
  regime: "lucro_presumido",
  rbt12: "R$ 1.200.000,00",
  monthRevenue: "100.000,00",
  sharePercent: "40",
  icms: "",
  months: "",
  year: "2026",
};

describe("hiddenCreditsFormSchema", () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-11-23T12:00:00-03:00") }));
  afterEach(() => vi.useRealTimers());

  it("the estimate month is the current month in Brazil", () => {
    expect(currentPeriod(new Date("2026-12-01T02:00:00Z"))).toBe("2026-11"); // 23:00 of 30/11 in São Paulo
  });

  it("pt-BR amounts → the engine input, 60 months by default; the worked example gives R$ 547,15 a month", () => {
    const parsed = hiddenCreditsFormSchema.parse(base);
    expect(parsed).toEqual({
      type: "monofasico",
      asOf: "2026-11",
      year: 2026,
      annex: "I",
      steady: { months: 60, rbt12: 1_200_000, revenue: 100_000, sharePercent: 40 },
    });
    expect(hiddenCredit(parsed).months[59].credit).toBe(547.15);
  });

  it("the ICMS exclusion needs only the regime and the month's ICMS", () => {
    const parsed = hiddenCreditsFormSchema.parse({
      ...base,
      type: "icms_exclusao",
      rbt12: "",
      monthRevenue: "",
      sharePercent: "",
      icms: "18.000,00",
      months: "12",
    });
    expect(parsed).toEqual({
      type: "icms_exclusao",
      asOf: "2026-11",
      year: 2026,
      regime: "lucro_presumido",
      steady: { months: 12, icms: 18_000 },
    });
    expect(hiddenCredit(parsed).totalNominal).toBe(7_884); // 657 × 12
  });

  it("missing or out-of-range fields are field errors, never a silent zero", () => {
    const r = hiddenCreditsFormSchema.safeParse({ ...base, rbt12: "", sharePercent: "", months: "61" });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["months"]));
    const r2 = hiddenCreditsFormSchema.safeParse({ ...base, rbt12: "", sharePercent: "" });
    expect(r2.error!.issues.map((i) => i.path.join("."))).toEqual(expect.arrayContaining(["rbt12", "sharePercent"]));
    const r3 = hiddenCreditsFormSchema.safeParse({ ...base, type: "icms_exclusao", icms: "abc" });
    expect(r3.error!.issues.map((i) => i.path.join("."))).toEqual(["icms"]);
  });
});
