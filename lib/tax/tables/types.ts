import type { Cents, Ppm } from "../money";

export type Annex = "I" | "II" | "III" | "IV" | "V";
export type SimplesTax = "IRPJ" | "CSLL" | "COFINS" | "PIS" | "CPP" | "ICMS" | "ISS" | "IPI";
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
    reduction: null | { fullUpTo: Cents; fullMax: Cents; phaseOutUpTo: Cents; constant: Cents; slope: Ppm; source: string };
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
    irpfm: null | { lower: Cents; upper: Cents; maxRate: Ppm; source: string };
    jcpRate: Sourced<Ppm>;
  };
  /** Municipal ISS outside the Simples: the maximum rate, also the default when the form leaves it blank. */
  iss: { max: Sourced<Ppm> };
  cbsIbs: null | { cbs: Sourced<Ppm>; ibs: Sourced<Ppm>; dispensa: string; simples: string };
}
