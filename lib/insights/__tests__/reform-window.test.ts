import { describe, expect, it } from "vitest";
import { optionWindows } from "../../tax/reform/windows";
import { REFORM_WINDOW_LEAD_DAYS, alertingWindow, reformWindowAlert } from "../reform-window";
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
    const alert = reformWindowAlert(facts({ id: "c1", name: "Padaria Central" }), "2027-02-10", 600_000);
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

  it("says nothing to a Presumido, MEI or inactive company, nor outside the period", () => {
    expect(reformWindowAlert(facts({ regime: "lucro_presumido" }), "2027-02-10", 0)).toBeNull();
    expect(reformWindowAlert(facts({ regime: "mei" }), "2027-02-10", 0)).toBeNull();
    expect(reformWindowAlert(facts({ status: "inativa" }), "2027-02-10", 0)).toBeNull();
    expect(reformWindowAlert(facts(), "2027-05-10", 0)).toBeNull();
  });
});
