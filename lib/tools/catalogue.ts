import type { z } from "zod";
import type { PlanFeatureFlag } from "@/lib/db/enums";
import type { MessageKey } from "@/lib/errors";
import type { ToolContext } from "./context";
import {
  cltVsPj,
  compareRegimes,
  DEFAULT_TAX_YEAR,
  dividendWithholding,
  hiddenCredit,
  inssEmployee,
  irpfm,
  irrfMonthly,
  laborCost,
  meiCheck,
  proLaboreVsDividends,
  reformaTributaria,
  simplesNacional,
  type BusinessActivity,
  type HiddenCreditInput,
} from "@/lib/tax";
import {
  dividendWithholdingSchema,
  irpfmSchema,
  irrfSchema,
  simplesDasSchema,
  type IrrfJobInput,
} from "./schemas/assistant-jobs";
import { CLT_VS_PJ_FORM_DEFAULTS, cltVsPjFormSchema } from "./schemas/clt-vs-pj";
import { fiscalFormSchema, type FiscalComparison } from "./schemas/fiscal";
import { HIDDEN_CREDITS_FORM_DEFAULTS, hiddenCreditsFormSchema } from "./schemas/hidden-credits";
import { LABOR_FORM_DEFAULTS, laborFormSchema } from "./schemas/labor";
import { MEI_FORM_DEFAULTS, meiFormSchema } from "./schemas/mei";
import { PROFIT_STRATEGY_FORM_DEFAULTS, profitStrategyFormSchema } from "./schemas/profit-strategy";
import { reformFormSchema, toReformInput } from "./schemas/reforma";
import { fiscalDefaults } from "./fiscal-defaults";
import { reformDefaults } from "./reform-defaults";
import { TOOL_ROUTES, type ToolRoute } from "@/lib/routes";
import { REFORM_FILING_YEAR } from "./reform-year";

// The one list of calculators. The sidebar, the dashboard cards, each tool page's plan check, the calculate
// and save actions, the saved-simulation view and the AI assistant's tools all read this file.
// Icons and result components are React, so they live beside it in components/tools/catalogue-views.tsx,
// typed against ToolKey: adding a tool here without its view fails the typecheck. (lucide-react stays out of
// lib/ so the catalogue remains plain data + engine calls, importable by the assistant and by tests.)

