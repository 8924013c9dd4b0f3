import { describe, expect, it } from "vitest";
import { countAlerts, regimeAlerts, type AlertCode } from "../alerts";
import { projectCompany } from "../projection";
import { facts } from "./fixtures";

const crossings = (alerts: ReturnType<typeof regimeAlerts>) =>
  alerts
    .filter((a) => a.code !== "cheaper_regime")
    .map((a) => [a.code, `${a.deadline.month}/${a.deadline.year}`] as [AlertCode, string]);

describe("projection: Simples commerce growing 50 mil a month (3-month trend)", () => {
  // History Jul/2025–Jun/2026: nine months of R$ 250.000,00, then 300, 350 and 400 mil.
  // 2026 so far (Jan–Jun): 3 × 250 + 300 + 350 + 400 = R$ 1.800.000,00.
  const company = facts({
    monthlyRevenues: [...new Array(9).fill(250_000), 300_000, 350_000, 400_000],
    historyEnd: { year: 2026, month: 6 },
  });

  it("projects the last month plus the average change of the last 3 months, with the rolling RBT12", () => {
    const p = projectCompany(company, "trend3")!;
    expect(p.slope).toBe(50_000); // (400 − 300) ÷ 2
    expect(p.months.slice(0, 3).map((m) => [m.month, m.revenue, m.rbt12, m.yearToDate])).toEqual([
      [{ year: 2026, month: 7 }, 450_000, 3_300_000, 2_250_000],
      [{ year: 2026, month: 8 }, 500_000, 3_500_000, 2_750_000], // drops Jul/2025 (250), adds Jul/2026 (450)
      [{ year: 2026, month: 9 }, 550_000, 3_750_000, 3_300_000],
    ]);
    // January resets the year: Jan/2027 is the 7th month ahead, 400 + 7 × 50 = 750 mil.
    expect(p.months[6]).toMatchObject({ month: { year: 2027, month: 1 }, revenue: 750_000, yearToDate: 750_000 });
    expect(p.months.every((m) => m.annex === "I" && m.fatorR === null)).toBe(true);
  });

  it("predicts each crossing month (derived by hand)", () => {
    // Year to date: Oct 3.300 + 600 = 3.900 mil > 3,6 mi; Nov 4.550 mil > 4,32 mi; Dec 5.250 mil > 4,8 mi but ≤ 5,76 mi.
    expect(crossings(regimeAlerts(company, "trend3"))).toEqual([
      ["simples_sublimite", "10/2026"],
      ["simples_sublimite_tolerance", "11/2026"],
      ["simples_limit", "12/2026"],
    ]);
    const alerts = regimeAlerts(company, "trend3");
    expect(alerts[0]).toMatchObject({ type: "warning", limit: 3_600_000, currentRevenue: 3_300_000 });
    expect(alerts[2]).toMatchObject({ type: "error", limit: 4_800_000 });
    expect(countAlerts(alerts.filter((a) => a.code !== "cheaper_regime"))).toEqual({
      critical: 2,
      attention: 1,
      opportunities: 0,
    });
  });

  it("without growth each month repeats last year's: 2026 closes at R$ 3,3 mi and nothing is crossed", () => {
    const p = projectCompany(company, "flat")!;
    expect(p.slope).toBe(0);
    expect(p.months[5]).toMatchObject({ month: { year: 2026, month: 12 }, yearToDate: 3_300_000 });
    expect(p.months.every((m) => m.rbt12 === 3_300_000)).toBe(true);
    expect(crossings(regimeAlerts(company, "flat"))).toEqual([]);
  });
});

describe("projection: MEI growing R$ 500,00 a month (12-month trend)", () => {
  // History Jan–Dec/2026: 1.000, 1.500, ..., 6.500. Month k of 2027 = 6.500 + 500k;
  // year to date after k months = 6.500k + 250k(k + 1): k = 9 → exactly R$ 81.000,00 (not above);
  // k = 10 → R$ 92.500,00 (above the limit); k = 11 → R$ 104.500,00 (above R$ 97.200,00).
  const mei = facts({
    regime: "mei",
    activity: "servicos_gerais",
    monthlyRevenues: Array.from({ length: 12 }, (_, i) => 1_000 + 500 * i),
    historyEnd: { year: 2026, month: 12 },
  });

  it("the limit is crossed in October 2027 and the 20% tolerance in November 2027", () => {
    const p = projectCompany(mei, "trend12")!;
    expect(p.slope).toBe(500);
    expect(p.months[8]).toMatchObject({ month: { year: 2027, month: 9 }, yearToDate: 81_000 });
    expect(crossings(regimeAlerts(mei, "trend12"))).toEqual([
      ["mei_limit", "10/2027"],
      ["mei_tolerance", "11/2027"],
    ]);
  });

  it("the 3-month trend is the same line here; without growth 2027 repeats 2026 (R$ 45.000,00)", () => {
    expect(crossings(regimeAlerts(mei, "trend3"))).toEqual(crossings(regimeAlerts(mei, "trend12")));
    expect(crossings(regimeAlerts(mei, "flat"))).toEqual([]);
  });
});

