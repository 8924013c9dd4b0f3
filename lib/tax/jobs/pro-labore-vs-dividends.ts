import { TaxInputError } from "../errors";
import { applyRate, mulDivCeil, PPM, toReais, type Cents } from "../money";
import { inssCeiling } from "../inss";
import { pisCofinsInForce } from "../reform/schedule";
import { fmtBRL, fmtRate, type Step } from "../steps";
import type { TaxTables } from "../tables/types";
import { companyCache } from "./pro-labore/company-side";
import type { Eval } from "./pro-labore/evaluate";
import { fatorRPath } from "./pro-labore/fator-r-path";
import { memoria, totalRedutor } from "./pro-labore/memoria";
import type { Ctx } from "./pro-labore/context";
import { normalize } from "./pro-labore/normalize";
import { evaluator, optimise, uniform } from "./pro-labore/optimise";
import type {
  PartnerResult,
  ProLaboreScenario,
  ProLaboreVsDividendsInput,
  ProLaboreVsDividendsResult,
  ScenarioKey,
} from "./pro-labore/types";

export type {
  FatorRMonth,
  FatorRPath,
  PartnerInput,
  PartnerResult,
  ProLaboreScenario,
  ProLaboreVsDividendsInput,
  ProLaboreVsDividendsResult,
  ScenarioKey,
} from "./pro-labore/types";
export { MAX_PARTNERS } from "./pro-labore/normalize";

function scenarioNames(t: TaxTables, isencao: Cents, several: boolean): Record<ScenarioKey, string> {
  const each = several ? " por sócio" : "";
  return {
    minimo: `Pró-labore de um salário mínimo${each}`,
    fator_r: `Pró-labore no piso do Fator R (${fmtRate(t.simples.fatorR.value)})`,
    isencao_irrf: t.irrf.reduction
      ? `Pró-labore de ${fmtBRL(isencao)}${each} (IR zerado pela Lei 15.270)`
      : `Pró-labore de ${fmtBRL(isencao)}${each} (base de IRRF na faixa isenta)`,
    teto_inss: `Pró-labore no teto do INSS${each}`,
    atual: "Pró-labore atual",
    otimo: "Pró-labore otimizado",
    sem_fator_r: "Pró-labore otimizado sem subir ao Fator R",
  };
}

/**
 * Product choice, not law: a named pró-labore (the minimum wage, R$ 5.000, the ceiling, today's) whose total is
 * within this much a year of the optimiser's is recommended instead: the roundings of each tax make a few centavos
 * of pró-labore move the year's total by centavos, and "R$ 1.621,13" would be a number nobody pays.
 */
export const ROUND_FIGURE_MARGIN: Cents = 100;

/** The named scenario closest to the optimum when it is within ROUND_FIGURE_MARGIN, else the optimum itself. */
function rounder(best: Eval, named: Iterable<Eval>): Eval {
  let chosen = best;
  for (const e of named)
    if (e.total - best.total < ROUND_FIGURE_MARGIN && (chosen === best || e.total < chosen.total)) chosen = e;
  return chosen;
}

/** The pró-labore of all partners per month that takes FS12 to the Fator R threshold, or null when it does not apply. */
function fatorRTotal(x: Ctx): Cents | null {
  if (x.regime !== "simples" || !x.profile.fatorR) return null;
  const t = x.t;
  const payroll = x.company.payrollAnnual;
  const need =
    mulDivCeil(x.revenue * 12, t.simples.fatorR.value, PPM) - payroll - applyRate(payroll, t.payroll.fgts.value);
  return Math.max(0, Math.ceil(need / 12));
}

function partnerResult(p: Eval["partners"][number]): PartnerResult {
  return {
    label: p.partner.label,
    sharePercent: p.partner.share / 10_000,
    receivesProLabore: p.partner.works,
    proLabore: toReais(p.proLabore),
    dividendsAnnual: toReais(p.dividends),
    dividendsMonthly: toReais(p.payment),
    inssAnnual: toReais(p.inss),
    irrfWithheldAnnual: toReais(p.irrfWithheld),
    irpfReturn: toReais(p.irpfReturn),
    irpfOtherIncome: toReais(p.irpfOther),
    irpfAnnual: toReais(p.irpf),
    returnBalance: toReais(p.irpf - p.irrfWithheld),
    dividendWithholdingAnnual: toReais(p.withheld),
    irpfmIncome: toReais(p.irpfmIncome),
    irpfmGross: toReais(p.irpfm.gross),
    irpfmRedutor: toReais(p.irpfm.redutor),
    irpfmBalance: toReais(p.irpfmBalance),
    taxAnnual: toReais(p.tax),
    netAnnual: toReais(p.net),
  };
}

