import { TaxInputError } from "../errors";
import { applyRate, mulDiv, type Cents, type Ppm } from "../money";
import { chargeOptions, type ChargeOptions } from "../payroll";
import { comparisonTables, localRateIn, type ComparisonYear } from "./comparison-year";
import type { Annex, PresumidoActivity, TaxTables } from "../tables/types";
import type { MeiActivity } from "../mei";
import { BUSINESS_ACTIVITIES, type BusinessActivity } from "../choices";
import { bool, integer, money, moneyList, oneOf, optionalMoney, scaled } from "../validate";

export { BUSINESS_ACTIVITIES, type BusinessActivity };

export interface ActivityProfile {
  label: string;
  annex: Annex;
  fatorR: boolean;
  presumido: PresumidoActivity;
  localTax: "ICMS" | "ISS";
  /**
   * The ICMS is charged before the resale, once, at the producer or importer (single-stage) or by substitution: the
   * reseller pays none on its sales and takes no credit. The source, as the memória cites it.
   */
  icmsAtOrigin?: string;
  /** From 2027, CBS and IBS charged once at the origin (single-stage): the reseller neither pays nor credits them. */
  cbsIbsAtOrigin?: string;
  /** MEI DAS activity, or null when the activity cannot be MEI. */
  mei: MeiActivity | null;
}

/** Fuels: single-stage ICMS (LC 192/2022) for diesel, biodiesel, LPG, gasoline and anhydrous ethanol; ST for the rest. */
export const FUEL_ICMS_AT_ORIGIN =
  "LC 192/2022 (ICMS monofásico sobre diesel, biodiesel, GLP, gasolina e etanol anidro, cobrado do produtor ou importador); Convênio ICMS 110/2007 (substituição tributária dos demais combustíveis)";

export const ACTIVITY_PROFILES: Readonly<Record<BusinessActivity, ActivityProfile>> = {
  comercio: { label: "Comércio", annex: "I", fatorR: false, presumido: "comercio", localTax: "ICMS", mei: "comercio" },
  industria: {
    label: "Indústria",
    annex: "II",
    fatorR: false,
    presumido: "industria",
    localTax: "ICMS",
    mei: "industria",
  },
  servicos_gerais: {
    label: "Serviços em geral (Anexo III)",
    annex: "III",
    fatorR: false,
    presumido: "servicos",
    localTax: "ISS",
    mei: "servicos",
  },
  servicos_fator_r: {
    label: "Serviços sujeitos ao Fator R (Anexo V ou III)",
    annex: "V",
    fatorR: true,
    presumido: "servicos",
    localTax: "ISS",
    mei: null,
  },
  servicos_anexo_iv: {
    label: "Construção, vigilância, limpeza, advocacia (Anexo IV)",
    annex: "IV",
    fatorR: false,
    presumido: "servicos",
    localTax: "ISS",
    mei: "servicos",
  },
  servicos_hospitalares: {
    label: "Serviços hospitalares (Anexo III)",
    annex: "III",
    fatorR: false,
    presumido: "servicos_hospitalares",
    localTax: "ISS",
    mei: null,
  },
  revenda_combustiveis: {
    label: "Revenda de combustíveis",
    annex: "I",
    fatorR: false,
    presumido: "revenda_combustiveis",
    localTax: "ICMS",
    icmsAtOrigin: FUEL_ICMS_AT_ORIGIN,
    cbsIbsAtOrigin: "LC 214/2025, arts. 172 a 180 (combustíveis: CBS e IBS monofásicos, cobrados uma única vez)",
    mei: null,
  },
};

export type RegimeKey = "mei" | "simples" | "presumido" | "real";