describe("projection: Fator R falling below 28%", () => {
  // Pró-labore R$ 8.400,00 (one partner, no employees): FS12 = R$ 100.800,00. History: nine months of 29 mil,
  // then 30, 31 and 32 mil (RBT12 R$ 354.000,00 → r = 28,47%, Annex III); trend +1.000 a month.
  // Nov/2026: RBT12 354.000 (III); Dec: 358.000 → 28,16% (III); Jan/2027: 363.000 → 27,77% (V).
  const company = facts({
    activity: "servicos_fator_r",
    monthlyRevenues: [...new Array(9).fill(29_000), 30_000, 31_000, 32_000],
    proLaboreMonthly: 8_400,
    partners: 1,
    historyEnd: { year: 2026, month: 10 },
  });

  it("the annex path follows r month by month", () => {
    const p = projectCompany(company, "trend3")!;
    expect(p.months.slice(0, 3).map((m) => [m.rbt12, m.annex])).toEqual([
      [354_000, "III"],
      [358_000, "III"],
      [363_000, "V"],
    ]);
    expect(p.months[2].fatorR).toBe(0.2777);
  });

  it("alerts for January 2027 with the payroll that keeps 28%", () => {
    const alert = regimeAlerts(company, "trend3").find((a) => a.code === "fator_r_below")!;
    expect(alert).toMatchObject({
      deadline: { year: 2027, month: 1 },
      currentAnnex: "III",
      correctAnnex: "V",
      type: "warning",
    });
    // 28% × 363.000 = 101.640 − 100.800 = R$ 840,00 a year → R$ 70,00 a month more.
    expect(alert.figures.find((f) => f.key === "extraPayrollMonthly")?.value).toBe(70);
  });

  it("no alert when the payroll keeps up: the last RBT12 is 32 + 33 + ... + 43 mil = R$ 450.000,00; 28% = R$ 126.000,00", () => {
    expect(regimeAlerts({ ...company, proLaboreMonthly: 10_500 }, "trend3").map((a) => a.code)).not.toContain(
      "fator_r_below",
    );
    expect(
      regimeAlerts({ ...company, proLaboreMonthly: 10_499.99 }, "trend3").find((a) => a.code === "fator_r_below")
        ?.deadline,
    ).toEqual({ year: 2027, month: 10 });
  });
});

describe("projection: Lucro Presumido", () => {
  it("crosses LC 224's R$ 5 mi in the month the year's revenue passes it", () => {
    // R$ 500.000,00 a month, history Jan–Dec/2026: 2027 reaches 5 mi in October (exactly) and passes it in November.
    const company = facts({
      regime: "lucro_presumido",
      activity: "servicos_gerais",
      annualRevenue: 6_000_000,
      historyEnd: { year: 2026, month: 12 },
    });
    expect(crossings(regimeAlerts(company, "flat"))).toEqual([["presumido_lc224", "11/2027"]]);
  });
});

describe("opportunities (the company's comparison, passed in)", () => {
  const presumido = facts({
    regime: "lucro_presumido",
    activity: "servicos_gerais",
    annualRevenue: 600_000,
    historyEnd: { year: 2026, month: 10 },
  });
  const opportunity = { regime: "simples" as const, annualSaving: 41_234.56, annex: "III" as const, year: 2026 };

  it("lists the cheaper regime with its figure (not one of its own) and the January deadline", () => {
    const [alert] = regimeAlerts(presumido, "flat", opportunity);
    expect(alert).toMatchObject({
      code: "cheaper_regime",
      type: "info",
      regime: "simples",
      deadline: { year: 2027, month: 1 },
      savings: 41_234.56,
      savingsYear: 2026,
      correctAnnex: "III",
    });
    expect(alert.source).toContain("art. 16, §2º");
    // The same figure whatever the projection: the saving does not depend on the assumption.
    expect(regimeAlerts(presumido, "trend3", opportunity).find((a) => a.code === "cheaper_regime")?.savings).toBe(
      41_234.56,
    );
  });

  it("none without an opportunity, with no saving, or when it names the declared regime", () => {
    expect(regimeAlerts(presumido, "flat")).toEqual([]);
    expect(regimeAlerts(presumido, "flat", { ...opportunity, annualSaving: 0 })).toEqual([]);
    expect(regimeAlerts(presumido, "flat", { ...opportunity, regime: "presumido" })).toEqual([]);
  });

  it("no history, no projection", () => {
    expect(projectCompany(facts(), "flat")).toBeNull();
    expect(regimeAlerts(facts(), "trend3")).toEqual([]);
  });
});
