import { formatBrlInput, parseBrlMoneyToCentavos } from "@/lib/br/money";
import type { MessageKey } from "@/lib/errors";
import type { ReformInput, ReformReduction } from "@/lib/tax/reform/types";
import { SIMPLES_LIMIT } from "@/lib/tax/tables/simples-limit";
import { toolHref } from "@/lib/routes";
// The lists alone, not the engine (lib/tax's index): this module is in the public calculators' first JavaScript.
import { ANNEXES, BUSINESS_ACTIVITIES, MAX_PARTNERS, type BusinessActivity } from "@/lib/tax/choices";
import type { Annex, CltVsPjInput, PjActivity, ProLaboreVsDividendsInput, SimplesNacionalInput } from "@/lib/tax";

/**
 * The public calculators' form fields (/calculadoras/*), as typed, → the engine's input. Pure and zod-free, so
 * the pages' browser bundle stays small; the same field names are the pages' query parameters, which prefill the
 * form (a shared link, or the way back from the sign-up call).
 */

export type Fields<F extends string> = Record<F, string>;
export type Parsed<T, F extends string> =
  { ok: true; input: T } | { ok: false; errors: Partial<Record<F, MessageKey>> };

/** R$ 1 bilhão: the tax engine's ceiling for any amount (lib/tax/README.md). */
const MAX_CENTAVOS = 100_000_000_000;
/** "35", "35%", "12,5", "12.5 %": what an owner types for a share of sales. */
const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?\s*%?$/;

type Reader<F extends string> = {
  money(field: F, required: boolean): number | undefined;
  integer(field: F, min: number, max: number, required?: boolean): number | undefined;
  choice<C extends string>(field: F, options: readonly C[], fallback: C): C;
  /** A choice the form must show as computed: empty or unknown is an error, never a silent fallback. */
  requiredChoice<C extends string>(field: F, options: readonly C[], key: MessageKey): C | undefined;
  /** A percentage typed "35", "35%" or "12,5" (two decimals at most), from min to max. */
  percent(field: F, min: number, max: number, required: boolean): number | undefined;
  /** Marks a field wrong for a reason found after reading it (kept when the field already has an error). */
  fail(field: F, key: MessageKey): void;
  done<T>(input: T): Parsed<T, F>;
};

function reader<F extends string>(values: Partial<Fields<F>>): Reader<F> {
  const errors: Partial<Record<F, MessageKey>> = {};
  return {
    money(field, required) {
      const text = (values[field] ?? "").trim();
      if (text === "") {
        if (required) errors[field] = "validation.required";
        return undefined;
      }
      const centavos = parseBrlMoneyToCentavos(text);
      if (centavos === null) errors[field] = "validation.moneyInvalid";
      else if (centavos < 0) errors[field] = "validation.moneyNegative";
      else if (centavos > MAX_CENTAVOS) errors[field] = "calculators.errors.tooLarge";
      else return centavos / 100;
      return undefined;
    },
    integer(field, min, max, required = false) {
      const text = (values[field] ?? "").trim();
      if (text === "") {
        if (required) errors[field] = "validation.required";
        return undefined;
      }
      const n = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        errors[field] = "tools.errors.integerRange";
        return undefined;
      }
      return n;
    },
    choice(field, options, fallback) {
      const value = values[field];
      return options.includes(value as never) ? (value as (typeof options)[number]) : fallback;
    },
    requiredChoice(field, options, key) {
      const value = values[field];
      if (options.includes(value as never)) return value as (typeof options)[number];
      errors[field] = key;
      return undefined;
    },
    percent(field, min, max, required) {
      const text = (values[field] ?? "").trim();
      if (text === "") {
        if (required) errors[field] = "validation.required";
        return undefined;
      }
      const n = PERCENT.test(text) ? Number(text.replace(/\s*%$/, "").replace(",", ".")) : NaN;
      if (!Number.isFinite(n) || n < min || n > max) {
        errors[field] = "calculators.errors.percentRange";
        return undefined;
      }
      return n;
    },
    fail(field, key) {
      errors[field] ??= key;
    },
    done(input) {
      return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
    },
  };
}

// Simples Nacional: the DAS of one month.
export const SIMPLES_FIELDS = ["annex", "monthRevenue", "rbt12", "sublimite"] as const;
export type SimplesField = (typeof SIMPLES_FIELDS)[number];
/** Where the month's ICMS/ISS is paid: in the DAS, or outside it once the year's revenue passed the sublimite. */
export const SIMPLES_SUBLIMITE_CHOICES = ["within", "exceeded"] as const;

/**
 * Empty RBT12 means steady revenue: the month × 12 (the engine's default). ICMS/ISS stay in the DAS unless the owner
 * says the year's revenue passed the sublimite (LC 123 art. 13-A): RBT12 alone does not tell, the calendar year does.
 */
