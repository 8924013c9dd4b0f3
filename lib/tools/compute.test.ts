import { describe, expect, it } from "vitest";
import type { RegimeComparison } from "@/lib/tax";
import { computeTool } from "./compute";
import { fiscalDefaults } from "./fiscal-defaults";

describe("computeTool", () => {
  it("fiscal: Annex III without Fator R at R$ 50.000,00 a month pays R$ 63.360,00 (10,56%) in the Simples", () => {
    const computed = computeTool("fiscal", {
      ...fiscalDefaults(null),
      revenueMode: "monthly",
      monthlyRevenues: Array(12).fill("50.000,00"),
    });
    expect(computed.ok).toBe(true);
    if (!computed.ok) return;
    const simples = (computed.result as RegimeComparison).regimes.find((r) => r.regime === "simples");
    expect(simples?.annualTotal).toBe(63360);
    expect(simples?.effectiveRate).toBeCloseTo(0.1056, 10);
    expect(simples?.steps.every((s) => s.source.length > 0)).toBe(true);
    expect(computed.year).toBe(2026);
  });

  it("returns field errors instead of running the engine on bad input", () => {
    const computed = computeTool("labor", { salary: "" });
    expect(computed.ok).toBe(false);
  });
});
