import { computeDividendWithholding } from "../dividends";
import { PPM, applyRate, compareRatio, toReais, type Cents, type Ppm } from "../money";
import type { EffectiveRate } from "../simples-core";
import { fmtBRL, fmtRate, fmtRatio } from "../steps";
import { SUPPORTED_YEARS } from "../tables";
import { isProjected, type ComparisonYear } from "./comparison-year";
import { normalizeCompany, type CompanyProfile, type NormalizedCompany, type RegimeKey } from "./company";
import { DEFAULT_REFERENCE_SCENARIO_ID, referenceScenario, validScenario } from "../reform/scenarios";
import { pisCofinsInForce } from "../reform/schedule";
import type { ReferenceScenario } from "../reform/types";
import { meiYear } from "./mei-annual";
import { presumidoYear, realYear } from "./lucro-annual";
import { toRegimeResult, type RegimeCalc, type RegimeResult } from "./regime-result";
import { simplesYear } from "./simples-annual";

export type WarningCode =
  | "MEI_OVER_LIMIT"
  | "MEI_OVER_TOLERANCE"
  | "MEI_EMPLOYEE_SALARY"
  | "MEI_ACTIVITY_CHECK"
  | "SIMPLES_SUBLIMITE"
  | "SIMPLES_SUBLIMITE_NEXT_YEAR"
  | "SIMPLES_OVER_LIMIT"
  | "FATOR_R_NEAR_28"
  | "LC224_ABOVE_5M"
  | "IPI_NOT_INFORMED"
  | "SIMPLES_DIVIDENDS"
  | "PROJECTED_YEAR";

export interface RegimeWarning {
  code: WarningCode;
  /** pt-BR text ready to show. */
  message: string;
}

export interface RegimeComparison {
  year: number;
  annualRevenue: number;
  /** Always MEI, Simples Nacional, Lucro Presumido and Lucro Real, in that order; check `eligible`. */
  regimes: RegimeResult[];
  /** The eligible regime with the lowest annual total (ties keep the simpler regime). */
  cheapest: RegimeKey | null;
  /** What the cheapest saves per year against `savingsBaseline`. */
  savings: number;
  /** currentRegime when given and eligible; otherwise the most expensive eligible regime. */
  savingsBaseline: RegimeKey | null;
  warnings: RegimeWarning[];
  /** From 2027: the reference-rate scenario of the Presumido/Real CBS and IBS lines (absent before 2027). */
  scenario?: ReferenceScenario;
}

/**
 * Product choice, not law: a Fator R within this many ppm (3 percentage points) of the threshold gets a
 * warning, because ordinary changes in payroll or revenue move the company between Annexes III and V.
 */
export const FATOR_R_NEAR_MARGIN = 30_000;

/** limit × (1 + tolerance): the revenue up to which a regime's limit can still be exceeded without leaving it at once. */
function withTolerance(limit: Cents, tolerance: Ppm): Cents {
  return limit + applyRate(limit, tolerance);
}

/**
 * Warnings only about regimes the company can use, is near to (revenue within the regime's limit plus its
 * legal tolerance) or says it is in today; a company many times the MEI limit hears nothing about the MEI.
 */
