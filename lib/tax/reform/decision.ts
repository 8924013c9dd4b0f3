import { PPM, mulDiv, toCents, toReais, type Cents, type Ppm } from "../money";
import { fmtBRL, fmtIsoDate, fmtPercentNumber, fmtRate, fmtRatio, step, type Step } from "../steps";
import type { Annex } from "../tables/types";
import { porForaPriceIncrease } from "./price";
import { REFORM_REDUCTIONS } from "../tables/reform";
import { localRateOf, regularCore, type LocalTaxInBase } from "./regular";
import { scenarioSource, yearRates } from "./scenarios";
import { simplesReformMonth } from "./simples";
import type {
  OptionChoice,
  OptionWindow,
  PriceConvention,
  ReferenceScenario,
  ReformReduction,
  ReformYear,
  SimplesOptionDecision,
  SimplesOptionScenario,
} from "./types";

/** Validated inputs of the por dentro / por fora decision, money in centavos. */
export interface DecisionInput {
  year: ReformYear;
  window: OptionWindow;
  annex: Annex;
  monthRevenue: Cents;
  rbt12: Cents;
  /** Share of sales to buyers that take credit, ppm. */
  crediting: Ppm;
  purchasesRegular: Cents;
  purchasesSimples: Cents;
  simplesCreditRate: Ppm;
  reduction: ReformReduction;
  convention: PriceConvention;
  /** Above the sublimite: IBS is paid under the regular regime on both sides; only the CBS changes sides. */
  sublimiteExceeded: boolean;
  /** ICMS/ISS out of the CBS/IBS bases (the sale's own only above the sublimite: inside it, it goes in the DAS). */
  local: LocalTaxInBase;
  scenarios: readonly ReferenceScenario[];
}

interface ScenarioCalc {
  result: SimplesOptionScenario;
  /** ΔF and ΔB in centavos, for the headline. */
  sellerExtra: Cents;
  buyersExtra: Cents;
  gain: Cents;
  /** Credits a month at which opting breaks even for the pair, (1 − b)(t − s)S; ≤ 0 when any credit will do. */
  creditsNeeded: Cents;
  /** Regular-supplier purchases a month that give creditsNeeded at the year's standard rate; 0 when none are needed. */
  purchasesNeeded: Cents;
  steps: Step[];
}

const DECISION_SOURCE =
  "LC 214/2025, art. 41, §§3º e 4º; LC 123/2006, art. 13, §§9º e 10; Res. CGSN 190/2026, art. 22-A";

/**
 * b* = 1 − C / ((t − s)·S), as a percent with two decimals: the crediting-buyer share above which opting
 * creates joint value. 0 when it always does; null when it never does (no credits, or nothing to gain).
 */
export function breakEvenPercent(credits: Cents, debitMinusDasShare: Cents): number | null {
  const a = debitMinusDasShare;
  if (a <= 0) return credits > 0 || a < 0 ? 0 : null;
  if (credits >= a) return 0;
  if (credits === 0) return null;
  return mulDiv(a - credits, 10_000, a) / 100;
}

function choiceOf(gain: Cents): OptionChoice {
  return gain > 0 ? "outside" : gain < 0 ? "inside" : "indifferent";
}

