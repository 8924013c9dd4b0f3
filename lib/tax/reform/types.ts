import type { Step } from "../steps";
import type { BusinessActivity } from "../choices";
import type { Annex } from "../tables/types";

/**
 * The public shapes of the consumption-tax reform jobs (EC 132/2023, LC 214/2025, LC 227/2026). The
 * calculators, the public calculator, the API, the dossier and the assistant build against these types;
 * `lib/tax/reform/*.ts` implements them. Money in reais (rounded to cents), percentages typed by a form
 * as 8.8 for 8,8% (named `...Percent`), rates out as fractions.
 */

/** A year of the transition the engine projects: 2026 (test year) to 2033 (IBS in full). */
export type ReformYear = 2026 | 2027 | 2028 | 2029 | 2030 | 2031 | 2032 | 2033;

/** How sure a number is (docs/reform-2027.md): law text seen, secondary, repository transcription, unverified. */
export type SourceGrade = "P" | "S" | "R" | "M";

/**
 * A reference-rate scenario: the CBS and IBS reference rates (the "alíquota de referência", LC 214 art. 349)
 * the projection assumes from 2027 on. The built-in ones are estimates; the official one, once the Senate
 * resolution (or the TCU fallback, art. 349 §2) exists, is typed by an admin and passed in with
 * `official: true`.
 */
export interface ReferenceScenario {
  /** Stable id: "fazenda_2024", "cgibs_2026", "oficial". */
  id: string;
  /** What the screen shows, e.g. "CBS 8,8% + IBS 17,7% (26,5%)". */
  name: string;
  cbsPercent: number;
  ibsPercent: number;
  /** Who published it and where (the act for the official rate). */
  source: string;
  /** ISO date of the source. */
  date: string;
  grade: SourceGrade;
  official: boolean;
}

/** Reduced-rate regimes of LC 214/2025 that a company states it meets. */
export type ReformReduction =
  | "none"
  /** art. 127: 30% for the 18 regulated intellectual professions, with the company conditions of §1. */
  | "art127_30"
  /** art. 128: 60% (education, health, medicines, food of Anexo VII, hygiene of Anexo VIII, ...). */
  | "art128_60"
  /** art. 125 / Anexo I (cesta básica nacional) and Anexo XV: rate zero. */
  | "zero";

/** Whether today's price is kept and CBS/IBS added on top ("net"), or the same price now contains them ("gross"). */
export type PriceConvention = "net" | "gross";

export type ReformRegime = "simples" | "presumido" | "real";

/** Input of `reformaTributaria`, the tool's job: one company, steady months. */
export interface ReformInput {
  regime: ReformRegime;
  activity: BusinessActivity;
  /** Simples annex; default the activity's (ACTIVITY_PROFILES). Ignored outside the Simples. */
  annex?: Annex;
  /** Sales of a month, in reais (the price as charged today). */
  monthlyRevenue: number;
  /** Simples RBT12; default monthlyRevenue × 12. */
  rbt12?: number;
  /** Share of sales to buyers that take credit (regular-regime companies), 0–100. */
  creditingBuyersPercent: number;
  /** Monthly purchases from regular-regime suppliers that give credit (goods for resale, inputs, services). */
  purchasesRegular: number;
  /** Monthly purchases from Simples suppliers (credit limited to the DAS share). */
  purchasesSimples: number;
  /**
   * Credit rate on purchases from Simples suppliers, percent of the invoice (their effective rate × the CBS+IBS
   * share of the band). Default: the stated estimate SIMPLES_SUPPLIER_CREDIT_ESTIMATE.
   */
  simplesSupplierCreditPercent?: number;
  reduction: ReformReduction;
  priceConvention: PriceConvention;
  /** ICMS outside the Simples, percent of sales (credits on purchasesRegular at the same rate). Default 18 for goods. */
  icmsPercent?: number;
  /** ISS outside the Simples, percent. Default 5. */
  issPercent?: number;
  /**
   * The suppliers' ICMS/ISS inside `purchasesRegular`, percent: kept out of the CBS/IBS credit base (ADCT art. 133;
   * LC 214 art. 12 §2º, V) and the rate of the ICMS credit. Default: the company's own ICMS (goods) or ISS rate,
   * stated in the assumptions.
   */
  purchasesIcmsIssPercent?: number;
  /**
   * The reduced-rate regime of what the regular suppliers sell (a restaurant buying food of Anexo VII): they charge,
   * and the company credits, the reduced rate. Default "none": the standard rate, stated in the assumptions.
   */
  purchasesReduction?: ReformReduction;
  /**
   * Simples above the sublimite (LC 123 art. 13-A): ICMS/ISS and, from 2027, IBS outside the DAS, paid by the rules
   * of the other taxpayers (the IBS under the regular regime, with credits). Default false. Ignored outside the Simples.
   */
  sublimiteExceeded?: boolean;
  /** The scenarios to compute side by side; the first is the main one. At least one. */
  scenarios: ReferenceScenario[];
  /** ISO date "today", for the next option deadline (the caller passes the Brasília date). */
  today: string;
}

