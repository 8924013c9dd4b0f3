import { PPM, mulDiv, toReais, type Cents } from "./money";
import { fmtBRL, fmtPct, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";
import { money } from "./validate";

export interface InssEmployeeInput {
  year?: TaxYear;
  /** Salário de contribuição of the month, in reais. */
  salary: number;
}

export interface InssEmployeeResult {
  contribution: number;
  steps: Step[];
}

/** INSS ceiling (teto) of the year, in centavos. */
export function inssCeiling(t: TaxTables): Cents {
  return t.inss.bands[t.inss.bands.length - 1].upTo;
}

/**
 * Progressive employee contribution (EC 103/2019 art. 28): the exact sum of every slice × rate, rounded once;
 * the Receita's own examples only match single rounding.
 */
export function inssContribution(t: TaxTables, salary: Cents): Cents {
  let exact = 0; // centavos × ppm, always below 2^52 (teto × 14% ≈ 1.2e11)
  let lower = 0;
  for (const band of t.inss.bands) {
    if (salary <= lower) break;
    const top = salary < band.upTo ? salary : band.upTo;
    exact += (top - lower) * band.rate;
    lower = band.upTo;
  }
  return mulDiv(exact, 1, PPM);
}

/** Employee INSS of the month (Lei 8.212/1991 art. 20; EC 103/2019 art. 28; annual Portaria). */
export function inssEmployee(input: InssEmployeeInput): InssEmployeeResult {
  const t = tablesFor(input.year);
  const salary = money(input.salary, "salary");
  const contribution = inssContribution(t, salary);
  const steps: Step[] = [];
  let lower = 0;
  for (const band of t.inss.bands) {
    if (salary <= lower) break;
    const top = salary < band.upTo ? salary : band.upTo;
    steps.push(
      step(
        `Faixa até ${fmtBRL(band.upTo)}`,
        `(${fmtBRL(top)} − ${fmtBRL(lower)}) × ${fmtPct(band.rate, 2)} (sem arredondar)`,
        ((top - lower) * band.rate) / (100 * PPM),
        t.inss.source,
      ),
    );
    lower = band.upTo;
  }
  if (salary > inssCeiling(t)) {
    steps.push(
      step(
        "Teto do INSS",
        `salário acima do teto de ${fmtBRL(inssCeiling(t))}: contribuição limitada`,
        toReais(inssCeiling(t)),
        t.inss.source,
      ),
    );
  }
  steps.push(
    step(
      "Contribuição do empregado",
      `soma das faixas, arredondada uma única vez = ${fmtBRL(contribution)}`,
      toReais(contribution),
      t.inss.source,
    ),
  );
  return { contribution: toReais(contribution), steps };
}