/** Sidebar sections, in order; their titles are nav.sections.<group>. */
export const NAV_GROUPS = ["overview", "tools", "account"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Full message keys (messages/pt-BR.json) naming the tool wherever it appears. */
export type ToolMessages = {
  /** Page heading, dashboard card title, upgrade gate, the assistant's tool name. */
  title: MessageKey;
  /** The sentence under the page heading; the assistant's tool description. */
  description: MessageKey;
  /** The dashboard card's shorter description. */
  summary: MessageKey;
  /** The sidebar label. */
  nav: MessageKey;
  /** A saved run's title in the list, given {detail} (the company's name or the titleDetail). */
  saved: MessageKey;
};

export type ToolDef<S extends z.ZodType, R> = {
  /** The page under app/(app), from routes.ts; a test checks that it exists. */
  route: ToolRoute;
  /** Plan flag that opens the tool (page, calculation and save). */
  feature: PlanFeatureFlag;
  /**
   * A plan without the flag still runs the calculation, read-only: the page shows the form and the result, saving
   * (and so the PDF) keeps the flag, which row-level security checks too (docs/decisions.md §33). For a tool whose
   * public calculator computes the same for anyone.
   */
  preview?: true;
  navGroup: NavGroup;
  messages: ToolMessages;
  /** Form values → engine input; shared by the form, the actions and the assistant. */
  schema: S;
  /**
   * The form's starting values, year included (no company chosen): the one source the tool's form, the assistant's
   * answers and the demo's saved results start from.
   */
  defaults: z.input<S>;
  /**
   * The engine call: every number comes from lib/tax. `context` is the server's half of the input (reference-rate
   * scenarios, today): the calculate/save actions, the API and the assistant pass loadToolContext(); a tool that
   * needs it (reforma_tributaria) refuses to run without it.
   */
  run: (input: z.output<S>, context?: ToolContext) => R;
  year: (input: z.output<S>) => number;
  /** Annual savings to list with the saved simulation, when the tool finds one. */
  savings: (result: R) => number | null;
  /** The company a saved run belongs to (the form's company select); none for a tool without one. */
  companyId?: (input: z.output<S>) => string | null;
  /**
   * What names a saved run without a company, after the tool's title in the list ("Custo de empregado CLT ·
   * R$ 5.000,00"); `words` are the server's translations (lib/tools/save.ts), the catalogue holds no texts.
   */
  titleDetail: (input: z.output<S>, words: TitleWords) => string;
};

/** The words a saved run's title is made of. */
export type TitleWords = {
  activity: (activity: BusinessActivity) => string;
  creditType: (type: HiddenCreditInput["type"]) => string;
  brl: (value: number) => string;
};

const tool = <S extends z.ZodType, R>(def: ToolDef<S, R>) => def;

/** The calculators, in display order; keys are also their simulations.simulation_type. */
export const TOOLS = {
  fiscal: tool({
    route: TOOL_ROUTES.fiscal,
    feature: "fiscalSimulator",
    navGroup: "tools",
    messages: {
      title: "tools.fiscal.title",
      description: "tools.fiscal.subtitle",
      summary: "tools.fiscal.summary",
      nav: "nav.fiscalSimulator",
      saved: "tools.titles.fiscal",
    },
    schema: fiscalFormSchema,
    defaults: fiscalDefaults(null),
    run: (i): FiscalComparison => ({
      ...compareRegimes(i.profile, i.year),
      assumptions: i.assumptions,
      currentRegime: i.profile.currentRegime ?? null,
    }),
    year: (i) => i.year,
    savings: (r) => r.savings,
    companyId: (i) => i.companyId,
    titleDetail: (i, words) => words.activity(i.profile.activity),
  }),
  labor: tool({
    route: TOOL_ROUTES.labor,
    feature: "laborSimulator",
    navGroup: "tools",
    messages: {
      title: "tools.labor.title",
      description: "tools.labor.subtitle",
      summary: "tools.labor.summary",
      nav: "nav.laborSimulator",
      saved: "tools.titles.labor",
    },
    schema: laborFormSchema,
    defaults: LABOR_FORM_DEFAULTS,
    run: laborCost,
    year: (i) => i.year ?? DEFAULT_TAX_YEAR,
    savings: () => null,
    titleDetail: (i, words) => words.brl(i.salary),
  }),
  clt_vs_pj: tool({
    route: TOOL_ROUTES.clt_vs_pj,
    feature: "cltVsPj",
    navGroup: "tools",
    messages: {
      title: "tools.cltVsPj.title",
      description: "tools.cltVsPj.subtitle",
      summary: "tools.cltVsPj.summary",
      nav: "nav.cltVsPj",
      saved: "tools.titles.clt_vs_pj",
    },
    schema: cltVsPjFormSchema,
    defaults: CLT_VS_PJ_FORM_DEFAULTS,
    run: cltVsPj,
    year: (i) => i.year ?? DEFAULT_TAX_YEAR,
    savings: () => null,
    titleDetail: (i, words) => words.brl(i.salary),
  }),
  mei: tool({
    route: TOOL_ROUTES.mei,
    feature: "meiChecker",
    navGroup: "tools",
    messages: {
      title: "tools.mei.title",
      description: "tools.mei.subtitle",
      summary: "tools.mei.summary",
      nav: "nav.meiChecker",
      saved: "tools.titles.mei",
    },
    schema: meiFormSchema,
    defaults: MEI_FORM_DEFAULTS,
    run: meiCheck,
    year: (i) => i.year ?? DEFAULT_TAX_YEAR,
    savings: (r) => (r.eligible && r.annualSavings > 0 ? r.annualSavings : null),
    titleDetail: (i, words) => words.brl(i.monthlyRevenue),
  }),
  profit_strategy: tool({
    route: TOOL_ROUTES.profit_strategy,
    feature: "profitStrategy",
    navGroup: "tools",
    messages: {
      title: "tools.profit.title",
      description: "tools.profit.subtitle",
      summary: "tools.profit.summary",
      nav: "nav.profitStrategy",
      saved: "tools.titles.profit_strategy",
    },
    schema: profitStrategyFormSchema,
    defaults: PROFIT_STRATEGY_FORM_DEFAULTS,
    run: proLaboreVsDividends,
    year: (i) => i.year ?? DEFAULT_TAX_YEAR,
    savings: (r) => (r.savings > 0 ? r.savings : null),
    titleDetail: (i, words) => words.brl(i.monthlyRevenue),
  }),
  hidden_credits: tool({
    route: TOOL_ROUTES.hidden_credits,
    feature: "hiddenCredits",
    navGroup: "tools",
    messages: {
      title: "hiddenCredits.title",
      description: "hiddenCredits.subtitle",
      summary: "hiddenCredits.summary",
      nav: "nav.hiddenCredits",
      saved: "tools.titles.hidden_credits",
    },
    schema: hiddenCreditsFormSchema,
    defaults: HIDDEN_CREDITS_FORM_DEFAULTS,
    // The Selic months come from the server with the request (ToolContext), never from module state.
    run: (i, context) => hiddenCredit({ ...i, selicMonths: context?.selicMonths ?? [] }),
    year: (i) => i.year ?? DEFAULT_TAX_YEAR,
    // A credit to recover is not an annual saving: the amount is shown by the result itself.
    savings: () => null,
    titleDetail: (i, words) => words.creditType(i.type),
  }),
  reforma_tributaria: tool({
    route: TOOL_ROUTES.reforma_tributaria,
    feature: "reformaTributaria",
    preview: true,
    navGroup: "tools",
    messages: {
      title: "tools.reforma.title",
      description: "tools.reforma.subtitle",
      summary: "tools.reforma.summary",
      nav: "nav.reforma",
      saved: "tools.titles.reforma_tributaria",
    },
    schema: reformFormSchema,
    defaults: reformDefaults(null),
    run: (i, context) => {
      // The scenarios and today are the server's (lib/tools/load-context.ts): never run on a default silently.
      if (!context) throw new Error("reforma_tributaria runs only with the server's ToolContext");
      return reformaTributaria(toReformInput(i, context.referenceScenarios, context.today));
    },
    // The projection spans 2026–2033; it is filed under the year CBS replaces PIS/COFINS (./reform-year.ts).
    year: () => REFORM_FILING_YEAR,
    // The por-fora gain is shared with the buyers (and the seller pays more), so it is no saving of the company.
    savings: () => null,
    companyId: (i) => i.companyId,
    titleDetail: (i, words) => `${words.brl(i.engine.monthlyRevenue)}/mês`,
  }),
};

export type ToolKey = keyof typeof TOOLS;
export const TOOL_KEYS = Object.keys(TOOLS) as ToolKey[];
export type ToolInput<K extends ToolKey> = z.output<(typeof TOOLS)[K]["schema"]>;
/** A tool's form values, as typed (the schema's input). */
export type ToolFormValues<K extends ToolKey> = z.input<(typeof TOOLS)[K]["schema"]>;
export type ToolResult<K extends ToolKey> = ReturnType<(typeof TOOLS)[K]["run"]>;

export function isToolKey(key: unknown): key is ToolKey {
  return typeof key === "string" && Object.hasOwn(TOOLS, key);
}

/** Untyped view of one tool, for code that handles every tool the same way (compute, save, the assistant). */
export function toolDef(key: ToolKey): ToolDef<z.ZodType, unknown> & { key: ToolKey } {
  return { key, ...(TOOLS[key] as unknown as ToolDef<z.ZodType, unknown>) };
}

/** The tools in a sidebar group, in catalogue order. */
export function toolsInNavGroup(group: NavGroup): ToolKey[] {
  return TOOL_KEYS.filter((key) => TOOLS[key].navGroup === group);
}

/**
 * Engine jobs without a calculator page, offered to the AI assistant beside the calculators: same shape (a
 * zod schema from form-like text to engine input, and the engine call), no route, plan flag or saved result.
 */
export type EngineJobDef<S extends z.ZodType, R> = {
  messages: Pick<ToolMessages, "title" | "description">;
  schema: S;
  run: (input: z.output<S>) => R;
};

const job = <S extends z.ZodType, R>(def: EngineJobDef<S, R>) => def;

/** IRRF of a month's salary: the employee's INSS first (the IRRF base deducts it), then the IRRF table. */
function irrfOfSalary(i: IrrfJobInput) {
  const inss = inssEmployee({ year: i.year, salary: i.salary });
  const irrf = irrfMonthly({
    year: i.year,
    grossIncome: i.salary,
    inss: inss.contribution,
    dependents: i.dependents,
    otherDeductions: i.otherDeductions,
  });
  return {
    inss: inss.contribution,
    irrf: irrf.tax,
    base: irrf.base,
    simplified: irrf.simplified,
    steps: [...inss.steps, ...irrf.steps],
  };
}

export const ENGINE_JOBS = {
  simples_das: job({
    messages: { title: "aiAssistant.jobs.simplesDas.title", description: "aiAssistant.jobs.simplesDas.description" },
    schema: simplesDasSchema,
    run: simplesNacional,
  }),
  irrf: job({
    messages: { title: "aiAssistant.jobs.irrf.title", description: "aiAssistant.jobs.irrf.description" },
    schema: irrfSchema,
    run: irrfOfSalary,
  }),
  dividend_withholding: job({
    messages: {
      title: "aiAssistant.jobs.dividendWithholding.title",
      description: "aiAssistant.jobs.dividendWithholding.description",
    },
    schema: dividendWithholdingSchema,
    run: dividendWithholding,
  }),
  irpfm: job({
    messages: { title: "aiAssistant.jobs.irpfm.title", description: "aiAssistant.jobs.irpfm.description" },
    schema: irpfmSchema,
    run: irpfm,
  }),
};

export type EngineJobKey = keyof typeof ENGINE_JOBS;
export const ENGINE_JOB_KEYS = Object.keys(ENGINE_JOBS) as EngineJobKey[];

/** Untyped view of one engine job, as the assistant handles them all alike. */
export function engineJobDef(key: EngineJobKey): EngineJobDef<z.ZodType, unknown> & { key: EngineJobKey } {
  return { key, ...(ENGINE_JOBS[key] as unknown as EngineJobDef<z.ZodType, unknown>) };
}
