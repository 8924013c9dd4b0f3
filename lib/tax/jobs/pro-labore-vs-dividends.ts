import { TaxInputError } from "../errors";
import { applyRate, mulDiv, mulDivCeil, PPM, toReais, type Cents } from "../money";
import { computeDividendWithholding, computeIrpfm } from "../dividends";
import { inssCeiling } from "../inss";
import { computePresumidoQuarter } from "../presumido";
import { computeProLabore } from "../pro-labore";
import { computePisCofinsNc, computeRealQuarter } from "../real";
import { computeSimples } from "../simples-core";
import { fmtBRL, fmtRate, step, type Step } from "../steps";
import { tablesFor, type TaxYear } from "../tables";
import type { TaxTables } from "../tables/types";
import { integer, money, oneOf, optionalMoney, scaled } from "../validate";
import { ACTIVITY_PROFILES, BUSINESS_ACTIVITIES, type BusinessActivity } from "./company";

export interface ProLaboreVsDividendsInput {
  year?: TaxYear;
  regime: "simples" | "presumido" | "real";
  activity: BusinessActivity;
  /** Company's monthly revenue, in reais (steady). */
  monthlyRevenue: number;
  /** Monthly operating costs without pró-labore, its charges and taxes on revenue (employees' cost included), in reais. */
  monthlyCosts: number;
  /** Part of the monthly costs that gives PIS/COFINS credits in the Lucro Real. Default 0. */
  monthlyCreditableCosts?: number;
  /** Employees' gross salaries per month (counts in Fator R). Default 0. */
  monthlyPayroll?: number;
  /** The partner's pró-labore today, for the 'atual' scenario. */
  currentProLabore?: number;
  dependents?: number;
  /** The partner's other income of the year that counts for IRPFM (other companies' dividends, rent...). Default 0. */
  otherAnnualIncome?: number;
  /** ISS or ICMS outside the Simples, percent of revenue. Default 5 for services, 0 otherwise (ICMS left to compareRegimes). */
  localTaxRate?: number;
}

export type ScenarioKey = "minimo" | "fator_r" | "isencao_irrf" | "teto_inss" | "atual" | "otimo";

export interface ProLaboreScenario {
  key: ScenarioKey;
  name: string;
  proLabore: number;
  /** Dividends distributed per month (what is left after company taxes and the pró-labore). */
  dividends: number;
  companyTaxAnnual: number;
  partnerInssAnnual: number;
  irrfAnnual: number;
  dividendWithholdingAnnual: number;
  irpfmBalance: number;
  totalTaxAnnual: number;
  partnerNetAnnual: number;
}

export interface ProLaboreVsDividendsResult {
  scenarios: ProLaboreScenario[];
  best: ScenarioKey;
  /** totalTaxAnnual of 'atual' (or of 'minimo') minus the best. */
  savings: number;
  notes: string[];
  steps: Step[];
}

interface Ctx {
  t: TaxTables;
  regime: ProLaboreVsDividendsInput["regime"];
  activity: BusinessActivity;
  revenue: Cents;
  costs: Cents;
  creditable: Cents;
  payroll: Cents;
  dependents: number;
  other: Cents;
  localRate: number;
}

interface Eval {
  proLabore: Cents;
  dividends: Cents;
  company: Cents;
  inss: Cents;
  irrf: Cents;
  withheld: Cents;
  irpfm: Cents;
  total: Cents;
  net: Cents;
}

/** Company tax of the year for a monthly pró-labore P (the part of it that depends on the regime). */
function companyTax(x: Ctx, p: Cents): Cents {
  const t = x.t;
  const profile = ACTIVITY_PROFILES[x.activity];
  const annualRevenue = x.revenue * 12;
  const local = applyRate(annualRevenue, x.localRate);
  if (x.regime === "simples") {
    const payrollAnnual = mulDiv(x.payroll, 40, 3);
    const fs12 = payrollAnnual + applyRate(payrollAnnual, t.payroll.fgts.value) + p * 12;
    const core = computeSimples(t, {
      annex: profile.annex,
      monthRevenue: x.revenue,
      rbt12: annualRevenue,
      fatorRApplies: profile.fatorR,
      payroll12m: fs12,
      sublimiteExceeded: false,
    });
    const cpp = core.annex === "IV" ? applyRate(p * 12, t.payroll.proLaboreCpp.value) : 0;
    return core.das * 12 + cpp;
  }
  const cpp = applyRate(p * 12, t.payroll.proLaboreCpp.value);
  if (x.regime === "presumido") {
    let tax = 0;
    const q = x.revenue * 3;
    for (let i = 1; i <= 4; i++)
      tax += computePresumidoQuarter(t, i, profile.presumido, q, new Array(i - 1).fill(q)).total;
    return tax + cpp + local;
  }
  const nc = computePisCofinsNc(t, annualRevenue, x.creditable * 12);
  const profitQ = mulDiv(annualRevenue - x.costs * 12 - p * 12 - cpp - nc.pis - nc.cofins - local, 1, 4);
  const r = computeRealQuarter(t, profitQ);
  return 4 * (r.irpj + r.irpjAdditional + r.csll) + nc.pis + nc.cofins + cpp + local;
}

