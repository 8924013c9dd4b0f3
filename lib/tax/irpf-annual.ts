import { TaxInputError } from "./errors";
import { PPM, mulDiv, toReais } from "./money";
import { bandTax, reductionFor, type IncomeTaxResult } from "./irrf";
import { fmtBRL, fmtPct, fmtRate, step, type Step } from "./steps";
import { SUPPORTED_YEARS, tablesFor, type TaxYear } from "./tables";
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

/**
 * Annual adjustment (Declaração de Ajuste Anual) with the Lei 15.270/2025 annual reduction (Lei 9.250/1995
 * arts. 8º, 10, 11-A). Only years with a published annual table are supported (2026).
 */
export function irpfAnnual(input: IrpfAnnualInput): IrpfAnnualResult {
  const t = tablesFor(input.year);
  const a = t.irpfAnnual;
  if (!a)
    throw new TaxInputError(
      "UNSUPPORTED_YEAR",
      "year",
      `tabela anual disponível para ${SUPPORTED_YEARS.filter((y) => tablesFor(y).irpfAnnual).join(", ")}`,
    );
  const income = money(input.taxableIncome, "taxableIncome");
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const legal =
    optionalMoney(input.inss, "inss", 0) +
    dependents * a.dependent.value +
    optionalMoney(input.otherDeductions, "otherDeductions", 0);
  const withheld = optionalMoney(input.withheld, "withheld", 0);
  const simplifiedDiscount = Math.min(mulDiv(income, a.simplifiedRate, PPM), a.simplifiedCap.value);

  const evaluate = (deduction: number) => {
    const base = Math.max(0, income - deduction);
    const { band, tax } = bandTax(a.bands, base);
    const reduction = reductionFor(a.reduction, income, tax);
    return { deduction, base, band, tableTax: tax, reduction, tax: tax - reduction };
  };
  const withLegal = evaluate(legal);
  const withSimplified = evaluate(simplifiedDiscount);
  const simplified = withSimplified.tax < withLegal.tax;
  const c = simplified ? withSimplified : withLegal;

  const steps: Step[] = [
    step(
      "Dedução",
      simplified
        ? `desconto simplificado: ${fmtRate(a.simplifiedRate)} × ${fmtBRL(income)}, limitado a ${fmtBRL(a.simplifiedCap.value)}`
        : `deduções legais: ${fmtBRL(legal)}`,
      toReais(c.deduction),
      simplified ? a.simplifiedCap.source : `Lei 9.250/1995, art. 8º; ${a.dependent.source}`,
    ),
    step("Base de cálculo anual", `${fmtBRL(income)} − ${fmtBRL(c.deduction)}`, toReais(c.base), a.source),
    step(
      "Imposto pela tabela anual",
      `${fmtBRL(c.base)} × ${fmtPct(c.band.rate, 2)} − ${fmtBRL(c.band.deduction)}`,
      toReais(c.tableTax),
      a.source,
    ),
    step(
      "Redução anual",
      `limitada ao imposto; rendimento tributável ${fmtBRL(income)}`,
      toReais(c.reduction),
      a.reduction.source,
    ),
    step("Imposto devido", `${fmtBRL(c.tableTax)} − ${fmtBRL(c.reduction)}`, toReais(c.tax), a.source),
    step(
      "Saldo",
      `${fmtBRL(c.tax)} − ${fmtBRL(withheld)} retido (negativo = restituição)`,
      toReais(c.tax - withheld),
      a.source,
    ),
  ];
  return {
    deduction: toReais(c.deduction),
    simplified,
    base: toReais(c.base),
    tableTax: toReais(c.tableTax),
    reduction: toReais(c.reduction),
    tax: toReais(c.tax),
    balance: toReais(c.tax - withheld),
    steps,
  };
}
