import { PPM, applyRate, mulDiv, toCents, toReais, type Cents, type Ppm } from "../money";
import { computePisCofinsNc } from "../real";
import { fmtBRL, fmtIsoDate, fmtRate, step, type Step } from "../steps";
import { TABLES_2026 } from "../tables/2026";
import { REFORM_REDUCTIONS, REFORM_SCHEDULE, SIMPLES_SUPPLIER_CREDIT_ESTIMATE } from "../tables/reform";
import { ACTIVITY_PROFILES } from "../jobs/company";
import { decideSimplesOption } from "./decision";
import { normalizeReform, type NormalizedReform } from "./input";
import { localRateOf, regularCore, type LocalTaxInBase, type RegularCore } from "./regular";
import { scenarioSource, yearRates } from "./scenarios";
import { REFORM_YEARS, simplesReformMonth } from "./simples";
import type {
  OptionWindow,
  ReformAssumption,
  SimplesOptionDecision,
  ReformInput,
  ReformResult,
  ReformYear,
  ReformYearRow,
  RegularTransition,
} from "./types";
import { nextOptionWindow, optionWindows } from "./windows";

/** One month of consumption taxes, in centavos. */
interface Month {
  pisCofins: Cents;
  cbs: Cents;
  ibs: Cents;
  icmsIss: Cents;
  ipi: Cents;
  das: Cents;
  credits: Cents;
}

/**
 * ICMS (sales minus the credit on regular purchases, at the purchases' rate) or ISS, at the informed rates × the
 * year's multiplier (ADCT art. 128).
 */
function localTax(n: NormalizedReform, year: ReformYear): { tax: Cents; credit: Cents; rate: Ppm } {
  // Fuels: the ICMS is charged before the resale (single-stage or substitution): none on the sales, no credit.
  if (ACTIVITY_PROFILES[n.activity].icmsAtOrigin) return { tax: 0, credit: 0, rate: 0 };
  if (n.localTax === "ISS") {
    const rate = localRateOf(year, n.iss);
    return { tax: applyRate(n.monthRevenue, rate), credit: 0, rate };
  }
  const rate = localRateOf(year, n.icms);
  const debit = applyRate(n.monthRevenue, rate);
  const credit = applyRate(n.purchasesRegular, localRateOf(year, n.purchasesLocal.rate));
  return { tax: Math.max(0, debit - credit), credit, rate };
}

/** The ICMS/ISS kept out of the CBS/IBS bases: the sale's own (when charged outside the DAS) and the suppliers'. */
function localInBase(n: NormalizedReform, salesCharged: boolean): LocalTaxInBase {
  const charged = salesCharged && !ACTIVITY_PROFILES[n.activity].icmsAtOrigin;
  return {
    sales: charged ? { tax: n.localTax, rate: n.localTax === "ICMS" ? n.icms : n.iss } : null,
    purchases: n.purchasesLocal,
    suppliersReduction: n.purchasesReduction,
  };
}

/** CBS and IBS of a month under the regular regime, main scenario (Presumido/Real; the IBS of a Simples above the sublimite). */
function regularOf(n: NormalizedReform, year: ReformYear): RegularCore {
  const rates = yearRates(year, n.scenarios[0], n.reduction);
  const fuel = ACTIVITY_PROFILES[n.activity].cbsIbsAtOrigin;
  if (fuel) {
    // Single-stage CBS/IBS: nothing on the resale, no credit on the fuel bought.
    const core = regularCore(rates, 0, 0, 0, n.simplesCreditRate, n.convention, localInBase(n, false));
    core.steps.push(
      step("CBS e IBS dos combustíveis", "cobrados uma única vez na origem: a revenda não paga nem credita", 0, fuel),
    );
    return core;
  }
  return regularCore(
    rates,
    n.monthRevenue,
    n.purchasesRegular,
    n.purchasesSimples,
    n.simplesCreditRate,
    n.convention,
    // A Simples company reaches here only above the sublimite, where its ICMS/ISS is charged outside the DAS.
    localInBase(n, true),
  );
}

