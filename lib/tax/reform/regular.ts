import { PPM, applyRate, mulDiv, toReais, type Cents, type Ppm } from "../money";
import { fmtBRL, fmtRate, step, type Step } from "../steps";
import { SIMPLES_SUPPLIER_CREDIT_ESTIMATE } from "../tables/reform";
import { money, oneOf, scaled } from "../validate";
import {
  DEFAULT_REFERENCE_SCENARIO_ID,
  REFORM_REDUCTION_LIST,
  reformYear,
  referenceScenario,
  validScenario,
  yearRates,
  type YearRates,
} from "./scenarios";
import type { PriceConvention, ReferenceScenario, ReformReduction, ReformYear } from "./types";

/** Years in which CBS and IBS are assessed under the regular (non-cumulative) regime with credits. */
export const REGULAR_REFORM_YEARS: readonly ReformYear[] = [2027, 2028, 2029, 2030, 2031, 2032, 2033];

export interface CbsIbsRegularInput {
  year: ReformYear;
  /** Default: the scenario DEFAULT_REFERENCE_SCENARIO_ID. */
  scenario?: ReferenceScenario;
  /** Sales of the period at today's price, in reais. */
  sales: number;
  /** Purchases from regular-regime suppliers (standard rate), in reais. Default 0. */
  purchasesRegular?: number;
  /** Purchases from Simples suppliers (credit = the CBS/IBS share of their DAS), in reais. Default 0. */
  purchasesSimples?: number;
  /** Credit rate on Simples purchases, percent of the invoice. Default SIMPLES_SUPPLIER_CREDIT_ESTIMATE. */
  simplesSupplierCreditPercent?: number;
  /** Default "none". */
  reduction?: ReformReduction;
  priceConvention: PriceConvention;
}

export interface CbsIbsRegularResult {
  year: ReformYear;
  scenario: ReferenceScenario;
  /** The company's CBS and IBS rates after the reduction, as fractions. */
  cbsRate: number;
  ibsRate: number;
  /** The CBS/IBS base of the sales: the price ("net") or price ÷ (1 + rate) ("gross"). */
  base: number;
  cbsDebit: number;
  ibsDebit: number;
  cbsCredit: number;
  ibsCredit: number;
  credits: number;
  cbsPayable: number;
  ibsPayable: number;
  payable: number;
  /** Credits above the debit, carried to the next period (or refunded, LC 214 art. 39). */
  creditBalance: number;
  priceConvention: PriceConvention;
  steps: Step[];
}

export interface RegularCore {
  rates: YearRates;
  base: Cents;
  cbsDebit: Cents;
  ibsDebit: Cents;
  cbsCredit: Cents;
  ibsCredit: Cents;
  cbsPayable: Cents;
  ibsPayable: Cents;
  creditBalance: Cents;
  steps: Step[];
}

const REGULAR_SOURCE =
  "LC 214/2025, arts. 12, 28 e 47 (débito sobre o valor da operação menos créditos das aquisições)";
const GROSS_NOTE = "preço mantido com o tributo dentro";
const NET_NOTE = "preço de hoje mantido, tributo acrescido por fora";

/** Base of an amount under the price convention: the amount itself ("net") or amount ÷ (1 + rate) ("gross"). */
export function conventionBase(amount: Cents, rate: Ppm, convention: PriceConvention): Cents {
  return convention === "net" ? amount : mulDiv(amount, PPM, PPM + rate);
}

/** Splits a credit between CBS and IBS in proportion to the year's standard rates. */
function splitCredit(total: Cents, cbsFull: Ppm, ibsFull: Ppm): [Cents, Cents] {
  const sum = cbsFull + ibsFull;
  if (sum === 0) return [0, 0];
  const cbs = mulDiv(total, cbsFull, sum);
  return [cbs, total - cbs];
}

/**
 * CBS and IBS of a regular-regime company for one period, in centavos: debit on sales at the company's
 * (reduced) rate minus credits on purchases (regular suppliers at the year's standard rate; Simples
 * suppliers at the DAS share rate, split between CBS and IBS in proportion to the standard rates), each
 * tax never below zero (the balance is carried).
 */
