import { TaxInputError } from "../errors";
import { PPM, mulDiv, type Ppm } from "../money";
import { fmtIsoDate, fmtRate, step, type Step } from "../steps";
import { REFERENCE_RATE_BOUNDS, REFERENCE_SCENARIOS, REFORM_REDUCTIONS, REFORM_SCHEDULE } from "../tables/reform";
import { isoDate, oneOf } from "../validate";
import type { ReferenceScenario, ReformReduction, ReformYear } from "./types";

export { REFERENCE_SCENARIOS };

/** The scenario every result uses until the official reference rate exists (the Fazenda 2024 estimate, 26,5%). */
export const DEFAULT_REFERENCE_SCENARIO_ID = "fazenda_2024";

export const REFORM_REDUCTION_LIST: readonly ReformReduction[] = ["none", "art127_30", "art128_60", "zero"];

/** A year of the transition among `allowed`, else UNSUPPORTED_YEAR. */
export function reformYear(value: unknown, field: string, allowed: readonly ReformYear[]): ReformYear {
  if (!(allowed as readonly unknown[]).includes(value))
    throw new TaxInputError("UNSUPPORTED_YEAR", field, allowed.join(" | "));
  return value as ReformYear;
}

/** The built-in scenario with this id (default: DEFAULT_REFERENCE_SCENARIO_ID). */
export function referenceScenario(id: string = DEFAULT_REFERENCE_SCENARIO_ID): ReferenceScenario {
  const found = REFERENCE_SCENARIOS.find((s) => s.id === id);
  if (!found) throw new TaxInputError("INVALID_OPTION", "scenario", REFERENCE_SCENARIOS.map((s) => s.id).join(" | "));
  return found;
}

/** "8,8%" from 8.8: the pt-BR percentage as the Senate would write it. */
function fmtPercent(percent: number): string {
  return fmtRate(Math.round(percent * 10_000));
}

function ratePercent(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isFinite(value)) throw new TaxInputError("NOT_A_NUMBER", field);
  const { minPercent, maxPercent } = REFERENCE_RATE_BOUNDS;
  if (value <= minPercent || value >= maxPercent) {
    throw new TaxInputError(
      value < 0 ? "NEGATIVE" : "OUT_OF_RANGE",
      field,
      `maior que ${minPercent} e menor que ${maxPercent}`,
    );
  }
  return value;
}

export interface OfficialScenarioInput {
  cbsPercent: number;
  ibsPercent: number;
  /** The act that fixed the rates, e.g. "Resolução do Senado Federal nº 1/2026" or the TCU calculation (LC 214 art. 349 §2). */
  act: string;
  /** ISO date of the act. */
  date: string;
}

/**
 * The official reference-rate scenario an admin enters once the Senate resolution (LC 214/2025, art. 349)
 * or, after 22/12, the TCU calculation (§2) exists. Each rate must be above 0 and below 50%.
 */
export function officialScenario(input: OfficialScenarioInput): ReferenceScenario {
  const cbsPercent = ratePercent(input.cbsPercent, "cbsPercent");
  const ibsPercent = ratePercent(input.ibsPercent, "ibsPercent");
  if (typeof input.act !== "string" || input.act.trim() === "")
    throw new TaxInputError("INVALID_LENGTH", "act", "informe o ato");
  isoDate(input.date, "date");
  const total = Math.round(cbsPercent * 10_000) + Math.round(ibsPercent * 10_000);
  return {
    id: "oficial",
    name: `Oficial: CBS ${fmtPercent(cbsPercent)} + IBS ${fmtPercent(ibsPercent)} (${fmtRate(total)})`,
    cbsPercent,
    ibsPercent,
    source: `${input.act.trim()} (LC 214/2025, art. 349)`,
    date: input.date,
    grade: "P",
    official: true,
  };
}

/** Who published a scenario and when, as a user reads it: "…, 23/08/2024" (the date once, when the source names it). */
export function scenarioSource(scenario: ReferenceScenario): string {
  const date = fmtIsoDate(scenario.date);
  return scenario.source.includes(date) ? scenario.source : `${scenario.source}, ${date}`;
}