function scenarioResult(key: ScenarioKey, name: string, e: Eval): ProLaboreScenario {
  const sum = (f: (p: Eval["partners"][number]) => Cents) => e.partners.reduce((s, p) => s + f(p), 0);
  return {
    key,
    name,
    proLabore: toReais(sum((p) => p.proLabore)),
    dividends: toReais(sum((p) => p.payment)),
    companyTaxAnnual: toReais(e.company.total),
    companyIncomeTaxAnnual: toReais(e.company.incomeTax),
    accountingProfitAnnual: toReais(e.company.accountingProfit),
    ...(e.company.annex ? { annex: e.company.annex } : {}),
    partnerInssAnnual: toReais(sum((p) => p.inss)),
    irrfWithheldAnnual: toReais(sum((p) => p.irrfWithheld)),
    irpfAnnual: toReais(sum((p) => p.irpf)),
    dividendWithholdingAnnual: toReais(sum((p) => p.withheld)),
    irpfmRedutor: toReais(totalRedutor(e)),
    irpfmBalance: toReais(sum((p) => p.irpfmBalance)),
    partnerTaxAnnual: toReais(sum((p) => p.tax)),
    totalTaxAnnual: toReais(e.total),
    partnerNetAnnual: toReais(sum((p) => p.net)),
    partners: e.partners.map(partnerResult),
  };
}

function notesFor(x: Ctx, best: Eval, path: ReturnType<typeof fatorRPath>): string[] {
  const t = x.t;
  const notes: string[] = [
    "Cálculo por sócio: teto do INSS e tabela do IR valem por pessoa; os tributos da empresa são calculados uma vez, com o pró-labore de todos os sócios.",
    "O INSS do pró-labore conta para a aposentadoria; o menor imposto nem sempre é a melhor escolha previdenciária.",
  ];
  const a = t.irpfAnnual;
  if (a)
    notes.push(
      `O IR do pró-labore é acertado na declaração anual: o desconto simplificado (${fmtRate(a.simplifiedRate)}, até ${fmtBRL(a.simplifiedCap.value)}) e a redução anual (${a.reduction.source}) valem sobre o ano; o IRRF retido no mês é antecipação e entra como crédito.`,
    );
  else
    notes.push(
      `Sem tabela anual do IR para ${t.year}: o IR do ano foi estimado como 12 vezes o imposto mensal, e as outras rendas tributáveis não foram somadas.`,
    );
  const w = t.dividends.withholding;
  if (w && best.partners.some((p) => p.withheld > 0))
    notes.push(
      `Dividendos acima de ${fmtBRL(w.threshold)} no mês, da mesma empresa à mesma pessoa, sofrem retenção de ${fmtRate(w.rate)} sobre o total; a retenção é compensada no IRPFM anual (e restituída no que sobrar).`,
    );
  if (x.regime === "simples" && w)
    notes.push(
      "Para a Receita, a retenção sobre dividendos também se aplica ao Simples Nacional (tema em disputa judicial).",
    );
  if (totalRedutor(best) > 0)
    notes.push(
      "O redutor do IRPFM (Lei 9.250/1995, art. 16-B) exige as demonstrações financeiras da empresa (§4º); aqui o lucro contábil foi estimado como receita − custos − pró-labore − tributos, exceto IRPJ e CSLL.",
    );
  if (t.dividends.irpfm && x.partners.some((p) => p.otherExempt > 0))
    notes.push(
      "O redutor do IRPFM sobre dividendos de outras empresas (informados em rendas isentas) não foi calculado: depende da alíquota efetiva de IRPJ e CSLL de cada uma, e pode reduzir o IRPFM.",
    );
  if (x.partners.some((p) => !p.works))
    notes.push("Sócios que não trabalham na empresa recebem só dividendos, sem pró-labore.");
  if (x.icmsMissing)
    notes.push(
      "O ICMS não entrou no cálculo: informe a alíquota para somá-lo aos tributos da empresa (não muda o pró-labore recomendado, mas reduz o lucro a distribuir).",
    );
  if (!pisCofinsInForce(t.year))
    notes.push(
      x.regime === "simples"
        ? `Em ${t.year}, o DAS já traz a CBS e o IBS no lugar do PIS e da COFINS.`
        : `Em ${t.year}, a empresa paga CBS e IBS (cenário ${x.scenario.name}) no lugar do PIS e da COFINS; entram nos tributos da empresa.`,
    );
  if (path)
    notes.push(
      `O Fator R usa o pró-labore pago nos 12 meses anteriores: depois de subir o pró-labore, a empresa fica no Anexo V até o ${path.firstAnnexIIIMonth}º mês.`,
    );
  return notes;
}

