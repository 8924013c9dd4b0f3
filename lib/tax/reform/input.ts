import { TaxInputError } from "../errors";
import { ACTIVITY_PROFILES, BUSINESS_ACTIVITIES } from "../jobs/company";
import type { BusinessActivity } from "../choices";
import type { Cents, Ppm } from "../money";
import { ANNEXES } from "../simples";
import { TABLES_2026 } from "../tables/2026";
import type { Annex } from "../tables/types";
import { fmtBRL } from "../steps";
import { bool, isoDate, money, oneOf, scaled } from "../validate";
import { purchasesLocalRate, simplesCreditRate, type LocalTaxInBase } from "./regular";
import { REFORM_REDUCTION_LIST, validScenario } from "./scenarios";
import type { PriceConvention, ReferenceScenario, ReformInput, ReformReduction, ReformRegime } from "./types";

/** Form defaults and bounds (product choices, not law): ICMS varies by state and product. */
export const DEFAULT_ICMS_PERCENT = 18;
const MAX_ICMS_PERCENT = 35;

/** ReformInput validated, money in centavos, rates in ppm, defaults resolved. */
export interface NormalizedReform {
  regime: ReformRegime;
  activity: BusinessActivity;
  annex: Annex;
  localTax: "ICMS" | "ISS";
  monthRevenue: Cents;
  rbt12: Cents;
  crediting: Ppm;
  purchasesRegular: Cents;
  purchasesSimples: Cents;
  simplesCreditRate: Ppm;
  /** The Simples credit rate was typed by the caller (not the estimate). */
  simplesCreditInformed: boolean;
  reduction: ReformReduction;
  convention: PriceConvention;
  icms: Ppm;
  iss: Ppm;
  /** The suppliers' ICMS/ISS inside the regular purchases (informed, or the company's own rate). */
  purchasesLocal: LocalTaxInBase["purchases"];
  /** The reduced-rate regime of the regular suppliers' sales ("none": the standard rate). */
  purchasesReduction: ReformReduction;
  /** Simples above the sublimite: ICMS/ISS and IBS outside the DAS. */
  sublimiteExceeded: boolean;
  scenarios: ReferenceScenario[];
  today: string;
}

/** Validates a ReformInput; field names are the contract's ("monthlyRevenue", "scenarios[1].cbsPercent", ...). */
export function normalizeReform(input: ReformInput): NormalizedReform {
  const regime = oneOf(input.regime, "regime", ["simples", "presumido", "real"] as const);
  const activity = oneOf(input.activity, "activity", BUSINESS_ACTIVITIES);
  const profile = ACTIVITY_PROFILES[activity];
  const annex = input.annex === undefined ? profile.annex : oneOf(input.annex, "annex", ANNEXES);
  const monthRevenue = money(input.monthlyRevenue, "monthlyRevenue");
  const rbt12 = input.rbt12 === undefined ? monthRevenue * 12 : money(input.rbt12, "rbt12");
  // Above the Simples limit the company is out of the Simples (LC 123/2006 art. 3º, II; art. 30): no DAS to project.
  const simplesLimit = TABLES_2026.simples.limit.value;
  if (regime === "simples" && rbt12 > simplesLimit) {
    throw new TaxInputError(
      "OUT_OF_RANGE",
      input.rbt12 === undefined ? "monthlyRevenue" : "rbt12",
      `máximo ${fmtBRL(simplesLimit)} (limite do Simples Nacional)`,
    );
  }
  const crediting = scaled(input.creditingBuyersPercent, "creditingBuyersPercent", 10_000, 0, 100);
  const purchasesRegular = money(input.purchasesRegular, "purchasesRegular");
  const purchasesSimples = money(input.purchasesSimples, "purchasesSimples");
  const reduction = oneOf(input.reduction, "reduction", REFORM_REDUCTION_LIST);
  const convention = oneOf(input.priceConvention, "priceConvention", ["net", "gross"] as const);
  const issMax = TABLES_2026.iss.max.value;
  const icms =
    input.icmsPercent === undefined
      ? DEFAULT_ICMS_PERCENT * 10_000
      : scaled(input.icmsPercent, "icmsPercent", 10_000, 0, MAX_ICMS_PERCENT);
  const iss =
    input.issPercent === undefined ? issMax : scaled(input.issPercent, "issPercent", 10_000, 0, issMax / 10_000);
  const purchasesLocal = purchasesLocalRate(input.purchasesIcmsIssPercent, profile.localTax === "ICMS" ? icms : iss);
  if (!Array.isArray(input.scenarios) || input.scenarios.length === 0)
    throw new TaxInputError("INVALID_LENGTH", "scenarios", "ao menos um cenário");
  if (input.scenarios.length > 10) throw new TaxInputError("INVALID_LENGTH", "scenarios", "máximo 10");
  const scenarios = input.scenarios.map((s, i) => validScenario(s, `scenarios[${i}]`));
  isoDate(input.today, "today");
  return {
    regime,
    activity,
    annex,
    localTax: profile.localTax,
    monthRevenue,
    rbt12,
    crediting,
    purchasesRegular,
    purchasesSimples,
    simplesCreditRate: simplesCreditRate(input.simplesSupplierCreditPercent, "simplesSupplierCreditPercent"),
    simplesCreditInformed: input.simplesSupplierCreditPercent !== undefined,
    reduction,
    convention,
    icms,
    iss,
    purchasesLocal,
    purchasesReduction:
      input.purchasesReduction === undefined
        ? "none"
        : oneOf(input.purchasesReduction, "purchasesReduction", REFORM_REDUCTION_LIST),
    sublimiteExceeded: bool(input.sublimiteExceeded, "sublimiteExceeded", false),
    scenarios,
    today: input.today,
  };
}