/** PIS + COFINS of a 2026 month: cumulative 3,65% in the Presumido, non-cumulative 9,25% net of credits in the Real. */
function pisCofins2026(n: NormalizedReform): { tax: Cents; credit: Cents } {
  const t = TABLES_2026;
  if (n.regime === "presumido")
    return {
      tax: applyRate(n.monthRevenue, t.presumido.pis.value) + applyRate(n.monthRevenue, t.presumido.cofins.value),
      credit: 0,
    };
  const nc = computePisCofinsNc(t, n.monthRevenue, n.purchasesRegular + n.purchasesSimples);
  const gross = applyRate(n.monthRevenue, t.real.pis.value) + applyRate(n.monthRevenue, t.real.cofins.value);
  return { tax: nc.pis + nc.cofins, credit: gross - nc.pis - nc.cofins };
}

function regularMonth(n: NormalizedReform, year: ReformYear): { month: Month; core: RegularCore | null } {
  const local = localTax(n, year);
  if (year === 2026) {
    const pc = pisCofins2026(n);
    return {
      month: {
        pisCofins: pc.tax,
        cbs: 0,
        ibs: 0,
        icmsIss: local.tax,
        ipi: 0,
        das: 0,
        credits: pc.credit + local.credit,
      },
      core: null,
    };
  }
  const core = regularOf(n, year);
  return {
    month: {
      pisCofins: 0,
      cbs: core.cbsPayable,
      ibs: core.ibsPayable,
      icmsIss: local.tax,
      ipi: 0,
      das: 0,
      credits: core.cbsCredit + core.ibsCredit + local.credit,
    },
    core,
  };
}

function simplesMonth(n: NormalizedReform, year: ReformYear): Month {
  const monthRevenue = toReais(n.monthRevenue);
  const rbt12 = toReais(n.rbt12);
  const sub = n.sublimiteExceeded;
  const r = simplesReformMonth({ year, annex: n.annex, monthRevenue, rbt12, sublimiteExceeded: sub });
  const p = r.parcels;
  const month: Month = {
    pisCofins: toCents(p.PIS ?? 0) + toCents(p.COFINS ?? 0),
    cbs: toCents(p.CBS ?? 0),
    ibs: toCents(p.IBS ?? 0),
    icmsIss: toCents(p.ICMS ?? 0) + toCents(p.ISS ?? 0),
    ipi: toCents(p.IPI ?? 0),
    das: toCents(r.das),
    credits: 0,
  };
  if (!sub) return month;
  // Above the sublimite: ICMS/ISS at the informed rate and, from 2027, IBS under the regular regime, outside the DAS.
  const local = localTax(n, year);
  month.icmsIss = local.tax;
  month.credits = local.credit;
  if (year !== 2026) {
    const core = regularOf(n, year);
    month.ibs = core.ibsPayable;
    month.credits += core.ibsCredit;
  }
  return month;
}

function yearRow(year: ReformYear, m: Month, simples: boolean): ReformYearRow {
  const total = m.pisCofins + m.cbs + m.ibs + m.icmsIss + m.ipi;
  const row: ReformYearRow = {
    year,
    pisCofins: toReais(m.pisCofins * 12),
    cbs: toReais(m.cbs * 12),
    ibs: toReais(m.ibs * 12),
    icmsIss: toReais(m.icmsIss * 12),
    das: toReais(m.das * 12),
    credits: toReais(m.credits * 12),
    total: toReais(total * 12),
    note: simples ? REFORM_SCHEDULE[year].simplesNote : REFORM_SCHEDULE[year].note,
  };
  if (m.ipi > 0) row.ipi = toReais(m.ipi * 12);
  return row;
}