function scenarioCalc(d: DecisionInput, scenario: ReferenceScenario): ScenarioCalc {
  const base = {
    year: d.year,
    annex: d.annex,
    monthRevenue: toReais(d.monthRevenue),
    rbt12: toReais(d.rbt12),
    sublimiteExceeded: d.sublimiteExceeded,
  };
  const inside = simplesReformMonth(base);
  const outside = simplesReformMonth({ ...base, porFora: true });
  const dasIn = toCents(inside.das);
  const dasOut = toCents(outside.das);
  const inDas = toCents(inside.cbsIbsInDas);
  const rates = yearRates(d.year, scenario, d.reduction);
  const reg = regularCore(
    rates,
    d.monthRevenue,
    d.purchasesRegular,
    d.purchasesSimples,
    d.simplesCreditRate,
    d.convention,
    d.local,
  );
  // Above the sublimite the IBS is outside the DAS either way (Res. CGSN 140 art. 9º): only the CBS changes sides.
  const sub = d.sublimiteExceeded;
  const ibsIn = sub ? { debit: reg.ibsDebit, credit: reg.ibsCredit, payable: reg.ibsPayable } : null;
  const debitOut = reg.cbsDebit + reg.ibsDebit;
  const creditOut = reg.cbsCredit + reg.ibsCredit;
  const payable = reg.cbsPayable + reg.ibsPayable;
  const debit = sub ? reg.cbsDebit : debitOut;
  const credit = sub ? reg.cbsCredit : creditOut;
  const buyersIn = mulDiv(inDas + (ibsIn?.debit ?? 0), d.crediting, PPM);
  const buyersOut = mulDiv(debitOut, d.crediting, PPM);
  // The credit balance counts at face value: it is carried or refunded (LC 214 art. 39).
  const sellerExtra = dasOut + debit - credit - dasIn;
  const buyersExtra = buyersOut - buyersIn;
  const gain = buyersExtra - sellerExtra;
  const breakEven = breakEvenPercent(credit, debit - inDas);
  const t = rates.cbs + rates.ibs;
  const s = Math.round(inside.dasShareRate * PPM);
  // G = C − (1 − b)(T − s·S) = 0 at C* = (1 − b)(T − s·S): the credits (hence purchases) at which opting breaks even.
  const creditsNeeded = mulDiv(debit - inDas, PPM - d.crediting, PPM);
  // Each real of regular purchase credits full × (1 − the supplier's ICMS/ISS), ÷ (1 + full) under the gross convention.
  const suppliersKeep = PPM - REFORM_REDUCTIONS[d.local.suppliersReduction ?? "none"].reduction;
  const full = BigInt(mulDiv(rates.cbsFull + rates.ibsFull, suppliersKeep, PPM));
  const net = BigInt(PPM - localRateOf(d.year, d.local.purchases.rate));
  const scale = d.convention === "net" ? BigInt(PPM) : BigInt(PPM) + full;
  const purchasesNeeded =
    creditsNeeded <= 0 || full === 0n || net <= 0n
      ? 0
      : Number((BigInt(creditsNeeded) * scale * BigInt(PPM) + full * net - 1n) / (full * net));
  const steps: Step[] = [
    step(
      `Alíquota de referência do cenário ${scenario.name}`,
      scenarioSource(scenario),
      (scenario.cbsPercent + scenario.ibsPercent) / 100,
      "LC 214/2025, art. 349",
    ),
    step(
      "DAS por dentro",
      `DAS do Anexo ${d.annex} com CBS e IBS (alíquota efetiva ${fmtRatio(Math.round(inside.effectiveRate * PPM), PPM, 4)})`,
      toReais(dasIn),
      "LC 123/2006, art. 18 e Anexos (redação da LC 214/2025)",
    ),
    step(
      sub ? "CBS dentro do DAS (s·S; IBS fora do DAS)" : "CBS e IBS dentro do DAS (s·S)",
      sub
        ? `${fmtBRL(d.monthRevenue)} × ${fmtRate(s)} (alíquota efetiva × parcela de CBS da faixa); acima do sublimite o IBS é apurado pelo regime regular nos dois casos`
        : `${fmtBRL(d.monthRevenue)} × ${fmtRate(s)} (alíquota efetiva × parcelas de CBS e IBS da faixa)`,
      toReais(inDas),
      sub
        ? "LC 123/2006, arts. 13-A e 23, §§1º-A e 2º; Res. CGSN 140/2018, art. 9º (redação da Res. CGSN 190/2026)"
        : "LC 123/2006, art. 23, §§1º-A e 2º; LC 214/2025, art. 47, §9º, II",
    ),
    step("DAS por fora", `DAS sem as parcelas de CBS e IBS`, toReais(dasOut), "Res. CGSN 190/2026, art. 22-A"),
    ...reg.steps,
    step(
      "Imposto extra da empresa ao optar (ΔF)",
      `DAS por fora ${fmtBRL(dasOut)} + débito ${fmtBRL(debit)} − créditos ${fmtBRL(credit)} − DAS por dentro ${fmtBRL(dasIn)}`,
      toReais(sellerExtra),
      DECISION_SOURCE,
    ),
    step(
      "Crédito extra dos clientes (ΔB)",
      `${fmtRatio(d.crediting, PPM, 2)} das vendas × (débito ${fmtBRL(debit)} − parcela do DAS ${fmtBRL(inDas)})`,
      toReais(buyersExtra),
      "LC 214/2025, art. 47 (crédito integral do imposto destacado pelo fornecedor do regime regular)",
    ),
    step("Ganho conjunto (ΔB − ΔF)", `${fmtBRL(buyersExtra)} − ${fmtBRL(sellerExtra)}`, toReais(gain), DECISION_SOURCE),
    step(
      "Ponto de equilíbrio b* (percentual das vendas a clientes com crédito)",
      breakEven === null
        ? "sem créditos a aproveitar: optar não cria valor conjunto em nenhuma proporção de clientes com crédito"
        : `1 − créditos ${fmtBRL(credit)} ÷ (débito ${fmtBRL(debit)} − parcela do DAS ${fmtBRL(inDas)}) = ${fmtPercentNumber(breakEven)}`,
      breakEven === null ? 0 : Number((breakEven / 100).toFixed(4)),
      DECISION_SOURCE,
    ),
  ];
  return {
    result: {
      scenario,
      regularRate: t / PPM,
      dasShareRate: inside.dasShareRate,
      inside: {
        das: toReais(dasIn),
        cbsIbsInDas: toReais(inDas),
        cbsIbsDebit: toReais(ibsIn?.debit ?? 0),
        cbsIbsCredit: toReais(ibsIn?.credit ?? 0),
        cbsIbsPayable: toReais(ibsIn?.payable ?? 0),
        sellerTotal: toReais(dasIn + (ibsIn?.payable ?? 0)),
        buyersCredit: toReais(buyersIn),
      },
      outside: {
        das: toReais(dasOut),
        cbsIbsInDas: 0,
        cbsIbsDebit: toReais(debitOut),
        cbsIbsCredit: toReais(creditOut),
        cbsIbsPayable: toReais(payable),
        sellerTotal: toReais(dasOut + payable),
        buyersCredit: toReais(buyersOut),
      },
      sellerExtraTax: toReais(sellerExtra),
      buyersExtraCredit: toReais(buyersExtra),
      jointGain: toReais(gain),
      breakEvenPercent: breakEven,
      choice: choiceOf(gain),
    },
    sellerExtra,
    buyersExtra,
    gain,
    creditsNeeded,
    purchasesNeeded,
    steps,
  };
}

