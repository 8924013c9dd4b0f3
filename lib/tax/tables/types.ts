import type { Cents, Ppm } from "../money";

export type Annex = "I" | "II" | "III" | "IV" | "V";
/** Reform years with a band-5 ISS note of their own (2028 repeats 2027). Kept here: table files hold no literal types. */
export type IssCapYear = 2027 | 2029 | 2030 | 2031 | 2032;
/** Reform years in which ICMS/ISS give part of their repartição to IBS. */
export type IbsShiftYear = 2029 | 2030 | 2031 | 2032 | 2033;
/** Reform years from 2027, each with its own Simples tables. */
export type SimplesReformYear = 2027 | 2028 | IbsShiftYear;
/** PIS and COFINS are in the DAS to 2026; CBS and IBS replace them from 2027 (LC 214/2025, art. 517; Res. CGSN 190/2026, art. 4º). */
export type SimplesTax = "IRPJ" | "CSLL" | "COFINS" | "PIS" | "CPP" | "ICMS" | "ISS" | "IPI" | "CBS" | "IBS";
/** Repartição in hundredths of a percent: 10_000 = 100% of the effective rate. */
export type Split = Partial<Record<SimplesTax, number>>;

export interface SimplesBand {
  band: 1 | 2 | 3 | 4 | 5 | 6;
  /** Upper bound of RBT12, inclusive; Infinity for the last band. */
  upTo: Cents;
  nominal: Ppm;
  deduction: Cents;
  split: Split;
  /** The same repartição as a dense array in SIMPLES_TAXES order; −1 where the tax is not in the band. */
  reps: readonly number[];
  source: string;
}

export interface SimplesAnnexTable {
  annex: Annex;
  name: string;
  bands: readonly SimplesBand[];
  /** Band-5 redistribution when ISS would exceed 5% of revenue (Annexes III and IV only). */
  issCap?: { split: Split; reps: readonly number[]; source: string };
  /** Source grade of the reform-era tables (docs/reform-2027.md): "P", "S", "R" or "M"; absent for the LC 155/2016 tables. */
  grade?: "P" | "S" | "R" | "M";
}

export interface ProgressiveBand {
  upTo: Cents;
  rate: Ppm;
}

export interface IrrfBand {
  upTo: Cents;
  rate: Ppm;
  deduction: Cents;
}

export type PresumidoActivity =
  | "comercio"
  | "industria"
  | "servicos"
  | "servicos_hospitalares"
  | "transporte_carga"
  | "transporte_passageiros"
  | "revenda_combustiveis";

export interface Sourced<T> {
  value: T;
  source: string;
}

