/**
 * Tributo Certo tax engine: pure, table-driven, exact to the centavo. Money in and out in reais
 * (numbers rounded to cents), rates as fractions, `year` one of SUPPORTED_YEARS (default DEFAULT_TAX_YEAR). Every result
 * carries `steps`, the memória de cálculo. See lib/tax/README.md.
 */
export { TaxInputError, type TaxInputErrorCode } from "./errors";
export type { Step } from "./steps";
export { DEFAULT_TAX_YEAR, SUPPORTED_YEARS, type TaxYear } from "./tables";

/**
 * Version of the engine's result shapes. Bump it (by 1) whenever a job's or primitive's result changes
 * shape (a field added, removed, renamed or re-typed), so stored results can be told apart.
 */
export const TAX_ENGINE_VERSION = 3;
export type { Annex, PresumidoActivity, SimplesTax } from "./tables/types";

// Primitives
export {
  ANNEXES,
  simplesNacional,
  type SimplesNacionalInput,
  type SimplesNacionalResult,
  type SimplesSplit,
  type SimplesStartup,
} from "./simples";
export { simplesLimit, type SimplesLimitInput, type SimplesLimitResult } from "./simples-limit";
export { simplesRbt12Window, type SimplesRbt12Window } from "./simples-rbt12";
export {
  REFORM_YEARS,
  simplesBuyerCredit,
  simplesReformMonth,
  type SimplesBuyerCreditInput,
  type SimplesBuyerCreditResult,
  type SimplesReformMonth,
  type SimplesReformMonthInput,
} from "./reform/simples";
export { PROVISIONAL_2027 } from "./tables/2027";
export {
  MEI_ACTIVITIES,
  meiDas,
  meiLimit,
  type CaminhoneiroScope,
  type MeiActivity,
  type MeiDasInput,
  type MeiDasResult,
  type MeiLimitInput,
  type MeiLimitResult,
} from "./mei";
export { inssEmployee, type InssEmployeeInput, type InssEmployeeResult } from "./inss";
export { irrfMonthly, type IrrfMonthlyInput, type IrrfMonthlyResult } from "./irrf";
export { irpfAnnual, type IrpfAnnualInput, type IrpfAnnualResult } from "./irpf-annual";
export {
  PRO_LABORE_REGIMES,
  proLabore,
  type ProLaboreInput,
  type ProLaboreRegime,
  type ProLaboreResult,
} from "./pro-labore";
export {
  PRESUMIDO_ACTIVITIES,
  lucroPresumidoQuarter,
  type LucroPresumidoQuarterInput,
  type LucroPresumidoQuarterResult,
} from "./presumido";
export {
  lucroRealQuarter,
  pisCofinsNaoCumulativo,
  type LucroRealQuarterInput,
  type LucroRealQuarterResult,
  type PisCofinsNaoCumulativoInput,
  type PisCofinsNaoCumulativoResult,
} from "./real";
export {
  EMPLOYER_REGIMES,
  cprb,
  employerCharges,
  salarioFamilia,
  valeTransporte,
  type CprbInput,
  type EmployerChargesInput,
  type EmployerChargesResult,
  type EmployerRegime,
  type SalarioFamiliaInput,
  type ValeTransporteInput,
  type ValeTransporteResult,
} from "./payroll";
export {
  dividendWithholding,
  irpfm,
  jcpWithholding,
  type DividendWithholdingInput,
  type DividendWithholdingResult,
  type IrpfmInput,
  type IrpfmResult,
  type JcpInput,
} from "./dividends";
export { cbsIbs, type CbsIbsInput, type CbsIbsRegime, type CbsIbsResult } from "./cbs-ibs";

// Jobs
export {
  ACTIVITY_PROFILES,
  BUSINESS_ACTIVITIES,
  type ActivityProfile,
  type BusinessActivity,
  type CompanyProfile,
  type RegimeKey,
} from "./jobs/company";
export { compareRegimes, type RegimeComparison, type RegimeWarning, type WarningCode } from "./jobs/compare-regimes";
export { PROJECTED_YEARS, type ComparisonYear } from "./jobs/comparison-year";
export type { RegimeResult, TaxLine } from "./jobs/regime-result";
export { laborCost, type LaborBenefits, type LaborCostInput, type LaborCostResult } from "./jobs/labor-cost";
export {
  cltVsPj,
  type CltVsPjInput,
  type CltVsPjResult,
  type PjActivity,
  type PjOption,
  type PjResult,
} from "./jobs/clt-vs-pj";
export {
  MAX_PARTNERS,
  proLaboreVsDividends,
  ROUND_FIGURE_MARGIN,
  type FatorRMonth,
  type FatorRPath,
  type PartnerInput,
  type PartnerResult,
  type ProLaboreScenario,
  type ProLaboreVsDividendsInput,
  type ProLaboreVsDividendsResult,
  type ScenarioKey,
} from "./jobs/pro-labore-vs-dividends";
export { meiCheck, type MeiCheckInput, type MeiCheckResult, type MeiStatus } from "./jobs/mei-check";
export {
  CREDIT_ANNEXES,
  CREDIT_REGIMES,
  CREDIT_TYPES,
  CREDIT_WINDOW_MONTHS,
  hiddenCredit,
  type CreditAnnex,
  type CreditMonthInput,
  type CreditMonthResult,
  type CreditRegime,
  type CreditType,
  type HiddenCreditInput,
  type HiddenCreditResult,
} from "./credits";
export { STORED_SELIC, selicSeries, type SelicMonth, type SelicSeries } from "./selic";

// The consumption-tax reform 2026–2033 (EC 132/2023; LC 214/2025; LC 227/2026): the contract's types and the jobs.
export type * from "./reform/types";
export {
  DEFAULT_REFERENCE_SCENARIO_ID,
  REFERENCE_SCENARIOS,
  REFORM_REDUCTION_LIST,
  officialScenario,
  referenceScenario,
  type OfficialScenarioInput,
} from "./reform/scenarios";
export {
  REGULAR_REFORM_YEARS,
  cbsIbsRegular,
  type CbsIbsRegularInput,
  type CbsIbsRegularResult,
} from "./reform/regular";
export { nextOptionWindow, optionWindows } from "./reform/windows";
export { reformaTributaria, simplesOptionDecision, type SimplesOptionDecisionInput } from "./reform/projection";
export { porForaPriceIncrease, type PorForaPriceInput, type PorForaPriceResult } from "./reform/price";
export { SIMPLES_SUPPLIER_CREDIT_ESTIMATE } from "./tables/reform";