/** One calendar year of the company's consumption taxes (annual amounts, main scenario). */
export interface ReformYearRow {
  year: ReformYear;
  /** PIS + COFINS (to 2026 only). For the Simples, their parcels inside the DAS. */
  pisCofins: number;
  cbs: number;
  ibs: number;
  /** ICMS or ISS (× the ADCT multiplier 0,9…0,6 in 2029–2032; zero from 2033). */
  icmsIss: number;
  /** The whole DAS for the Simples (inside), else 0. */
  das: number;
  /** The IPI parcel of the DAS (Simples Anexo II), when there is one; included in `total`. */
  ipi?: number;
  /** Credits taken on purchases (CBS/IBS and ICMS where applicable), already netted in the lines above. */
  credits: number;
  /** Consumption taxes paid in the year: what the owner reads as "my taxes on sales". */
  total: number;
  /** "teste", "CBS cheia", "IBS 10%", ... a short pt-BR note on what changes that year. */
  note: string;
}

export type OptionChoice = "inside" | "outside" | "indifferent";

/** One side of the Simples choice, per month. */
export interface SimplesOptionSide {
  das: number;
  /** CBS + IBS parcels inside the DAS (zero outside). */
  cbsIbsInDas: number;
  /** CBS/IBS debit on sales outside the DAS (inside: zero, or the IBS of a company above the sublimite). */
  cbsIbsDebit: number;
  /** CBS/IBS credits on purchases outside the DAS (inside: zero, or the IBS credits above the sublimite). */
  cbsIbsCredit: number;
  /** debit − credit, never below zero (a balance is carried or refunded, art. 39). */
  cbsIbsPayable: number;
  /** das + cbsIbsPayable. */
  sellerTotal: number;
  /** Credit the crediting buyers take on this month's sales. */
  buyersCredit: number;
}

/** The lines of a SimplesOptionSide in the order every view (screens, PDF) lists them. */
export const SIMPLES_OPTION_LINES = [
  "das",
  "cbsIbsInDas",
  "cbsIbsDebit",
  "cbsIbsCredit",
  "cbsIbsPayable",
  "sellerTotal",
  "buyersCredit",
] as const satisfies readonly (keyof SimplesOptionSide)[];

/** The por dentro / por fora comparison under one reference-rate scenario. */
export interface SimplesOptionScenario {
  scenario: ReferenceScenario;
  /** Regular CBS + IBS rate for the year after the reduction, as a fraction. */
  regularRate: number;
  /** Effective Simples rate × (CBS% + IBS%) of the band: the buyer's credit rate inside the DAS. */
  dasShareRate: number;
  inside: SimplesOptionSide;
  outside: SimplesOptionSide;
  /** Seller's extra tax per month if it opts out, prices unchanged (ΔF). */
  sellerExtraTax: number;
  /** Buyers' extra credit per month (ΔB). */
  buyersExtraCredit: number;
  /** ΔB − ΔF: the gain for seller and crediting buyers together, per month. */
  jointGain: number;
  /** b* as a percent 0–100; null when opting never creates joint value (or always does: then 0). */
  breakEvenPercent: number | null;
  choice: OptionChoice;
}

/** An option window of the Simples (LC 123 art. 13 §10; Res. CGSN 190 arts. 40-C/40-D), as data. */
export interface OptionWindow {
  /** "2027-1" = first semester 2027. */
  semester: string;
  /** ISO dates. */
  optFrom: string;
  optUntil: string;
  /** First day a cancellation is accepted, when the act sets one (the first cycle: 03/11/2026). */
  cancelFrom?: string;
  cancelUntil: string;
  effectiveFrom: string;
  source: string;
  grade: SourceGrade;
  /** pt-BR note, e.g. "confira no Portal do Simples Nacional". */
  note: string;
}

export interface SimplesOptionDecision {
  /** The semester the decision is for (the next window's). */
  semester: string;
  perScenario: SimplesOptionScenario[];
  /** The main scenario's choice. */
  choice: OptionChoice;
  /** Plain pt-BR: the headline recommendation and what it depends on (prices, irrevocable semester, §5 lock, ...). */
  headline: string;
  dependsOn: string[];
}

/** Presumido/Real: 2026 (PIS/COFINS) against 2027 (CBS/IBS with credits), per month. */
export interface RegularTransition {
  y2026: { pisCofins: number; cbsIbsTest: number; total: number };
  y2027: { cbsDebit: number; ibsDebit: number; credits: number; payable: number; total: number };
  /** y2027.total − y2026.total (positive = pays more). */
  difference: number;
  priceConvention: PriceConvention;
}

export interface ReformAssumption {
  text: string;
  source: string;
  grade: SourceGrade;
}

export interface ReformResult {
  regime: ReformRegime;
  /** The main scenario (the first of the input). */
  scenario: ReferenceScenario;
  years: ReformYearRow[];
  /** Simples only. */
  simplesOption: SimplesOptionDecision | null;
  /** Presumido and Real only. */
  regular: RegularTransition | null;
  /** The option windows known (past and future), and the next one from `today`. */
  windows: OptionWindow[];
  nextWindow: OptionWindow | null;
  assumptions: ReformAssumption[];
  steps: Step[];
}
