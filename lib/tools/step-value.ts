import { formatBrl, formatPercent } from "@/lib/br/money";

type StepLike = { label: string; value: number };

/** Steps whose value is a rate rather than money (the engine gives rates as fractions). */
const RATE = /al[ií]quota|fator r|sobre o sal[aá]rio|percentual|taxa/i;

/** Steps whose value is an ordinal (the Simples band: "Faixa do Anexo I" → 2ª) or a count (months). */
const BAND = /^faixa do anexo/i;
const COUNT = /^meses\b/i;

/** A memória de cálculo step's value as the screens and the PDF reports print it: a band, a count, a rate or an amount. */
export function formatStepValue(step: StepLike): string {
  if (BAND.test(step.label) && Number.isInteger(step.value)) return `${step.value}ª`;
  if (COUNT.test(step.label) && Number.isInteger(step.value)) return String(step.value);
  return RATE.test(step.label) && Math.abs(step.value) < 10 ? formatPercent(step.value) : formatBrl(step.value);
}
