import { applyRate, type Cents } from "../../money";
import { fatorRRatio, resolveAnnex, type EffectiveRate } from "../../simples-core";
import type { Step } from "../../steps";
import type { Annex } from "../../tables/types";
import { presumidoYear, realYear } from "../lucro-annual";
import { totalOf, type Line, type RegimeCalc } from "../regime-result";
import { fs12, simplesYear } from "../simples-annual";
import type { NormalizedCompany } from "../company";
import type { Ctx } from "./context";

/** The employees' charges: inside monthlyCosts already (the input says so), so not counted again. */
const EMPLOYEE_LINES = new Set(["cpp_folha", "rat", "terceiros", "fgts"]);
/** IRPJ and CSLL, on their own or as parcels of the DAS: the company's income tax for art. 16-B. */
/** The company's CPP on the pró-labore (outside the Simples, and in its Anexo IV). */
const CPP_LINE = "cpp_pro_labore";
const INCOME_TAX_LINES = new Set(["irpj", "irpj_adicional", "csll", "das_irpj", "das_csll"]);

export interface CompanyTotals {
  /** Pró-labore of all partners per month. */
  proLabore: Cents;
  /** Every tax of the company that the regime simulator counts, but the employees' charges. */
  total: Cents;
  /** IRPJ + adicional + CSLL (or their DAS parcels). */
  incomeTax: Cents;
  /** Revenue − costs − pró-labore − taxes other than IRPJ and CSLL: the profit before income taxes (art. 16-B §3º, III). */
  accountingProfit: Cents;
  /** Accounting profit − IRPJ − CSLL: what is left to distribute in the year. */
  distributable: Cents;
  annex: Annex | null;
}

export interface CompanyYear extends CompanyTotals {
  lines: Line[];
  fatorR: EffectiveRate | null;
  /** The regime simulator's explanation of its lines (RBT12, Fator R, quarters). */
  context: Step[];
}

function withPartnerPay(x: Ctx, proLabore: Cents): NormalizedCompany {
  return { ...x.company, proLaboreMonthly: proLabore, proLaboreAnnual: proLabore * 12 };
}

function totals(x: Ctx, proLabore: Cents, total: Cents, incomeTax: Cents, annex: Annex | null): CompanyTotals {
  const accountingProfit = (x.revenue - x.costs - proLabore) * 12 - (total - incomeTax);
  return { proLabore, total, incomeTax, accountingProfit, distributable: accountingProfit - incomeTax, annex };
}

/** The company's year as the regime simulator computes it (compareRegimes), for a monthly pró-labore of all partners. */
export function companyYear(x: Ctx, proLabore: Cents): CompanyYear {
  const c = withPartnerPay(x, proLabore);
  let calc: RegimeCalc;
  let fatorR: EffectiveRate | null = null;
  if (x.regime === "simples") {
    const s = simplesYear(c, x.scenario);
    calc = s.calc;
    fatorR = s.fatorR;
  } else calc = x.regime === "presumido" ? presumidoYear(c, x.scenario) : realYear(c, x.scenario);
  const lines = calc.lines.filter((l) => !EMPLOYEE_LINES.has(l.key));
  let incomeTax = 0;
  for (const l of lines) if (INCOME_TAX_LINES.has(l.key)) incomeTax += l.cents;
  return {
    ...totals(x, proLabore, totalOf(lines), incomeTax, calc.annex ?? null),
    lines,
    fatorR,
    context: calc.context ?? [],
  };
}

/** The annex of the Simples for a pró-labore, as simplesYear resolves it: FS12 (payroll base + 12 pró-labores) ÷ RBT12 of January. */
function simplesAnnex(x: Ctx, payrollBase: Cents, proLabore: Cents): Annex {
  if (!x.profile.fatorR) return x.profile.annex;
  const fs = payrollBase + proLabore * 12;
  return resolveAnnex(x.t, x.profile.annex, fatorRRatio(x.t, fs, x.company.previousYear), true);
}

/**
 * companyYear's totals, fast: the optimiser asks for hundreds of pró-labores. Only the CPP on the pró-labore
 * depends on it in the Presumido and in the Simples (whose annex the Fator R picks); the Lucro Real's profit
 * does, so its years are computed in full (and kept).
 */
export function companyCache(x: Ctx): (proLabore: Cents) => CompanyTotals {
  const cpp = x.t.payroll.proLaboreCpp.value;
  const byKey = new Map<string | Cents, CompanyYear>();
  const year = (key: string | Cents, p: Cents) => {
    let y = byKey.get(key);
    if (!y) {
      y = companyYear(x, p);
      byKey.set(key, y);
    }
    return y;
  };
  if (x.regime === "real") return (p) => year(p, p);
  const payrollBase = fs12(withPartnerPay(x, 0));
  return (p) => {
    const annex = x.regime === "simples" ? simplesAnnex(x, payrollBase, p) : null;
    // Pró-labore of at least a centavo, so that the CPP line exists where it applies.
    const base = year(annex ?? "presumido", Math.max(1, p));
    const line = base.lines.find((l) => l.key === CPP_LINE);
    if (!line) return totals(x, p, base.total, base.incomeTax, base.annex);
    return totals(x, p, base.total - line.cents + applyRate(p * 12, cpp), base.incomeTax, base.annex);
  };
}