/** One memória line per year: what the row adds up, with the year's rule. */
function yearStep(n: NormalizedReform, row: ReformYearRow): Step {
  const rules = REFORM_SCHEDULE[row.year];
  const cents = (v: number) => fmtBRL(toCents(v));
  const local = ACTIVITY_PROFILES[n.activity].icmsAtOrigin
    ? "ICMS (cobrado na origem)"
    : n.localTax === "ICMS"
      ? `ICMS ${fmtRate(mulDiv(n.icms, rules.icmsIss.factor, PPM))}`
      : `ISS ${fmtRate(mulDiv(n.iss, rules.icmsIss.factor, PPM))}`;
  const parts =
    n.regime === "simples" && n.sublimiteExceeded
      ? `parcelas do DAS de ${cents(row.das)}: PIS/COFINS ${cents(row.pisCofins)} + CBS ${cents(row.cbs)}${row.ipi ? ` + IPI ${cents(row.ipi)}` : ""}; fora do DAS (sublimite excedido): IBS ${cents(row.ibs)} + ${local} ${cents(row.icmsIss)} (créditos ${cents(row.credits)} já descontados)`
      : n.regime === "simples"
        ? `parcelas do DAS de ${cents(row.das)}: PIS/COFINS ${cents(row.pisCofins)} + CBS ${cents(row.cbs)} + IBS ${cents(row.ibs)} + ICMS/ISS ${cents(row.icmsIss)}${row.ipi ? ` + IPI ${cents(row.ipi)}` : ""}`
        : `PIS/COFINS ${cents(row.pisCofins)} + CBS ${cents(row.cbs)} + IBS ${cents(row.ibs)} + ${local} ${cents(row.icmsIss)} (créditos ${cents(row.credits)} já descontados)`;
  const source = n.regime === "simples" ? rules.simples.source : `${rules.cbs.source}; ${rules.icmsIss.source}`;
  return step(`Tributos sobre o consumo em ${row.year} (${row.note})`, `12 × mês: ${parts}`, row.total, source);
}

function transition(n: NormalizedReform, m2026: Month, core2027: RegularCore): RegularTransition {
  const test = TABLES_2026.cbsIbs;
  const cbsIbsTest = test ? applyRate(n.monthRevenue, test.cbs.value) + applyRate(n.monthRevenue, test.ibs.value) : 0;
  const payable = core2027.cbsPayable + core2027.ibsPayable;
  return {
    y2026: { pisCofins: toReais(m2026.pisCofins), cbsIbsTest: toReais(cbsIbsTest), total: toReais(m2026.pisCofins) },
    y2027: {
      cbsDebit: toReais(core2027.cbsDebit),
      ibsDebit: toReais(core2027.ibsDebit),
      credits: toReais(core2027.cbsCredit + core2027.ibsCredit),
      payable: toReais(payable),
      total: toReais(payable),
    },
    difference: toReais(payable - m2026.pisCofins),
    priceConvention: n.convention,
  };
}