const CHOICE_LABEL: Readonly<Record<OptionChoice, string>> = {
  outside: "optar pelo regime regular (CBS e IBS por fora do DAS)",
  inside: "manter CBS e IBS dentro do DAS",
  indifferent: "indiferente",
};

/** "2027-2" → "2º semestre de 2027", as an owner reads it. */
function semesterText(semester: string): string {
  const [year, half] = semester.split("-");
  return `${half}º semestre de ${year}`;
}

function headlineOf(d: DecisionInput, main: ScenarioCalc, all: readonly ScenarioCalc[]): string {
  const r = main.result;
  const b = fmtRatio(d.crediting, PPM, 2);
  const be =
    r.breakEvenPercent === null
      ? "sem créditos de compras, nenhuma proporção de clientes com crédito cria ganho"
      : `ponto de equilíbrio: ${fmtPercentNumber(r.breakEvenPercent)} das vendas`;
  let text: string;
  if (r.choice === "outside") {
    text =
      `Para o ${semesterText(d.window.semester)}, optar por recolher CBS e IBS por fora do DAS cria um ganho conjunto de ${fmtBRL(main.gain)} por mês ` +
      `para a empresa e os clientes que tomam crédito (${b} das vendas; ${be}). A empresa só fica com esse ganho se renegociar os preços.`;
  } else if (r.choice === "inside") {
    text =
      `Para o ${semesterText(d.window.semester)}, manter CBS e IBS dentro do DAS é melhor: optar custaria ${fmtBRL(-main.gain)} por mês ` +
      `à empresa e aos clientes juntos (${b} das vendas a clientes que tomam crédito; ${be}). ${purchasesText(d, main)}`;
  } else {
    text = `Para o ${semesterText(d.window.semester)}, optar ou não dá o mesmo resultado conjunto (${b} das vendas a clientes que tomam crédito; ${be}).`;
  }
  if (all.some((c) => c.result.choice !== r.choice)) {
    text += " O resultado muda com a alíquota de referência: veja cada cenário.";
  }
  return `${text} Cenário principal: ${r.scenario.name}.`;
}

/**
 * What the answer depends on when opting does not pay: the credits on purchases at which it would (a company that
 * informed no purchases reads what they would have to be, never a bare "não compensa").
 */
function purchasesText(d: DecisionInput, c: ScenarioCalc): string {
  const none = d.purchasesRegular === 0 && d.purchasesSimples === 0;
  const b = fmtRatio(d.crediting, PPM, 2);
  if (c.creditsNeeded <= 0)
    return none
      ? "Nenhuma compra com crédito foi informada: com todas as vendas a clientes que tomam crédito, qualquer compra de fornecedor do regime regular faz optar compensar."
      : "";
  const supplier = `${fmtRate(localRateOf(d.year, d.local.purchases.rate))} de ICMS/ISS do fornecedor`;
  const need =
    c.purchasesNeeded > 0
      ? `créditos de compras de pelo menos ${fmtBRL(c.creditsNeeded)} por mês (cerca de ${fmtBRL(c.purchasesNeeded)} em compras de fornecedores do regime regular, com ${supplier})`
      : `créditos de compras de pelo menos ${fmtBRL(c.creditsNeeded)} por mês`;
  return none
    ? `Nenhuma compra com crédito foi informada, e o resultado depende delas: com ${b} das vendas a clientes que tomam crédito, optar compensa a partir de ${need}.`
    : `Optar passaria a compensar com ${need}, mantidos ${b} das vendas a clientes que tomam crédito.`;
}

