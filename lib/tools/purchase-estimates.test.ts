import { describe, expect, it } from "vitest";
import { ACTIVITY_PROFILES, BUSINESS_ACTIVITIES } from "@/lib/tax";
import { estimatedMonthlyPurchases, PURCHASE_ESTIMATES, sellsGoods } from "./purchase-estimates";

describe("purchase estimates (sector defaults for the fiscal simulator)", () => {
  it("exactly the activities with ICMS outside the Simples (Anexos I and II) have an estimate", () => {
    for (const activity of BUSINESS_ACTIVITIES)
      expect(sellsGoods(activity), activity).toBe(ACTIVITY_PROFILES[activity].localTax === "ICMS");
  });

  it("each row is a share below 100%, with a source, a grade and a review date", () => {
    for (const row of Object.values(PURCHASE_ESTIMATES)) {
      expect(row.percentOfRevenue).toBeGreaterThan(0);
      expect(row.percentOfRevenue).toBeLessThan(100);
      expect(row.source.length).toBeGreaterThan(20);
      expect(["P", "S", "M"]).toContain(row.grade);
      expect(row.reviewedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("the monthly estimate is the share of a twelfth of the year, in centavos", () => {
    expect(estimatedMonthlyPurchases("comercio", 36_000_000)).toBe(2_100_000);
    expect(estimatedMonthlyPurchases("industria", 100)).toBe(5); // 100 × 55% / 12 = 4,58 → 5 centavos
  });
});
