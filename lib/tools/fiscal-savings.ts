import type { RegimeKey } from "@/lib/tax";
import type { FiscalComparison } from "./schemas/fiscal";

/** One regime named with what choosing the best one instead saves per year (reais, ≥ 0). */
export type RegimeSaving = { regime: RegimeKey; name: string; annualSaving: number };

/**
 * "Quanto eu economizo", read from a comparison the engine already made (no new tax maths): the best regime,
 * what it saves against the company's current regime, and against the next cheapest option.
 */
export type FiscalSavings = {
  best: { regime: RegimeKey; name: string; annualTotal: number } | null;
  /** The current regime as the form stated it, when it is available to the company; null otherwise. */
  current: RegimeSaving | null;
  /** The company already is in the cheapest regime (current stated and equal to the best). */
  alreadyBest: boolean;
  /** The second cheapest available regime; null when only one is available. */
  next: RegimeSaving | null;
  /** What the engine measured the saving against when no current regime was stated (the priciest option). */
  priciest: RegimeSaving | null;
};

export function fiscalSavings(result: FiscalComparison): FiscalSavings {
  const eligible = result.regimes.filter((r) => r.eligible);
  const best = eligible.find((r) => r.regime === result.cheapest) ?? null;
  if (!best) return { best: null, current: null, alreadyBest: false, next: null, priciest: null };
  const saving = (r: (typeof eligible)[number]): RegimeSaving => ({
    regime: r.regime,
    name: r.name,
    annualSaving: Math.max(0, round2(r.annualTotal - best.annualTotal)),
  });
  const others = eligible.filter((r) => r.regime !== best.regime).sort((a, b) => a.annualTotal - b.annualTotal);
  const stated = result.currentRegime ? eligible.find((r) => r.regime === result.currentRegime) : undefined;
  const priciest = others.at(-1);
  return {
    best: { regime: best.regime, name: best.name, annualTotal: best.annualTotal },
    current: stated ? saving(stated) : null,
    alreadyBest: stated?.regime === best.regime,
    next: others[0] ? saving(others[0]) : null,
    priciest: !stated && priciest ? saving(priciest) : null,
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;
