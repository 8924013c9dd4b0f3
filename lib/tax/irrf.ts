import { PPM, mulDiv, toReais, type Cents } from "./money";
import { fmtBRL, fmtPct, fmtRatio, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { IrrfBand, TaxTables } from "./tables/types";
import { bool, integer, money, optionalMoney } from "./validate";

export interface IrrfMonthlyInput {
  year?: TaxYear;
  /** Gross taxable income of the month (R in Lei 9.250 art. 3º-A), in reais. */
  grossIncome: number;
  /** Official social security contribution withheld (INSS/RPPS). */
  inss: number;
  dependents?: number;
  /** Court-ordered alimony, PGBL/Funpresp and other legal deductions, in reais. */
  otherDeductions?: number;
  /** Retirement income of a taxpayer aged 65+: extra monthly exemption (Lei 7.713 art. 6º, XV). Default false. */
  retiree65?: boolean;
}

/** The income-tax computation shared by the monthly withholding and the annual adjustment, in reais. */
export interface IncomeTaxResult {
  /** Deduction used: legal deductions or the desconto simplificado, whichever is more favourable. */
  deduction: number;
  simplified: boolean;
  base: number;
  tableTax: number;
  /** Lei 15.270/2025 reduction (arts. 3º-A monthly, 11-A annual), limited to the table tax. */
  reduction: number;
  /** tableTax − reduction (monthly: zero when ≤ the dispensa, Lei 9.430 art. 67). */
  tax: number;
  steps: Step[];
}

export type IrrfMonthlyResult = IncomeTaxResult;

export interface IrrfCore {
  legal: Cents;
  deduction: Cents;
  simplified: boolean;
  base: Cents;
  band: IrrfBand;
  tableTax: Cents;
  reduction: Cents;
  /** tableTax − reduction: the tax of the month, withheld or not. */
  due: Cents;
  /** Due but not withheld: R$ 10,00 or less (Lei 9.430 art. 67); still due in the annual return. */
  dispensed: boolean;
  /** What the payer withholds: `due`, or 0 when dispensed. */
  tax: Cents;
}

export function bandTax(bands: readonly IrrfBand[], base: Cents): { band: IrrfBand; tax: Cents } {
  let band = bands[bands.length - 1];
  for (let i = 0; i < bands.length; i++) {
    if (base <= bands[i].upTo) {
      band = bands[i];
      break;
    }
  }
  const tax = mulDiv(base, band.rate, PPM) - band.deduction;
  return { band, tax: tax > 0 ? tax : 0 };
}

/** Lei 15.270/2025 reduction formula, rounded at each stage as Receita's examples do. */
export function reductionFor(
  r: { fullUpTo: Cents; fullMax: Cents; phaseOutUpTo: Cents; constant: Cents; slope: number } | null,
  gross: Cents,
  tableTax: Cents,
): Cents {
  if (!r || tableTax === 0) return 0;
  if (gross <= r.fullUpTo) return Math.min(tableTax, r.fullMax);
  if (gross > r.phaseOutUpTo) return 0;
  const linear = r.constant - mulDiv(gross, r.slope, PPM);
  return Math.min(tableTax, linear > 0 ? linear : 0);
}

export function computeIrrf(
  t: TaxTables,
  gross: Cents,
  inss: Cents,
  dependents: number,
  other: Cents,
  retiree65 = false,
): IrrfCore {
  const ir = t.irrf;
  const legal = inss + dependents * ir.dependent.value + other + (retiree65 ? Math.min(gross, ir.retiree65.value) : 0);
  const simplified = legal < ir.simplified.value;
  const deduction = simplified ? ir.simplified.value : legal;
  const base = gross > deduction ? gross - deduction : 0;
  const { band, tax: tableTax } = bandTax(ir.bands, base);
  const reduction = reductionFor(ir.reduction, gross, tableTax);
  const due = tableTax - reduction;
  const dispensed = due > 0 && due <= ir.dispensa.value;
  return { legal, deduction, simplified, base, band, tableTax, reduction, due, dispensed, tax: dispensed ? 0 : due };
}

export function irrfSteps(t: TaxTables, gross: Cents, c: IrrfCore): Step[] {
  const ir = t.irrf;
  const steps: Step[] = [
    step(
      "Dedução",
      c.simplified
        ? `deduções legais ${fmtBRL(c.legal)} < desconto simplificado ${fmtBRL(ir.simplified.value)}: usa o simplificado`
        : `deduções legais (INSS, dependentes, outras) ${fmtBRL(c.legal)} ≥ desconto simplificado ${fmtBRL(ir.simplified.value)}`,
      toReais(c.deduction),
      c.simplified ? ir.simplified.source : `Lei 9.250/1995, art. 4º; ${ir.dependent.source}`,
    ),
    step("Base de cálculo", `${fmtBRL(gross)} − ${fmtBRL(c.deduction)}`, toReais(c.base), ir.source),
    step(
      "Imposto pela tabela",
      c.band.rate === 0
        ? `base na faixa isenta (até ${fmtBRL(ir.bands[0].upTo)})`
        : `${fmtBRL(c.base)} × ${fmtPct(c.band.rate, 2)} − ${fmtBRL(c.band.deduction)}`,
      toReais(c.tableTax),
      ir.source,
    ),
  ];
  if (ir.reduction) {
    const r = ir.reduction;
    const formula =
      gross <= r.fullUpTo
        ? `rendimento até ${fmtBRL(r.fullUpTo)}: redução até ${fmtBRL(r.fullMax)}, limitada ao imposto`
        : gross <= r.phaseOutUpTo
          ? `${fmtBRL(r.constant)} − ${fmtRatio(r.slope, PPM * 100, 6).slice(0, -1)} × ${fmtBRL(gross)}, limitada ao imposto`
          : `rendimento acima de ${fmtBRL(r.phaseOutUpTo)}: sem redução`;
    steps.push(step("Redução da Lei 15.270/2025", formula, toReais(c.reduction), r.source));
  }
  if (c.dispensed) {
    steps.push(
      step(
        "Dispensa de retenção",
        `imposto de ${fmtBRL(c.due)} (até ${fmtBRL(ir.dispensa.value)}) não é retido, mas continua devido na declaração de ajuste anual`,
        0,
        ir.dispensa.source,
      ),
    );
  }
  steps.push(
    step(
      "IRRF do mês",
      `${fmtBRL(c.tableTax)} − ${fmtBRL(c.reduction)}${c.dispensed ? " (dispensado)" : ""}`,
      toReais(c.tax),
      ir.source,
    ),
  );
  return steps;
}

/** Monthly IRRF on wages and pró-labore (Lei 11.482/2007 art. 1º; Lei 9.250/1995 arts. 3º-A and 4º). */
export function irrfMonthly(input: IrrfMonthlyInput): IrrfMonthlyResult {
  const t = tablesFor(input.year);
  const gross = money(input.grossIncome, "grossIncome");
  const inss = money(input.inss, "inss");
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const other = optionalMoney(input.otherDeductions, "otherDeductions", 0);
  const c = computeIrrf(t, gross, inss, dependents, other, bool(input.retiree65, "retiree65", false));
  return {
    deduction: toReais(c.deduction),
    simplified: c.simplified,
    base: toReais(c.base),
    tableTax: toReais(c.tableTax),
    reduction: toReais(c.reduction),
    tax: toReais(c.tax),
    steps: irrfSteps(t, gross, c),
  };
}