/** Every figure the engine uses for one calendar year; money in centavos, rates in ppm. */
export interface TaxTables {
  year: number;
  minimumWage: Sourced<Cents>;
  inss: { bands: readonly ProgressiveBand[]; source: string };
  irrf: {
    bands: readonly IrrfBand[];
    source: string;
    dependent: Sourced<Cents>;
    simplified: Sourced<Cents>;
    dispensa: Sourced<Cents>;
    retiree65: Sourced<Cents>;
    /** Lei 15.270/2025 monthly reduction; null before 2026. */
    reduction: null | {
      fullUpTo: Cents;
      fullMax: Cents;
      phaseOutUpTo: Cents;
      constant: Cents;
      slope: Ppm;
      source: string;
    };
  };
  /** Annual adjustment table; null when no verified table is held for that year. */
  irpfAnnual: null | {
    bands: readonly IrrfBand[];
    source: string;
    dependent: Sourced<Cents>;
    simplifiedRate: Ppm;
    simplifiedCap: Sourced<Cents>;
    reduction: { fullUpTo: Cents; fullMax: Cents; phaseOutUpTo: Cents; constant: Cents; slope: Ppm; source: string };
  };
  simples: {
    annexes: Readonly<Record<Annex, SimplesAnnexTable>>;
    /** Receita bruta anual of a microempresa (ME); above it, up to `limit`, an empresa de pequeno porte (EPP). */
    meLimit: Sourced<Cents>;
    limit: Sourced<Cents>;
    sublimite: Sourced<Cents>;
    firstYearLimitPerMonth: Sourced<Cents>;
    firstYearSublimitePerMonth: Sourced<Cents>;
    tolerance: Sourced<Ppm>;
    issMax: Sourced<Ppm>;
    fatorR: Sourced<Ppm>;
    /** r when RBT12 = 0 with payroll, and when FS12 = 0 (or both are zero). */
    fatorRDefaults: Sourced<{ noRevenue: Ppm; noPayroll: Ppm }>;
    rbt12Floor: Sourced<Cents>;
    /**
     * Months between the period of assessment (PA) and the end of the RBT12 window, minus one: 0 = the 12
     * months before the PA (to 2026); 1 = the 12 months before the month before the PA (from 2027).
     */
    rbt12Lag: Sourced<number>;
    startup: string;
    splitRounding: string;
    band6: string;
  };
  mei: {
    limit: Sourced<Cents>;
    limitPerMonth: Sourced<Cents>;
    caminhoneiroLimit: Sourced<Cents>;
    inssRate: Sourced<Ppm>;
    caminhoneiroInssRate: Sourced<Ppm>;
    icms: Sourced<Cents>;
    iss: Sourced<Cents>;
    tolerance: Sourced<Ppm>;
    employeeCpp: Sourced<Ppm>;
    maxEmployees: Sourced<number>;
    /**
     * Fixed CBS/IBS amounts of the DAS-MEI published for the reform (Res. CGSN 190/2026, art. 7º), in
     * thousandths of a real, with their grade; charged when `applied` (see docs/reform-2027.md). null before 2027.
     */
    reformFixed: null | {
      icms: number;
      iss: number;
      cbs: number;
      ibs: number;
      source: string;
      grade: "P" | "S" | "R" | "M";
      applied: boolean;
      note: string;
    };
  };
  presumido: {
    presumption: Readonly<Record<PresumidoActivity, { irpj: Ppm; csll: Ppm; source: string }>>;
    irpj: Sourced<Ppm>;
    additional: Sourced<Ppm>;
    additionalThresholdPerMonth: Sourced<Cents>;
    csll: Sourced<Ppm>;
    pis: Sourced<Ppm>;
    cofins: Sourced<Ppm>;
    eligibilityLimit: Sourced<Cents>;
    eligibilityPerMonth: Sourced<Cents>;
    lc224: null | {
      annualThreshold: Cents;
      quarterlyThreshold: Cents;
      increase: Ppm;
      irpjFromQuarter: number;
      csllFromQuarter: number;
      source: string;
    };
  };
  real: {
    irpj: Sourced<Ppm>;
    additional: Sourced<Ppm>;
    additionalThresholdPerMonth: Sourced<Cents>;
    csll: Sourced<Ppm>;
    pis: Sourced<Ppm>;
    cofins: Sourced<Ppm>;
    lossOffsetLimit: Sourced<Ppm>;
  };
  payroll: {
    cpp: Sourced<Ppm>;
    proLaboreCpp: Sourced<Ppm>;
    partnerInss: Sourced<Ppm>;
    fgts: Sourced<Ppm>;
    defaultRat: Sourced<Ppm>;
    defaultThirdParty: Sourced<Ppm>;
    simplesPayroll: string;
    anexoIvPayroll: string;
    meiCpp: Sourced<Ppm>;
    valeTransporte: Sourced<Ppm>;
    provision13th: string;
    provisionVacation: string;
    cprb: Sourced<{ revenueShare: Ppm; payrollCpp: Ppm }>;
    salarioFamilia: Sourced<{ quota: Cents; incomeLimit: Cents }>;
  };
  dividends: {
    withholding: null | { threshold: Cents; rate: Ppm; source: string; transition: string; nonResident: string };
    irpfm: null | {
      lower: Cents;
      upper: Cents;
      maxRate: Ppm;
      source: string;
      /**
       * Art. 16-B redutor: the company's effective IRPJ + CSLL rate plus the partner's effective IRPFM rate above
       * this sum of nominal rates (34% for companies other than insurers and financial institutions) is given back.
       */
      redutorLimit: Sourced<Ppm>;
    };
    jcpRate: Sourced<Ppm>;
  };
  /** Municipal ISS outside the Simples: the maximum rate, also the default when the form leaves it blank. */
  iss: { max: Sourced<Ppm> };
  /** The 2026 test rates (LC 214 arts. 343–348); null in other years. */
  cbsIbs: null | { cbs: Sourced<Ppm>; ibs: Sourced<Ppm>; dispensa: string; simples: string };
  /**
   * From 2027: CBS and IBS are due in full (no test rates). Their rates depend on the Senate's reference
   * rate (LC 214 art. 349), so they are scenarios of lib/tax/reform, not table figures; here only the
   * citations. null before 2027.
   */
  cbsIbsTransition: null | { cbs: string; ibs: string; pisCofinsEnd: string; simples: string };
  /** Figures of this year carried from an earlier year until their act is published (see PROVISIONAL_2027). */
  provisional: null | { date: string; items: readonly string[] };
}
