import { describe, expect, it } from "vitest";
import { upgradeNotice } from "./upgrade-notice";

describe("upgradeNotice", () => {
  const now = new Date("2026-11-29T12:00:00Z");
  const paidUntil = new Date("2026-12-20T12:00:00Z");

  it("names the plan paid and until when, while its period runs", () => {
    expect(upgradeNotice({ planName: "Básico", status: "active", currentPeriodEnd: paidUntil }, now)).toEqual({
      plan: "Básico",
      paidUntil,
    });
  });

  it("says nothing with no paid period left: trial, unpaid, cancelled or ended", () => {
    expect(upgradeNotice(null, now)).toBeNull();
    expect(upgradeNotice({ planName: "Básico", status: "active", currentPeriodEnd: null }, now)).toBeNull();
    expect(upgradeNotice({ planName: "Básico", status: "cancelled", currentPeriodEnd: paidUntil }, now)).toBeNull();
    expect(
      upgradeNotice({ planName: "Básico", status: "active", currentPeriodEnd: new Date("2026-11-01T00:00:00Z") }, now),
    ).toBeNull();
  });
});