function warningsFor(c: NormalizedCompany, fatorR: EffectiveRate | null, sublimiteFrom: number): RegimeWarning[] {
  const t = c.t;
  const w: RegimeWarning[] = [];
  if (isProjected(t)) {
    const last = SUPPORTED_YEARS[0];
    w.push({
      code: "PROJECTED_YEAR",
      message: `Projeção para ${t.year}: IRPJ, CSLL, contribuições sobre a folha, limites do MEI e do Simples e o DAS-MEI seguem as regras de ${last}, as últimas publicadas; o Simples usa as tabelas de ${t.year} da LC 214/2025 e CBS, IBS, ICMS e ISS seguem o cronograma da reforma (ADCT, arts. 128 e 129${t.year >= 2033 ? ": ICMS e ISS extintos" : ""}).`,
    });
  }
  const m = t.mei;
  const meiLimit = m.limit.value;
  const meiTol = withTolerance(meiLimit, m.tolerance.value);
  const meiRelevant = c.profile.mei !== null && (c.annual <= meiTol || c.currentRegime === "mei");
  if (meiRelevant) {
    if (c.annual > meiTol) {
      w.push({
        code: "MEI_OVER_TOLERANCE",
        message: `Receita acima de ${fmtBRL(meiTol)}: um MEI com esse faturamento é desenquadrado desde janeiro e paga os tributos do Simples sobre todo o período.`,
      });
    } else if (c.annual > meiLimit) {
      w.push({
        code: "MEI_OVER_LIMIT",
        message: `Receita acima do limite do MEI (${fmtBRL(meiLimit)}), dentro da tolerância de ${fmtRate(m.tolerance.value)}: o MEI sai do SIMEI em 1º de janeiro seguinte.`,
      });
    }
    if (c.employees === 1 && c.payrollMonthly > t.minimumWage.value) {
      w.push({
        code: "MEI_EMPLOYEE_SALARY",
        message: `O empregado do MEI deve receber um salário mínimo (${fmtBRL(t.minimumWage.value)}) ou o piso da categoria.`,
      });
    }
    w.push({
      code: "MEI_ACTIVITY_CHECK",
      message: "Confirme que a ocupação consta do Anexo XI da Res. CGSN 140/2018 antes de optar pelo MEI.",
    });
  }
  const s = t.simples;
  const simplesTol = withTolerance(s.limit.value, s.tolerance.value);
  const simplesRelevant = c.annual <= simplesTol || c.currentRegime === "simples";
  const uf = c.state ? ` (${c.state})` : "";
  if (simplesRelevant) {
    if (c.annual > s.limit.value) {
      w.push({
        code: "SIMPLES_OVER_LIMIT",
        message: `Receita acima de ${fmtBRL(s.limit.value)}: exclusão do Simples Nacional${c.annual > simplesTol ? " a partir do mês seguinte ao excesso" : " a partir de 1º de janeiro seguinte"}.`,
      });
    } else if (sublimiteFrom >= 0) {
      w.push({
        code: "SIMPLES_SUBLIMITE",
        message: `Receita acumulada acima do sublimite + ${fmtRate(s.tolerance.value)}: ICMS/ISS pagos fora do DAS a partir do mês ${sublimiteFrom + 1}${uf}.`,
      });
    } else if (c.annual > s.sublimite.value) {
      w.push({
        code: "SIMPLES_SUBLIMITE_NEXT_YEAR",
        message: `Receita acima do sublimite de ${fmtBRL(s.sublimite.value)}${uf}: ICMS/ISS passam a ser pagos fora do DAS a partir de janeiro seguinte.`,
      });
    }
    // |r − threshold| ≤ margin, exactly: (threshold − margin)/PPM ≤ num/den ≤ (threshold + margin)/PPM.
    const near =
      fatorR !== null &&
      compareRatio(fatorR.num, fatorR.den, s.fatorR.value - FATOR_R_NEAR_MARGIN, PPM) >= 0 &&
      compareRatio(fatorR.num, fatorR.den, s.fatorR.value + FATOR_R_NEAR_MARGIN, PPM) <= 0;
    if (fatorR !== null && near) {
      w.push({
        code: "FATOR_R_NEAR_28",
        message: `Fator R de ${fmtRatio(fatorR.num, fatorR.den, 2)}, a menos de ${fmtRate(FATOR_R_NEAR_MARGIN).slice(0, -1)} pontos de ${fmtRate(s.fatorR.value)}: pequenas mudanças na folha ou no faturamento trocam o Anexo III pelo V.`,
      });
    }
  }
  const p = t.presumido;
  const presumidoRelevant = c.annual <= p.eligibilityLimit.value || c.currentRegime === "presumido";
  const lc = p.lc224;
  if (presumidoRelevant && lc && c.annual > lc.annualThreshold && c.lc224) {
    w.push({
      code: "LC224_ABOVE_5M",
      message: `Receita acima de ${fmtBRL(lc.annualThreshold)}: no Lucro Presumido, percentuais de presunção ${fmtRate(lc.increase)} maiores sobre o excesso (LC 224/2025; há liminares em discussão).`,
    });
  }
  if (c.activity === "industria" && c.ipiRate === 0) {
    w.push({
      code: "IPI_NOT_INFORMED",
      message: "Alíquota de IPI não informada: o IPI fora do Simples foi considerado zero.",
    });
  }
  // Only for a company that says it pays each partner more than the month's threshold: the withholding falls on
  // the whole amount (Lei 9.250 art. 6º-A), in every regime; in the Simples the Receita's reading is disputed.
  const d = t.dividends.withholding;
  if (d && c.dividendsMonthly > d.threshold) {
    const [withheld] = computeDividendWithholding(t, [c.dividendsMonthly], false, false);
    const simples = simplesRelevant ? ", inclusive no Simples segundo a Receita (tema em disputa judicial)" : "";
    w.push({
      code: "SIMPLES_DIVIDENDS",
      message: `Dividendos de ${fmtBRL(c.dividendsMonthly)} por mês a cada sócio, acima de ${fmtBRL(d.threshold)}: retenção de ${fmtRate(d.rate)} sobre o total, ${fmtBRL(withheld)} por sócio no mês${simples}. Fonte: ${d.source}.`,
    });
  }
  return w;
}

