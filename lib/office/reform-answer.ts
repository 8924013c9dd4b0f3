import type { CompanyDto } from "@/lib/companies/queries";
import { reformAnswerForCompany } from "@/lib/reform/answer";
import type { ToolContext } from "@/lib/tools/context";

// The reform column of the portfolio: THE reform answer of each client (lib/reform/answer.ts, the function every
// screen that speaks of a company's reform calls), reduced to what the portfolio stores and filters on.

export type ReformAnswer = {
  /** inside: stay in the DAS; outside: recolher por fora; depends: on the share of sales to crediting buyers. */
  decision: "inside" | "outside" | "depends" | null;
  /** The share of sales to crediting buyers from which por fora pays (percent), when known. */
  breakEvenPercent: number | null;
  /** What the recommended choice is worth a year, in reais (the answer's monthly saving × 12), when known. */
  annualSaving: number | null;
  /** The next window: its semester and the last day to opt (ISO). */
  semester: string | null;
  optFrom: string | null;
  optUntil: string | null;
  /** For a client that opted for CBS/IBS outside the DAS: the last day to cancel. */
  cancelUntil: string | null;
  /** The reform profile's fields still to inform ("Falta informar…"). */
  missing: string[];
};

export const NO_REFORM_ANSWER: ReformAnswer = {
  decision: null,
  breakEvenPercent: null,
  annualSaving: null,
  semester: null,
  optFrom: null,
  optUntil: null,
  cancelUntil: null,
  missing: [],
};

const DECISION = { inside: "inside", outside: "outside", indifferent: "depends" } as const;

/** A client's reform answer as the portfolio stores it. */
export function portfolioReformAnswer(company: CompanyDto, context: ToolContext): ReformAnswer {
  const answer = reformAnswerForCompany(company, context);
  const saving = answer.monthlySaving === null ? null : Math.round(answer.monthlySaving * 12 * 100) / 100;
  return {
    decision: answer.choice ? DECISION[answer.choice] : null,
    breakEvenPercent: answer.breakEvenKnown ? answer.breakEvenPercent : null,
    // Opting out gains `saving` (positive); staying in the DAS avoids losing it (negative): the chosen side's worth.
    annualSaving: saving === null ? null : Math.abs(saving),
    semester: answer.nextWindow?.semester ?? null,
    optFrom: answer.nextWindow?.optFrom ?? null,
    optUntil: answer.nextWindow?.optUntil ?? null,
    cancelUntil: answer.cancellation?.cancelUntil ?? null,
    missing: answer.missing,
  };
}
