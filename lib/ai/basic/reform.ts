import { formatBrlInput } from "@/lib/br/money";
import { formatDate, formatSemester } from "@/lib/br/date";
import type { ReformResult } from "@/lib/tax/reform/types";
import type { ToolContext } from "@/lib/tools/context";
import type { CompanyDto } from "@/lib/companies/queries";
import { reformAnswerForCompany, type CompanyReformAnswer } from "@/lib/reform/answer";
import { companyProfileHref } from "@/lib/reform/links";
import { reformDefaults } from "@/lib/tools/reform-defaults";
import { toolHref } from "@/lib/routes";
import type { ReformFormValues } from "@/lib/tools/schemas/reforma";
import { compose, money, pct, run, sourcesBlock, stepsBlock, t, type BasicAnswer } from "./compose";
import { normalise, type Intent } from "./intents";

// "O que muda em 2027 para minha empresa?", "até quando tenho que decidir?", "vendo 35% para empresas, vale a pena
// sair do DAS?" in the basic mode: the company's reform answer (lib/reform, reformAnswerForCompany: its record and
// reform profile, the share the question states overriding the profile's), or the reform job on the question's
// figures, or a request for them. Every amount and date of the answer comes from the engine's result.

/** What the basic mode knows of the user beyond the question. */
export type BasicContext = {
  /** The user's active companies, newest first. */
  companies: CompanyDto[];
  /** The server's half of a calculation (loadToolContext); null when it could not be read. */
  tool: ToolContext | null;
};

const ROUTE = toolHref("reforma_tributaria");

type Subject = { kind: "company"; answer: CompanyReformAnswer; others: number } | { kind: "example" };

/** The company the question names, else the newest one with a reform answer (Simples first: the option is theirs). */
function pickCompany(question: string, companies: readonly CompanyDto[]): CompanyDto | null {
  const q = normalise(question);
  const named = companies.find((c) => c.name.trim().length > 2 && q.includes(normalise(c.name)));
  const usable = companies.filter((c) => c.regime !== "mei" && c.activity !== null && c.monthlyAverage > 0);
  return named ?? usable.find((c) => c.regime === "simples_nacional") ?? usable[0] ?? companies[0] ?? null;
}

function need(text: string): BasicAnswer {
  return { text: compose([text, t("reforma.open"), t("accountant")]), tools: [], knowledge: [], related: [ROUTE] };
}

/** The answer's text for a computed result: the years, the Simples choice or the regular regime's change, the deadline. */
function describe(result: ReformResult, subject: Subject, name: string, lead: readonly (string | null)[]): string {
  const y2026 = result.years.find((y) => y.year === 2026);
  const y2027 = result.years.find((y) => y.year === 2027);
  const option = result.simplesOption?.perScenario[0] ?? null;
  const next = result.nextWindow;
  const headline =
    result.regime === "simples" && y2026 && y2027
      ? t("reforma.simplesHeadline", {
          name,
          das2026: money(y2026.das),
          das2027: money(y2027.das),
          cbs: money(y2027.cbs),
          ibs: money(y2027.ibs),
        })
      : result.regular
        ? t("reforma.regularHeadline", {
            name,
            regime: t(`reforma.regimes.${result.regime}`),
            before: money(result.regular.y2026.total),
            after: money(result.regular.y2027.total),
            difference: money(Math.abs(result.regular.difference)),
            direction: result.regular.difference > 0 ? "more" : result.regular.difference < 0 ? "less" : "same",
          })
        : null;
  const years = result.years
    .filter((y) => y.year >= 2027)
    .map((y) => t("reforma.yearLine", { year: y.year, total: money(y.total), note: y.note }));
  return compose([
    ...lead,
    headline,
    option
      ? t("reforma.option", {
          inside: money(option.inside.sellerTotal),
          outside: money(option.outside.sellerTotal),
          credit: money(option.outside.buyersCredit),
        })
      : null,
    option
      ? option.breakEvenPercent === null
        ? t("reforma.breakEvenNone")
        : t("reforma.breakEven", { share: pct(option.breakEvenPercent / 100) })
      : null,
    // The engine's headline speaks of a share: only when it is the company's (or the question's).
    result.simplesOption && (subject.kind === "example" || subject.answer.choice)
      ? result.simplesOption.headline
      : null,
    next && result.regime === "simples" && !lead.some(Boolean)
      ? t("reforma.nextWindow", {
          semester: formatSemester(next.semester),
          from: formatDate(next.optFrom),
          until: formatDate(next.optUntil),
          cancel: formatDate(next.cancelUntil),
        })
      : null,
    `${t("reforma.yearsTitle")}\n${years.join("\n")}`,
    t("reforma.scenario", {
      name: result.scenario.name,
      source: result.scenario.source,
      date: formatDate(result.scenario.date),
    }),
    subject.kind === "company" ? basisLine(subject.answer) : null,
    subject.kind === "company" && subject.others > 0 ? t("reforma.otherCompanies", { count: subject.others }) : null,
    stepsBlock(result.steps, 4),
    sourcesBlock(result.steps),
    t("reforma.open"),
    t("accountant"),
  ]);
}

/** Where the company's figures come from: its reform profile (typed or from a saved simulation), or the question. */
function basisLine(answer: CompanyReformAnswer): string | null {
  if (!answer.profileSource) return null;
  return t(`reforma.basis.${answer.profileSource}`, {
    name: answer.companyName,
    date: formatDate(answer.profileUpdatedAt ?? ""),
  });
}