/** A scenario as given by a caller, validated (field names prefixed, e.g. "scenarios[1].cbsPercent"). */
export function validScenario(value: unknown, field: string): ReferenceScenario {
  if (typeof value !== "object" || value === null)
    throw new TaxInputError("INVALID_OPTION", field, "cenário de alíquota de referência");
  const s = value as Partial<ReferenceScenario>;
  const text = (v: unknown, name: string): string => {
    if (typeof v !== "string" || v.trim() === "")
      throw new TaxInputError("INVALID_LENGTH", `${field}.${name}`, "texto obrigatório");
    return v;
  };
  const scenario: ReferenceScenario = {
    id: text(s.id, "id"),
    name: text(s.name, "name"),
    cbsPercent: ratePercent(s.cbsPercent, `${field}.cbsPercent`),
    ibsPercent: ratePercent(s.ibsPercent, `${field}.ibsPercent`),
    source: text(s.source, "source"),
    date: text(s.date, "date"),
    grade: oneOf(s.grade, `${field}.grade`, ["P", "S", "R", "M"] as const),
    official: s.official === true,
  };
  isoDate(scenario.date, `${field}.date`);
  return scenario;
}

/** CBS and IBS of one year under a scenario, before and after the company's reduction, in ppm. */
export interface YearRates {
  year: ReformYear;
  /** Standard rates of the year (what a regular supplier charges on a standard item). */
  cbsFull: Ppm;
  ibsFull: Ppm;
  /** The company's rates after its reduction. */
  cbs: Ppm;
  ibs: Ppm;
  steps: Step[];
}

/**
 * The year's CBS and IBS: 2026 test rates; 2027–2028 CBS = reference − 0,1 p.p. and IBS at fixed state + municipal rates
 * (LC 214/2025 arts. 344 and 347); 2029–2032 the IBS reference × 10/20/30/40%, full in 2033 (ADCT arts.
 * 128–129); then the reduction (arts. 125, 127, 128) on both, every year (including the fixed 2027 IBS:
 * an assumption). Rates kept in ppm, rounded to the nearest ppm.
 */
export function yearRates(year: ReformYear, scenario: ReferenceScenario, reduction: ReformReduction): YearRates {
  const p = REFORM_SCHEDULE[year];
  const red = REFORM_REDUCTIONS[reduction];
  const cbsReference = Math.round(scenario.cbsPercent * 10_000);
  const ibsReference = Math.round(scenario.ibsPercent * 10_000);
  const steps: Step[] = [];
  let cbsFull: Ppm;
  if (p.cbs.mode === "test") {
    cbsFull = p.cbs.rate;
    steps.push(
      step(`Alíquota da CBS de ${year}`, `alíquota de teste ${fmtRate(cbsFull)}`, cbsFull / PPM, p.cbs.source),
    );
  } else {
    cbsFull = Math.max(0, cbsReference - p.cbs.cut);
    const formula =
      p.cbs.cut > 0
        ? `${fmtRate(cbsReference)} (referência, ${scenario.name}) − ${fmtRate(p.cbs.cut).slice(0, -1)} ponto percentual`
        : `${fmtRate(cbsReference)} (referência, ${scenario.name})`;
    steps.push(step(`Alíquota da CBS de ${year}`, formula, cbsFull / PPM, p.cbs.source));
  }
  let ibsFull: Ppm;
  if (p.ibs.mode === "test") {
    ibsFull = p.ibs.rate;
    steps.push(
      step(`Alíquota do IBS de ${year}`, `alíquota de teste ${fmtRate(ibsFull)}`, ibsFull / PPM, p.ibs.source),
    );
  } else if (p.ibs.mode === "fixed") {
    ibsFull = p.ibs.state + p.ibs.municipal;
    steps.push(
      step(
        `Alíquota do IBS de ${year}`,
        `${fmtRate(p.ibs.state)} estadual + ${fmtRate(p.ibs.municipal)} municipal`,
        ibsFull / PPM,
        p.ibs.source,
      ),
    );
  } else {
    ibsFull = mulDiv(ibsReference, p.ibs.share, PPM);
    steps.push(
      step(
        `Alíquota do IBS de ${year}`,
        `${fmtRate(ibsReference)} (referência, ${scenario.name}) × ${fmtRate(p.ibs.share)}`,
        ibsFull / PPM,
        p.ibs.source,
      ),
    );
  }
  const keep = PPM - red.reduction;
  const cbs = mulDiv(cbsFull, keep, PPM);
  const ibs = mulDiv(ibsFull, keep, PPM);
  if (red.reduction > 0) {
    steps.push(
      step(
        `Alíquotas com ${red.label}`,
        `CBS ${fmtRate(cbsFull)} × ${fmtRate(keep)} = ${fmtRate(cbs)}; IBS ${fmtRate(ibsFull)} × ${fmtRate(keep)} = ${fmtRate(ibs)}`,
        (cbs + ibs) / PPM,
        p.ibs.mode === "fixed" ? `${red.source}; ${p.ibs.reduced.source}` : red.source,
      ),
    );
    if (red.conditions.length > 0) {
      steps.push(step("Condições da redução", red.conditions.join("; "), 0, red.source));
    }
  }
  return { year, cbsFull, ibsFull, cbs, ibs, steps };
}
