import { applyRate, toReais, type Cents } from "./money";
import { fmtBRL, fmtRate, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { TaxTables } from "./tables/types";
import { pisCofinsInForce, reformYearOf } from "./reform/schedule";
import { money } from "./validate";

export interface LucroRealQuarterInput {
  year?: TaxYear;
  /** Lucro real of the quarter (after additions, exclusions and loss offset), in reais. A loss gives zero tax. */
  taxableProfit: number;
}

export interface LucroRealQuarterResult {
  irpj: number;
  irpjAdditional: number;
  irpjTotal: number;
  csll: number;
  steps: Step[];
}

export interface RealCore {
  irpj: Cents;
  irpjAdditional: Cents;
  csll: Cents;
}

export function computeRealQuarter(t: TaxTables, profit: Cents, months = 3): RealCore {
  const r = t.real;
  if (profit <= 0) return { irpj: 0, irpjAdditional: 0, csll: 0 };
  const threshold = r.additionalThresholdPerMonth.value * months;
  return {
    irpj: applyRate(profit, r.irpj.value),
    irpjAdditional: profit > threshold ? applyRate(profit - threshold, r.additional.value) : 0,
    csll: applyRate(profit, r.csll.value),
  };
}

/** Quarterly Lucro Real IRPJ (15% + 10% above R$ 60.000) and CSLL 9% (Lei 9.249/1995 art. 3º; Lei 9.430/1996 arts. 1º, 4º). */
export function lucroRealQuarter(input: LucroRealQuarterInput): LucroRealQuarterResult {
  const t = tablesFor(input.year);
  const profit = money(input.taxableProfit, "taxableProfit", { allowNegative: true });
  const c = computeRealQuarter(t, profit);
  const r = t.real;
  const steps: Step[] =
    profit <= 0
      ? [
          step(
            "Prejuízo fiscal",
            `lucro real de ${fmtBRL(profit)}: sem IRPJ e CSLL no trimestre (compensável em até ${fmtRate(r.lossOffsetLimit.value)} dos lucros futuros)`,
            0,
            r.lossOffsetLimit.source,
          ),
        ]
      : [
          step(
            `IRPJ (${fmtRate(r.irpj.value)})`,
            `${fmtBRL(profit)} × ${fmtRate(r.irpj.value)}`,
            toReais(c.irpj),
            r.irpj.source,
          ),
          step(
            `Adicional do IRPJ (${fmtRate(r.additional.value)})`,
            `${fmtRate(r.additional.value)} × (${fmtBRL(profit)} − ${fmtBRL(r.additionalThresholdPerMonth.value * 3)}), se positivo`,
            toReais(c.irpjAdditional),
            r.additional.source,
          ),
          step(
            `CSLL (${fmtRate(r.csll.value)})`,
            `${fmtBRL(profit)} × ${fmtRate(r.csll.value)}`,
            toReais(c.csll),
            r.csll.source,
          ),
        ];
  return {
    irpj: toReais(c.irpj),
    irpjAdditional: toReais(c.irpjAdditional),
    irpjTotal: toReais(c.irpj + c.irpjAdditional),
    csll: toReais(c.csll),
    steps,
  };
}

export interface PisCofinsNaoCumulativoInput {
  year?: TaxYear;
  /** Gross revenue of the month, in reais. */
  revenue: number;
  /** Costs that give credit (inputs, energy, rent, depreciation...), in reais. */
  creditBase: number;
}

export interface PisCofinsNaoCumulativoResult {
  pis: number;
  cofins: number;
  steps: Step[];
}

export function computePisCofinsNc(t: TaxTables, revenue: Cents, credit: Cents): { pis: Cents; cofins: Cents } {
  // PIS and COFINS end on 01/01/2027 (LC 214/2025, art. 542); CBS/IBS are computed by lib/tax/reform.
  if (!pisCofinsInForce(t.year)) return { pis: 0, cofins: 0 };
  // Debit minus credit, rounded once per tax; an excess of credit carries forward (never a negative tax).
  const net = revenue > credit ? revenue - credit : 0;
  return { pis: applyRate(net, t.real.pis.value), cofins: applyRate(net, t.real.cofins.value) };
}

/** Non-cumulative PIS and COFINS (rates in the tables) net of credits (Lei 10.637/2002 and Lei 10.833/2003, arts. 2º–3º). */
export function pisCofinsNaoCumulativo(input: PisCofinsNaoCumulativoInput): PisCofinsNaoCumulativoResult {
  const t = tablesFor(input.year);
  const revenue = money(input.revenue, "revenue");
  const credit = money(input.creditBase, "creditBase");
  const c = computePisCofinsNc(t, revenue, credit);
  const net = Math.max(0, revenue - credit);
  const end = reformYearOf(t.year);
  if (end && !end.pisCofins.inForce) {
    return {
      pis: 0,
      cofins: 0,
      steps: [
        step(
          "PIS e COFINS",
          `extintos em ${t.year}: a empresa paga CBS e IBS com créditos (veja a simulação da reforma)`,
          0,
          end.pisCofins.source,
        ),
      ],
    };
  }
  const steps: Step[] = [
    step(
      "Base líquida de créditos",
      `${fmtBRL(revenue)} − ${fmtBRL(credit)} (crédito excedente fica para os meses seguintes)`,
      toReais(net),
      t.real.pis.source,
    ),
    step(
      `PIS (${fmtRate(t.real.pis.value)})`,
      `${fmtBRL(net)} × ${fmtRate(t.real.pis.value)}`,
      toReais(c.pis),
      t.real.pis.source,
    ),
    step(
      `COFINS (${fmtRate(t.real.cofins.value)})`,
      `${fmtBRL(net)} × ${fmtRate(t.real.cofins.value)}`,
      toReais(c.cofins),
      t.real.cofins.source,
    ),
  ];
  return { pis: toReais(c.pis), cofins: toReais(c.cofins), steps };
}
