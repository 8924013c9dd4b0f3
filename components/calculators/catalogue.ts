import type { PublicCalculatorSlug } from "@/lib/routes";

/** Each public calculator's message namespace under calculators.pages, in display order. */
export const CALCULATOR_PAGES: Record<
  PublicCalculatorSlug,
  "simples" | "fatorR" | "netSalary" | "cltPj" | "profit" | "reform"
> = {
  "simples-nacional": "simples",
  "fator-r": "fatorR",
  "salario-liquido": "netSalary",
  "clt-x-pj": "cltPj",
  "pro-labore-dividendos": "profit",
  "reforma-tributaria": "reform",
};

export type CalculatorPageKey = (typeof CALCULATOR_PAGES)[PublicCalculatorSlug];
