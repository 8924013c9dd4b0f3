import type { IrpfAnnualCore } from "../../irpf-annual";
import type { IrpfmCore } from "../../dividends";
import type { Cents, Ppm } from "../../money";
import type { ReferenceScenario } from "../../reform/types";
import type { TaxTables } from "../../tables/types";
import type { ActivityProfile, BusinessActivity, NormalizedCompany } from "../company";
import type { ProLaboreVsDividendsInput } from "./types";

// The validated input every step of the comparison reads (normalize.ts builds it), in a file of its own so the
// steps and the validation do not import each other.

export interface Partner {
  label: string;
  /** Share of the profits in ppm of the whole (all partners: 1 000 000). */
  share: Ppm;
  works: boolean;
  current: Cents | null;
  dependents: number;
  otherTaxable: Cents;
  otherExempt: Cents;
  otherExclusiveTax: Cents;
}

export interface Ctx {
  t: TaxTables;
  regime: ProLaboreVsDividendsInput["regime"];
  activity: BusinessActivity;
  profile: ActivityProfile;
  revenue: Cents;
  costs: Cents;
  creditable: Cents;
  payroll: Cents;
  localRate: Ppm;
  /** Whether the ICMS rate was left blank for a goods activity outside the Simples (then zero, and said so). */
  icmsMissing: boolean;
  partners: Partner[];
  /** Each partner's share, in ppm (the partners' order). */
  shares: Ppm[];
  /** What each partner's other income pays on its own (it does not depend on the company). */
  alone: OtherIncomeAlone[];
  /** The company as the regime simulator reads it, without pró-labore (set per evaluation). */
  company: NormalizedCompany;
  scenario: ReferenceScenario;
}

/** What the partner's other income pays alone (IRPF of its return, IRPFM): fixed, whatever the company does. */
export interface OtherIncomeAlone {
  returnOther: IrpfAnnualCore | null;
  irpfOther: Cents;
  irpfmOther: IrpfmCore;
}
