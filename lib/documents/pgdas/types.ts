import type { Annex } from "@/lib/tax";

/** Amounts per tax column, in centavos, keyed by the column as the declaration prints it ("IRPJ", "PIS/Pasep"...). */
export type TaxValues = Record<string, number>;
/** A row of section 2.1: the internal market, exports and their sum, in centavos. */
export type Triple = { internal: number; external: number; total: number };
/** A month of a history table: "YYYY-MM" and centavos. */
export type MonthValue = { month: string; value: number };

/** What an activity's description says about how its revenue is taxed (LC 123/2006, art. 18, §§ 4º, 4º-A, 5º-J). */
export type ActivityTraits = {
  /** The annex the description names or implies; null when the text names none we know. */
  annex: Annex | null;
  /** "sujeitos ao fator r": Annex III or V by the Fator r (art. 18, §§ 5º-J, 5º-M). */
  fatorR: boolean;
  /** Revenue from exports (art. 18, § 4º-A, IV): no PIS, COFINS, ICMS, IPI nor ISS. */
  export: boolean;
  /**
   * "Com substituição tributária/tributação monofásica/antecipação com encerramento de tributação" (art. 18, § 4º-A,
   * I): the PGDAS-D then asks which taxes (ICMS for ST, PIS and COFINS for the monofásico) leave the DAS.
   */
  segregated: boolean;
  /** ISS withheld by the buyer or due to another município (art. 18, § 4º-A, II and § 22-A): no ISS in the DAS. */
  issRetido: boolean;
  /** Locação de bens móveis (art. 18, § 5º-F... Annex III without ISS). */
  locacao: boolean;
};

export type PgdasActivity = {
  description: string;
  revenue: number;
  taxes: TaxValues;
  total: number;
  /** "Parcela n: R$ x": the revenue split by rate, when printed. */
  parcels: number[];
  traits: ActivityTraits;
};

export type PgdasEstablishment = {
  cnpj: string;
  city: string | null;
  uf: string | null;
  sublimite: number | null;
  /** "Impedido de recolher ICMS/ISS no DAS: Sim" (LC 123 art. 20, § 1º). */
  impedidoIcmsIss: boolean;
  activities: PgdasActivity[];
};

export type PgdasTotals = { declared: TaxValues; suspended: TaxValues; exigivel: TaxValues };

/** A PGDAS-D declaration (or its extrato) as read from the PDF's text. Money in centavos. */
export type PgdasDeclaration = {
  type: "pgdas";
  retificadora: boolean;
  /** Período de apuração, "YYYY-MM". */
  pa: string;
  /** CNPJ of the head office, normalised (alphanumeric accepted). */
  cnpj: string;
  name: string;
  openedOn: string | null;
  regime: "competencia" | "caixa";
  /** "Nº da Declaração": CNPJ base + AAAAMM + sequence; the idempotency key of an import. */
  number: string;
  receipt: string | null;
  /** ISO timestamp (Brasília time) of the transmission. */
  transmittedAt: string | null;
  authentication: string | null;
  rpa: Triple;
  rpaCaixa: Triple | null;
  rbt12: Triple;
  rbt12p: Triple | null;
  rba: Triple | null;
  rbaa: Triple | null;
  revenueHistory: { internal: MonthValue[]; external: MonthValue[] };
  payrollHistory: MonthValue[];
  /** 2.3.1, the FS12 of the Fator r; null when not printed. */
  fs12: number | null;
  /** "Fator r = 0,31" as printed; null for "Não se aplica". */
  fatorR: string | null;
  /** 2.6, "Valor Total do Débito Declarado". */
  declaredTotal: number;
  establishments: PgdasEstablishment[];
  /** The tax columns of the tables, in the declaration's order, "Total" last. */
  columns: string[];
  totals: PgdasTotals;
};