export function parseSimples(values: Partial<Fields<SimplesField>>): Parsed<SimplesNacionalInput, SimplesField> {
  const r = reader(values);
  const annex: Annex = r.choice("annex", ANNEXES, "III");
  const monthRevenue = r.money("monthRevenue", true);
  const rbt12 = r.money("rbt12", false);
  const exceeded = r.choice("sublimite", SIMPLES_SUBLIMITE_CHOICES, "within") === "exceeded";
  return r.done({
    annex,
    monthRevenue: monthRevenue ?? 0,
    ...(rbt12 !== undefined ? { rbt12 } : {}),
    ...(exceeded ? { sublimiteExceeded: true } : {}),
  });
}

// Fator R: Annex III or V for the same month.
export const FATOR_R_FIELDS = ["monthRevenue", "rbt12", "payroll12m"] as const;
export type FatorRField = (typeof FATOR_R_FIELDS)[number];

export function parseFatorR(values: Partial<Fields<FatorRField>>): Parsed<SimplesNacionalInput, FatorRField> {
  const r = reader(values);
  const monthRevenue = r.money("monthRevenue", true) ?? 0;
  const rbt12 = r.money("rbt12", false);
  const payroll12m = r.money("payroll12m", true) ?? 0;
  return r.done({
    annex: "V",
    fatorRApplies: true,
    monthRevenue,
    payroll12m,
    ...(rbt12 !== undefined ? { rbt12 } : {}),
  });
}

// Salário líquido: INSS and IRRF of one month's salary.
export const NET_SALARY_FIELDS = ["salary", "dependents"] as const;
export type NetSalaryField = (typeof NET_SALARY_FIELDS)[number];
export type NetSalaryInput = { salary: number; dependents: number };

export function parseNetSalary(values: Partial<Fields<NetSalaryField>>): Parsed<NetSalaryInput, NetSalaryField> {
  const r = reader(values);
  const salary = r.money("salary", true) ?? 0;
  const dependents = r.integer("dependents", 0, 50) ?? 0;
  return r.done({ salary, dependents });
}

// CLT × PJ.
export const CLT_PJ_FIELDS = ["salary", "pjMonthlyRevenue", "pjActivity", "dependents"] as const;
export type CltPjField = (typeof CLT_PJ_FIELDS)[number];
export const PUBLIC_PJ_ACTIVITIES = ["servicos_fator_r", "servicos_gerais"] as const satisfies readonly PjActivity[];

/** Empty PJ invoice means the same budget as the CLT employer cost (the engine's default). */
export function parseCltPj(values: Partial<Fields<CltPjField>>): Parsed<CltVsPjInput, CltPjField> {
  const r = reader(values);
  const salary = r.money("salary", true) ?? 0;
  const pjMonthlyRevenue = r.money("pjMonthlyRevenue", false);
  const pjActivity = r.choice("pjActivity", PUBLIC_PJ_ACTIVITIES, "servicos_fator_r");
  const dependents = r.integer("dependents", 0, 50);
  return r.done({
    salary,
    pjActivity,
    ...(pjMonthlyRevenue !== undefined ? { pjMonthlyRevenue } : {}),
    ...(dependents !== undefined ? { dependents } : {}),
  });
}

// Pró-labore × dividendos.
export const PROFIT_FIELDS = [
  "regime",
  "activity",
  "monthlyRevenue",
  "monthlyCosts",
  "partners",
  "dependents",
] as const;
export type ProfitField = (typeof PROFIT_FIELDS)[number];
export const PUBLIC_PROFIT_REGIMES = [
  "simples",
  "presumido",
  "real",
] as const satisfies readonly ProLaboreVsDividendsInput["regime"][];

export function parseProfit(values: Partial<Fields<ProfitField>>): Parsed<ProLaboreVsDividendsInput, ProfitField> {
  const r = reader(values);
  const regime = r.choice("regime", PUBLIC_PROFIT_REGIMES, "simples");
  const activity: BusinessActivity = r.choice("activity", BUSINESS_ACTIVITIES, "servicos_fator_r");
  const monthlyRevenue = r.money("monthlyRevenue", true) ?? 0;
  const monthlyCosts = r.money("monthlyCosts", true) ?? 0;
  const partners = r.integer("partners", 1, MAX_PARTNERS);
  const dependents = r.integer("dependents", 0, 50);
  return r.done({
    regime,
    activity,
    monthlyRevenue,
    monthlyCosts,
    ...(partners !== undefined && partners > 1 ? { partners } : {}),
    ...(dependents !== undefined ? { dependents } : {}),
  });
}

