import { formatBrl, formatPercent } from "@/lib/br/money";

type StepLike = { label: string; value: number };

/** Steps whose value is a rate rather than money (the engine gives rates as fractions). */
const RATE = /al[ií]quota|fator r|sobre o sal[aá]rio|percentual|taxa/i;

/** A memória de cálculo step's value as the screens and the PDF reports print it: a rate or an amount. */
export function formatStepValue(step: StepLike): string {
  return RATE.test(step.label) && Math.abs(step.value) < 10 ? formatPercent(step.value) : formatBrl(step.value);
}