/** A company as the regime simulator's form describes it. Money in reais, percentages as 5 for 5%. */
export interface CompanyProfile {
  activity: BusinessActivity;
  /** Revenue of each month, January to December (12 values). Use this or annualRevenue. */
  monthlyRevenue?: number[];
  /** Annual revenue, spread evenly over the 12 months when monthlyRevenue is not given. */
  annualRevenue?: number;
  /** Revenue of the previous 12 months (RBT12 of January). Default: the same as this year. */
  previousYearRevenue?: number;
  /** Total gross salaries of employees per month. Default 0. */
  monthlyPayroll?: number;
  /** Number of employees. Default 0. */
  employees?: number;
  /** Monthly pró-labore per partner. Default 0. */
  proLabore?: number;
  /** Number of partners receiving pró-labore. Default 1. */
  partners?: number;
  /** Other deductible costs per month (rent, suppliers, services), without payroll, pró-labore or taxes. Default 0. */
  monthlyExpenses?: number;
  /** Part of the costs per month that gives PIS/COFINS (and ICMS) credits. Default 0. */
  monthlyCreditableCosts?: number;
  /** Municipal ISS rate in percent, paid outside the Simples. Default and maximum: the legal maximum (5%). */
  issRate?: number;
  /** State ICMS rate in percent, on sales minus creditable purchases outside the Simples. Default 18. */
  icmsRate?: number;
  /**
   * The suppliers' ICMS/ISS inside `monthlyCreditableCosts`, percent: the rate of the ICMS credit and, from 2027, kept
   * out of the CBS/IBS credit base. Default: the company's own ICMS (goods) or ISS rate, stated in the memória.
   */
  purchasesIcmsIssRate?: number;
  /** IPI as a percentage of revenue for industry outside the Simples. Default 0. */
  ipiRate?: number;
  /** UF of the company, e.g. "SP" (used in the sublimite warning). */
  state?: string;
  /** RAT of the main CNAE in percent (1, 2 or 3). Default 2. */
  ratPercent?: number;
  /** FAP 0.5–2.0. Default 1. */
  fap?: number;
  /** Terceiros in percent. Default 5.8. */
  thirdPartyPercent?: number;
  /** Apply the LC 224/2025 increase to the Lucro Presumido (false if the company holds an injunction). Default true. */
  lc224?: boolean;
  /** The regime the company is in today; savings are measured against it when given. */
  currentRegime?: RegimeKey;
  /** Profits distributed to each partner per month, in reais (the dividends withholding warning). Default 0. */
  monthlyDividendsPerPartner?: number;
}

/** The profile in centavos, validated, with every default resolved. */
export interface NormalizedCompany {
  t: TaxTables;
  activity: BusinessActivity;
  profile: ActivityProfile;
  months: Cents[];
  annual: Cents;
  previousYear: Cents;
  payrollMonthly: Cents;
  /** Salaries of the year including 13º and 1/3 of férias: monthly × (13 + 1/3). */
  payrollAnnual: Cents;
  employees: number;
  proLaboreMonthly: Cents;
  partners: number;
  proLaboreAnnual: Cents;
  expensesAnnual: Cents;
  creditableAnnual: Cents;
  issRate: Ppm;
  icmsRate: Ppm;
  /** The suppliers' ICMS/ISS inside the creditable purchases (informed, or the company's own rate). */
  purchasesLocal: { rate: Ppm; informed: boolean };
  ipiRate: Ppm;
  state: string | null;
  charges: ChargeOptions;
  lc224: boolean;
  currentRegime: RegimeKey | null;
  /** Profits distributed to each partner per month. */
  dividendsMonthly: Cents;
}

function spread(annual: Cents): Cents[] {
  const base = Math.floor(annual / 12);
  const months = new Array<Cents>(12).fill(base);
  months[11] = annual - base * 11;
  return months;
}

/** Form defaults and input bounds (product choices, not law): ICMS varies by state and product. */
const DEFAULT_ICMS_PERCENT = 18;
const MAX_ICMS_PERCENT = 35;

const percent = (v: unknown, field: string, fallback: Ppm, maxPercent: number): Ppm =>
  v === undefined ? fallback : scaled(v, field, 10_000, 0, maxPercent);