function assumptionsOf(n: NormalizedReform): ReformAssumption[] {
  const main = n.scenarios[0];
  const y27 = yearRates(2027, main, "none");
  const red = REFORM_REDUCTIONS[n.reduction];
  const fixed = REFORM_SCHEDULE[2027].ibs;
  const ibs27 =
    fixed.mode === "fixed" ? `${fmtRate(fixed.state)} estadual + ${fmtRate(fixed.municipal)} municipal` : "referência";
  const test = TABLES_2026.cbsIbs as NonNullable<(typeof TABLES_2026)["cbsIbs"]>;
  const a: ReformAssumption[] = [
    {
      text: `Alíquotas de referência do cenário principal: ${main.name} (${fmtIsoDate(main.date)}).`,
      source: main.source,
      grade: main.grade,
    },
    {
      text: `CBS de 2027 e 2028 = referência − 0,1 ponto (${fmtRate(y27.cbsFull)}); IBS de 2027 e 2028 = ${ibs27} (${fmtRate(y27.ibsFull)}).`,
      source: `${REFORM_SCHEDULE[2027].cbs.source}; ${REFORM_SCHEDULE[2027].ibs.source}`,
      grade: "R",
    },
    {
      text: `De 2029 a 2033 a referência do cenário (CBS ${fmtRate(Math.round(main.cbsPercent * 10_000))}, IBS ${fmtRate(Math.round(main.ibsPercent * 10_000))}) é mantida em todos os anos; o IBS entra com 10%, 20%, 30% e 40% dela até 2032 e integral em 2033. As referências de 2029 em diante ainda não existem.`,
      source: REFORM_SCHEDULE[2029].ibs.source,
      grade: "M",
    },
    {
      text: `ICMS e ISS multiplicados por 0,9, 0,8, 0,7 e 0,6 de 2029 a 2032 e extintos em 2033, sobre a alíquota informada (${n.localTax === "ICMS" ? `ICMS ${fmtRate(n.icms)}` : `ISS ${fmtRate(n.iss)}`}).`,
      source: REFORM_SCHEDULE[2029].icmsIss.source,
      grade: REFORM_SCHEDULE[2029].icmsIss.grade,
    },
    {
      text:
        n.convention === "net"
          ? "Preço de hoje mantido e CBS/IBS acrescidos por fora: a base é o preço (a receita aumenta no valor do tributo cobrado do cliente)."
          : "O mesmo preço passa a conter CBS/IBS: a base é preço ÷ (1 + alíquota).",
      source: "LC 214/2025, art. 12, §2º, I (CBS e IBS não integram a própria base)",
      grade: "M",
    },
    {
      text:
        n.regime === "simples" && !n.sublimiteExceeded
          ? "ICMS e ISS fora da base de CBS e IBS de 2027 a 2032. Por fora, a base das vendas do optante do Simples é o preço: o ICMS/ISS dele vai no DAS, não destacado na nota; nas compras, o ICMS/ISS do fornecedor fica fora da base do crédito."
          : `ICMS e ISS fora da base de CBS e IBS de 2027 a 2032: base das vendas = preço − ${n.localTax} da venda (× o multiplicador do ano); nas compras, o ICMS/ISS do fornecedor fica fora da base do crédito.`,
      source: "ADCT, art. 133 (incluído pela EC 132/2023); LC 214/2025, art. 12, §2º, V",
      grade: n.regime === "simples" && !n.sublimiteExceeded ? "M" : "P",
    },
    {
      text: "Questão em aberto: se a CBS e o IBS integram a base do ICMS e do ISS de 2027 a 2032. O cálculo supõe que não: ICMS e ISS sobre o preço informado.",
      source: "LC 214/2025, art. 12, §2º; PLP 16/2025 (proposta de excluí-los da base do ICMS e do ISS)",
      grade: "M",
    },
    {
      text: `Compras de fornecedores do regime regular com ${n.purchasesLocal.informed ? `ICMS/ISS de ${fmtRate(n.purchasesLocal.rate)} do fornecedor (informado)` : `${n.localTax} de ${fmtRate(n.purchasesLocal.rate)} do fornecedor, suposto igual ao da empresa`}: o crédito de CBS/IBS é sobre o valor sem esse imposto${n.localTax === "ICMS" ? ", e o crédito de ICMS é a essa alíquota" : ""}.`,
      source: "ADCT, art. 133 (EC 132/2023); LC 214/2025, art. 12, §2º, V; art. 47",
      grade: n.purchasesLocal.informed ? "P" : "M",
    },
    {
      text: `Créditos: compras de fornecedores do regime regular ${n.purchasesReduction === "none" ? "à alíquota padrão do ano" : `à alíquota do ano com ${REFORM_REDUCTIONS[n.purchasesReduction].label} do fornecedor (informada)`}; compras de optantes do Simples a ${fmtRate(n.simplesCreditRate)} da nota${n.simplesCreditInformed ? " (informado)" : " (estimativa)"}.`,
      source: n.simplesCreditInformed ? "LC 214/2025, art. 47, §9º, II" : SIMPLES_SUPPLIER_CREDIT_ESTIMATE.source,
      grade: n.simplesCreditInformed ? "R" : SIMPLES_SUPPLIER_CREDIT_ESTIMATE.grade,
    },
    {
      text: "Meses iguais: valores anuais = 12 × o mês; RBT12 constante.",
      source: "premissa do simulador",
      grade: "M",
    },
  ];
  if (n.reduction !== "none") {
    a.push({
      text: `${red.label}: aplicada à CBS e ao IBS em todos os anos, inclusive ao IBS de ${fmtRate(y27.ibsFull)} de 2027 e 2028.`,
      source: fixed.mode === "fixed" ? `${red.source}; ${fixed.reduced.source}` : red.source,
      grade: fixed.mode === "fixed" ? fixed.reduced.grade : red.grade,
    });
  }
  if (n.regime === "simples") {
    a.push(
      {
        text: "Dentro do DAS as reduções de alíquota não se aplicam: valem as parcelas de CBS e IBS do anexo; a redução só conta se a empresa optar pelo regime regular.",
        source: "LC 123/2006, art. 18 e Anexos (redação da LC 214/2025, art. 519)",
        grade: "R",
      },
      ...(n.sublimiteExceeded
        ? [
            {
              text: `Sublimite excedido: ICMS/ISS fora do DAS pela alíquota informada (${n.localTax === "ICMS" ? `ICMS ${fmtRate(n.icms)}` : `ISS ${fmtRate(n.iss)}`}) e, de 2027 em diante, IBS fora do DAS pelo regime regular, com débitos e créditos; no DAS ficam os tributos federais e a CBS.`,
              source:
                "LC 123/2006, art. 13-A e art. 20, §1º; Res. CGSN 140/2018, art. 9º (redação da Res. CGSN 190/2026: ICMS, ISS e IBS)",
              grade: "M" as const,
            },
          ]
        : []),
      {
        text: "Em 2026 as alíquotas de teste de CBS e IBS não se aplicam ao Simples.",
        source: REFORM_SCHEDULE[2026].simples.source,
        grade: REFORM_SCHEDULE[2026].simples.grade,
      },
    );
  } else {
    a.push({
      text: `Em 2026 a CBS de ${fmtRate(test.cbs.value)} e o IBS de ${fmtRate(test.ibs.value)} são destacados na nota mas o pagamento é dispensado para quem cumpre as obrigações acessórias.`,
      source: "LC 214/2025, art. 348, §1º",
      grade: "S",
    });
    if (n.regime === "real") {
      a.push({
        text: "Lucro Real em 2026: PIS/COFINS não cumulativos com crédito sobre todas as compras informadas (inclusive de optantes do Simples).",
        source: "Lei 10.637/2002 e Lei 10.833/2003, art. 3º",
        grade: "M",
      });
    }
  }
  return a;
}