export function regularCore(
  rates: YearRates,
  sales: Cents,
  purchasesRegular: Cents,
  purchasesSimples: Cents,
  simplesCreditRate: Ppm,
  convention: PriceConvention,
): RegularCore {
  const { year } = rates;
  const base = conventionBase(sales, rates.cbs + rates.ibs, convention);
  const cbsDebit = applyRate(base, rates.cbs);
  const ibsDebit = applyRate(base, rates.ibs);
  const purchaseBase = conventionBase(purchasesRegular, rates.cbsFull + rates.ibsFull, convention);
  const [simplesCbs, simplesIbs] = splitCredit(
    applyRate(purchasesSimples, simplesCreditRate),
    rates.cbsFull,
    rates.ibsFull,
  );
  const cbsCredit = applyRate(purchaseBase, rates.cbsFull) + simplesCbs;
  const ibsCredit = applyRate(purchaseBase, rates.ibsFull) + simplesIbs;
  const cbsPayable = Math.max(0, cbsDebit - cbsCredit);
  const ibsPayable = Math.max(0, ibsDebit - ibsCredit);
  const creditBalance = Math.max(0, cbsCredit - cbsDebit) + Math.max(0, ibsCredit - ibsDebit);
  const rate = rates.cbs + rates.ibs;
  const fullRate = rates.cbsFull + rates.ibsFull;
  const steps: Step[] = [
    ...rates.steps,
    step(
      "Base das vendas",
      convention === "net"
        ? `${fmtBRL(sales)} (${NET_NOTE})`
        : `${fmtBRL(sales)} ÷ (1 + ${fmtRate(rate)}) (${GROSS_NOTE})`,
      toReais(base),
      "LC 214/2025, art. 12, §2º, I (CBS e IBS não integram a própria base); convenção de preço informada",
    ),
    step(
      `CBS sobre as vendas (${fmtRate(rates.cbs)})`,
      `${fmtBRL(base)} × ${fmtRate(rates.cbs)}`,
      toReais(cbsDebit),
      REGULAR_SOURCE,
    ),
    step(
      `IBS sobre as vendas (${fmtRate(rates.ibs)})`,
      `${fmtBRL(base)} × ${fmtRate(rates.ibs)}`,
      toReais(ibsDebit),
      REGULAR_SOURCE,
    ),
    step(
      "Créditos de compras de fornecedores do regime regular",
      convention === "net"
        ? `${fmtBRL(purchasesRegular)} × ${fmtRate(fullRate)} (alíquota padrão de ${year})`
        : `${fmtBRL(purchasesRegular)} ÷ (1 + ${fmtRate(fullRate)}) × ${fmtRate(fullRate)} (alíquota padrão de ${year}, preço com o tributo dentro)`,
      toReais(applyRate(purchaseBase, rates.cbsFull) + applyRate(purchaseBase, rates.ibsFull)),
      "LC 214/2025, arts. 47 e 57 (crédito amplo, condicionado à extinção do débito do fornecedor)",
    ),
    step(
      "Créditos de compras de optantes do Simples",
      `${fmtBRL(purchasesSimples)} × ${fmtRate(simplesCreditRate)} (parcela de CBS/IBS do DAS do fornecedor), repartido entre CBS e IBS na proporção das alíquotas padrão`,
      toReais(simplesCbs + simplesIbs),
      "LC 214/2025, art. 47, §9º, II; LC 123/2006, art. 23, §1º-A",
    ),
    step(
      "CBS a recolher",
      `${fmtBRL(cbsDebit)} − ${fmtBRL(cbsCredit)}, nunca abaixo de zero`,
      toReais(cbsPayable),
      "LC 214/2025, arts. 28 e 39 (apuração mensal)",
    ),
    step(
      "IBS a recolher",
      `${fmtBRL(ibsDebit)} − ${fmtBRL(ibsCredit)}, nunca abaixo de zero`,
      toReais(ibsPayable),
      "LC 214/2025, arts. 28 e 39 (apuração mensal)",
    ),
  ];
  if (creditBalance > 0) {
    steps.push(
      step(
        "Saldo credor transportado",
        `créditos acima do débito: ${fmtBRL(creditBalance)} ficam para os períodos seguintes ou podem ser ressarcidos`,
        toReais(creditBalance),
        "LC 214/2025, art. 39 (ressarcimento); art. 41, §5º (optante do Simples que recebe ressarcimento não pode voltar ao DAS no ano e no seguinte)",
      ),
    );
  }
  return { rates, base, cbsDebit, ibsDebit, cbsCredit, ibsCredit, cbsPayable, ibsPayable, creditBalance, steps };
}

/** A Simples supplier credit rate typed as percent (0–50), or the stated estimate. */
export function simplesCreditRate(value: unknown, field: string): Ppm {
  return value === undefined ? SIMPLES_SUPPLIER_CREDIT_ESTIMATE.rate : scaled(value, field, 10_000, 0, 50);
}

/**
 * CBS and IBS of a Lucro Presumido or Lucro Real company from 2027 (LC 214/2025 arts. 12, 28, 47, 343–349):
 * debit on sales under the price convention, minus credits on purchases, never below zero.
 */
export function cbsIbsRegular(input: CbsIbsRegularInput): CbsIbsRegularResult {
  const y = reformYear(input.year, "year", REGULAR_REFORM_YEARS);
  const scenario =
    input.scenario === undefined
      ? referenceScenario(DEFAULT_REFERENCE_SCENARIO_ID)
      : validScenario(input.scenario, "scenario");
  const sales = money(input.sales, "sales");
  const purchasesRegular = input.purchasesRegular === undefined ? 0 : money(input.purchasesRegular, "purchasesRegular");
  const purchasesSimples = input.purchasesSimples === undefined ? 0 : money(input.purchasesSimples, "purchasesSimples");
  const sRate = simplesCreditRate(input.simplesSupplierCreditPercent, "simplesSupplierCreditPercent");
  const reduction = input.reduction === undefined ? "none" : oneOf(input.reduction, "reduction", REFORM_REDUCTION_LIST);
  const convention = oneOf(input.priceConvention, "priceConvention", ["net", "gross"] as const);
  const c = regularCore(
    yearRates(y, scenario, reduction),
    sales,
    purchasesRegular,
    purchasesSimples,
    sRate,
    convention,
  );
  const credits = c.cbsCredit + c.ibsCredit;
  return {
    year: y,
    scenario,
    cbsRate: c.rates.cbs / PPM,
    ibsRate: c.rates.ibs / PPM,
    base: toReais(c.base),
    cbsDebit: toReais(c.cbsDebit),
    ibsDebit: toReais(c.ibsDebit),
    cbsCredit: toReais(c.cbsCredit),
    ibsCredit: toReais(c.ibsCredit),
    credits: toReais(credits),
    cbsPayable: toReais(c.cbsPayable),
    ibsPayable: toReais(c.ibsPayable),
    payable: toReais(c.cbsPayable + c.ibsPayable),
    creditBalance: toReais(c.creditBalance),
    priceConvention: convention,
    steps: [
      step(
        "Cenário de alíquota de referência",
        `${scenario.name} — ${scenario.source} (${scenario.date}, grau ${scenario.grade})`,
        0,
        "LC 214/2025, art. 349",
      ),
      ...c.steps,
    ],
  };
}