function evaluate(x: Ctx, p: Cents): Eval | null {
  const t = x.t;
  const company = companyTax(x, p);
  const dividends = mulDiv(x.revenue * 12 - x.costs * 12 - company - p * 12, 1, 12);
  if (dividends < 0) return null;
  const pl = computeProLabore(t, p, x.regime === "simples" ? "simples" : x.regime, x.dependents);
  const withheldMonth = computeDividendWithholding(t, [dividends], false, false)[0];
  const withheld = withheldMonth * 12;
  const income = p * 12 + dividends * 12 + x.other;
  const irpfm = computeIrpfm(t, income, withheld, pl.irrf.tax * 12).balance;
  const partner = pl.partnerInss * 12 + pl.irrf.tax * 12 + withheld + irpfm;
  return {
    proLabore: p,
    dividends,
    company,
    inss: pl.partnerInss * 12,
    irrf: pl.irrf.tax * 12,
    withheld,
    irpfm,
    total: company + partner,
    net: p * 12 - pl.partnerInss * 12 - pl.irrf.tax * 12 + dividends * 12 - withheld - irpfm,
  };
}

/** Keeps the lower total; on a tie, the higher pró-labore (more INSS for the partner's retirement). */
function better(x: Ctx, best: Eval | null, p: Cents): Eval | null {
  const e = evaluate(x, p);
  if (!e) return best;
  if (!best || e.total < best.total || (e.total === best.total && e.proLabore > best.proLabore)) return e;
  return best;
}

function scenarioNames(t: TaxTables, isencao: Cents): Record<ScenarioKey, string> {
  return {
    minimo: "Pró-labore de um salário mínimo",
    fator_r: `Pró-labore no piso do Fator R (${fmtRate(t.simples.fatorR.value)})`,
    isencao_irrf: t.irrf.reduction
      ? `Pró-labore de ${fmtBRL(isencao)} (IRRF zerado pela Lei 15.270)`
      : `Pró-labore de ${fmtBRL(isencao)} (base de IRRF na faixa isenta)`,
    teto_inss: "Pró-labore no teto do INSS",
    atual: "Pró-labore atual",
    otimo: "Pró-labore otimizado",
  };
}

/**
 * Pró-labore versus dividends for ONE partner under the 2026 rules: Fator R floor, INSS ceiling, IRRF
 * reduction, the R$ 50.000/month dividend withholding and the IRPFM (Lei 8.212/1991; Lei 9.250/1995 arts.
 * 3º-A, 6º-A, 16-A; LC 123/2006 art. 18 §5º-J).
 */
