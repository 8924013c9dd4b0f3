import { applyRate, toReais } from "../money";
import { fmtBRL, fmtRatio } from "../steps";
import type { TaxYear } from "../tables";
import { normalizeCompany, type CompanyProfile, type NormalizedCompany, type RegimeKey } from "./company";
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
  | "SIMPLES_DIVIDENDS";

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
}

const FATOR_R_MARGIN = 30_000; // 3 percentage points, in ppm

function warningsFor(c: NormalizedCompany, fatorR: number | null, sublimiteFrom: number): RegimeWarning[] {
  const t = c.t;
  const w: RegimeWarning[] = [];
  const meiLimit = t.mei.limit.value;
  const meiTol = meiLimit + applyRate(meiLimit, t.mei.tolerance.value);
  if (c.profile.mei !== null) {
    if (c.annual > meiTol) {
      w.push({ code: "MEI_OVER_TOLERANCE", message: `Receita acima de ${fmtBRL(meiTol)}: um MEI com esse faturamento é desenquadrado desde janeiro e paga os tributos do Simples sobre todo o período.` });
    } else if (c.annual > meiLimit) {
      w.push({ code: "MEI_OVER_LIMIT", message: `Receita acima do limite do MEI (${fmtBRL(meiLimit)}), dentro da tolerância de 20%: o MEI sai do SIMEI em 1º de janeiro seguinte.` });
    }
    if (c.employees === 1 && c.payrollMonthly > t.minimumWage.value) {
      w.push({ code: "MEI_EMPLOYEE_SALARY", message: `O empregado do MEI deve receber um salário mínimo (${fmtBRL(t.minimumWage.value)}) ou o piso da categoria.` });
    }
    w.push({ code: "MEI_ACTIVITY_CHECK", message: "Confirme que a ocupação consta do Anexo XI da Res. CGSN 140/2018 antes de optar pelo MEI." });
  }
  const s = t.simples;
  const uf = c.state ? ` (${c.state})` : "";
  if (c.annual > s.limit.value) {
    w.push({ code: "SIMPLES_OVER_LIMIT", message: `Receita acima de ${fmtBRL(s.limit.value)}: exclusão do Simples Nacional${c.annual > s.limit.value + applyRate(s.limit.value, s.tolerance.value) ? " a partir do mês seguinte ao excesso" : " a partir de 1º de janeiro seguinte"}.` });
  } else if (sublimiteFrom >= 0) {
    w.push({ code: "SIMPLES_SUBLIMITE", message: `Receita acumulada acima do sublimite + 20%: ICMS/ISS pagos fora do DAS a partir do mês ${sublimiteFrom + 1}${uf}.` });
  } else if (c.annual > s.sublimite.value) {
    w.push({ code: "SIMPLES_SUBLIMITE_NEXT_YEAR", message: `Receita acima do sublimite de ${fmtBRL(s.sublimite.value)}${uf}: ICMS/ISS passam a ser pagos fora do DAS a partir de janeiro seguinte.` });
  }
  if (fatorR !== null && Math.abs(fatorR * 1_000_000 - s.fatorR.value) <= FATOR_R_MARGIN) {
    w.push({ code: "FATOR_R_NEAR_28", message: `Fator R de ${fmtRatio(Math.round(fatorR * 1_000_000), 1_000_000, 2)}, a menos de 3 pontos de 28%: pequenas mudanças na folha ou no faturamento trocam o Anexo III pelo V.` });
  }
  const lc = t.presumido.lc224;
  if (lc && c.annual > lc.annualThreshold && c.lc224) {
    w.push({ code: "LC224_ABOVE_5M", message: `Receita acima de ${fmtBRL(lc.annualThreshold)}: no Lucro Presumido, percentuais de presunção 10% maiores sobre o excesso (LC 224/2025; há liminares em discussão).` });
  }
  if (c.activity === "industria" && c.ipiRate === 0) {
    w.push({ code: "IPI_NOT_INFORMED", message: "Alíquota de IPI não informada: o IPI fora do Simples foi considerado zero." });
  }
  if (t.dividends.withholding) {
    w.push({ code: "SIMPLES_DIVIDENDS", message: "Dividendos acima de R$ 50.000,00 por mês a um mesmo sócio sofrem retenção de 10%, inclusive no Simples segundo a Receita (tema em disputa judicial)." });
  }
  return w;
}

/**
 * Compares MEI, Simples Nacional, Lucro Presumido and Lucro Real for one company and year: annual and
 * monthly totals including payroll charges outside the DAS, eligibility, the cheapest regime and warnings
 * (LC 123/2006; Lei 9.249/1995; Lei 9.430/1996; Lei 8.212/1991; LC 224/2025).
 */
export function compareRegimes(company: CompanyProfile, year?: TaxYear): RegimeComparison {
  const c = normalizeCompany(company, year);
  const simples = simplesYear(c);
  const calcs: RegimeCalc[] = [meiYear(c), simples.calc, presumidoYear(c), realYear(c)];
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
  };
}
