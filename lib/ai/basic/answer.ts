import type { Step } from "@/lib/tax";
import { formatIsoDate } from "@/lib/br/date";
import type { CltVsPjResult, MeiCheckResult, ProLaboreVsDividendsResult, SimplesNacionalResult } from "@/lib/tax";
import { TOOLS, type ToolKey } from "@/lib/tools/catalogue";
import { centavosToInput } from "../amounts";
import { compose, money, pct, run, sourcesBlock, stepsBlock, t, type BasicAnswer } from "./compose";
import { detectIntent, normalise, type Intent } from "./intents";
import { matchKnowledge } from "./knowledge";
import { renderKnowledge, yearAsked } from "./knowledge-base";
import { laborCostAnswer, netSalaryAnswer, vacationAnswer } from "./labor";
import { reformAnswer, type BasicContext } from "./reform";

export type { BasicAnswer, BasicContext };

// The basic mode (no API key): recognised questions run the same engine jobs as the calculators and the
// model's tools, through the catalogue's schemas; everything else is answered from the curated knowledge
// base; when nothing matches it says so and points to the tools. Deterministic and immediate.

const input = (centavos: number) => centavosToInput(centavos);
const route = (key: ToolKey) => TOOLS[key].route;

type Need = "activity" | "meiActivity" | "revenue" | "salary" | "revenueAndCosts";
/** The sample each request for a figure quotes (none for the activities). */
const NEED_EXAMPLE: Partial<Record<Need, "revenue" | "salary" | "revenueAndCosts">> = {
  revenue: "revenue",
  salary: "salary",
  revenueAndCosts: "revenueAndCosts",
};

function missing(need: Need, related: string): BasicAnswer {
  const key = NEED_EXAMPLE[need];
  const example = key ? t(`examples.${key}`) : null;
  const what = t(`need.${need}`, example ? { example } : {});
  return {
    text: compose([t("missing", { what }), t("accountant")]),
    tools: [],
    knowledge: [],
    related: [related],
    ...(example ? { examples: [example] } : {}),
  };
}

function simplesDas(intent: Extract<Intent, { kind: "simples_das" }>): BasicAnswer {
  if (!intent.activity) return missing("activity", route("fiscal"));
  if (intent.monthRevenue === null) return missing("revenue", route("fiscal"));
  const values = {
    activity: intent.activity,
    monthRevenue: input(intent.monthRevenue),
    ...(intent.rbt12 !== null ? { rbt12: input(intent.rbt12) } : {}),
    ...(intent.payroll12m !== null ? { payroll12m: input(intent.payroll12m) } : {}),
  };
  const ran = run<SimplesNacionalResult>("job", "simples_das", values);
  if (!ran.ok) return missing("revenue", route("fiscal"));
  const r = ran.result;
  const text = compose([
    t("das.headline", {
      annex: r.annex,
      activity: t(`activities.${intent.activity}`),
      revenue: money(intent.monthRevenue / 100),
      das: money(r.das),
      rate: pct(r.effectiveRate),
    }),
    intent.rbt12 === null ? t("das.assumedRbt12") : null,
    r.fatorR !== undefined && intent.payroll12m === null ? t("das.assumedPayroll") : null,
    stepsBlock(r.steps, 4),
    t("das.notWhole"),
    sourcesBlock(r.steps),
    t("accountant"),
  ]);
  return {
    text,
    tools: [{ tool: "simples_das", input: ran.input, output: r }],
    knowledge: [],
    related: [route("fiscal")],
  };
}

function fatorR(intent: Extract<Intent, { kind: "fator_r" }>): BasicAnswer | null {
  if (intent.monthRevenue === null || intent.payroll12m === null) return null;
  const values = {
    activity: "servicos_fator_r",
    monthRevenue: input(intent.monthRevenue),
    payroll12m: input(intent.payroll12m),
    ...(intent.rbt12 !== null ? { rbt12: input(intent.rbt12) } : {}),
  };
  const ran = run<SimplesNacionalResult>("job", "simples_das", values);
  if (!ran.ok || ran.result.fatorR === undefined) return null;
  const r = ran.result;
  const text = compose([
    t("fatorR.headline", { ratio: pct(r.fatorR ?? 0), annex: r.annex, das: money(r.das), rate: pct(r.effectiveRate) }),
    intent.rbt12 === null ? t("das.assumedRbt12") : null,
    stepsBlock(r.steps, 5),
    t("das.notWhole"),
    sourcesBlock(r.steps),
    t("accountant"),
  ]);
  return {
    text,
    tools: [{ tool: "simples_das", input: ran.input, output: r }],
    knowledge: [],
    related: [route("fiscal")],
  };
}

