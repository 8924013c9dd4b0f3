import { formatBrlInput } from "@/lib/br/money";
import type { CompanyDto } from "@/lib/companies/queries";
import {
  missingReformFields,
  type ReformProfileField,
  type ReformProfile,
} from "@/lib/companies/reform-profile-schema";
import { reformaTributaria, TaxInputError } from "@/lib/tax";
import { TABLES_2026 } from "@/lib/tax/tables/2026";
import { cancellableWindow } from "@/lib/insights";
import { nextOptionWindow } from "@/lib/tax/reform/windows";
import type { OptionChoice, OptionWindow, ReformRegime, ReformResult, ReformYearRow } from "@/lib/tax/reform/types";
import type { ToolContext } from "@/lib/tools/context";
import { reformDefaults, REFORM_REGIME_OF } from "@/lib/tools/reform-defaults";
import {
  reformFormSchema,
  toReformInput,
  type ReformFormInput,
  type ReformFormValues,
} from "@/lib/tools/schemas/reforma";

// THE reform answer for a company: its record and its reform profile in, the engine's decision, saving, next window,
// cancellation deadline and what is missing out. Every screen that speaks of a company's reform (the reform tool,
// its portfolio and CSV, the dossier, the assistant, the alerts, the dashboard, the reminders, the calendar, the
// office's cockpit) calls this one function, so they cannot disagree. Pure: the caller passes the company (with its
// profile, listCompanies/getCompany) and the server's ToolContext (reference-rate scenarios, today in Brasília).

/** Why a company has no reform answer at all (nothing to ask the owner for in the profile). */
export type ReformUnavailable = "inactive" | "mei" | "activity" | "revenue" | "invalid";

export type CompanyReformAnswer = {
  companyId: string;
  companyName: string;
  cnpj: string | null;
  /** How the reform tool reads the company; null for a MEI (the option is the Simples'). */
  regime: ReformRegime | null;
  /**
   * ready: every field the answer needs is informed; missing: some are not (`missing`), so no decision is given;
   * unavailable: the company record itself cannot be computed (`unavailable`).
   */
  status: "ready" | "missing" | "unavailable";
  unavailable: ReformUnavailable | null;
  /** The profile fields still to inform, in the form's order ("Falta informar…"). */
  missing: ReformProfileField[];
  profileSource: ReformProfile["source"] | null;
  profileUpdatedAt: string | null;
  /** Simples: the choice at the informed share of sales to crediting buyers, main scenario; null unless ready. */
  choice: OptionChoice | null;
  /** Simples: b* under the main scenario, percent; null with breakEvenKnown = opting never creates joint value. */
  breakEvenPercent: number | null;
  /** b* was computed (the purchases and the reduction are informed); false: unknown, never "never pays". */
  breakEvenKnown: boolean;
  /**
   * The company's saving, per month, main scenario; null unless ready. Simples: the joint gain of opting out of
   * the DAS at the informed share (ΔB − ΔF; positive: opting pays, with prices renegotiated). Presumido/Real: the
   * consumption taxes of 2026 minus those of 2027 (positive: the company pays less in 2027).
   */
  monthlySaving: number | null;
  /** Simples: the seller's extra tax per month if it opts out with prices unchanged (ΔF); null unless computed. */
  sellerExtraTax: number | null;
  /** Over the sublimite (ICMS/ISS outside the DAS): stated on the profile, else read from the RBT12. */
  sublimiteExceeded: boolean;
  sublimiteInformed: boolean;
  /** Simples: the next window to opt for CBS/IBS outside the DAS (open now or next to open). */
  nextWindow: OptionWindow | null;
  /** Simples that opted out of the DAS in the last window: that window, while its cancellation is still open. */
  cancellation: OptionWindow | null;
  /** The main reference-rate scenario's name. */
  scenarioName: string;
  /** The engine's result with the profile's values, when computed (ready, or b* known); else null. */
  result: ReformResult | null;
  /**
   * The consumption taxes year by year: `result.years`, or for a Simples company whose profile is incomplete, its DAS
   * (which depends on the revenue and the annex alone); null when not computed.
   */
  years: ReformYearRow[] | null;
  /** The reform tool's form values for this company, filled from the profile (empty where not informed). */
  values: ReformFormValues;
  /** The engine input `result` was computed from (the parsed form), when computed. */
  input: ReformFormInput | null;
};

/** What the Simples decision needs; the regular regimes only need the purchases from regular suppliers and the reduction. */
const NEEDED: Record<ReformRegime, readonly ReformProfileField[]> = {
  simples: ["creditingBuyersPercent", "purchasesRegular", "purchasesSimples", "reduction"],
  presumido: ["purchasesRegular", "reduction"],
  real: ["purchasesRegular", "reduction"],
};

const decimal = (v: number) => String(v).replace(".", ",");

/**
 * Over the state sublimite (ICMS/ISS outside the DAS, LC 123 art. 13-A): as the profile states it, else as the RBT12
 * registered reads against the sublimite of the tables.
 */