// Reforma tributária: a Simples company's 2027 DAS with its CBS and IBS parcels, and the por fora comparison.
/** Named as the in-app tool's form fields (lib/tools/schemas/reforma.ts), so a link reads the same in both. */
export const REFORM_FIELDS = [
  "annex",
  "rbt12",
  "monthlyRevenue",
  "purchasesRegular",
  "creditingBuyersPercent",
  "reduction",
] as const;
export type ReformField = (typeof REFORM_FIELDS)[number];
/** The page's starting values: Anexo I (a shop, the commonest Simples company), shown selected, no reduction. */
export const REFORM_INITIAL: Partial<Fields<ReformField>> = { annex: "I", reduction: "none" };
/** The reductions an owner can state on the public page (art. 127: 30%; art. 128: 60%); rate zero stays in the app. */
export const PUBLIC_REFORM_REDUCTIONS = [
  "none",
  "art127_30",
  "art128_60",
] as const satisfies readonly ReformReduction[];
/** The engine's input but for the scenarios and today's date, which the page adds when it computes. */
export type PublicReformInput = Omit<ReformInput, "scenarios" | "today"> & { annex: Annex };

/**
 * What an owner knows → the reform job's input for a Simples company (LC 123 art. 13 §10, LC 214 art. 41). Prices
 * as charged today with CBS/IBS added on top if it opts out ("net"), no purchases from Simples suppliers: both
 * are stated by the result's assumptions.
 */
export function parseReform(values: Partial<Fields<ReformField>>): Parsed<PublicReformInput, ReformField> {
  const r = reader(values);
  // The select shows the annex computed: the page starts on Anexo I (REFORM_INITIAL), and an unknown one from a link
  // is asked for, never replaced by another annex behind the user's back.
  const annex: Annex = r.requiredChoice("annex", ANNEXES, "calculators.reform.errors.annex") ?? "I";
  const rbt12 = r.money("rbt12", false);
  const monthlyRevenue = r.money("monthlyRevenue", true) ?? 0;
  const purchasesRegular = r.money("purchasesRegular", false) ?? 0;
  const creditingBuyersPercent = r.percent("creditingBuyersPercent", 0, 100, true) ?? 0;
  const reduction = r.choice("reduction", PUBLIC_REFORM_REDUCTIONS, "none");
  // Above the Simples limit of 2027 the company leaves the Simples (LC 123/2006, art. 3º, II): nothing to compare.
  const yearRevenue = rbt12 ?? monthlyRevenue * 12;
  if (Math.round(yearRevenue * 100) > SIMPLES_LIMIT.value)
    r.fail(rbt12 !== undefined ? "rbt12" : "monthlyRevenue", "calculators.reform.errors.aboveLimit");
  return r.done({
    regime: "simples",
    activity: ANNEX_ACTIVITY[annex],
    annex,
    monthlyRevenue,
    ...(rbt12 !== undefined ? { rbt12 } : {}),
    creditingBuyersPercent,
    purchasesRegular,
    purchasesSimples: 0,
    reduction,
    priceConvention: "net",
  });
}

/** The form's starting values: each field from the query string when present (one string, cut at 40 characters), else its default or empty. */
export function initialValues<F extends string>(
  fields: readonly F[],
  query: Record<string, string | string[] | undefined>,
  defaults: Partial<Fields<F>> = {},
): Fields<F> {
  const values = {} as Fields<F>;
  for (const field of fields) {
    const value = query[field];
    values[field] = typeof value === "string" ? value.slice(0, 40) : (defaults[field] ?? "");
  }
  return values;
}

/** The query string that reopens the calculator with these values (empty fields left out). */
export function toQuery<F extends string>(values: Partial<Fields<F>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values) as [string, string | undefined][]) {
    if (value && value.trim() !== "") params.set(key, value.trim());
  }
  return params.toString();
}

/** The fiscal simulator's activity for each Simples annex (lib/tax/README.md, compareRegimes activities). */
export const ANNEX_ACTIVITY: Record<Annex, BusinessActivity> = {
  I: "comercio",
  II: "industria",
  III: "servicos_gerais",
  IV: "servicos_anexo_iv",
  V: "servicos_fator_r",
};

/**
 * Where a reform calculation continues in the app after sign-up: the tool, its form filled with the inputs (a
 * Simples company of the annex's activity), computed on arrival; on a plan without the tool, read-only.
 */
export function reformToolHref(values: Partial<Fields<ReformField>>): string {
  const params = new URLSearchParams(toQuery(values));
  params.set("regime", "simples");
  const annex = ANNEXES.find((a) => a === values.annex);
  if (annex) params.set("activity", ANNEX_ACTIVITY[annex]);
  return toolHref("reforma_tributaria", params);
}

/**
 * Where a Simples or Fator R calculation continues in the app after sign-up: the fiscal simulator (open to every
 * plan), with the activity and the year's revenue at this month's pace (fiscal-defaults.ts reads them).
 */
export function fiscalSimulatorHref(activity: BusinessActivity, monthRevenue: number): string {
  const params = new URLSearchParams({
    atividade: activity,
    faturamentoAnual: formatBrlInput(Math.round(monthRevenue * 100 * 12) / 100),
  });
  return toolHref("fiscal", params);
}