/**
 * Pró-labore versus dividends for the partners of one company, over each partner's whole year: the company's taxes
 * once (the regime simulator's, with the Fator R on every partner's pró-labore), each partner's INSS, IRRF settled
 * in the annual return, the dividend withholding and the IRPFM with the art. 16-B redutor (Lei 8.212/1991 art. 21;
 * Lei 9.250/1995 arts. 3º-A, 6º-A, 8º, 10, 11-A, 16-A, 16-B; Lei 9.430/1996 art. 67; LC 123/2006 art. 18 §§5º-J, 24).
 */
export function proLaboreVsDividends(input: ProLaboreVsDividendsInput): ProLaboreVsDividendsResult {
  const x = normalize(input);
  const t = x.t;
  const run = evaluator(x, companyCache(x));
  const minWage = t.minimumWage.value;
  const several = x.partners.length > 1;
  const working = x.partners.filter((p) => p.works).length;
  const candidates = new Map<ScenarioKey, Cents[]>([["minimo", uniform(x, minWage)]]);
  const fatorR = fatorRTotal(x);
  if (fatorR !== null) candidates.set("fator_r", uniform(x, Math.max(minWage, Math.ceil(fatorR / working))));
  const isencao = t.irrf.reduction ? t.irrf.reduction.fullUpTo : t.irrf.bands[0].upTo + t.irrf.simplified.value;
  candidates.set("isencao_irrf", uniform(x, isencao));
  candidates.set("teto_inss", uniform(x, inssCeiling(t)));
  if (x.partners.every((p) => p.current !== null))
    candidates.set(
      "atual",
      x.partners.map((p) => p.current as Cents),
    );

  const evals = new Map<ScenarioKey, Eval>();
  for (const [key, ps] of candidates) {
    const e = run(ps);
    if (e) evals.set(key, e);
  }
  if (evals.size === 0)
    throw new TaxInputError(
      "OUT_OF_RANGE",
      "monthlyRevenue",
      "lucro insuficiente para pagar um salário mínimo de pró-labore",
    );
  const named: Cents[] = [minWage, isencao, inssCeiling(t)];
  if (t.irrf.reduction) named.push(t.irrf.reduction.phaseOutUpTo);
  if (fatorR !== null) named.push(Math.max(minWage, Math.ceil(fatorR / working)));
  const atual = candidates.get("atual");
  if (atual && !several) named.push(atual[0]);
  let best = optimise(x, run, { named, floor: minWage, fatorRTotal: fatorR, below: null }) as Eval;
  best = rounder(best, evals.values());
  evals.set("otimo", best);

  const baseline = evals.get("atual") ?? evals.get("minimo") ?? best;
  const floor = evals.get("fator_r");
  const path = floor === undefined ? null : fatorRPath(x, baseline, best.company.annex === "III" ? best : floor);
  // Reaching the Fator R pays for itself only after the months still in Anexo V: when it never does within the
  // horizon, the best pró-labore that keeps the company where it is comes first.
  let recommended: ScenarioKey = "otimo";
  if (path && fatorR !== null && path.paybackMonth === null && best.company.annex === "III") {
    const found = optimise(x, run, { named, floor: minWage, fatorRTotal: null, below: fatorR });
    if (found) {
      const stay = rounder(
        found,
        [...evals.values()].filter((e) => e.company.annex !== "III"),
      );
      evals.set("sem_fator_r", stay);
      recommended = "sem_fator_r";
    }
  }
  const chosen = evals.get(recommended) as Eval;

  const names = scenarioNames(t, isencao, several);
  const scenarios: ProLaboreScenario[] = [];
  for (const [key, e] of evals) scenarios.push(scenarioResult(key, names[key], e));
  const steps: Step[] = memoria(x, chosen);
  return {
    scenarios,
    best: recommended,
    savings: toReais(baseline.total - chosen.total),
    partnerCount: x.partners.length,
    fatorRPath: path,
    notes: notesFor(x, chosen, path),
    steps,
  };
}