/** The price line of dependsOn: who gains at today's price, and the increase to crediting buyers that breaks even. */
function priceText(d: DecisionInput, main: ScenarioCalc): string {
  const seller =
    main.sellerExtra >= 0
      ? `a empresa paga ${fmtBRL(main.sellerExtra)} a mais por mês`
      : `a empresa paga ${fmtBRL(-main.sellerExtra)} a menos por mês`;
  const p = porForaPriceIncrease({
    option: main.result,
    monthlyRevenue: toReais(d.monthRevenue),
    creditingBuyersPercent: d.crediting / 10_000,
  });
  const rise =
    p.increasePercent === null
      ? " Sem vendas a clientes que tomam crédito, não há a quem repassar o imposto extra."
      : p.increasePercent === 0
        ? ""
        : ` Para a empresa empatar, o preço das vendas a clientes que tomam crédito teria de subir ${fmtPercentNumber(p.increasePercent)} (${fmtBRL(toCents(p.increasePerMonth ?? 0))} por mês); esses clientes aceitam até ${fmtPercentNumber(p.buyersMaxPercent)} sem pagar mais, descontados os créditos${p.feasible ? "" : ": nenhum preço deixa os dois lados sem perda"}.`;
  return `Preços: com o preço mantido, ${seller} e os clientes que tomam crédito ganham ${fmtBRL(main.buyersExtra)}; a empresa só captura o ganho conjunto se os preços forem renegociados.${rise}`;
}

function dependsOnOf(d: DecisionInput, main: ScenarioCalc, all: readonly ScenarioCalc[]): string[] {
  const w = d.window;
  const out = [
    priceText(d, main),
    `Semestre irretratável: a opção vale para todo o ${semesterText(w.semester)} (a partir de ${fmtIsoDate(w.effectiveFrom)}), feita de ${fmtIsoDate(w.optFrom)} a ${fmtIsoDate(w.optUntil)} e cancelável até ${fmtIsoDate(w.cancelUntil)} (LC 123/2006, art. 13, §10; ${w.note}).`,
    "Ressarcimento: quem receber em dinheiro o ressarcimento de créditos de CBS/IBS não pode voltar a recolhê-los pelo DAS no mesmo ano nem no seguinte (LC 214/2025, art. 41, §5º).",
    "Custo de conformidade: no regime regular a CBS e o IBS são apurados todo mês, com escrituração de débitos e créditos (mais trabalho do contador e do sistema de notas).",
    "Exportadores: a exportação tem alíquota zero e mantém os créditos das compras; para quem exporta, optar costuma compensar.",
    "Clientes optantes do Simples que recolhem pelo DAS não tomam crédito integral: conte-os entre os clientes sem crédito.",
    "Fluxo de caixa: em 2027 o split payment é opcional e só entre empresas; débitos e créditos são mensais.",
    "Base do DAS por fora: calculada sobre a receita informada (se a receita bruta do Simples inclui ou não a CBS e o IBS cobrados por fora é questão em aberto).",
  ];
  if (d.sublimiteExceeded)
    out.splice(
      1,
      0,
      "Sublimite excedido: o ICMS/ISS e o IBS já são recolhidos fora do DAS (o IBS pelo regime regular, com créditos); a opção só muda onde se paga a CBS.",
    );
  const purchases = purchasesText(d, main);
  if (purchases && main.result.choice !== "outside") out.splice(1, 0, `Compras: ${purchases}`);
  for (const c of all) {
    const r = c.result;
    out.push(
      `Cenário ${r.scenario.name}: ${CHOICE_LABEL[r.choice]}; ganho conjunto ${fmtBRL(c.gain)} por mês; ponto de equilíbrio ${r.breakEvenPercent === null ? "inexistente" : fmtPercentNumber(r.breakEvenPercent)}.`,
    );
  }
  return out;
}

/**
 * Simples Nacional: keep CBS and IBS inside the DAS or opt to assess them under the regular regime (LC 214/2025
 * art. 41 §§3º–5º; LC 123/2006 art. 13 §§9º–10), for the semester of the next window, under every scenario:
 * ΔF = t·S − C − s·S, ΔB = (t − s)·b·S, G = ΔB − ΔF, b* = 1 − C/((t − s)·S) (docs/reform-2027.md).
 */
export function decideSimplesOption(d: DecisionInput): { decision: SimplesOptionDecision; steps: Step[] } {
  const calcs = d.scenarios.map((s) => scenarioCalc(d, s));
  const main = calcs[0];
  return {
    decision: {
      semester: d.window.semester,
      perScenario: calcs.map((c) => c.result),
      choice: main.result.choice,
      headline: headlineOf(d, main, calcs),
      dependsOn: dependsOnOf(d, main, calcs),
    },
    steps: calcs.flatMap((c) => c.steps),
  };
}
