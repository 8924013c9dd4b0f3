import { TaxInputError } from "../../errors";
import type { Ppm } from "../../money";
import { DEFAULT_REFERENCE_SCENARIO_ID, referenceScenario } from "../../reform/scenarios";
import { MAX_PARTNERS } from "../../choices";
import { tablesFor } from "../../tables";
import { bool, integer, money, oneOf, optionalMoney, scaled } from "../../validate";
import { ACTIVITY_PROFILES, BUSINESS_ACTIVITIES, normalizeCompany } from "../company";
import type { Ctx, Partner } from "./context";
import { otherIncomeAlone } from "./partner-year";
import type { PartnerInput, ProLaboreVsDividendsInput } from "./types";

export { MAX_PARTNERS };

/** 100% in the units of `sharePercent` × 10 000. */
const WHOLE: Ppm = 1_000_000;

/** Equal shares of 1 000 000 ppm: the first partners take the ppm left over. */
function equalShares(n: number): Ppm[] {
  const base = Math.floor(WHOLE / n);
  return Array.from({ length: n }, (_, i) => base + (i < WHOLE - base * n ? 1 : 0));
}

function partnerList(input: ProLaboreVsDividendsInput): PartnerInput[] {
  if (input.partnerDetails !== undefined) {
    if (!Array.isArray(input.partnerDetails) || input.partnerDetails.length === 0)
      throw new TaxInputError("INVALID_LENGTH", "partnerDetails", `de 1 a ${MAX_PARTNERS} sócios`);
    if (input.partnerDetails.length > MAX_PARTNERS)
      throw new TaxInputError("OUT_OF_RANGE", "partnerDetails", `de 1 a ${MAX_PARTNERS} sócios`);
    if (input.partners !== undefined && input.partners !== input.partnerDetails.length)
      throw new TaxInputError("INVALID_LENGTH", "partners", "um item de partnerDetails por sócio");
    return input.partnerDetails;
  }
  const n = input.partners === undefined ? 1 : integer(input.partners, "partners", 1, MAX_PARTNERS);
  return Array.from({ length: n }, () => ({}));
}

function normalizePartners(input: ProLaboreVsDividendsInput): Partner[] {
  const list = partnerList(input);
  const dependents = input.dependents === undefined ? 0 : integer(input.dependents, "dependents", 0, 50);
  const current = input.currentProLabore === undefined ? null : money(input.currentProLabore, "currentProLabore");
  const otherTaxable = optionalMoney(input.otherTaxableIncome, "otherTaxableIncome", 0);
  const otherExempt =
    input.otherExemptIncome !== undefined
      ? money(input.otherExemptIncome, "otherExemptIncome")
      : optionalMoney(input.otherAnnualIncome, "otherAnnualIncome", 0);
  const otherExclusiveTax = optionalMoney(input.otherExclusiveTax, "otherExclusiveTax", 0);
  const given = list.filter((p) => p.sharePercent !== undefined).length;
  if (given !== 0 && given !== list.length)
    throw new TaxInputError(
      "INVALID_OPTION",
      "partnerDetails",
      "informe a participação de todos os sócios ou de nenhum",
    );
  const shares =
    given === 0
      ? equalShares(list.length)
      : list.map((p, i) => scaled(p.sharePercent, `partnerDetails[${i}].sharePercent`, 10_000, 0, 100));
  if (shares.reduce((a, b) => a + b, 0) !== WHOLE)
    throw new TaxInputError("OUT_OF_RANGE", "partnerDetails", "as participações devem somar 100%");
  const partners = list.map((p, i): Partner => {
    const f = (name: string) => `partnerDetails[${i}].${name}`;
    const works = bool(p.receivesProLabore, f("receivesProLabore"), true);
    return {
      label: `Sócio ${i + 1}`,
      share: shares[i],
      works,
      current: !works
        ? 0
        : p.currentProLabore === undefined
          ? current
          : money(p.currentProLabore, f("currentProLabore")),
      dependents: p.dependents === undefined ? dependents : integer(p.dependents, f("dependents"), 0, 50),
      otherTaxable: optionalMoney(p.otherTaxableIncome, f("otherTaxableIncome"), otherTaxable),
      otherExempt: optionalMoney(p.otherExemptIncome, f("otherExemptIncome"), otherExempt),
      otherExclusiveTax: optionalMoney(p.otherExclusiveTax, f("otherExclusiveTax"), otherExclusiveTax),
    };
  });
  if (!partners.some((p) => p.works))
    throw new TaxInputError("INVALID_OPTION", "partnerDetails", "pelo menos um sócio recebe pró-labore");
  return partners;
}

/** Validates the input: money in centavos, rates in ppm, every default resolved. */
export function normalize(input: ProLaboreVsDividendsInput): Ctx {
  const t = tablesFor(input.year);
  const activity = oneOf(input.activity, "activity", BUSINESS_ACTIVITIES);
  const profile = ACTIVITY_PROFILES[activity];
  const regime = oneOf(input.regime, "regime", ["simples", "presumido", "real"] as const);
  const revenue = money(input.monthlyRevenue, "monthlyRevenue");
  const costs = money(input.monthlyCosts, "monthlyCosts");
  const creditable = optionalMoney(input.monthlyCreditableCosts, "monthlyCreditableCosts", 0);
  const payroll = optionalMoney(input.monthlyPayroll, "monthlyPayroll", 0);
  const iss = profile.localTax === "ISS";
  // ISS: at most the legal maximum (LC 116/2003 art. 8º, II), which is also the default; ICMS: as typed, else 0.
  const localRate =
    input.localTaxRate === undefined
      ? iss
        ? t.iss.max.value
        : 0
      : scaled(input.localTaxRate, "localTaxRate", 10_000, 0, iss ? t.iss.max.value / 10_000 : 35);
  const rate = localRate / 10_000;
  const company = normalizeCompany(
    {
      activity,
      annualRevenue: (revenue * 12) / 100,
      // Employees' cost is inside monthlyCosts; their salaries matter only for the Fator R (FS12).
      monthlyPayroll: regime === "simples" ? payroll / 100 : 0,
      monthlyExpenses: costs / 100,
      monthlyCreditableCosts: creditable / 100,
      issRate: iss ? rate : undefined,
      icmsRate: iss ? undefined : rate,
      proLabore: 0,
      partners: 1,
    },
    input.year,
  );
  const partners = normalizePartners(input);
  const x: Ctx = {
    t,
    regime,
    activity,
    profile,
    revenue,
    costs,
    creditable,
    payroll,
    localRate,
    icmsMissing: !iss && regime !== "simples" && input.localTaxRate === undefined,
    partners,
    shares: partners.map((p) => p.share),
    alone: [],
    company,
    scenario: referenceScenario(DEFAULT_REFERENCE_SCENARIO_ID),
  };
  x.alone = partners.map((p) => otherIncomeAlone(x, p));
  return x;
}
