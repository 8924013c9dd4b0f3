import { PPM, applyRate, mulDiv, toReais, type Cents, type Ppm } from "../money";
import { fmtBRL, fmtRate, step, type Step } from "../steps";
import { REFORM_REDUCTIONS, REFORM_SCHEDULE, SIMPLES_SUPPLIER_CREDIT_ESTIMATE } from "../tables/reform";
import { money, oneOf, scaled } from "../validate";
import {
  DEFAULT_REFERENCE_SCENARIO_ID,
  REFORM_REDUCTION_LIST,
  reformYear,
  referenceScenario,
  validScenario,
  scenarioSource,
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
  /** The ICMS or ISS rate of the sales, percent (the engine applies the year's multiplier); kept out of the base. */
  icmsIssPercent: number;
  /** Which of the two it is, for the memória. Default "ICMS". */
  localTax?: "ICMS" | "ISS";
  /** The suppliers' ICMS/ISS inside the regular purchases, percent. Default: icmsIssPercent (stated in the memória). */
  purchasesIcmsIssPercent?: number;
  /** The reduced-rate regime of what the regular suppliers sell. Default "none" (the standard rate). */
  purchasesReduction?: ReformReduction;
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
  /** ICMS/ISS of the sales and of the regular purchases, out of the CBS/IBS bases. */
  salesLocal: Cents;
  purchasesLocal: Cents;
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

/**
 * The ICMS/ISS that stay out of the CBS/IBS base in 2027–2032 (ADCT art. 133, EC 132/2023; LC 214/2025 art. 12
 * §2º, V): the sale's own, and the one inside the purchases from regular suppliers. Nominal rates in ppm; the year's
 * ADCT multiplier (0,9…0,6 in 2029–2032, zero in 2033) is applied here.
 */
export interface LocalTaxInBase {
  /** The seller's ICMS or ISS on its sales; null when it is not charged on the invoice (a Simples company por fora). */
  sales: { tax: "ICMS" | "ISS"; rate: Ppm } | null;
  /** The suppliers' ICMS/ISS inside the regular purchases; `informed` false when it is the stated default. */
  purchases: { rate: Ppm; informed: boolean };
  /** The reduced-rate regime the regular suppliers' goods or services are under (they charge, and credit, less). */
  suppliersReduction?: ReformReduction;
}

const LOCAL_OUT_SOURCE =
  "ADCT, art. 133 (incluído pela EC 132/2023); LC 214/2025, art. 12, §2º, V (ICMS e ISS não integram a base de CBS e IBS)";

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

/** A nominal ICMS/ISS rate × the year's ADCT multiplier (art. 128: 1 to 2028, 0,9…0,6 in 2029–2032, 0 in 2033). */
export function localRateOf(year: ReformYear, rate: Ppm): Ppm {
  return mulDiv(rate, REFORM_SCHEDULE[year].icmsIss.factor, PPM);
}

/**
 * CBS and IBS of a regular-regime company for one period, in centavos: debit on sales at the company's
 * (reduced) rate minus credits on purchases (regular suppliers at the year's standard rate; Simples
 * suppliers at the DAS share rate, split between CBS and IBS in proportion to the standard rates), each
 * tax never below zero (the balance is carried). The sale's ICMS/ISS and the one inside the regular purchases
 * stay out of both bases (ADCT art. 133; LC 214 art. 12 §2º, V), then the price convention applies.
 */
export function regularCore(
  rates: YearRates,
  sales: Cents,
  purchasesRegular: Cents,
  purchasesSimples: Cents,
  simplesCreditRate: Ppm,
  convention: PriceConvention,
  local: LocalTaxInBase,
): RegularCore {
  const { year } = rates;
  const salesRate = local.sales ? localRateOf(year, local.sales.rate) : 0;
  const purchasesRate = localRateOf(year, local.purchases.rate);
  const salesLocal = applyRate(sales, salesRate);
  const purchasesLocal = applyRate(purchasesRegular, purchasesRate);
  const base = conventionBase(sales - salesLocal, rates.cbs + rates.ibs, convention);
  const cbsDebit = applyRate(base, rates.cbs);
  const ibsDebit = applyRate(base, rates.ibs);
  // A supplier under a reduced-rate regime charges (and its buyer credits) the reduced rate (LC 214 art. 47).
  const suppliersReduction = REFORM_REDUCTIONS[local.suppliersReduction ?? "none"];
  const keep = PPM - suppliersReduction.reduction;
  const supplierCbs = mulDiv(rates.cbsFull, keep, PPM);
  const supplierIbs = mulDiv(rates.ibsFull, keep, PPM);
  const purchaseBase = conventionBase(purchasesRegular - purchasesLocal, supplierCbs + supplierIbs, convention);
  const [simplesCbs, simplesIbs] = splitCredit(
    applyRate(purchasesSimples, simplesCreditRate),
    rates.cbsFull,
    rates.ibsFull,
  );
  const cbsCredit = applyRate(purchaseBase, supplierCbs) + simplesCbs;
  const ibsCredit = applyRate(purchaseBase, supplierIbs) + simplesIbs;
  const cbsPayable = Math.max(0, cbsDebit - cbsCredit);
  const ibsPayable = Math.max(0, ibsDebit - ibsCredit);
  const creditBalance = Math.max(0, cbsCredit - cbsDebit) + Math.max(0, ibsCredit - ibsDebit);
  const rate = rates.cbs + rates.ibs;
  const fullRate = supplierCbs + supplierIbs;
  const rateNote =
    keep === PPM ? `alíquota padrão de ${year}` : `alíquota de ${year} com ${suppliersReduction.label} do fornecedor`;
  const localName = local.sales?.tax ?? "ICMS/ISS";
  const net = local.sales ? `${fmtBRL(sales)} − ${localName} ${fmtBRL(salesLocal)}` : fmtBRL(sales);
  const purchasesNote = `${fmtRate(purchasesRate)}${local.purchases.informed ? "" : ", suposto igual ao da empresa"}`;
  const purchasesNet = `${fmtBRL(purchasesRegular)} − ICMS/ISS do fornecedor ${fmtBRL(purchasesLocal)} (${purchasesNote})`;
  const steps: Step[] = [...rates.steps];
  if (local.sales)
    steps.push(
      step(
        `${localName} da venda, fora da base de CBS e IBS`,
        `${fmtBRL(sales)} × ${fmtRate(salesRate)}${salesRate === local.sales.rate ? "" : ` (${fmtRate(local.sales.rate)} × o multiplicador de ${year})`}`,
        toReais(salesLocal),
        LOCAL_OUT_SOURCE,
      ),
    );
  steps.push(
    step(
      "Base das vendas",
      convention === "net" ? `${net} (${NET_NOTE})` : `(${net}) ÷ (1 + ${fmtRate(rate)}) (${GROSS_NOTE})`,
      toReais(base),
      local.sales
        ? `${LOCAL_OUT_SOURCE}; LC 214/2025, art. 12, §2º, I (CBS e IBS não integram a própria base); convenção de preço informada`
        : "LC 214/2025, art. 12, §2º, I (CBS e IBS não integram a própria base); convenção de preço informada; o ICMS/ISS do optante do Simples vai no DAS, não destacado na nota",
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
        ? `(${purchasesNet}) × ${fmtRate(fullRate)} (${rateNote})`
        : `(${purchasesNet}) ÷ (1 + ${fmtRate(fullRate)}) × ${fmtRate(fullRate)} (${rateNote}, preço com o tributo dentro)`,
      toReais(applyRate(purchaseBase, supplierCbs) + applyRate(purchaseBase, supplierIbs)),
      `LC 214/2025, arts. 47 e 57 (crédito amplo, condicionado à extinção do débito do fornecedor); ${LOCAL_OUT_SOURCE}`,
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
  );
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
  return {
    rates,
    salesLocal,
    purchasesLocal,
    base,
    cbsDebit,
    ibsDebit,
    cbsCredit,
    ibsCredit,
    cbsPayable,
    ibsPayable,
    creditBalance,
    steps,
  };
}

/** Upper bound of a typed ICMS/ISS rate, percent (ICMS varies by state and product): a typo guard, not law. */
export const MAX_LOCAL_PERCENT = 35;

/** The suppliers' ICMS/ISS rate typed as percent (0–35), or the company's own rate as a stated default. */
export function purchasesLocalRate(value: unknown, own: Ppm): LocalTaxInBase["purchases"] {
  return value === undefined
    ? { rate: own, informed: false }
    : { rate: scaled(value, "purchasesIcmsIssPercent", 10_000, 0, MAX_LOCAL_PERCENT), informed: true };
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
  const localRate = scaled(input.icmsIssPercent, "icmsIssPercent", 10_000, 0, MAX_LOCAL_PERCENT);
  const c = regularCore(
    yearRates(y, scenario, reduction),
    sales,
    purchasesRegular,
    purchasesSimples,
    sRate,
    convention,
    {
      sales: {
        tax: input.localTax === undefined ? "ICMS" : oneOf(input.localTax, "localTax", ["ICMS", "ISS"] as const),
        rate: localRate,
      },
      purchases: purchasesLocalRate(input.purchasesIcmsIssPercent, localRate),
      suppliersReduction:
        input.purchasesReduction === undefined
          ? "none"
          : oneOf(input.purchasesReduction, "purchasesReduction", REFORM_REDUCTION_LIST),
    },
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
        `${scenario.name} — ${scenarioSource(scenario)}`,
        0,
        "LC 214/2025, art. 349",
      ),
      ...c.steps,
    ],
  };
}
