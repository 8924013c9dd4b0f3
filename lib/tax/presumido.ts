import { TaxInputError } from "./errors";
import { PPM, applyRate, mulMulDiv, sum, toReais, type Cents } from "./money";
import { fmtBRL, fmtPct, fmtRate, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { PresumidoActivity, TaxTables } from "./tables/types";
import { pisCofinsInForce, reformYearOf } from "./reform/schedule";
import { integer, money, moneyList, oneOf } from "./validate";

export const PRESUMIDO_ACTIVITIES: readonly PresumidoActivity[] = [
  "comercio",
  "industria",
  "servicos",
  "servicos_hospitalares",
  "transporte_carga",
  "transporte_passageiros",
  "revenda_combustiveis",
];

export interface LucroPresumidoQuarterInput {
  year?: TaxYear;
  quarter: 1 | 2 | 3 | 4;
  activity: PresumidoActivity;
  /** Gross revenue of the quarter, in reais. */
  revenue: number;
  /**
   * Revenue of the earlier quarters of the same year in which the company was active, oldest first.
   * Omitted or shorter than quarter − 1: activity started later in the year (the LC 224 limit is counted
   * per quarter of activity).
   */
  previousQuartersRevenue?: number[];
}

export interface LucroPresumidoQuarterResult {
  irpjBase: number;
  irpj: number;
  irpjAdditional: number;
  irpjTotal: number;
  csllBase: number;
  csll: number;
  pis: number;
  cofins: number;
  total: number;
  /** Revenue of the quarter taxed with the LC 224/2025 increased percentages (negative = 4th-quarter reversal). */
  lc224Excess: number;
  steps: Step[];
}

export interface PresumidoCore {
  irpjBase: Cents;
  irpj: Cents;
  irpjAdditional: Cents;
  csllBase: Cents;
  csll: Cents;
  pis: Cents;
  cofins: Cents;
  total: Cents;
  excess: Cents;
  csllExcess: Cents;
}

/**
 * Revenue of this quarter taxed with the LC 224 increased percentages, for IRPJ and for CSLL: unused
 * quarterly limit carries forward, and the 4th quarter trues the year up to the real excess over the
 * annual limit (negative = reversal of increases charged earlier). CSLL only counts quarters from its
 * start (2nd quarter of 2026), so excess that fell before it is neither charged nor reversed.
 */
export function lc224Excess(
  t: TaxTables,
  quarter: number,
  revenue: Cents,
  previous: readonly Cents[],
): { irpj: Cents; csll: Cents } {
  const rule = t.presumido.lc224;
  if (!rule) return { irpj: 0, csll: 0 };
  const startQuarter = quarter - previous.length;
  let available = 0;
  let chargedIrpj = 0;
  let chargedCsll = 0;
  let beforeIrpj = 0;
  let beforeCsll = 0;
  for (let i = 0; i < previous.length; i++) {
    const q = startQuarter + i;
    available += rule.quarterlyThreshold;
    const covered = Math.min(previous[i], available);
    available -= covered;
    const excess = previous[i] - covered;
    if (q >= rule.irpjFromQuarter) chargedIrpj += excess;
    else beforeIrpj += excess;
    if (q >= rule.csllFromQuarter) chargedCsll += excess;
    else beforeCsll += excess;
  }
  if (quarter === 4) {
    const annualLimit = rule.quarterlyThreshold * (4 - startQuarter + 1);
    const yearExcess = Math.max(0, sum(previous) + revenue - annualLimit);
    return {
      irpj: Math.max(0, yearExcess - beforeIrpj) - chargedIrpj,
      csll: Math.max(0, yearExcess - beforeCsll) - chargedCsll,
    };
  }
  available += rule.quarterlyThreshold;
  const excess = revenue - Math.min(revenue, available);
  return {
    irpj: quarter >= rule.irpjFromQuarter ? excess : 0,
    csll: quarter >= rule.csllFromQuarter ? excess : 0,
  };
}

export function computePresumidoQuarter(
  t: TaxTables,
  quarter: number,
  activity: PresumidoActivity,
  revenue: Cents,
  previous: readonly Cents[],
): PresumidoCore {
  const p = t.presumido;
  const pct = p.presumption[activity];
  const rule = p.lc224;
  const { irpj: irpjExcess, csll: csllExcess } = lc224Excess(t, quarter, revenue, previous);
  const increase = rule ? rule.increase : 0;
  const irpjBase = Math.max(0, applyRate(revenue, pct.irpj) + mulMulDiv(irpjExcess, pct.irpj, increase, PPM * PPM));
  const csllBase = Math.max(0, applyRate(revenue, pct.csll) + mulMulDiv(csllExcess, pct.csll, increase, PPM * PPM));
  const irpj = applyRate(irpjBase, p.irpj.value);
  const threshold = p.additionalThresholdPerMonth.value * 3;
  const irpjAdditional = irpjBase > threshold ? applyRate(irpjBase - threshold, p.additional.value) : 0;
  const csll = applyRate(csllBase, p.csll.value);
  // PIS and COFINS end on 01/01/2027 (LC 214/2025, art. 542); CBS/IBS are computed by lib/tax/reform.
  const pisCofins = pisCofinsInForce(t.year);
  const pis = pisCofins ? applyRate(revenue, p.pis.value) : 0;
  const cofins = pisCofins ? applyRate(revenue, p.cofins.value) : 0;
  const total = irpj + irpjAdditional + csll + pis + cofins;
  return { irpjBase, irpj, irpjAdditional, csllBase, csll, pis, cofins, total, excess: irpjExcess, csllExcess };
}

/** One quarter of Lucro Presumido: IRPJ, adicional, CSLL, PIS and COFINS (Lei 9.249/1995; Lei 9.430/1996; LC 224/2025). */
export function lucroPresumidoQuarter(input: LucroPresumidoQuarterInput): LucroPresumidoQuarterResult {
  const t = tablesFor(input.year);
  const quarter = integer(input.quarter, "quarter", 1, 4);
  const activity = oneOf(input.activity, "activity", PRESUMIDO_ACTIVITIES);
  const revenue = money(input.revenue, "revenue");
  const previous = moneyList(input.previousQuartersRevenue ?? [], "previousQuartersRevenue");
  if (previous.length > quarter - 1)
    throw new TaxInputError("INVALID_LENGTH", "previousQuartersRevenue", `até ${quarter - 1}`);
  const c = computePresumidoQuarter(t, quarter, activity, revenue, previous);
  const p = t.presumido;
  const pct = p.presumption[activity];
  const rule = p.lc224;
  const steps: Step[] = [];
  if (rule) {
    steps.push(
      step(
        "Receita sujeita ao acréscimo da LC 224/2025",
        quarter === 4
          ? `ajuste no 4º trimestre: excesso anual sobre ${fmtBRL(rule.annualThreshold)} (proporcional aos trimestres de atividade) menos o já tributado`
          : `receita acima do limite de ${fmtBRL(rule.quarterlyThreshold)} por trimestre (saldo não usado é transferido)`,
        toReais(c.excess || c.csllExcess),
        rule.source,
      ),
    );
  }
  const incr = (e: Cents, base: number) =>
    e !== 0 ? ` + ${fmtBRL(e)} × ${fmtPct(base, 2)} × ${fmtRate(rule?.increase ?? 0)}` : "";
  steps.push(
    step(
      "Base do IRPJ",
      `${fmtBRL(revenue)} × ${fmtPct(pct.irpj, 2)}${incr(c.excess, pct.irpj)}`,
      toReais(c.irpjBase),
      pct.source,
    ),
    step(
      `IRPJ (${fmtRate(p.irpj.value)})`,
      `${fmtBRL(c.irpjBase)} × ${fmtRate(p.irpj.value)}`,
      toReais(c.irpj),
      p.irpj.source,
    ),
    step(
      `Adicional do IRPJ (${fmtRate(p.additional.value)})`,
      `${fmtRate(p.additional.value)} × (${fmtBRL(c.irpjBase)} − ${fmtBRL(p.additionalThresholdPerMonth.value * 3)}), se positivo`,
      toReais(c.irpjAdditional),
      p.additional.source,
    ),
    step(
      "Base da CSLL",
      `${fmtBRL(revenue)} × ${fmtPct(pct.csll, 2)}${incr(c.csllExcess, pct.csll)}`,
      toReais(c.csllBase),
      pct.source,
    ),
    step(
      `CSLL (${fmtRate(p.csll.value)})`,
      `${fmtBRL(c.csllBase)} × ${fmtRate(p.csll.value)}`,
      toReais(c.csll),
      p.csll.source,
    ),
  );
  const endOfPisCofins = reformYearOf(t.year);
  if (pisCofinsInForce(t.year) || !endOfPisCofins) {
    steps.push(
      step(
        `PIS cumulativo (${fmtRate(p.pis.value)})`,
        `${fmtBRL(revenue)} × ${fmtRate(p.pis.value)}`,
        toReais(c.pis),
        p.pis.source,
      ),
      step(
        `COFINS cumulativa (${fmtRate(p.cofins.value)})`,
        `${fmtBRL(revenue)} × ${fmtRate(p.cofins.value)}`,
        toReais(c.cofins),
        p.cofins.source,
      ),
    );
  } else {
    steps.push(
      step(
        "PIS e COFINS",
        `extintos em ${t.year}: a empresa paga CBS e IBS com créditos (veja a simulação da reforma)`,
        0,
        endOfPisCofins.pisCofins.source,
      ),
    );
  }
  steps.push(
    step(
      "Total do trimestre",
      pisCofinsInForce(t.year) ? "IRPJ + adicional + CSLL + PIS + COFINS" : "IRPJ + adicional + CSLL",
      toReais(c.total),
      "Lei 9.430/1996, arts. 1º e 25",
    ),
  );
  return {
    irpjBase: toReais(c.irpjBase),
    irpj: toReais(c.irpj),
    irpjAdditional: toReais(c.irpjAdditional),
    irpjTotal: toReais(c.irpj + c.irpjAdditional),
    csllBase: toReais(c.csllBase),
    csll: toReais(c.csll),
    pis: toReais(c.pis),
    cofins: toReais(c.cofins),
    total: toReais(c.total),
    lc224Excess: toReais(c.excess),
    steps,
  };
}
