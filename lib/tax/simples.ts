import { TaxInputError } from "./errors";
import { PPM, sum, toReais, mulDiv, type Cents } from "./money";
import { SIMPLES_TAXES, TAX_INDEX, computeSimples, type SimplesCore } from "./simples-core";
import { fmtBRL, fmtPct, fmtRate, fmtRatio, step, type Step } from "./steps";
import { tablesFor, type TaxYear } from "./tables";
import type { Annex, TaxTables } from "./tables/types";
import { bool, integer, money, moneyList, oneOf } from "./validate";

import { ANNEXES } from "./choices";

export { ANNEXES };

export interface SimplesStartup {
  /** 1 for the month activity started, 2 for the next, ... From 13 on the normal RBT12 rule applies. */
  monthOfActivity: number;
  /** Revenue of each earlier month of activity, oldest first (monthOfActivity − 1 entries for months 2–12). */
  previousMonthsRevenue: number[];
}

export interface SimplesNacionalInput {
  year?: TaxYear;
  annex: Annex;
  /** Gross revenue of the month being assessed (PA), in reais. */
  monthRevenue: number;
  /** Revenue of the 12 months before the PA. Default: monthRevenue × 12 (steady revenue). */
  rbt12?: number;
  /** The activity is subject to Fator R (Annex V §5-I, or Annex III §5-M): ≥ 28% → III, else V. */
  fatorRApplies?: boolean;
  /** FS12: payroll of the 12 months before the PA (salaries, pró-labore, 13º, CPP paid, FGTS), annualised for startups. */
  payroll12m?: number;
  startup?: SimplesStartup;
  /** ICMS/ISS already due outside the DAS (LC 123 art. 20 §1º). Default false. */
  sublimiteExceeded?: boolean;
}

export interface SimplesSplit {
  IRPJ: number;
  CSLL: number;
  /** To 2026 only: CBS replaces COFINS and PIS in the DAS from 2027 (LC 214/2025, art. 517). */
  COFINS?: number;
  PIS?: number;
  /** From 2027 (LC 123 art. 13, IX–X, wording of LC 214/2025; Res. CGSN 140 art. 4º, IX–X). */
  CBS?: number;
  /** From 2027; like ICMS/ISS, outside the DAS above the sublimite. */
  IBS?: number;
  /** 0 in Annex IV, whose CPP is paid outside the DAS. */
  CPP: number;
  ICMS?: number;
  ISS?: number;
  IPI?: number;
}

export interface SimplesNacionalResult {
  annex: Annex;
  band: number;
  nominalRate: number;
  deduction: number;
  effectiveRate: number;
  rbt12: number;
  fatorR?: number;
  das: number;
  split: SimplesSplit;
  steps: Step[];
}

interface Rbt12Resolution {
  rbt12: Cents;
  formula: string;
  source: string;
  /** From 2027, 1st and 2nd month of activity: the rates of band 1, no RBT12 (Res. CGSN 140 art. 22 §2º, I). */
  firstBand?: boolean;
}

function resolveRbt12(t: TaxTables, input: SimplesNacionalInput, monthRevenue: Cents): Rbt12Resolution {
  const general = "LC 123/2006, art. 18, §1º; Res. CGSN 140/2018, art. 22";
  // From 2027 the window ends one month earlier (the month before the PA is left out).
  const lag = t.simples.rbt12Lag.value;
  if (input.startup !== undefined) {
    const m = integer(input.startup.monthOfActivity, "startup.monthOfActivity", 1, 600);
    const prev = moneyList(input.startup.previousMonthsRevenue ?? [], "startup.previousMonthsRevenue");
    if (lag > 0 && m <= 1 + lag) {
      return {
        rbt12: 0,
        formula: `${m}º mês de atividade: alíquotas da 1ª faixa`,
        source: t.simples.startup,
        firstBand: true,
      };
    }
    if (m === 1) {
      return {
        rbt12: monthRevenue * 12,
        formula: `${fmtBRL(monthRevenue)} (receita do 1º mês) × 12`,
        source: t.simples.startup,
      };
    }
    if (m <= 12 + lag) {
      if (prev.length !== m - 1)
        throw new TaxInputError("INVALID_LENGTH", "startup.previousMonthsRevenue", `${m - 1} meses`);
      const months = prev.slice(0, m - 1 - lag);
      const total = sum(months);
      const which = lag > 0 ? "meses antecedentes ao mês anterior" : "meses anteriores";
      return {
        rbt12: mulDiv(total, 12, months.length),
        formula: `média dos ${months.length} ${which} (${fmtBRL(total)} ÷ ${months.length}) × 12`,
        source: t.simples.startup,
      };
    }
    if (input.rbt12 === undefined) {
      if (prev.length < 12 + lag)
        throw new TaxInputError("INVALID_LENGTH", "startup.previousMonthsRevenue", `${12 + lag} meses`);
      const last = prev.slice(prev.length - 12 - lag, prev.length - lag);
      const which = lag > 0 ? "12 meses antecedentes ao mês anterior" : "12 meses anteriores";
      return {
        rbt12: sum(last),
        formula: `soma das receitas dos ${which}`,
        source: lag > 0 ? t.simples.rbt12Lag.source : general,
      };
    }
  }
  if (input.rbt12 !== undefined) {
    const rbt12 = money(input.rbt12, "rbt12");
    const formula =
      t.simples.rbt12Lag.value > 0
        ? "receita bruta dos 12 meses antecedentes ao mês anterior ao período de apuração"
        : "receita bruta dos 12 meses anteriores ao período de apuração";
    return { rbt12, formula, source: t.simples.rbt12Lag.value > 0 ? t.simples.rbt12Lag.source : general };
  }
  return {
    rbt12: monthRevenue * 12,
    formula: `RBT12 não informada: ${fmtBRL(monthRevenue)} × 12 (receita mensal estável)`,
    source: general,
  };
}