/** The window the Simples decision is for, and the transition year whose rules apply to it (2027–2033). */
function decisionYear(window: OptionWindow): ReformYear {
  const y = Number(window.semester.slice(0, 4));
  return Math.min(2033, Math.max(2027, y)) as ReformYear;
}

/** Input of `simplesOptionDecision`: a Simples company as `reformaTributaria` describes it. */
export type SimplesOptionDecisionInput = Omit<ReformInput, "regime" | "icmsPercent" | "issPercent">;

function decide(n: NormalizedReform, window: OptionWindow) {
  return decideSimplesOption({
    year: decisionYear(window),
    window,
    annex: n.annex,
    monthRevenue: n.monthRevenue,
    rbt12: n.rbt12,
    crediting: n.crediting,
    purchasesRegular: n.purchasesRegular,
    purchasesSimples: n.purchasesSimples,
    simplesCreditRate: n.simplesCreditRate,
    reduction: n.reduction,
    convention: n.convention,
    local: localInBase(n, n.sublimiteExceeded),
    sublimiteExceeded: n.sublimiteExceeded,
    scenarios: n.scenarios,
  });
}

/**
 * The Simples por dentro / por fora decision for the semester of the next option window (LC 214/2025 art. 41
 * §§3º–5º; LC 123/2006 art. 13 §§9º–10; Res. CGSN 190/2026 art. 22-A), under every scenario, with its memória.
 */