/** The deadline sentence of a company: the next window, and the cancellation still open for one that opted. */
function deadlineLines(answer: CompanyReformAnswer): string[] {
  const out: string[] = [];
  if (answer.cancellation)
    out.push(
      t("reforma.cancellation", { name: answer.companyName, until: formatDate(answer.cancellation.cancelUntil) }),
    );
  const next = answer.nextWindow;
  if (next)
    out.push(
      t("reforma.nextWindow", {
        semester: formatSemester(next.semester),
        from: formatDate(next.optFrom),
        until: formatDate(next.optUntil),
        cancel: formatDate(next.cancelUntil),
      }),
    );
  return out;
}

/** The answer in one sentence: stay in the DAS or go outside, at the share, with the joint gain or cost. */
function decisionLine(answer: CompanyReformAnswer, share: number): string | null {
  if (answer.regime !== "simples" || !answer.choice || answer.monthlySaving === null) return null;
  const b = answer.breakEvenPercent;
  return t(`reforma.decision.${answer.choice}`, {
    name: answer.companyName,
    share: pct(share / 100),
    value: money(Math.abs(answer.monthlySaving)),
    breakEven: b === null ? t("reforma.decision.noBreakEven") : pct(b / 100),
  });
}

/**
 * A company whose profile lacks what the decision needs: the deadline, what to inform and where, and for a Simples
 * company its DAS year by year (which depends on none of the profile). No verdict on the option.
 */
function missingAnswer(answer: CompanyReformAnswer, deadlineFirst: boolean): BasicAnswer {
  const missing = t("reforma.missing", {
    name: answer.companyName,
    fields: answer.missing.map((f) => t(`reforma.fields.${f}`)).join(", "),
    link: companyProfileHref(answer.companyId),
  });
  const deadline = deadlineLines(answer);
  const years = answer.years ?? [];
  const y2026 = years.find((y) => y.year === 2026);
  const y2027 = years.find((y) => y.year === 2027);
  const das =
    y2026 && y2027
      ? t("reforma.simplesHeadline", {
          name: answer.companyName,
          das2026: money(y2026.das),
          das2027: money(y2027.das),
          cbs: money(y2027.cbs),
          ibs: money(y2027.ibs),
        })
      : null;
  return {
    text: compose([
      ...(deadlineFirst ? [...deadline, das, missing] : [das, missing, ...deadline]),
      t("reforma.open"),
      t("accountant"),
    ]),
    tools: y2026 && y2027 ? [{ tool: "reforma_tributaria", input: answer.values, output: { years } }] : [],
    knowledge: [],
    related: [ROUTE],
  };
}

/** The reform for the user's company (or the question's figures), or what is missing to compute it. */
export function reformAnswer(
  intent: Extract<Intent, { kind: "reforma" }>,
  question: string,
  context: BasicContext,
): BasicAnswer {
  if (!context.tool) return need(t("reforma.unavailable"));
  if (intent.monthRevenue !== null) {
    if (!intent.activity) return need(t("missing", { what: t("need.activity") }));
    const values: ReformFormValues = {
      ...reformDefaults(null),
      regime: "simples",
      activity: intent.activity,
      monthlyRevenue: formatBrlInput(intent.monthRevenue / 100),
      rbt12: intent.rbt12 === null ? "" : formatBrlInput(intent.rbt12 / 100),
      ...(intent.creditingBuyersPercent === null
        ? {}
        : { creditingBuyersPercent: String(intent.creditingBuyersPercent).replace(".", ",") }),
    };
    const name = t("reforma.exampleName", {
      activity: t(`activities.${intent.activity}`),
      revenue: money(intent.monthRevenue / 100),
    });
    const ran = run<ReformResult>("tool", "reforma_tributaria", values, context.tool);
    if (!ran.ok) return need(t("reforma.needCompany"));
    return {
      text: describe(ran.result, { kind: "example" }, name, []),
      tools: [{ tool: "reforma_tributaria", input: ran.input, output: ran.result }],
      knowledge: [],
      related: [ROUTE],
    };
  }
  const company = pickCompany(question, context.companies);
  if (!company) return need(t("reforma.needCompany"));
  // A share stated in the question ("vendo 35% para empresas") answers for that share; the rest is the profile's.
  const stated = intent.creditingBuyersPercent;
  const asked: CompanyDto =
    stated === null
      ? company
      : {
          ...company,
          reformProfile: {
            ...(company.reformProfile ?? EMPTY_PROFILE),
            creditingBuyersPercent: stated,
          },
        };
  const answer = reformAnswerForCompany(asked, context.tool);
  if (answer.status === "unavailable")
    return need(t(`reforma.cannot.${answer.unavailable ?? "invalid"}`, { name: company.name }));
  if (!answer.result || answer.status === "missing") return missingAnswer(answer, intent.deadline);
  const share = asked.reformProfile?.creditingBuyersPercent ?? 0;
  const decision = decisionLine(answer, share);
  const deadline = deadlineLines(answer);
  const lead = intent.deadline ? [...deadline, decision] : [decision, ...deadline];
  return {
    text: describe(
      answer.result,
      { kind: "company", answer, others: context.companies.length - 1 },
      company.name,
      lead,
    ),
    tools: [{ tool: "reforma_tributaria", input: answer.input, output: answer.result }],
    knowledge: [],
    related: [ROUTE],
  };
}

const EMPTY_PROFILE: NonNullable<CompanyDto["reformProfile"]> = {
  creditingBuyersPercent: null,
  purchasesRegular: null,
  purchasesSimples: null,
  reduction: null,
  sublimiteExceeded: null,
  regularOption: null,
  source: "informed",
  updatedAt: "",
};