function bandRange(core: SimplesCore, t: TaxTables): string {
  const bands = t.simples.annexes[core.annex].bands;
  const i = core.band.band - 1;
  const from = i === 0 ? 0 : bands[i - 1].upTo + 1;
  const to = core.band.upTo === Infinity ? "" : ` a ${fmtBRL(core.band.upTo)}`;
  return i === 0 ? `até ${fmtBRL(core.band.upTo)}` : `de ${fmtBRL(from)}${to || " em diante"}`;
}

/**
 * Band 6 with ISS by the band-5 formula above the cap: the step that says where the excess went (LC 123 art.
 * 18 §1º-B, I; Res. CGSN 140 art. 21, III). Null when nothing was transferred.
 */
export function band6TransferStep(t: TaxTables, core: SimplesCore, rev: Cents): Step | null {
  const tr = core.band6Transfer;
  if (!tr) return null;
  const cap = t.simples.issMax.value;
  const withIbs = core.split[TAX_INDEX.IBS] >= 0;
  const to = withIbs ? "aos tributos federais da 6ª faixa e ao IBS" : "aos tributos federais da 6ª faixa";
  const excess = tr.issByBand5 - mulDiv(rev, cap, PPM);
  return step(
    `ISS na 6ª faixa limitado a ${fmtRate(cap)}`,
    `ISS pela fórmula da 5ª faixa ${fmtBRL(tr.issByBand5)} > ${fmtRate(cap)} da receita: ISS = ${fmtBRL(mulDiv(rev, cap, PPM))}; o excedente (${fmtBRL(excess)}, ${fmtRatio(Math.round(tr.excessRate * 1e9), 1e9, 6)} da receita) vai ${to}, na proporção de seus percentuais (cada um aumentado em ${fmtRatio(Math.round((tr.factor - 1) * 1e9), 1e9, 4)}); o DAS não diminui`,
    toReais(excess),
    `${t.simples.issMax.source}; Res. CGSN 140/2018, art. 21, III${withIbs ? " (redação da Res. CGSN 190/2026: também ao IBS)" : ""}`,
  );
}

/** The DAS step: the sum of the taxes, each rounded on its own as the PGDAS-D prints them. */
export function dasStep(t: TaxTables, core: SimplesCore, rev: Cents, label = "DAS do mês"): Step {
  const how =
    core.localFromBand5 !== null
      ? `tributos federais pela 6ª faixa (${fmtRatio(core.rate.num, core.rate.den)}) e os locais pela fórmula da 5ª faixa`
      : `${fmtBRL(rev)} × ${fmtRatio(core.rate.num, core.rate.den)} × o percentual de cada tributo`;
  return step(
    label,
    `${how}, cada tributo arredondado ao centavo sobre a sua parcela; DAS = soma das parcelas = ${fmtBRL(core.das)}`,
    toReais(core.das),
    `LC 123/2006, art. 18, §§1º a 4º; ${t.simples.splitRounding}`,
  );
}