/**
 * Compares MEI, Simples Nacional, Lucro Presumido and Lucro Real for one company and year: annual and
 * monthly totals including payroll charges outside the DAS, eligibility, the cheapest regime and warnings
 * (LC 123/2006; Lei 9.249/1995; Lei 9.430/1996; Lei 8.212/1991; LC 224/2025). From 2027 the Presumido and
 * the Real pay CBS and IBS with credits instead of PIS/COFINS (LC 214/2025), under `scenario` (default: the
 * DEFAULT_REFERENCE_SCENARIO_ID estimate). Through 2033 (`PROJECTED_YEARS`): the year's Simples annexes, CBS/IBS rates and
 * ICMS/ISS multiplier (EC 132/2023, ADCT arts. 128–129; LC 214/2025), the last published year's other tables, and a
 * PROJECTED_YEAR warning saying so.
 */
export function compareRegimes(
  company: CompanyProfile,
  year?: ComparisonYear,
  scenario?: ReferenceScenario,
): RegimeComparison {
  const c = normalizeCompany(company, year);
  const s =
    scenario === undefined ? referenceScenario(DEFAULT_REFERENCE_SCENARIO_ID) : validScenario(scenario, "scenario");
  const simples = simplesYear(c, s);
  const calcs: RegimeCalc[] = [meiYear(c), simples.calc, presumidoYear(c, s), realYear(c, s)];
  let cheapest: RegimeCalc | null = null;
  let priciest: RegimeCalc | null = null;
  for (const calc of calcs) {
    if (!calc.eligible) continue;
    if (!cheapest || calc.total < cheapest.total) cheapest = calc;
    if (!priciest || calc.total > priciest.total) priciest = calc;
  }
  const current = c.currentRegime ? calcs.find((x) => x.regime === c.currentRegime && x.eligible) : undefined;
  const baseline = current ?? priciest;
  return {
    year: c.t.year,
    annualRevenue: toReais(c.annual),
    regimes: calcs.map((calc) => toRegimeResult(c, calc)),
    cheapest: cheapest ? cheapest.regime : null,
    savings: cheapest && baseline ? toReais(baseline.total - cheapest.total) : 0,
    savingsBaseline: baseline ? baseline.regime : null,
    warnings: warningsFor(c, simples.fatorR, simples.sublimiteFrom),
    ...(pisCofinsInForce(c.t.year) ? {} : { scenario: s }),
  };
}