export function proLaboreVsDividends(input: ProLaboreVsDividendsInput): ProLaboreVsDividendsResult {
  const t = tablesFor(input.year);
  const activity = oneOf(input.activity, "activity", BUSINESS_ACTIVITIES);
  const profile = ACTIVITY_PROFILES[activity];
  const x: Ctx = {
    t,
    regime: oneOf(input.regime, "regime", ["simples", "presumido", "real"] as const),
    activity,
    revenue: money(input.monthlyRevenue, "monthlyRevenue"),
    costs: money(input.monthlyCosts, "monthlyCosts"),
    creditable: optionalMoney(input.monthlyCreditableCosts, "monthlyCreditableCosts", 0),
    payroll: optionalMoney(input.monthlyPayroll, "monthlyPayroll", 0),
    dependents: input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50),
    other: optionalMoney(input.otherAnnualIncome, "otherAnnualIncome", 0),
    localRate:
      input.localTaxRate === undefined
        ? profile.localTax === "ISS"
          ? t.iss.max.value
          : 0
        : scaled(input.localTaxRate, "localTaxRate", 10_000, 0, 35),
  };
  const minWage = t.minimumWage.value;
  const candidates = new Map<ScenarioKey, Cents>([["minimo", minWage]]);
  if (x.regime === "simples" && profile.fatorR) {
    const payrollAnnual = mulDiv(x.payroll, 40, 3);
    const need =
      mulDivCeil(x.revenue * 12, t.simples.fatorR.value, PPM) -
      payrollAnnual -
      applyRate(payrollAnnual, t.payroll.fgts.value);
    candidates.set("fator_r", Math.max(minWage, Math.ceil(need / 12)));
  }
  const isencao = t.irrf.reduction ? t.irrf.reduction.fullUpTo : t.irrf.bands[0].upTo + t.irrf.simplified.value;
  candidates.set("isencao_irrf", isencao);
  candidates.set("teto_inss", inssCeiling(t));
  if (input.currentProLabore !== undefined) candidates.set("atual", money(input.currentProLabore, "currentProLabore"));

  const scenarios = new Map<ScenarioKey, Eval>();
  for (const [key, p] of candidates) {
    const e = evaluate(x, p);
    if (e) scenarios.set(key, e);
  }
  if (scenarios.size === 0)
    throw new TaxInputError(
      "OUT_OF_RANGE",
      "monthlyRevenue",
      "lucro insuficiente para pagar um salário mínimo de pró-labore",
    );

  // Optimiser: the total is piecewise linear in P, so its minimum sits on a breakpoint. Scan the named
  // breakpoints, the pró-labore at which the monthly dividend crosses the R$ 50 mil withholding cliff,
  // and a 400-step grid, then a 400-step finer scan around the best point (the IRPFM rate makes the
  // total curve between breakpoints).
  let best: Eval | null = null;
  const maxP = Math.max(minWage, x.revenue - x.costs);
  for (const p of candidates.values()) best = better(x, best, p);
  if (t.irrf.reduction) best = better(x, best, t.irrf.reduction.phaseOutUpTo);
  const cliff = t.dividends.withholding?.threshold;
  if (cliff !== undefined) {
    // Dividends fall as P rises: bisect for the smallest P that keeps them at or below the threshold.
    let lo = minWage;
    let hi = maxP;
    if ((evaluate(x, lo)?.dividends ?? 0) > cliff) {
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        const d = evaluate(x, mid)?.dividends ?? -1;
        if (d > cliff) lo = mid;
        else hi = mid;
      }
      best = better(x, best, hi);
    }
  }
  const gridStep = Math.max(1, Math.floor((maxP - minWage) / 400));
  for (let p = minWage; p <= maxP; p += gridStep) best = better(x, best, p);
  const center = best ? best.proLabore : minWage;
  const fine = Math.max(1, Math.floor((2 * gridStep) / 400));
  for (let p = Math.max(minWage, center - gridStep); p <= Math.min(maxP, center + gridStep); p += fine)
    best = better(x, best, p);
  scenarios.set("otimo", best as Eval);

  const names = scenarioNames(t, isencao);
  const out: ProLaboreScenario[] = [];
  for (const [key, e] of scenarios) {
    out.push({
      key,
      name: names[key],
      proLabore: toReais(e.proLabore),
      dividends: toReais(e.dividends),
      companyTaxAnnual: toReais(e.company),
      partnerInssAnnual: toReais(e.inss),
      irrfAnnual: toReais(e.irrf),
      dividendWithholdingAnnual: toReais(e.withheld),
      irpfmBalance: toReais(e.irpfm),
      totalTaxAnnual: toReais(e.total),
      partnerNetAnnual: toReais(e.net),
    });
  }
  const baseline = scenarios.get("atual") ?? scenarios.get("minimo") ?? (best as Eval);
  const b = best as Eval;
  const notes: string[] = [
    "Cálculo por sócio: teto do INSS e tabela do IR valem por pessoa.",
    "O INSS do pró-labore conta para a aposentadoria; o menor imposto nem sempre é a melhor escolha previdenciária.",
  ];
  const w = t.dividends.withholding;
  if (w && b.dividends > w.threshold) {
    notes.push(
      `Dividendos acima de ${fmtBRL(w.threshold)} no mês sofrem retenção de ${fmtRate(w.rate)} sobre o total; a retenção é compensada no IRPFM anual.`,
    );
  }
  if (x.regime === "simples")
    notes.push(
      "Para a Receita, a retenção sobre dividendos também se aplica ao Simples Nacional (tema em disputa judicial).",
    );
  const steps: Step[] = [
    step(
      "Lucro antes do pró-labore",
      `${fmtBRL(x.revenue)} − ${fmtBRL(x.costs)} por mês`,
      toReais(x.revenue - x.costs),
      "Valores informados",
    ),
    step(
      "Pró-labore otimizado",
      "menor tributo total (empresa + sócio) entre os pontos de quebra e uma varredura fina",
      toReais(b.proLabore),
      "Lei 8.212/1991, art. 21; Lei 9.250/1995, art. 3º-A",
    ),
    step(
      "Tributos da empresa no ano",
      x.regime === "simples"
        ? "DAS (anexo pelo Fator R) + CPP no Anexo IV"
        : `IRPJ, CSLL, PIS, COFINS, ISS e CPP de ${fmtRate(t.payroll.proLaboreCpp.value)} sobre o pró-labore`,
      toReais(b.company),
      x.regime === "simples" ? "LC 123/2006, art. 18" : "Lei 9.249/1995; Lei 8.212/1991, art. 22, III",
    ),
    step(
      "INSS e IRRF do sócio no ano",
      `INSS ${fmtBRL(b.inss)} + IRRF ${fmtBRL(b.irrf)}`,
      toReais(b.inss + b.irrf),
      `${t.payroll.partnerInss.source}; ${t.irrf.source}`,
    ),
    step(
      "Dividendos: retenção e IRPFM",
      `retenção ${fmtBRL(b.withheld)}; saldo do IRPFM ${fmtBRL(b.irpfm)}`,
      toReais(b.withheld + b.irpfm),
      t.dividends.irpfm?.source ?? "Lei 9.249/1995, art. 10",
    ),
    step("Tributo total no ano", "empresa + sócio", toReais(b.total), "Soma das parcelas acima"),
  ];
  return { scenarios: out, best: "otimo", savings: toReais(baseline.total - b.total), notes, steps };
}