export function normalizeCompany(company: CompanyProfile, year?: ComparisonYear): NormalizedCompany {
  const t = comparisonTables(year);
  const activity = oneOf(company.activity, "activity", BUSINESS_ACTIVITIES);
  const issRate = percent(company.issRate, "issRate", t.iss.max.value, t.iss.max.value / 10_000);
  const icmsRate = percent(company.icmsRate, "icmsRate", DEFAULT_ICMS_PERCENT * 10_000, MAX_ICMS_PERCENT);
  const own = ACTIVITY_PROFILES[activity].localTax === "ICMS" ? icmsRate : issRate;
  let months: Cents[];
  if (company.monthlyRevenue !== undefined) {
    months = moneyList(company.monthlyRevenue, "monthlyRevenue", 12);
    if (months.length !== 12) throw new TaxInputError("INVALID_LENGTH", "monthlyRevenue", "12 meses");
  } else if (company.annualRevenue !== undefined) {
    months = spread(money(company.annualRevenue, "annualRevenue"));
  } else {
    throw new TaxInputError("NOT_A_NUMBER", "annualRevenue", "informe monthlyRevenue ou annualRevenue");
  }
  let annual = 0;
  for (const m of months) annual += m;
  const payrollMonthly = optionalMoney(company.monthlyPayroll, "monthlyPayroll", 0);
  const partners = company.partners === undefined ? 1 : integer(company.partners, "partners", 0, 100);
  const proLaboreMonthly = optionalMoney(company.proLabore, "proLabore", 0);
  return {
    t,
    activity,
    profile: ACTIVITY_PROFILES[activity],
    months,
    annual,
    previousYear:
      company.previousYearRevenue === undefined ? annual : money(company.previousYearRevenue, "previousYearRevenue"),
    payrollMonthly,
    payrollAnnual: mulDiv(payrollMonthly, 40, 3),
    employees:
      company.employees === undefined
        ? payrollMonthly > 0
          ? 1
          : 0
        : integer(company.employees, "employees", 0, 100_000),
    proLaboreMonthly,
    partners,
    proLaboreAnnual: proLaboreMonthly * 12 * partners,
    expensesAnnual: optionalMoney(company.monthlyExpenses, "monthlyExpenses", 0) * 12,
    creditableAnnual: optionalMoney(company.monthlyCreditableCosts, "monthlyCreditableCosts", 0) * 12,
    issRate,
    icmsRate,
    purchasesLocal:
      company.purchasesIcmsIssRate === undefined
        ? { rate: own, informed: false }
        : { rate: percent(company.purchasesIcmsIssRate, "purchasesIcmsIssRate", 0, MAX_ICMS_PERCENT), informed: true },
    ipiRate: percent(company.ipiRate, "ipiRate", 0, 100),
    state: company.state === undefined ? null : String(company.state).slice(0, 2).toUpperCase(),
    charges: chargeOptions(company),
    lc224: bool(company.lc224, "lc224", true),
    currentRegime:
      company.currentRegime === undefined
        ? null
        : oneOf(company.currentRegime, "currentRegime", ["mei", "simples", "presumido", "real"] as const),
    dividendsMonthly: optionalMoney(company.monthlyDividendsPerPartner, "monthlyDividendsPerPartner", 0),
  };
}

/**
 * ICMS (on sales, minus the credit on creditable purchases at their own rate, never below zero) or ISS (on revenue)
 * due outside the Simples, for a revenue slice. With the purchases at the sale's rate: (sales − purchases) × rate.
 */
export function localTaxOutside(c: NormalizedCompany, revenue: Cents, creditable: Cents): Cents {
  // From 2029 the rates fall by the ADCT multiplier (art. 128), to nothing in 2033 (art. 129).
  if (c.profile.localTax === "ISS") return applyRate(revenue, localRateIn(c.t, c.issRate));
  if (c.profile.icmsAtOrigin) return 0;
  const icms = localRateIn(c.t, c.icmsRate);
  if (c.purchasesLocal.rate === c.icmsRate) return applyRate(revenue > creditable ? revenue - creditable : 0, icms);
  return Math.max(0, applyRate(revenue, icms) - applyRate(creditable, localRateIn(c.t, c.purchasesLocal.rate)));
}

export function ipiOutside(c: NormalizedCompany, revenue: Cents): Cents {
  return c.activity === "industria" ? applyRate(revenue, c.ipiRate) : 0;
}
