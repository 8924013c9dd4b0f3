import { TaxInputError } from "./errors";
import { PPM, mulDiv, toReais, type Cents } from "./money";
import { bandTax, reductionFor, type IncomeTaxResult } from "./irrf";
import { fmtBRL, fmtPct, fmtRate, fmtRatio, step, type Step } from "./steps";
import { SUPPORTED_YEARS, tablesFor, type TaxYear } from "./tables";
import type { IrrfBand, TaxTables } from "./tables/types";
import { integer, money, optionalMoney } from "./validate";

export interface IrpfAnnualInput {
  year?: TaxYear;
  /** Taxable income of the year (rendimentos tributáveis), in reais. */
  taxableIncome: number;
  /** Official social security paid in the year. */
  inss?: number;
  dependents?: number;
  /** Other legal deductions (education, health, alimony, PGBL...), in reais. */
  otherDeductions?: number;
  /** Tax withheld during the year (IRRF, carnê-leão). */
  withheld?: number;
}

export interface IrpfAnnualResult extends IncomeTaxResult {
  /** tax − withheld; negative is a refund. */
  balance: number;
}

/** The annual return of one person, in centavos. */
export interface IrpfAnnualCore {
  income: Cents;
  /** Legal deductions (INSS, dependents, others) and the desconto simplificado, side by side. */
  legal: Cents;
  simplifiedDiscount: Cents;
  /** Whether the desconto simplificado gave the lower tax (the legal deductions win a tie). */
  simplified: boolean;
  deduction: Cents;
  base: Cents;
  band: IrrfBand;
  tableTax: Cents;
  reduction: Cents;
  tax: Cents;
}

/** The years with an annual table, for the UNSUPPORTED_YEAR message. */
export function annualTableYears(): string {
  return SUPPORTED_YEARS.filter((y) => tablesFor(y).irpfAnnual).join(", ");
}

/**
 * The tax of the annual return on `income` (rendimentos tributáveis) with `legal` deductions: the better of the
 * legal deductions and the desconto simplificado (Lei 9.250/1995 arts. 8º and 10), the annual table, then the
 * art. 11-A reduction on the taxable income, limited to the tax. null when the year has no annual table.
 */
export function computeIrpfAnnual(t: TaxTables, income: Cents, legal: Cents): IrpfAnnualCore | null {
  const a = t.irpfAnnual;
  if (!a) return null;
  const simplifiedDiscount = Math.min(mulDiv(income, a.simplifiedRate, PPM), a.simplifiedCap.value);
  const withLegal = withDeduction(a, income, legal, legal, simplifiedDiscount, false);
  const withSimplified = withDeduction(a, income, simplifiedDiscount, legal, simplifiedDiscount, true);
  return withSimplified.tax < withLegal.tax ? withSimplified : withLegal;
}

/** The return with one deduction (a plain function: the optimiser of pró-labore calls this a great many times). */
function withDeduction(
  a: NonNullable<TaxTables["irpfAnnual"]>,
  income: Cents,
  deduction: Cents,
  legal: Cents,
  simplifiedDiscount: Cents,
  simplified: boolean,
): IrpfAnnualCore {
  const base = income > deduction ? income - deduction : 0;
  const { band, tax } = bandTax(a.bands, base);
  const reduction = reductionFor(a.reduction, income, tax);
  return {
    income,
    legal,
    simplifiedDiscount,
    simplified,
    deduction,
    base,
    band,
    tableTax: tax,
    reduction,
    tax: tax - reduction,
  };
}

/** The memória of an annual return; `who` names whose income it is ("" for the person asking). */
export function irpfAnnualSteps(t: TaxTables, c: IrpfAnnualCore, who = ""): Step[] {
  const a = t.irpfAnnual as NonNullable<TaxTables["irpfAnnual"]>;
  const of = who === "" ? "" : ` (${who})`;
  return [
    step(
      `Dedução${of}`,
      c.simplified
        ? `desconto simplificado: ${fmtRate(a.simplifiedRate)} × ${fmtBRL(c.income)}, limitado a ${fmtBRL(a.simplifiedCap.value)} (maior que as deduções legais de ${fmtBRL(c.legal)})`
        : `deduções legais: ${fmtBRL(c.legal)} (desconto simplificado seria ${fmtBRL(c.simplifiedDiscount)})`,
      toReais(c.deduction),
      c.simplified ? a.simplifiedCap.source : `Lei 9.250/1995, art. 8º; ${a.dependent.source}`,
    ),
    step(`Base de cálculo anual${of}`, `${fmtBRL(c.income)} − ${fmtBRL(c.deduction)}`, toReais(c.base), a.source),
    step(
      `Imposto pela tabela anual${of}`,
      c.band.rate === 0
        ? `base na faixa isenta (até ${fmtBRL(a.bands[0].upTo)})`
        : `${fmtBRL(c.base)} × ${fmtPct(c.band.rate, 2)} − ${fmtBRL(c.band.deduction)}`,
      toReais(c.tableTax),
      a.source,
    ),
    step(
      `Redução anual${of}`,
      c.income <= a.reduction.fullUpTo
        ? `rendimento tributável até ${fmtBRL(a.reduction.fullUpTo)}: redução até ${fmtBRL(a.reduction.fullMax)}, limitada ao imposto`
        : c.income <= a.reduction.phaseOutUpTo
          ? `${fmtBRL(a.reduction.constant)} − ${fmtRatio(a.reduction.slope, PPM * 100, 6).slice(0, -1)} × ${fmtBRL(c.income)}, limitada ao imposto`
          : `rendimento tributável acima de ${fmtBRL(a.reduction.phaseOutUpTo)}: sem redução`,
      toReais(c.reduction),
      a.reduction.source,
    ),
    step(
      `Imposto devido na declaração${of}`,
      `${fmtBRL(c.tableTax)} − ${fmtBRL(c.reduction)}`,
      toReais(c.tax),
      a.source,
    ),
  ];
}

/**
 * Annual adjustment (Declaração de Ajuste Anual) with the Lei 15.270/2025 annual reduction (Lei 9.250/1995
 * arts. 8º, 10, 11-A). Only years with a published annual table are supported (2026).
 */
export function irpfAnnual(input: IrpfAnnualInput): IrpfAnnualResult {
  const t = tablesFor(input.year);
  if (!t.irpfAnnual)
    throw new TaxInputError("UNSUPPORTED_YEAR", "year", `tabela anual disponível para ${annualTableYears()}`);
  const income = money(input.taxableIncome, "taxableIncome");
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const legal =
    optionalMoney(input.inss, "inss", 0) +
    dependents * t.irpfAnnual.dependent.value +
    optionalMoney(input.otherDeductions, "otherDeductions", 0);
  const withheld = optionalMoney(input.withheld, "withheld", 0);
  const c = computeIrpfAnnual(t, income, legal) as IrpfAnnualCore;
  const steps: Step[] = [
    ...irpfAnnualSteps(t, c),
    step(
      "Saldo",
      `${fmtBRL(c.tax)} − ${fmtBRL(withheld)} retido (negativo = restituição)`,
      toReais(c.tax - withheld),
      t.irpfAnnual.source,
    ),
  ];
  return {
    deduction: toReais(c.deduction),
    simplified: c.simplified,
    base: toReais(c.base),
    tableTax: toReais(c.tableTax),
    reduction: toReais(c.reduction),
    tax: toReais(c.tax),
    balance: toReais(c.tax - withheld),
    steps,
  };
}
