import { applyRate, toReais } from "./money";
import { fmtBRL, fmtRate, step, type Step } from "./steps";
import type { ReformYear } from "./reform/types";
import { tablesFor, type TaxYear } from "./tables";
import { TABLES_2026 } from "./tables/2026";
import { REFORM_SCHEDULE } from "./tables/reform";
import type { TaxTables } from "./tables/types";
import { bool, money, oneOf } from "./validate";

export type CbsIbsRegime = "simples" | "presumido" | "real";

/** The 2026 test rates (LC 214/2025, arts. 343 and 346), quoted from 2027 on to say they ended. */
const TEST_RATES = TABLES_2026.cbsIbs as NonNullable<TaxTables["cbsIbs"]>;

/** The year's IBS when it is fixed by law (2027 and 2028: state + municipal, LC 214/2025, art. 344). */
function fixedIbs(year: number): string {
  const ibs = (REFORM_SCHEDULE as Partial<Record<number, (typeof REFORM_SCHEDULE)[ReformYear]>>)[year]?.ibs;
  return ibs?.mode === "fixed"
    ? `${fmtRate(ibs.state)} estadual + ${fmtRate(ibs.municipal)} municipal`
    : "pela alíquota de referência";
}

export interface CbsIbsInput {
  year?: TaxYear;
  regime: CbsIbsRegime;
  invoiceValue: number;
  /** IBS/CBS fields filled in the invoices (the condition for the 2026 dispensation). Default true. */
  obligationsMet?: boolean;
}

export interface CbsIbsResult {
  /** Amount to show on the invoice (informative in 2026). */
  cbs: number;
  ibs: number;
  /** What is actually paid: zero when the obligations are met; otherwise offset against PIS/COFINS. */
  payable: number;
  steps: Step[];
}

/**
 * 2026 test rates of CBS and IBS (LC 214/2025 arts. 343, 346 and 348; rates in the tables). From 2027 it only
 * says that there are no test rates and cites the full regime (arts. 344 and 347), computed by lib/tax/reform.
 */
export function cbsIbs(input: CbsIbsInput): CbsIbsResult {
  const t = tablesFor(input.year);
  const regime = oneOf(input.regime, "regime", ["simples", "presumido", "real"] as const);
  const value = money(input.invoiceValue, "invoiceValue");
  const met = bool(input.obligationsMet, "obligationsMet", true);
  const c = t.cbsIbs;
  const transition = t.cbsIbsTransition;
  if (!c && transition) {
    // From 2027 there are no test rates: CBS and IBS are due in full at rates that depend on the Senate's
    // reference rate, which lib/tax/reform takes as a scenario (docs/reform-2027.md).
    return {
      cbs: 0,
      ibs: 0,
      payable: 0,
      steps: [
        step(
          "Alíquotas de teste",
          `as alíquotas de teste (${fmtRate(TEST_RATES.cbs.value)} e ${fmtRate(TEST_RATES.ibs.value)}) valeram só em 2026; em ${t.year} não há valor de teste a destacar`,
          0,
          "LC 214/2025, arts. 343 e 346",
        ),
        step(
          "CBS",
          "devida pela alíquota de referência menos 0,1 ponto percentual (alíquota fixada pelo Senado): calcule no simulador da reforma",
          0,
          transition.cbs,
        ),
        step("IBS", `${fixedIbs(t.year)}, devido (calcule no simulador da reforma)`, 0, transition.ibs),
        step(
          regime === "simples" ? "CBS/IBS no Simples" : "PIS/COFINS",
          regime === "simples"
            ? "CBS e IBS entram no DAS pela repartição do anexo"
            : "PIS e COFINS extintos; substituídos pela CBS",
          0,
          regime === "simples" ? transition.simples : transition.pisCofinsEnd,
        ),
      ],
    };
  }
  if (!c) {
    return {
      cbs: 0,
      ibs: 0,
      payable: 0,
      steps: [step("CBS/IBS", `CBS e IBS não existiam em ${t.year}`, 0, "EC 132/2023; LC 214/2025")],
    };
  }
  if (regime === "simples") {
    return {
      cbs: 0,
      ibs: 0,
      payable: 0,
      steps: [
        step(
          "CBS/IBS no Simples",
          "alíquotas de teste não se aplicam a optantes do Simples Nacional em 2026",
          0,
          c.simples,
        ),
      ],
    };
  }
  const cbs = applyRate(value, c.cbs.value);
  const ibs = applyRate(value, c.ibs.value);
  const payable = met ? 0 : cbs + ibs;
  return {
    cbs: toReais(cbs),
    ibs: toReais(ibs),
    payable: toReais(payable),
    steps: [
      step(
        `CBS (${fmtRate(c.cbs.value)})`,
        `${fmtBRL(value)} × ${fmtRate(c.cbs.value)} (destaque na nota)`,
        toReais(cbs),
        c.cbs.source,
      ),
      step(
        `IBS (${fmtRate(c.ibs.value)})`,
        `${fmtBRL(value)} × ${fmtRate(c.ibs.value)} (destaque na nota)`,
        toReais(ibs),
        c.ibs.source,
      ),
      step(
        "Valor a recolher",
        met
          ? "dispensado: obrigações acessórias cumpridas; PIS/COFINS continuam devidos"
          : "obrigações não cumpridas: devido, compensável com PIS/COFINS",
        toReais(payable),
        c.dispensa,
      ),
    ],
  };
}
