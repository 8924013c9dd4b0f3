import { formatBrlInput } from "@/lib/br/money";
import { formatDate } from "@/lib/br/date";
import type { ReformResult } from "@/lib/tax/reform/types";
import type { ToolContext } from "@/lib/tools/context";
import type { CompanyDto } from "@/lib/companies/queries";
import { reformDefaults } from "@/lib/tools/reform-defaults";
import { reformValuesOfCompany } from "@/lib/tools/reforma-company";
import { toolHref } from "@/lib/tools/routes";
import type { ReformFormValues } from "@/lib/tools/schemas/reforma";
import { compose, money, pct, run, sourcesBlock, stepsBlock, t, type BasicAnswer } from "./compose";
import { normalise, type Intent } from "./intents";

// "O que muda em 2027 para minha empresa?" in the basic mode: the reform job (the catalogue's reforma_tributaria,
// with the server's reference-rate scenarios) on the user's own company, or on the figures of the question, or a
// request for them. Every amount and date of the answer comes from the engine's result.

/** What the basic mode knows of the user beyond the question. */
export type BasicContext = {
  /** The user's active companies, newest first. */
  companies: CompanyDto[];
  /** The server's half of a calculation (loadToolContext); null when it could not be read. */
  tool: ToolContext | null;
};

const ROUTE = toolHref("reforma_tributaria");

type Subject = { kind: "company"; company: CompanyDto; others: number } | { kind: "example" };

/** The company the question names, else the newest one that can be computed. */
function pickCompany(question: string, companies: readonly CompanyDto[]): CompanyDto | null {
  const q = normalise(question);
  const named = companies.find((c) => c.name.trim().length > 2 && q.includes(normalise(c.name)));
  return named ?? companies.find((c) => reformValuesOfCompany(c).ok) ?? companies[0] ?? null;
}

function need(text: string): BasicAnswer {
  return { text: compose([text, t("reforma.open"), t("accountant")]), tools: [], knowledge: [], related: [ROUTE] };
}

function semester(value: string): string {
  const [year, half] = value.split("-");
  return t("reforma.semester", { year, half });
}

/** The answer's text for a computed result: the years, the Simples choice or the regular regime's change, the deadline. */
function describe(result: ReformResult, subject: Subject, name: string): string {
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
    result.simplesOption ? result.simplesOption.headline : null,
    next && result.regime === "simples"
      ? t("reforma.nextWindow", {
          semester: semester(next.semester),
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
    subject.kind === "company" ? t("reforma.assumedUnknowns") : null,
    subject.kind === "company" && subject.others > 0 ? t("reforma.otherCompanies", { count: subject.others }) : null,
    stepsBlock(result.steps, 4),
    sourcesBlock(result.steps),
    t("reforma.open"),
    t("accountant"),
  ]);
}

/** The reform for the user's company (or the question's figures), or what is missing to compute it. */
export function reformAnswer(
  intent: Extract<Intent, { kind: "reforma" }>,
  question: string,
  context: BasicContext,
): BasicAnswer {
  if (!context.tool) return need(t("reforma.unavailable"));
  let values: ReformFormValues;
  let subject: Subject;
  let name: string;
  if (intent.monthRevenue !== null) {
    if (!intent.activity) return need(t("missing", { what: t("need.activity") }));
    values = {
      ...reformDefaults(null),
      regime: "simples",
      activity: intent.activity,
      monthlyRevenue: formatBrlInput(intent.monthRevenue / 100),
      rbt12: intent.rbt12 === null ? "" : formatBrlInput(intent.rbt12 / 100),
      ...(intent.creditingBuyersPercent === null
        ? {}
        : { creditingBuyersPercent: String(intent.creditingBuyersPercent).replace(".", ",") }),
    };
    subject = { kind: "example" };
    name = t("reforma.exampleName", {
      activity: t(`activities.${intent.activity}`),
      revenue: money(intent.monthRevenue / 100),
    });
  } else {
    const company = pickCompany(question, context.companies);
    if (!company) return need(t("reforma.needCompany"));
    const prepared = reformValuesOfCompany(company);
    if (!prepared.ok) return need(t(`reforma.cannot.${prepared.reason}`, { name: company.name }));
    values = prepared.values;
    subject = { kind: "company", company, others: context.companies.length - 1 };
    name = company.name;
  }
  const ran = run<ReformResult>("tool", "reforma_tributaria", values, context.tool);
  if (!ran.ok) return need(t("reforma.needCompany"));
  return {
    text: describe(ran.result, subject, name),
    tools: [{ tool: "reforma_tributaria", input: ran.input, output: ran.result }],
    knowledge: [],
    related: [ROUTE],
  };
}
