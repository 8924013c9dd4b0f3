import { describe, expect, it } from "vitest";
import { computeTool } from "./compute";
import { fiscalDefaults } from "./fiscal-defaults";
import { fiscalSavings } from "./fiscal-savings";
import type { FiscalComparison, FiscalFormValues } from "./schemas/fiscal";

function compare(values: Partial<FiscalFormValues>): FiscalComparison {
  const out = computeTool("fiscal", {
    ...fiscalDefaults(null),
    activity: "servicos_gerais",
    annualRevenue: "600.000,00",
    ...values,
  });
  if (!out.ok) throw new Error(out.message);
  return out.result as FiscalComparison;
}

const totalOf = (r: FiscalComparison, regime: string) => r.regimes.find((x) => x.regime === regime)!.annualTotal;

describe("quanto eu economizo: the saving against the current regime and against the next option", () => {
  it("in Lucro Presumido today: saving against it, and against the next cheapest", () => {
    const r = compare({ currentRegime: "presumido" });
    const s = fiscalSavings(r);
    expect(s.best?.regime).toBe(r.cheapest);
    expect(s.alreadyBest).toBe(false);
    expect(s.current).toEqual({ regime: "presumido", name: "Lucro Presumido", annualSaving: r.savings });
    expect(s.current?.annualSaving).toBeCloseTo(totalOf(r, "presumido") - totalOf(r, r.cheapest!), 2);
    const others = r.regimes
      .filter((x) => x.eligible && x.regime !== r.cheapest)
      .sort((a, b) => a.annualTotal - b.annualTotal);
    expect(s.next?.regime).toBe(others[0].regime);
    expect(s.next?.annualSaving).toBeCloseTo(others[0].annualTotal - totalOf(r, r.cheapest!), 2);
    expect(s.next!.annualSaving).toBeGreaterThan(0);
    expect(s.priciest).toBeNull();
  });

  it("already in the best regime: says so instead of a saving of R$ 0,00", () => {
    const r = compare({ currentRegime: "simples" });
    expect(r.cheapest).toBe("simples");
    const s = fiscalSavings(r);
    expect(s.alreadyBest).toBe(true);
    expect(s.current?.annualSaving).toBe(0);
    expect(s.next?.annualSaving).toBeGreaterThan(0);
  });

  it("no current regime: measured against the priciest option, as the engine does", () => {
    const r = compare({});
    const s = fiscalSavings(r);
    expect(s.current).toBeNull();
    expect(s.alreadyBest).toBe(false);
    expect(s.priciest?.annualSaving).toBeCloseTo(r.savings, 2);
  });

  it("a result saved before the current regime was kept reads as 'not stated'", () => {
    const { currentRegime: _dropped, ...legacy } = compare({ currentRegime: "presumido" });
    expect(fiscalSavings(legacy).current).toBeNull();
  });
});
