import { formatIsoDate, formatSemester } from "@/lib/br/date";
import { formatBrl } from "@/lib/br/money";
import { formatPercentPoints } from "@/lib/br/number";
// The price job alone, not the engine's index: this module is in the public calculator's result view.
import { porForaPriceIncrease } from "@/lib/tax/reform/price";
import type { OptionChoice, ReformResult } from "@/lib/tax/reform/types";

/** A scenario's source with its date once (as lib/tax/reform/scenarios.ts's scenarioSource, kept out of this bundle). */
function datedSource({ source, date }: { source: string; date: string }): string {
  const day = formatIsoDate(date);
  return source.includes(day) ? source : `${source}, ${day}`;
}

/**
 * The reform's answer for a Simples company in one sentence (a ReformResult's; a company's own answer, with its
 * profile, is lib/reform/answer.ts, whose result this reads), its deadline and the rate it rests on: what the tool,
 * the public calculator, a saved simulation and the PDF print first (each through its own translator, from the
 * messages under `tools.reforma.answer`). Pure: every figure comes from the engine's result.
 */

/** R$ 0,10 a month: below it the DAS "does not change" (per-tax rounding differs by a few centavos between years). */
const SAME_DAS = 0.1;

/** Which sentence: stay in the DAS (it does not change, or it does), go por fora, or either. */
export type ReformSentenceKey = "inside" | "insideNewDas" | "outside" | "indifferent";

export interface ReformSentence {
  choice: OptionChoice;
  /** `tools.reforma.answer.<key>` with these values (ICU: `window` is "open" or "none"). */
  sentence: { key: ReformSentenceKey; values: Record<string, string> };
  /** `tools.reforma.answer.deadline`: the next window to opt, and until when it can be undone; null when none is known. */
  deadline: { semester: string; from: string; until: string; cancel: string; effective: string } | null;
  /** The reference rate the answer used: the official one (named by its act) or a published estimate. */
  /** `source` with its date, once: "…, 23/08/2024" (a source that names its own date is not dated again). */
  rate: { name: string; official: boolean; source: string };
  /** True when another reference-rate scenario gives another answer. */
  scenarioSensitive: boolean;
  /**
   * `tools.reforma.answer.<key>`: the price rise to crediting buyers that makes por fora break even (main scenario);
   * null when the caller does not know the sales it was computed on (a saved simulation's result alone).
   */
  price: { key: "priceNone" | "priceZero" | "price" | "priceTooHigh"; values: Record<string, string> } | null;
}

/** What the price rise is computed on: the month's sales and the share sold to crediting buyers, as computed. */
export type ReformSale = { monthlyRevenue: number; creditingBuyersPercent: number };

/** The answer of a Simples result; null for Presumido and Real (their 2026 × 2027 difference is the answer). */
export function reformSentence(result: ReformResult, sale?: ReformSale): ReformSentence | null {
  const decision = result.simplesOption;
  const main = decision?.perScenario[0];
  if (!decision || !main) return null;
  const next = result.nextWindow;
  const window = next
    ? { window: "open", from: formatIsoDate(next.optFrom), until: formatIsoDate(next.optUntil) }
    : { window: "none", from: "", until: "" };
  // 2027 keeps 2026's bands and rates (CBS and IBS take PIS and COFINS's parcels); each tax rounded on its own, as
  // the PGDAS-D prints it, may move the month by a few centavos, which is not a change an owner acts on.
  const das2026 = result.years.find((y) => y.year === 2026)?.das;
  const das2027 = result.years.find((y) => y.year === 2027)?.das;
  const sameDas = das2026 !== undefined && das2027 !== undefined && Math.abs(das2027 - das2026) / 12 < SAME_DAS;
  const sentence: ReformSentence["sentence"] =
    decision.choice === "outside"
      ? { key: "outside", values: { ...window, gain: formatBrl(main.jointGain) } }
      : decision.choice === "indifferent"
        ? { key: "indifferent", values: window }
        : sameDas
          ? { key: "inside", values: window }
          : { key: "insideNewDas", values: { ...window, das: formatBrl(main.inside.das) } };
  return {
    choice: decision.choice,
    sentence,
    deadline: next
      ? {
          semester: formatSemester(next.semester),
          from: formatIsoDate(next.optFrom),
          until: formatIsoDate(next.optUntil),
          cancel: formatIsoDate(next.cancelUntil),
          effective: formatIsoDate(next.effectiveFrom),
        }
      : null,
    rate: { name: main.scenario.name, official: main.scenario.official, source: datedSource(main.scenario) },
    scenarioSensitive: decision.perScenario.some((s) => s.choice !== decision.choice),
    price: sale ? priceLine(porForaPriceIncrease({ option: main, ...sale })) : null,
  };
}

function priceLine(p: ReturnType<typeof porForaPriceIncrease>): ReformSentence["price"] {
  if (p.increasePercent === null) return { key: "priceNone", values: {} };
  if (p.increasePercent === 0) return { key: "priceZero", values: {} };
  const values = {
    percent: formatPercentPoints(p.increasePercent, { min: 2, max: 2 }),
    perMonth: formatBrl(p.increasePerMonth ?? 0),
    max: formatPercentPoints(p.buyersMaxPercent, { min: 2, max: 2 }),
  };
  return { key: p.feasible ? "price" : "priceTooHigh", values };
}
