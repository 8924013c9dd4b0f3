import { describe, expect, it } from "vitest";
import { gateTier } from "./gate-tier";
import { meterPercent, meterState } from "./usage";

describe("meterState", () => {
  it("is normal below 80%, warning from 80%, blocked from 100%", () => {
    expect(meterState(0, 3)).toBe("normal");
    expect(meterState(2, 3)).toBe("normal"); // 66%
    expect(meterState(3, 5)).toBe("normal"); // 60%
    expect(meterState(4, 5)).toBe("warning"); // exactly 80%
    expect(meterState(7, 10)).toBe("normal");
    expect(meterState(8, 10)).toBe("warning");
    expect(meterState(3, 3)).toBe("blocked");
    expect(meterState(5, 3)).toBe("blocked"); // over the limit after a downgrade
  });

  it("is unlimited when there is no maximum, and blocked at a zero limit", () => {
    expect(meterState(1000, null)).toBe("unlimited");
    expect(meterState(0, 0)).toBe("blocked");
  });

  it("meterPercent is capped at 100 and null when unlimited", () => {
    expect(meterPercent(1, 3)).toBe(33);
    expect(meterPercent(4, 5)).toBe(80);
    expect(meterPercent(9, 3)).toBe(100);
    expect(meterPercent(0, 0)).toBe(100);
    expect(meterPercent(7, null)).toBeNull();
  });
});

describe("gateTier", () => {
  it("offers Premium to trial (and fallbacks), Profissional to basic, Enterprise to the rest", () => {
    expect(gateTier("trial")).toBe("premium");
    expect(gateTier("cancelled")).toBe("premium");
    expect(gateTier("expired")).toBe("premium");
    expect(gateTier("basic")).toBe("professional");
    expect(gateTier("professional")).toBe("enterprise");
    expect(gateTier("enterprise")).toBe("enterprise");
  });

  it("does not call a plan the admins added 'Trial': its gate says the feature is outside the current plan", () => {
    expect(gateTier("contador-plus")).toBe("other");
  });
});