function mei(intent: Extract<Intent, { kind: "mei" }>): BasicAnswer {
  if (!intent.activity) return missing("meiActivity", route("mei"));
  if (intent.monthRevenue === null) return missing("revenue", route("mei"));
  const values = { activity: intent.activity, monthlyRevenue: input(intent.monthRevenue) };
  const ran = run<MeiCheckResult>("tool", "mei", values);
  if (!ran.ok) return missing("revenue", route("mei"));
  const r = ran.result;
  const text = compose([
    t(r.eligible ? "mei.eligible" : "mei.notEligible", {
      projected: money(r.projectedRevenue),
      limit: money(r.limit),
      das: money(r.dasMonthly),
      simples: money(r.simples.monthlyDas),
      annex: r.simples.annex,
    }),
    r.blockers.length > 0 ? r.blockers.map((b) => `• ${b}`).join("\n") : null,
    stepsBlock(r.steps, 4),
    sourcesBlock(r.steps),
    t("accountant"),
  ]);
  return { text, tools: [{ tool: "mei", input: ran.input, output: r }], knowledge: [], related: [route("mei")] };
}

function cltVsPj(intent: Extract<Intent, { kind: "clt_vs_pj" }>): BasicAnswer {
  if (intent.salary === null) return missing("salary", route("clt_vs_pj"));
  const ran = run<CltVsPjResult>("tool", "clt_vs_pj", { salary: input(intent.salary) });
  if (!ran.ok) return missing("salary", route("clt_vs_pj"));
  const r = ran.result;
  const best = r.pj.options.find((o) => o.option === r.pj.best);
  const text = compose([
    t("clt.headline", {
      salary: money(intent.salary / 100),
      net: money(r.clt.netMonthly),
      total: money(r.clt.totalAnnualValue),
      cost: money(r.clt.employerMonthlyCost),
    }),
    best ? t("clt.pj", { revenue: money(r.pj.monthlyRevenue), option: best.label, net: money(best.netAnnual) }) : null,
    t(r.advantage === "clt" ? "clt.advantageClt" : "clt.advantagePj", { difference: money(r.difference) }),
    t("clt.assumptions"),
    stepsBlock(r.steps, 4),
    sourcesBlock(r.steps),
    t("accountant"),
  ]);
  return {
    text,
    tools: [{ tool: "clt_vs_pj", input: ran.input, output: r }],
    knowledge: [],
    related: [route("clt_vs_pj")],
  };
}

function irrf(intent: Extract<Intent, { kind: "irrf" }>): BasicAnswer {
  if (intent.salary === null) return missing("salary", route("labor"));
  const ran = run<{ inss: number; irrf: number; steps: Step[] }>("job", "irrf", {
    salary: input(intent.salary),
    dependents: String(intent.dependents),
  });
  if (!ran.ok) return missing("salary", route("labor"));
  const r = ran.result;
  const text = compose([
    t("irrf.headline", {
      salary: money(intent.salary / 100),
      inss: money(r.inss),
      irrf: money(r.irrf),
      dependents: intent.dependents,
    }),
    stepsBlock(r.steps, 8),
    sourcesBlock(r.steps),
    t("accountant"),
  ]);
  return { text, tools: [{ tool: "irrf", input: ran.input, output: r }], knowledge: [], related: [route("labor")] };
}

function profit(intent: Extract<Intent, { kind: "profit" }>): BasicAnswer {
  if (intent.monthRevenue === null || intent.monthlyCosts === null)
    return missing("revenueAndCosts", route("profit_strategy"));
  const values = {
    ...(intent.regime ? { regime: intent.regime } : {}),
    ...(intent.activity ? { activity: intent.activity } : {}),
    monthlyRevenue: input(intent.monthRevenue),
    monthlyCosts: input(intent.monthlyCosts),
    ...(intent.partners ? { partners: String(intent.partners) } : {}),
  };
  const ran = run<ProLaboreVsDividendsResult>("tool", "profit_strategy", values);
  if (!ran.ok) return missing("revenueAndCosts", route("profit_strategy"));
  const r = ran.result;
  const best = r.scenarios.find((s) => s.key === r.best);
  const text = compose([
    best
      ? t("profit.headline", {
          name: best.name,
          proLabore: money(best.proLabore),
          dividends: money(best.dividends),
          total: money(best.totalTaxAnnual),
          net: money(best.partnerNetAnnual),
          partners: r.partnerCount,
        })
      : null,
    fatorRPathText(r),
    intent.regime === null || intent.activity === null ? t("profit.assumptions") : null,
    stepsBlock(r.steps, 4),
    sourcesBlock(r.steps),
    t("accountant"),
  ]);
  return {
    text,
    tools: [{ tool: "profit_strategy", input: ran.input, output: r }],
    knowledge: [],
    related: [route("profit_strategy")],
  };
}

