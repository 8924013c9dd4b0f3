import { TaxInputError } from "./errors";
import { step, type Step } from "./steps";
import { RBT12_LAG_FROM } from "./tables/simples-reform";

export interface SimplesRbt12Window {
  /** First month of the window, "YYYY-MM". */
  from: string;
  /** Last month of the window, "YYYY-MM". */
  to: string;
  source: string;
  steps: Step[];
}

const PA = /^(\d{4})-(0[1-9]|1[0-2])$/;
const OLD_RULE = "LC 123/2006, art. 18, §1º (redação da LC 155/2016); Res. CGSN 140/2018, art. 22";

function monthName(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${year}-${month < 10 ? "0" : ""}${month}`;
}

function label(ym: string): string {
  return `${ym.slice(5)}/${ym.slice(0, 4)}`;
}

/**
 * The 12 months whose revenue is the RBT12 of a period of assessment (PA, "YYYY-MM"): to 12/2026 the 12
 * months before the PA; from 01/2027 the 12 months before the month before the PA (LC 123 art. 18 §1º,
 * wording of LC 214/2025 art. 517; Res. CGSN 140 art. 21, II, a, wording of Res. CGSN 190/2026).
 */
export function simplesRbt12Window(pa: string): SimplesRbt12Window {
  const m = typeof pa === "string" ? PA.exec(pa) : null;
  if (!m) throw new TaxInputError("INVALID_DATE", "pa", "AAAA-MM");
  const index = Number(m[1]) * 12 + Number(m[2]) - 1;
  const rule = RBT12_LAG_FROM.value;
  const lag = pa >= rule.period ? rule.months : 0;
  const to = monthName(index - 1 - lag);
  const from = monthName(index - 12 - lag);
  const source = lag > 0 ? RBT12_LAG_FROM.source : OLD_RULE;
  const steps: Step[] = [
    step(
      "Janela do RBT12",
      lag > 0
        ? `PA ${label(pa)}: os 12 meses antecedentes ao mês anterior ao PA (${label(monthName(index - 1))} fica fora) = ${label(from)} a ${label(to)}`
        : `PA ${label(pa)}: os 12 meses anteriores ao PA = ${label(from)} a ${label(to)}`,
      12,
      source,
    ),
  ];
  return { from, to, source, steps };
}
