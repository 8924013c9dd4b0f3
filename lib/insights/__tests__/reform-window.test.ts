import { describe, expect, it } from "vitest";
import { optionWindows } from "../../tax/reform/windows";
import { REFORM_WINDOW_LEAD_DAYS, alertingWindow, reformWindowAlerts } from "../reform-window";
import { facts } from "./fixtures";

// The IBS/CBS option window alert: from 45 days before a window opens to its last day, for active Simples
// companies only. The windows are the engine's (LC 123 art. 13 §10; Res. CGSN 190 arts. 40-C/40-D).

const march2027 = optionWindows().find((w) => w.semester === "2027-2")!;

describe("reform option window alert", () => {
  it("uses the March 2027 window for the second semester of 2027 (01/03 to 31/03)", () => {
    expect(march2027).toMatchObject({ optFrom: "2027-03-01", optUntil: "2027-03-31", effectiveFrom: "2027-07-01" });
    expect(REFORM_WINDOW_LEAD_DAYS).toBe(45);
  });

  it("starts exactly 45 days before the window opens (15/01/2027), not the day before", () => {
    expect(alertingWindow("2027-01-14")).toBeNull();
    expect(alertingWindow("2027-01-15")?.semester).toBe("2027-2");
  });

  it("lasts until the window's last day (31/03/2027) and is gone the next day", () => {
    expect(alertingWindow("2027-03-31")?.semester).toBe("2027-2");
    expect(alertingWindow("2027-04-01")).toBeNull();
  });

  it("names the last day and the window's source for an active Simples company", () => {
    const [alert] = reformWindowAlerts(facts({ id: "c1", name: "Padaria Central" }), "2027-02-10", 600_000);
    expect(alert).toMatchObject({
      code: "reform_option_window",
      type: "warning",
      companyId: "c1",
      companyName: "Padaria Central",
      deadline: { year: 2027, month: 3 },
      deadlineDate: "2027-03-31",
      currentRevenue: 600_000,
      source: march2027.source,
    });
  });

  it("lists the March window inside the 12-month horizon before the 45 days (29/11/2026: info), a warning from then", () => {
    expect(reformWindowAlerts(facts(), "2026-11-29", 0)).toMatchObject([
      { code: "reform_option_window", type: "info", deadlineDate: "2027-03-31" },
    ]);
    expect(reformWindowAlerts(facts(), "2027-01-15", 0)).toMatchObject([{ type: "warning" }]);
    // After March the next window is September 2027 (for January 2028), already inside the horizon.
    expect(reformWindowAlerts(facts(), "2027-05-10", 0)).toMatchObject([{ type: "info", deadlineDate: "2027-09-30" }]);
  });

  it("a company that opted out of the DAS in the first cycle is told it may cancel until 20/12/2026", () => {
    const [cancel, next] = reformWindowAlerts(facts(), "2026-11-29", 0, true);
    expect(cancel).toMatchObject({ code: "reform_option_cancel", type: "warning", deadlineDate: "2026-12-20" });
    expect(next).toMatchObject({ code: "reform_option_window", deadlineDate: "2027-03-31" });
    expect(reformWindowAlerts(facts(), "2026-12-21", 0, true).map((a) => a.code)).toEqual(["reform_option_window"]);
  });

  it("says nothing to a Presumido, MEI or inactive company", () => {
    expect(reformWindowAlerts(facts({ regime: "lucro_presumido" }), "2027-02-10", 0)).toEqual([]);
    expect(reformWindowAlerts(facts({ regime: "mei" }), "2027-02-10", 0)).toEqual([]);
    expect(reformWindowAlerts(facts({ status: "inativa" }), "2027-02-10", 0)).toEqual([]);
  });
});
