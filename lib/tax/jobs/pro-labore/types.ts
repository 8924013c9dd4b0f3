import type { Step } from "../../steps";
import type { TaxYear } from "../../tables";
import type { Annex } from "../../tables/types";
import type { BusinessActivity } from "../../choices";

/** One partner, when they differ: share of the profits, pró-labore and their own income. */
export interface PartnerInput {
  /** Share of the profits, percent; every partner's share must be given and add up to 100. Default: equal shares. */
  sharePercent?: number;
  /** false for a partner who does not work in the company: no pró-labore, dividends only. Default true. */
  receivesProLabore?: boolean;
  /** This partner's pró-labore today (the 'atual' scenario). Default: the input's currentProLabore. */
  currentProLabore?: number;
  /** Default: the input's dependents. */
  dependents?: number;
  /** Taxable income of the year from elsewhere (rent, a salary), in reais: taxed in the annual return. */
  otherTaxableIncome?: number;
  /** Income of the year exempt or taxed only at source (other companies' dividends, interest), in reais: IRPFM only. */
  otherExemptIncome?: number;
  /** Income tax withheld exclusively at source on that income (interest, JCP), in reais: deducted in the IRPFM. */
  otherExclusiveTax?: number;
}

export interface ProLaboreVsDividendsInput {
  year?: TaxYear;
  regime: "simples" | "presumido" | "real";
  activity: BusinessActivity;
  /** Company's monthly revenue, in reais (steady). */
  monthlyRevenue: number;
  /** Monthly operating costs without pró-labore, its charges and taxes on revenue (employees' cost included), in reais. */
  monthlyCosts: number;
  /** Part of the monthly costs that gives credits (PIS/COFINS in the Lucro Real; ICMS; CBS/IBS from 2027). Default 0. */
  monthlyCreditableCosts?: number;
  /** Employees' gross salaries per month (counts in Fator R). Default 0. */
  monthlyPayroll?: number;
  /** Each partner's pró-labore today, for the 'atual' scenario. */
  currentProLabore?: number;
  /** Each partner's dependents. Default 0. */
  dependents?: number;
  /** Number of partners, with equal shares (personal fields apply to each). Default 1, or partnerDetails' length. */
  partners?: number;
  /** One entry per partner when they differ (shares, who works, current pró-labore, other income). */
  partnerDetails?: PartnerInput[];
  /** Each partner's taxable income from elsewhere in the year (rent, salaries), in reais. Default 0. */
  otherTaxableIncome?: number;
  /** Each partner's exempt or exclusively taxed income of the year (other dividends, interest), in reais. Default 0. */
  otherExemptIncome?: number;
  /** Income tax withheld exclusively at source on that income, in reais. Default 0. */
  otherExclusiveTax?: number;
  /**
   * Older name of otherExemptIncome (income counted only in the IRPFM), read when otherExemptIncome is absent:
   * saved simulations and API callers from before the split.
   */
  otherAnnualIncome?: number;
  /**
   * ISS (services; at most the legal maximum, default it) or ICMS (goods: on revenue minus creditable costs,
   * default 0 and said so) outside the Simples, percent.
   */
  localTaxRate?: number;
}

/**
 * `otimo`: the lowest tax once the months settle; `sem_fator_r`: the lowest that keeps a Fator R company in its
 * annex, shown (and recommended) when reaching the Fator R does not pay back the months still in Anexo V.
 */
export type ScenarioKey = "minimo" | "fator_r" | "isencao_irrf" | "teto_inss" | "atual" | "otimo" | "sem_fator_r";