/** Builds the memória de cálculo of one DAS assessment. */
function simplesSteps(
  t: TaxTables,
  core: SimplesCore,
  rev: Cents,
  rbt: Rbt12Resolution,
  payroll: Cents | null,
): Step[] {
  const steps: Step[] = [step("RBT12", rbt.formula, toReais(rbt.rbt12), rbt.source)];
  if (rbt.rbt12 === 0 && !rbt.firstBand) {
    steps.push(step("RBT12 mínima", "RBT12 igual a zero: considera-se R$ 1,00", 1, t.simples.rbt12Floor.source));
  }
  if (core.fatorR) {
    const r = core.fatorR;
    const ratio = r.num / r.den;
    const formula =
      payroll !== null && rbt.rbt12 > 0 && payroll > 0
        ? `${fmtBRL(payroll)} ÷ ${fmtBRL(rbt.rbt12)} = ${fmtRatio(r.num, r.den)} → Anexo ${core.annex}`
        : `valor definido em norma: ${fmtRatio(r.num, r.den)} → Anexo ${core.annex}`;
    steps.push(step("Fator R (folha 12 meses ÷ RBT12; ≥ 28% → Anexo III)", formula, ratio, t.simples.fatorR.source));
  }
  const b = core.band;
  steps.push(
    step(
      `Faixa do Anexo ${core.annex}`,
      `${b.band}ª faixa (${bandRange(core, t)}): alíquota nominal ${fmtPct(b.nominal, 2)}, parcela a deduzir ${fmtBRL(b.deduction)}`,
      b.band,
      b.source,
    ),
  );
  steps.push(
    step(
      "Alíquota efetiva",
      `(${fmtBRL(core.rbt12Used)} × ${fmtPct(b.nominal, 2)} − ${fmtBRL(b.deduction)}) ÷ ${fmtBRL(core.rbt12Used)} = ${fmtRatio(core.rate.num, core.rate.den)}`,
      core.rate.num / core.rate.den,
      "LC 123/2006, art. 18, §1º-A; Res. CGSN 140/2018, art. 21, II",
    ),
  );
  if (core.issCapped) {
    steps.push(
      step(
        `ISS limitado a ${fmtRate(t.simples.issMax.value)}`,
        `ISS pela repartição excederia ${fmtRate(t.simples.issMax.value)} da receita: ISS = ${fmtBRL(rev)} × ${fmtRate(t.simples.issMax.value)}; o restante da alíquota é repartido pela nota do Anexo ${core.annex}`,
        toReais(Math.max(0, core.split[TAX_INDEX.ISS])),
        t.simples.annexes[core.annex].issCap?.source ?? t.simples.issMax.source,
      ),
    );
  }
  if (core.localFromBand5) {
    const local = core.split[TAX_INDEX.IBS] >= 0 ? "ICMS/ISS e IBS" : "ICMS/ISS";
    steps.push(
      step(
        `Alíquota da 5ª faixa para ${local} na 6ª faixa`,
        `${local} pela fórmula da 5ª faixa: alíquota ${fmtRatio(core.localFromBand5.num, core.localFromBand5.den)} × percentual de ${local} da 5ª faixa`,
        core.localFromBand5.num / core.localFromBand5.den,
        t.simples.band6,
      ),
    );
  }
  const band6Transfer = band6TransferStep(t, core, rev);
  if (band6Transfer) steps.push(band6Transfer);
  steps.push(dasStep(t, core, rev));
  for (let i = 0; i < SIMPLES_TAXES.length; i++) {
    const tax = SIMPLES_TAXES[i];
    const value = core.split[i];
    if (value < 0) continue;
    const outside =
      value === 0 && (tax === "ICMS" || tax === "ISS" || tax === "IBS" || (tax === "CPP" && core.annex === "IV"));
    steps.push(
      step(
        `${tax} no DAS`,
        outside
          ? `${tax} recolhido fora do DAS`
          : tax === "ISS" && core.issCapped
            ? `ISS fixo em ${fmtRate(t.simples.issMax.value)} da receita: ${fmtBRL(value)}`
            : `parcela de ${tax} pela repartição da ${b.band}ª faixa: ${fmtBRL(value)}`,
        toReais(value),
        tax === "CPP" && core.annex === "IV"
          ? t.payroll.anexoIvPayroll
          : outside
            ? "LC 123/2006, art. 20, §1º"
            : t.simples.splitRounding,
      ),
    );
  }
  return steps;
}

/** DAS of one month under Simples Nacional (LC 123/2006 art. 18; Res. CGSN 140/2018 arts. 21–26). */
export function simplesNacional(input: SimplesNacionalInput): SimplesNacionalResult {
  const t = tablesFor(input.year);
  const annex = oneOf(input.annex, "annex", ANNEXES);
  const monthRevenue = money(input.monthRevenue, "monthRevenue");
  const payroll = input.payroll12m === undefined ? null : money(input.payroll12m, "payroll12m");
  const rbt = resolveRbt12(t, input, monthRevenue);
  const core = computeSimples(t, {
    annex,
    monthRevenue,
    rbt12: rbt.rbt12,
    fatorRApplies: bool(input.fatorRApplies, "fatorRApplies", false),
    payroll12m: payroll,
    sublimiteExceeded: bool(input.sublimiteExceeded, "sublimiteExceeded", false),
  });
  const split: SimplesSplit = { IRPJ: 0, CSLL: 0, CPP: 0 };
  for (let i = 0; i < SIMPLES_TAXES.length; i++) {
    if (core.split[i] >= 0) split[SIMPLES_TAXES[i] as keyof SimplesSplit] = toReais(core.split[i]);
  }
  const result: SimplesNacionalResult = {
    annex: core.annex,
    band: core.band.band,
    nominalRate: core.band.nominal / PPM,
    deduction: toReais(core.band.deduction),
    effectiveRate: core.rate.num / core.rate.den,
    rbt12: rbt.firstBand ? 0 : toReais(core.rbt12Used),
    das: toReais(core.das),
    split,
    steps: simplesSteps(t, core, monthRevenue, rbt, payroll),
  };
  if (core.fatorR) result.fatorR = core.fatorR.num / core.fatorR.den;
  return result;
}