function sublimiteExceeded(company: CompanyDto): boolean {
  return company.reformProfile?.sublimiteExceeded ?? company.revenue12m > TABLES_2026.simples.sublimite.value / 100;
}

/** The reform tool's form values for a company: the record's figures and the profile's, empty where not informed. */
export function reformValuesForCompany(company: CompanyDto): ReformFormValues {
  const base = reformDefaults(company);
  const p = company.reformProfile;
  const money = (v: number | null | undefined) =>
    v === null || v === undefined ? "" : v === 0 ? "0" : formatBrlInput(v);
  return {
    ...base,
    creditingBuyersPercent: p?.creditingBuyersPercent == null ? "" : decimal(p.creditingBuyersPercent),
    purchasesRegular: money(p?.purchasesRegular),
    purchasesSimples: money(p?.purchasesSimples),
    reduction: p?.reduction ?? "none",
    sublimite: sublimiteExceeded(company) ? "exceeded" : "within",
  };
}

/** The engine on the form values (an empty share read as 0); null when the schema or the engine refuses them. */
function run(values: ReformFormValues, context: ToolContext): { parsed: ReformFormInput; result: ReformResult } | null {
  const share = values.creditingBuyersPercent === "" ? "0" : values.creditingBuyersPercent;
  const parsed = reformFormSchema.safeParse({
    ...values,
    companyId: "",
    scenarioId: "",
    creditingBuyersPercent: share,
  });
  if (!parsed.success) return null;
  try {
    return {
      parsed: parsed.data,
      result: reformaTributaria(toReformInput(parsed.data, context.referenceScenarios, context.today)),
    };
  } catch (error) {
    if (!(error instanceof TaxInputError)) throw error;
    return null;
  }
}

/** The company's reform answer (see CompanyReformAnswer). Never throws for a company's figures. */
export function reformAnswerForCompany(company: CompanyDto, context: ToolContext): CompanyReformAnswer {
  const p = company.reformProfile;
  const regime = company.regime === "mei" ? null : REFORM_REGIME_OF[company.regime];
  const simples = regime === "simples";
  const values = reformValuesForCompany(company);
  const answer: CompanyReformAnswer = {
    companyId: company.id,
    companyName: company.name,
    cnpj: company.cnpj,
    regime,
    status: "unavailable",
    unavailable: null,
    missing: [],
    profileSource: p?.source ?? null,
    profileUpdatedAt: p?.updatedAt ?? null,
    choice: null,
    breakEvenPercent: null,
    breakEvenKnown: false,
    monthlySaving: null,
    sellerExtraTax: null,
    sublimiteExceeded: sublimiteExceeded(company),
    sublimiteInformed: p?.sublimiteExceeded != null,
    nextWindow: null,
    cancellation: null,
    scenarioName: context.referenceScenarios[0]?.name ?? "",
    result: null,
    years: null,
    values,
    input: null,
  };
  if (company.status !== "ativa") return { ...answer, unavailable: "inactive" };
  if (regime === null) return { ...answer, unavailable: "mei" };
  if (simples) {
    answer.nextWindow = nextOptionWindow(context.today);
    answer.cancellation = p?.regularOption ? cancellableWindow(context.today) : null;
  }
  if (company.activity === null) return { ...answer, unavailable: "activity" };
  if (!(company.monthlyAverage > 0)) return { ...answer, unavailable: "revenue" };

  const missing = missingReformFields(p, NEEDED[regime]);
  answer.missing = missing;
  answer.status = missing.length === 0 ? "ready" : "missing";
  // b* does not depend on the share sold to crediting buyers: with the purchases and the reduction it is known.
  const shareOnly = missing.length === 1 && missing[0] === "creditingBuyersPercent";
  const partial = missing.length > 0 && !shareOnly;
  // The share does not enter b* nor a regular regime's taxes (the form requires one); a Simples company's DAS year by
  // year depends on none of the profile, so it is computed even when the profile is empty (`years`, never `result`).
  if (partial && !simples) return answer;
  const ran = run(
    partial ? { ...values, creditingBuyersPercent: "0", purchasesRegular: "0", purchasesSimples: "0" } : values,
    context,
  );
  if (!ran) return { ...answer, status: "unavailable", missing: [], unavailable: "invalid" };
  const { parsed, result } = ran;
  answer.years = result.years;
  if (partial) return answer;
  answer.result = result;
  answer.input = parsed;
  const main = result.simplesOption?.perScenario[0];
  if (main) {
    answer.breakEvenPercent = main.breakEvenPercent;
    answer.breakEvenKnown = true;
    answer.sellerExtraTax = main.sellerExtraTax;
    if (!shareOnly) {
      answer.choice = main.choice;
      answer.monthlySaving = main.jointGain;
    }
  } else if (result.regular) {
    answer.monthlySaving = Number((-result.regular.difference).toFixed(2));
  }
  return answer;
}
