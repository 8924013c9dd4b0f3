import { PPM, mulDiv, toCents, toReais, type Cents, type Ppm } from "../money";
import { fmtBRL, fmtIsoDate, fmtPercentNumber, fmtRate, fmtRatio, step, type Step } from "../steps";
import type { Annex } from "../tables/types";
import { regularCore } from "./regular";
import { yearRates } from "./scenarios";
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
  scenarios: readonly ReferenceScenario[];
}

interface ScenarioCalc {
  result: SimplesOptionScenario;
  /** ΔF and ΔB in centavos, for the headline. */
  sellerExtra: Cents;
  buyersExtra: Cents;
  gain: Cents;
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
  const base = { year: d.year, annex: d.annex, monthRevenue: toReais(d.monthRevenue), rbt12: toReais(d.rbt12) };
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
  );
  const debit = reg.cbsDebit + reg.ibsDebit;
  const credit = reg.cbsCredit + reg.ibsCredit;
  const payable = reg.cbsPayable + reg.ibsPayable;
  const buyersIn = mulDiv(inDas, d.crediting, PPM);
  const buyersOut = mulDiv(debit, d.crediting, PPM);
  // The credit balance counts at face value: it is carried or refunded (LC 214 art. 39).
  const sellerExtra = dasOut + debit - credit - dasIn;
  const buyersExtra = buyersOut - buyersIn;
  const gain = buyersExtra - sellerExtra;
  const breakEven = breakEvenPercent(credit, debit - inDas);
  const t = rates.cbs + rates.ibs;
  const s = Math.round(inside.dasShareRate * PPM);
  const steps: Step[] = [
    step(
      `Alíquota de referência do cenário ${scenario.name}`,
      `${scenario.source} (${scenario.date}, grau ${scenario.grade})`,
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
      "CBS e IBS dentro do DAS (s·S)",
      `${fmtBRL(d.monthRevenue)} × ${fmtRate(s)} (alíquota efetiva × parcelas de CBS e IBS da faixa)`,
      toReais(inDas),
      "LC 123/2006, art. 23, §§1º-A e 2º; LC 214/2025, art. 47, §9º, II",
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
        cbsIbsDebit: 0,
        cbsIbsCredit: 0,
        cbsIbsPayable: 0,
        sellerTotal: toReais(dasIn),
        buyersCredit: toReais(buyersIn),
      },
      outside: {
        das: toReais(dasOut),
        cbsIbsInDas: 0,
        cbsIbsDebit: toReais(debit),
        cbsIbsCredit: toReais(credit),
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
      ? "nenhuma proporção de clientes com crédito compensa"
      : `ponto de equilíbrio: ${fmtPercentNumber(r.breakEvenPercent)} das vendas`;
  let text: string;
  if (r.choice === "outside") {
    text =
      `Para o ${semesterText(d.window.semester)}, optar por recolher CBS e IBS por fora do DAS cria um ganho conjunto de ${fmtBRL(main.gain)} por mês ` +
      `para a empresa e os clientes que tomam crédito (${b} das vendas; ${be}). A empresa só fica com esse ganho se renegociar os preços.`;
  } else if (r.choice === "inside") {
    text =
      `Para o ${semesterText(d.window.semester)}, manter CBS e IBS dentro do DAS é melhor: optar custaria ${fmtBRL(-main.gain)} por mês ` +
      `à empresa e aos clientes juntos (${b} das vendas a clientes que tomam crédito; ${be}).`;
  } else {
    text = `Para o ${semesterText(d.window.semester)}, optar ou não dá o mesmo resultado conjunto (${b} das vendas a clientes que tomam crédito; ${be}).`;
  }
  if (all.some((c) => c.result.choice !== r.choice)) {
    text += " O resultado muda com a alíquota de referência: veja cada cenário.";
  }
  return `${text} Cenário principal: ${r.scenario.name}.`;
}

function dependsOnOf(d: DecisionInput, main: ScenarioCalc, all: readonly ScenarioCalc[]): string[] {
  const w = d.window;
  const seller =
    main.sellerExtra >= 0
      ? `a empresa paga ${fmtBRL(main.sellerExtra)} a mais por mês`
      : `a empresa paga ${fmtBRL(-main.sellerExtra)} a menos por mês`;
  const out = [
    `Preços: com o preço mantido, ${seller} e os clientes que tomam crédito ganham ${fmtBRL(main.buyersExtra)}; a empresa só captura o ganho conjunto se os preços forem renegociados.`,
    `Semestre irretratável: a opção vale para todo o ${semesterText(w.semester)} (a partir de ${fmtIsoDate(w.effectiveFrom)}), feita de ${fmtIsoDate(w.optFrom)} a ${fmtIsoDate(w.optUntil)} e cancelável até ${fmtIsoDate(w.cancelUntil)} (LC 123/2006, art. 13, §10; ${w.note}).`,
    "Ressarcimento: quem receber em dinheiro o ressarcimento de créditos de CBS/IBS não pode voltar a recolhê-los pelo DAS no mesmo ano nem no seguinte (LC 214/2025, art. 41, §5º).",
    "Custo de conformidade: no regime regular a CBS e o IBS são apurados todo mês, com escrituração de débitos e créditos (mais trabalho do contador e do sistema de notas).",
    "Exportadores: a exportação tem alíquota zero e mantém os créditos das compras; para quem exporta, optar costuma compensar.",
    "Clientes optantes do Simples que recolhem pelo DAS não tomam crédito integral: conte-os entre os clientes sem crédito.",
    "Fluxo de caixa: em 2027 o split payment é opcional e só entre empresas; débitos e créditos são mensais.",
    "Base do DAS por fora: calculada sobre a receita informada (se a receita bruta do Simples inclui ou não a CBS e o IBS cobrados por fora é questão em aberto).",
  ];
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