export function simplesOptionDecision(input: SimplesOptionDecisionInput): SimplesOptionDecision & { steps: Step[] } {
  const n = normalizeReform({ ...input, regime: "simples" });
  const windows = optionWindows();
  const d = decide(n, nextOptionWindow(n.today) ?? windows[windows.length - 1]);
  return { ...d.decision, steps: d.steps };
}

/**
 * The reform tool's job (EC 132/2023; LC 214/2025; LC 227/2026): one company's consumption taxes year by
 * year 2026–2033 under the main reference-rate scenario, the Simples por dentro / por fora decision for the
 * next window under every scenario, or the Presumido/Real 2026 → 2027 transition, with the option windows,
 * the assumptions (each sourced and graded) and the memória de cálculo.
 */
export function reformaTributaria(input: ReformInput): ReformResult {
  const n = normalizeReform(input);
  const main = n.scenarios[0];
  const windows = optionWindows();
  const nextWindow = nextOptionWindow(n.today);
  const steps: Step[] = [
    step(
      "Alíquota de referência do cenário principal",
      `${main.name} — ${scenarioSource(main)}`,
      (main.cbsPercent + main.ibsPercent) / 100,
      "LC 214/2025, art. 349",
    ),
  ];
  const years: ReformYearRow[] = [];
  let regular: RegularTransition | null = null;
  let m2026: Month | null = null;
  for (const year of REFORM_YEARS) {
    if (n.regime === "simples") {
      years.push(yearRow(year, simplesMonth(n, year), true));
      continue;
    }
    const { month, core } = regularMonth(n, year);
    years.push(yearRow(year, month, false));
    if (year === 2026) m2026 = month;
    if (year === 2027 && core && m2026) {
      regular = transition(n, m2026, core);
      steps.push(
        step(
          "PIS + COFINS de 2026 (mês)",
          n.regime === "presumido"
            ? `${fmtBRL(n.monthRevenue)} × ${fmtRate(TABLES_2026.presumido.pis.value + TABLES_2026.presumido.cofins.value)} (cumulativos)`
            : `(${fmtBRL(n.monthRevenue)} − compras com crédito) × ${fmtRate(TABLES_2026.real.pis.value + TABLES_2026.real.cofins.value)}`,
          toReais(m2026.pisCofins),
          n.regime === "presumido" ? TABLES_2026.presumido.cofins.source : TABLES_2026.real.cofins.source,
        ),
        ...core.steps,
        step(
          "Diferença 2027 − 2026 (mês)",
          `CBS + IBS a recolher ${fmtBRL(core.cbsPayable + core.ibsPayable)} − PIS + COFINS ${fmtBRL(m2026.pisCofins)}`,
          regular.difference,
          "LC 214/2025, arts. 542 e 544 (PIS/COFINS extintos em 2027)",
        ),
      );
    }
  }
  for (const row of years) steps.push(yearStep(n, row));
  if (n.regime !== "simples") {
    for (const year of REFORM_YEARS) {
      if (year === 2026 || year === 2027) continue;
      steps.push(...yearRates(year, main, n.reduction).steps);
    }
  }
  let simplesOption = null;
  if (n.regime === "simples") {
    const window = nextWindow ?? windows[windows.length - 1];
    const d = decide(n, window);
    simplesOption = d.decision;
    steps.push(...d.steps);
  }
  return {
    regime: n.regime,
    scenario: main,
    years,
    simplesOption,
    regular,
    windows,
    nextWindow,
    assumptions: assumptionsOf(n),
    steps,
  };
}