/** The months still in Anexo V after raising the pró-labore to the Fator R, what the first year costs, when it pays. */
function fatorRPathText(r: ProLaboreVsDividendsResult): string | null {
  const path = r.fatorRPath;
  if (!path) return null;
  if (path.steadySaving <= 0)
    return t("profit.fatorRPathNoGain", {
      month: path.firstAnnexIIIMonth,
      cost: money(path.firstYearCost),
      steady: money(-path.steadySaving),
    });
  return t("profit.fatorRPath", {
    month: path.firstAnnexIIIMonth,
    cost: money(path.firstYearCost),
    steady: money(path.steadySaving),
    payback: path.paybackMonth ?? 0,
    years: path.horizonYears,
  });
}

function fromKnowledge(question: string): BasicAnswer | null {
  const entry = matchKnowledge(question);
  if (!entry) return null;
  const { text: answer, source } = renderKnowledge(entry, yearAsked(question));
  const text = compose([
    answer,
    t("knowledgeSource", { source, reviewed: formatIsoDate(entry.reviewed) }),
    t("accountant"),
  ]);
  return {
    text,
    tools: [],
    knowledge: [{ id: entry.id, text: answer, law: source }],
    related: entry.tool ? [entry.tool] : [],
  };
}

/**
 * The basic mode's answer to one question; `context` (the user's companies and the server's tool context) lets
 * questions about "minha empresa" run on the user's own figures.
 */
export function answerBasic(question: string, context: BasicContext = { companies: [], tool: null }): BasicAnswer {
  const intent = detectIntent(question);
  switch (intent?.kind) {
    case "reforma":
      return reformAnswer(intent, question, context);
    case "simples_das":
      return simplesDas(intent);
    case "fator_r":
      return fatorR(intent) ?? fromKnowledge("fator r") ?? noMatch(question);
    case "mei":
      return mei(intent);
    case "clt_vs_pj":
      return cltVsPj(intent);
    case "irrf":
      return irrf(intent);
    case "labor_cost":
      return laborCostAnswer(intent);
    case "vacation_13th":
      return vacationAnswer(intent);
    case "net_salary":
      return netSalaryAnswer(intent);
    case "profit":
      return profit(intent);
    default:
      return fromKnowledge(question) ?? noMatch(question);
  }
}

/** The tools a question's words point to, in catalogue order: the fallback suggests them. */
const TOOL_KEYWORDS: Record<ToolKey, RegExp> = {
  fiscal: /regime|simples|\bdas\b|presumido|lucro real|imposto|tributo|fatur/,
  labor:
    /\bclt\b|funcionari|empregad|contrat|folha|salario|ferias|\b13|decimo terceiro|fgts|\binss\b|encargo|rescis|demiss/,
  clt_vs_pj: /\bpj\b|pejotiz|\bclt\b/,
  mei: /\bmei\b|microempreendedor/,
  profit_strategy: /pro.?labore|dividend|distribui|retirada/,
  hidden_credits: /credito|restitui|recuper|pago a mais/,
  reforma_tributaria: /reforma|\bcbs\b|\bibs\b|2027/,
};

/** When nothing is found: the tools the question's words point to (else the main ones) and a sample question. */
function noMatch(question: string): BasicAnswer {
  const q = normalise(question);
  const matching = (Object.keys(TOOL_KEYWORDS) as ToolKey[]).filter((key) => TOOL_KEYWORDS[key].test(q));
  const laborish = matching.includes("labor") && !matching.includes("fiscal");
  const example = t(laborish ? "examples.labor" : "examples.das");
  const keys: ToolKey[] = matching.length > 0 ? matching : ["fiscal", "labor", "clt_vs_pj", "mei", "profit_strategy"];
  return { text: t("noMatch", { example }), tools: [], knowledge: [], related: keys.map(route), examples: [example] };
}
