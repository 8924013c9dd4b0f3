import { PPM, mulDiv, ratio, toCents, toReais, type Cents, type Ppm } from "../money";
import { fmtBRL, fmtPercentNumber, fmtRatio, step, type Step } from "../steps";
import { scaled, money } from "../validate";
import type { SimplesOptionScenario } from "./types";

export interface PorForaPriceInput {
  /** One scenario of the por dentro / por fora comparison (`simplesOptionDecision().perScenario[i]`). */
  option: SimplesOptionScenario;
  /** Sales of the month, in reais: the decision's `monthlyRevenue`. */
  monthlyRevenue: number;
  /** Share of sales to buyers that take credit, 0–100: the decision's `creditingBuyersPercent`. */
  creditingBuyersPercent: number;
}

export interface PorForaPriceResult {
  /**
   * Price increase on the sales to crediting buyers, percent with two decimals, that leaves the company as well off
   * por fora as inside the DAS (the increase itself bears the DAS and CBS/IBS). 0 when opting already pays without
   * it; null when no sale goes to a crediting buyer (no increase to them can pay for it).
   */
  increasePercent: number | null;
  /** That increase in reais a month (null with increasePercent). */
  increasePerMonth: number | null;
  /** The largest increase the crediting buyers absorb and still pay no more, net of credits, than inside the DAS. */
  buyersMaxPercent: number;
  /** A price exists that leaves both the company and its crediting buyers at least as well off as inside the DAS. */
  feasible: boolean;
  steps: Step[];
}

const SOURCE =
  "LC 214/2025, art. 47 (crédito do imposto cobrado pelo fornecedor do regime regular); LC 123/2006, art. 13, §9º; Res. CGSN 190/2026, art. 22-A";

/** Percent with two decimals of num × factor ÷ (d1 × d2), half-up; num ≥ 0, d1, d2 > 0. */
function percentOf(num: Cents, factor: number, d1: number, d2: number): number {
  return ratio(num, 10_000, factor, d1, d2) / 100;
}

/**
 * The price rise on sales to crediting buyers that makes "por fora" break even for a Simples company (LC 214/2025
 * art. 47; LC 123/2006 art. 13 §9º; Res. CGSN 190/2026 art. 22-A). Per month, S sales, b the crediting share, DAS
 * por fora F, CBS/IBS debit T, ΔF the company's extra tax at today's price: each real of increase keeps
 * (S − F − T) ÷ S after the DAS and CBS/IBS it bears, so the increase is x = ΔF ÷ (b·(S − F − T)) of the crediting
 * sales, ΔF·S ÷ (S − F − T) a month. A crediting buyer, who credits T ÷ S of each real instead of the DAS's CBS/IBS
 * share s, pays no more net of credits while x ≤ (T − s·S) ÷ (S − T). Pure: works on a stored decision too.
 */
export function porForaPriceIncrease(input: PorForaPriceInput): PorForaPriceResult {
  const o = input.option;
  const sales = money(input.monthlyRevenue, "monthlyRevenue");
  const b: Ppm = scaled(input.creditingBuyersPercent, "creditingBuyersPercent", 10_000, 0, 100);
  const dasIn = toCents(o.inside.das);
  const inDas = toCents(o.inside.cbsIbsInDas);
  const dasOut = toCents(o.outside.das);
  const debit = toCents(o.outside.cbsIbsDebit);
  const credit = toCents(o.outside.cbsIbsCredit);
  // Inside, a company above the sublimite already pays (and its buyers credit) the IBS under the regular regime.
  const debitIn = toCents(o.inside.cbsIbsDebit);
  const creditIn = toCents(o.inside.cbsIbsCredit);
  const extra = dasOut + debit - credit - (dasIn + debitIn - creditIn);
  const kept = sales - dasOut - debit;
  const buyersRoom = debit - inDas - debitIn;
  const buyersMaxPercent = buyersRoom > 0 && sales > debit ? percentOf(buyersRoom, 1, sales - debit, 1) : 0;
  const steps: Step[] = [
    step(
      "Imposto extra da empresa ao optar, com o preço de hoje (ΔF)",
      `DAS por fora ${fmtBRL(dasOut)} + débito de CBS/IBS ${fmtBRL(debit)} − créditos ${fmtBRL(credit)} − DAS por dentro ${fmtBRL(dasIn)}${debitIn > 0 ? ` − IBS fora do DAS por dentro (${fmtBRL(debitIn)} − ${fmtBRL(creditIn)})` : ""}`,
      toReais(extra),
      SOURCE,
    ),
    step(
      "Quanto fica de cada real de aumento",
      `(${fmtBRL(sales)} − DAS por fora ${fmtBRL(dasOut)} − CBS/IBS ${fmtBRL(debit)}) ÷ ${fmtBRL(sales)}: o aumento também paga DAS e CBS/IBS`,
      sales > 0 ? kept / sales : 0,
      SOURCE,
    ),
  ];
  let increasePercent: number | null;
  let increasePerMonth: Cents | null;
  let feasible: boolean;
  if (extra <= 0) {
    increasePercent = 0;
    increasePerMonth = 0;
    feasible = true;
    steps.push(step("Aumento de preço para empatar", "optar já não custa mais à empresa: nenhum aumento", 0, SOURCE));
  } else if (b === 0 || kept <= 0) {
    increasePercent = null;
    increasePerMonth = null;
    feasible = false;
    steps.push(
      step(
        "Aumento de preço para empatar",
        "nenhuma venda a clientes que tomam crédito: não há a quem repassar o imposto extra",
        0,
        SOURCE,
      ),
    );
  } else {
    increasePercent = percentOf(extra, PPM, b, kept);
    increasePerMonth = mulDiv(extra, sales, kept);
    // x ≤ the buyers' room ⇔ ΔF·PPM·(S − T) ≤ b·(S − F − T)·(T − s·S), compared exactly.
    feasible =
      buyersRoom > 0 &&
      BigInt(extra) * BigInt(PPM) * BigInt(sales - debit) <= BigInt(b) * BigInt(kept) * BigInt(buyersRoom);
    steps.push(
      step(
        "Aumento de preço para empatar (vendas a clientes com crédito)",
        `ΔF ${fmtBRL(extra)} ÷ (${fmtRatio(b, PPM, 2)} × ${fmtBRL(kept)}) = ${fmtPercentNumber(increasePercent)}, ${fmtBRL(increasePerMonth)} por mês`,
        increasePercent / 100,
        SOURCE,
      ),
    );
  }
  steps.push(
    step(
      "Aumento máximo que o cliente com crédito absorve",
      `(CBS/IBS cobrados ${fmtBRL(debit)} − CBS/IBS que ele credita por dentro ${fmtBRL(inDas + debitIn)}) ÷ (${fmtBRL(sales)} − ${fmtBRL(debit)}) = ${fmtPercentNumber(buyersMaxPercent)}: acima disso ele paga mais, descontados os créditos`,
      buyersMaxPercent / 100,
      SOURCE,
    ),
  );
  return {
    increasePercent,
    increasePerMonth: increasePerMonth === null ? null : toReais(increasePerMonth),
    buyersMaxPercent,
    feasible,
    steps,
  };
}
