import { findAmounts, type AmountKind, type FoundAmount } from "./amounts";

// The grounding check: every amount and percentage of an answer is looked for in what the
// turn's tools returned (numbers, and the amounts written in their steps' formulas) and in the user's own
// question. What matches nothing is shown as 'valor não verificado'. Pure, so the same check runs on the
// model's answers, on the basic mode's and in tests.

export type GroundingSource =
  | { kind: "tool"; tool: string; step?: string; law?: string }
  | { kind: "question" }
  | { kind: "knowledge"; law: string }
  /** An example of how to ask, written by the assistant itself ("R$ 30 mil por mês"): not a result. */
  | { kind: "example" };

export type GroundedAmount = {
  text: string;
  start: number;
  end: number;
  kind: AmountKind;
  verified: boolean;
  source?: GroundingSource;
};

export type Grounding = { v: 1; amounts: GroundedAmount[] };

export type ToolEvidence = { tool: string; output: unknown };

export type GroundingEvidence = {
  tools: readonly ToolEvidence[];
  question: string;
  /** Curated answers used by the basic mode: their text and legal source. */
  knowledge?: readonly { text: string; law: string }[];
  /** The basic mode's own sample questions quoted in its answer (how to ask); their amounts are examples. */
  examples?: readonly string[];
};

type Candidate = { money?: number; fraction?: number; percent?: number; source: GroundingSource };

function isStep(value: unknown): value is { label: string; formula: string; value: number; source: string } {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.label === "string" &&
    typeof v.formula === "string" &&
    typeof v.value === "number" &&
    typeof v.source === "string"
  );
}

function fromText(text: string, source: GroundingSource, plainNumbers: boolean, out: Candidate[]): void {
  for (const a of findAmounts(text, { plainNumbers })) {
    out.push(a.kind === "money" ? { money: a.centavos, source } : { percent: a.percent, source });
  }
}

/** Numbers of a tool's output: each numeric leaf (as reais or as a fraction) and the amounts in its strings. */
function collect(value: unknown, source: GroundingSource, out: Candidate[], depth = 0): void {
  if (depth > 12) return;
  if (typeof value === "number" && Number.isFinite(value)) {
    out.push({ money: Math.round(value * 100), fraction: value, source });
  } else if (typeof value === "string") {
    fromText(value, source, false, out);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, source, out, depth + 1);
  } else if (value && typeof value === "object") {
    if (source.kind === "tool" && isStep(value)) {
      const stepSource: GroundingSource = { ...source, step: value.label, law: value.source };
      collect(value.value, stepSource, out, depth + 1);
      fromText(value.formula, stepSource, false, out);
      return;
    }
    for (const item of Object.values(value)) collect(item, source, out, depth + 1);
  }
}

/** Half a unit of the last digit written: "R$ 1.695" matches 1.695,40; "R$ 1.695,00" only 1.695,00 (±1 centavo). */
function moneyTolerance(a: FoundAmount): number {
  const unit = (a.multiplier * 100) / 10 ** a.decimals;
  return Math.max(1, unit / 2);
}

function percentTolerance(a: FoundAmount): number {
  return 0.5 / 10 ** a.decimals + 1e-9;
}

function matches(a: FoundAmount, c: Candidate): boolean {
  if (a.kind === "money") return c.money !== undefined && Math.abs(c.money - a.centavos) <= moneyTolerance(a);
  if (c.percent !== undefined) return Math.abs(c.percent - a.percent) <= percentTolerance(a);
  // Engine rates are fractions (0.0565); only values below 1 can be a rate written as a percentage.
  return (
    c.fraction !== undefined &&
    Math.abs(c.fraction) <= 1 &&
    Math.abs(c.fraction * 100 - a.percent) <= percentTolerance(a)
  );
}

/** Matches every amount and percentage of `answer` against the evidence of its turn. */
export function checkGrounding(answer: string, evidence: GroundingEvidence): Grounding {
  const candidates: Candidate[] = [];
  for (const t of evidence.tools) collect(t.output, { kind: "tool", tool: t.tool }, candidates);
  fromText(evidence.question, { kind: "question" }, true, candidates);
  for (const k of evidence.knowledge ?? []) fromText(k.text, { kind: "knowledge", law: k.law }, false, candidates);
  for (const e of evidence.examples ?? []) fromText(e, { kind: "example" }, false, candidates);
  const amounts = findAmounts(answer).map((a): GroundedAmount => {
    // Prefer the most specific source: a step of a tool (with its law) over a bare number of the result.
    const hits = candidates.filter((c) => matches(a, c));
    const hit = hits.find((c) => c.source.kind === "tool" && c.source.step) ?? hits[0];
    return {
      text: a.text,
      start: a.start,
      end: a.end,
      kind: a.kind,
      verified: Boolean(hit),
      ...(hit ? { source: hit.source } : {}),
    };
  });
  return { v: 1, amounts };
}

/** How many amounts of an answer could not be traced. */
export function unverifiedCount(grounding: Grounding | null | undefined): number {
  return grounding?.amounts.filter((a) => !a.verified).length ?? 0;
}