/** One partner's year in a scenario, in reais. Taxes are what the company's choices add to the partner's own. */
export interface PartnerResult {
  label: string;
  /** Share of the profits, percent. */
  sharePercent: number;
  receivesProLabore: boolean;
  /** Pró-labore per month. */
  proLabore: number;
  dividendsAnnual: number;
  /** Dividends per month as paid (the year's dividends in 12 payments). */
  dividendsMonthly: number;
  inssAnnual: number;
  /** IRRF withheld on the pró-labore in the year (cash flow, with the R$ 10 dispensa); credited in the return. */
  irrfWithheldAnnual: number;
  /** The annual return's IRPF on all the partner's taxable income. */
  irpfReturn: number;
  /** Of which on the other taxable income alone (not caused by the company). */
  irpfOtherIncome: number;
  /** irpfReturn − irpfOtherIncome: the IRPF the pró-labore adds. */
  irpfAnnual: number;
  /** irpfAnnual − irrfWithheldAnnual: what the return asks (negative = refund) for the pró-labore. */
  returnBalance: number;
  dividendWithholdingAnnual: number;
  /** Income counted for the IRPFM (art. 16-A §1º). */
  irpfmIncome: number;
  irpfmGross: number;
  /** Art. 16-B redutor on this company's dividends. */
  irpfmRedutor: number;
  /** IRPFM after the withholding (negative = refund), minus what the other income alone would pay. */
  irpfmBalance: number;
  /** INSS + IRPF + withholding + IRPFM balance. */
  taxAnnual: number;
  /** Pró-labore × 12 + dividends − taxAnnual. */
  netAnnual: number;
}

/** A scenario for the company: every figure is the sum over partners, per year unless said otherwise. */
export interface ProLaboreScenario {
  key: ScenarioKey;
  name: string;
  /** Pró-labore per month, all partners together. */
  proLabore: number;
  /** Dividends per month, all partners together. */
  dividends: number;
  companyTaxAnnual: number;
  /** IRPJ + CSLL of the company (in the Simples, their parcels of the DAS). */
  companyIncomeTaxAnnual: number;
  /** Profit before IRPJ and CSLL (art. 16-B §3º, III), as derived from the inputs. */
  accountingProfitAnnual: number;
  /** Simples only: the annex the DAS used. */
  annex?: Annex;
  partnerInssAnnual: number;
  irrfWithheldAnnual: number;
  irpfAnnual: number;
  dividendWithholdingAnnual: number;
  irpfmRedutor: number;
  irpfmBalance: number;
  /** Every partner's INSS + IRPF + withholding + IRPFM balance. */
  partnerTaxAnnual: number;
  totalTaxAnnual: number;
  partnerNetAnnual: number;
  partners: PartnerResult[];
}

/** One month after raising the pró-labore to reach the Fator R (month 1 = the first month paid at the new level). */
export interface FatorRMonth {
  month: number;
  /** Pró-labore of all partners in the month. */
  proLabore: number;
  /** Payroll of the 12 months before (LC 123 art. 18 §24). */
  fs12: number;
  rbt12: number;
  fatorR: number;
  annex: Annex;
  das: number;
  /** The DAS had the pró-labore stayed where it was. */
  dasIfStayed: number;
  /** Company and partners together: tax saved since month 1 (negative = still costing more). */
  cumulativeSaving: number;
}

export interface FatorRPath {
  /** The Fator R threshold (fraction): FS12 ÷ RBT12 at or above it is taxed in Anexo III. */
  threshold: number;
  /** How many years the payback is looked for: paybackMonth null means not within them. */
  horizonYears: number;
  /** Pró-labore of all partners per month, before and after. */
  fromProLabore: number;
  toProLabore: number;
  /** First month taxed in Anexo III. */
  firstAnnexIIIMonth: number;
  /** Company + partners, first 12 months at the new pró-labore minus 12 months had it stayed (positive = costs more). */
  firstYearCost: number;
  /** Company + partners, per year once in Anexo III, against staying (positive = saves). */
  steadySaving: number;
  /** The month from which the tax saved since the raise covers the first months' cost; null if never. */
  paybackMonth: number | null;
  months: FatorRMonth[];
}

export interface ProLaboreVsDividendsResult {
  scenarios: ProLaboreScenario[];
  /** The recommended scenario: 'otimo', or 'sem_fator_r' when reaching the Fator R does not pay back. */
  best: ScenarioKey;
  /** totalTaxAnnual of 'atual' (or of 'minimo') minus the recommended one. */
  savings: number;
  partnerCount: number;
  /** Simples with a Fator R activity whose baseline is in Anexo V and whose best (or floor) is in Anexo III. */
  fatorRPath: FatorRPath | null;
  notes: string[];
  steps: Step[];
}
