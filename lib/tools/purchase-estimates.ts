// Types only: the form's client bundle reads this file, and the engine stays on the server.
import type { BusinessActivity } from "@/lib/tax";

/**
 * Product defaults, not law: what a company that sells goods spends on the goods it resells (or the inputs it
 * turns into products), as a share of its revenue, for when the owner does not know the figure. Outside the
 * Simples these purchases give ICMS credits (LC 87/1996, arts. 19–20) and, in the Lucro Real, PIS/COFINS credits
 * (Lei 10.637/2002 and Lei 10.833/2003, art. 3º, I and II); left at zero, Presumido and Real would charge ICMS on
 * the whole revenue. The result says when one of these was used (FiscalAssumption) and asks for the real figure.
 *
 * grade: P primary (the statistic itself), S secondary (a report quoting it), M not checked against the
 * publication here; reviewedAt is when the row was last looked at.
 */
export type PurchaseEstimate = {
  /** Purchases per month as a percentage of the month's revenue (70 = 70%). */
  percentOfRevenue: number;
  /** pt-BR, shown beside the estimate on the result and in the PDF. */
  source: string;
  grade: "P" | "S" | "M";
  reviewedAt: string;
};

/**
 * The activities that sell goods (Simples Anexos I and II): the ones with ICMS outside the Simples
 * (ACTIVITY_PROFILES[activity].localTax === "ICMS", checked by purchase-estimates.test.ts).
 */
export type GoodsActivity = Extract<BusinessActivity, "comercio" | "industria" | "revenda_combustiveis">;

export const PURCHASE_ESTIMATES: Readonly<Record<GoodsActivity, PurchaseEstimate>> = {
  comercio: {
    percentOfRevenue: 70,
    source:
      "IBGE, Pesquisa Anual de Comércio: margem de comercialização do varejo em torno de 30% da receita de revenda",
    grade: "M",
    reviewedAt: "2026-11-26",
  },
  industria: {
    percentOfRevenue: 55,
    source:
      "IBGE, Pesquisa Industrial Anual – Empresa: custos das operações industriais em torno de 55% do valor da produção",
    grade: "M",
    reviewedAt: "2026-11-26",
  },
  revenda_combustiveis: {
    percentOfRevenue: 88,
    source:
      "ANP, Levantamento de Preços de Combustíveis: margem bruta de revenda em torno de 12% do preço ao consumidor",
    grade: "M",
    reviewedAt: "2026-11-26",
  },
};

/** Whether the activity sells goods (Anexo I or II), so its purchases matter outside the Simples. */
export function sellsGoods(activity: BusinessActivity): activity is GoodsActivity {
  return Object.hasOwn(PURCHASE_ESTIMATES, activity);
}

/** The estimated monthly purchases, in centavos, for a year's revenue in centavos (rounded to the centavo). */
export function estimatedMonthlyPurchases(activity: GoodsActivity, annualRevenueCentavos: number): number {
  return Math.round((annualRevenueCentavos * PURCHASE_ESTIMATES[activity].percentOfRevenue) / 100 / 12);
}
