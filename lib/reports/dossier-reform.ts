import "server-only";
import { formatSemester } from "@/lib/br/date";
import { getCompany } from "@/lib/companies/queries";
import type { ReformProfile } from "@/lib/companies/reform-profile-schema";
import { reformAnswerForCompany, type CompanyReformAnswer } from "@/lib/reform/answer";
import { SIMPLES_OPTION_LINES, type ReformResult, type SimplesOptionScenario } from "@/lib/tax/reform/types";
import type { DossierContributor } from "./dossier";
import { date, money, percent, type Translate } from "./format";
import type { ReportSection, ReportTable } from "./model";

// The dossier's "Reforma tributária 2027–2033" block: the company's consumption taxes year by year under the main
// reference-rate scenario (named with its source and date), and for a Simples company the por dentro / por fora
// result, the break-even share and the next option deadline. The company's reform answer (lib/reform,
// reformAnswerForCompany: its record and reform profile), the same every other screen gives; what the profile does
// not hold is asked for ("Falta informar"), never assumed.

const P = "reports.pdf.reform";

function yearsTable(result: ReformResult, t: Translate): ReportTable {
  return {
    caption: t(`${P}.yearsCaption`),
    columns: [
      t(`${P}.year`),
      t(`${P}.pisCofins`),
      t(`${P}.cbs`),
      t(`${P}.ibs`),
      t(`${P}.icmsIss`),
      t(`${P}.das`),
      t(`${P}.total`),
    ],
    rows: result.years.map((y) => [
      String(y.year),
      money(y.pisCofins),
      money(y.cbs),
      money(y.ibs),
      money(y.icmsIss),
      money(y.das),
      money(y.total),
    ]),
    numeric: [1, 2, 3, 4, 5, 6],
  };
}

function optionTable(option: SimplesOptionScenario, t: Translate): ReportTable {
  return {
    caption: t(`${P}.optionCaption`),
    columns: [t(`${P}.item`), t(`${P}.inside`), t(`${P}.outside`)],
    rows: SIMPLES_OPTION_LINES.map((key) => [
      t(`${P}.rows.${key}`),
      money(option.inside[key]),
      money(option.outside[key]),
    ]),
    numeric: [1, 2],
    highlight: 5,
  };
}

function scenariosTable(options: SimplesOptionScenario[], t: Translate): ReportTable {
  return {
    caption: t(`${P}.scenariosCaption`),
    columns: [
      t(`${P}.scenario`),
      t(`${P}.regularRate`),
      t(`${P}.rows.sellerTotal`),
      t(`${P}.jointGain`),
      t(`${P}.breakEven`),
      t(`${P}.best`),
    ],
    rows: options.map((o) => [
      `${o.scenario.name} (${o.scenario.source}, ${date(o.scenario.date)})`,
      percent(o.regularRate),
      money(o.outside.sellerTotal),
      money(o.jointGain),
      o.breakEvenPercent === null ? "—" : percent(o.breakEvenPercent / 100),
      t(`${P}.choice.${o.choice}`),
    ]),
    numeric: [1, 2, 3, 4],
  };
}

function section(
  result: ReformResult,
  profile: ReformProfile,
  answer: CompanyReformAnswer,
  t: Translate,
  subject: { name: string; activity: string; revenue: number; rbt12: number },
): ReportSection {
  const option = result.simplesOption?.perScenario[0] ?? null;
  const next = result.nextWindow;
  const s = result.scenario;
  return {
    title: t(`${P}.title`),
    subtitle: t(`${P}.subtitle`, {
      scenario: s.name,
      source: s.source,
      date: date(s.date),
      status: t(s.official ? `${P}.official` : `${P}.estimate`),
    }),
    inputs: [
      { label: t(`${P}.regime`), value: t(`${P}.regimes.${result.regime}`) },
      { label: t(`${P}.activity`), value: subject.activity },
      { label: t(`${P}.monthlyRevenue`), value: money(subject.revenue) },
      { label: t(`${P}.rbt12`), value: money(subject.rbt12) },
      ...(result.regime === "simples"
        ? [
            {
              label: t(`${P}.creditingBuyers`),
              value:
                profile.creditingBuyersPercent === null
                  ? t(`${P}.notInformed`)
                  : percent(profile.creditingBuyersPercent / 100),
            },
          ]
        : []),
      { label: t(`${P}.purchases`), value: money(profile.purchasesRegular ?? 0) },
      ...(result.regime === "simples"
        ? [{ label: t(`${P}.purchasesSimples`), value: money(profile.purchasesSimples ?? 0) }]
        : []),
      { label: t(`${P}.reduction`), value: t(`companies.reform.reductions.${profile.reduction ?? "none"}`) },
      { label: t(`${P}.profileSource`), value: t(`${P}.sources.${profile.source}`, { date: date(profile.updatedAt) }) },
    ],
    highlights: [
      ...(option && result.simplesOption
        ? [
            { label: t(`${P}.dasInside`), value: money(option.inside.das) },
            { label: t(`${P}.totalOutside`), value: money(option.outside.sellerTotal) },
            {
              label: t(`${P}.breakEvenLong`),
              value:
                option.breakEvenPercent === null ? t(`${P}.breakEvenNone`) : percent(option.breakEvenPercent / 100),
            },
            {
              label: t(`${P}.recommendation`),
              value: answer.choice ? t(`${P}.choice.${answer.choice}`) : t(`${P}.missingShare`),
            },
          ]
        : []),
      ...(result.regular
        ? [
            { label: t(`${P}.before`), value: money(result.regular.y2026.total) },
            { label: t(`${P}.after`), value: money(result.regular.y2027.total) },
            { label: t(`${P}.difference`), value: money(result.regular.difference) },
          ]
        : []),
      ...(result.regime === "simples"
        ? [
            {
              label: t(`${P}.nextDeadline`),
              value: next
                ? t(`${P}.window`, {
                    semester: formatSemester(next.semester),
                    from: date(next.optFrom),
                    until: date(next.optUntil),
                    cancel: date(next.cancelUntil),
                  })
                : t(`${P}.noWindow`),
            },
          ]
        : []),
    ],
    tables: [
      yearsTable(result, t),
      ...(option ? [optionTable(option, t)] : []),
      ...(result.simplesOption && result.simplesOption.perScenario.length > 1
        ? [scenariosTable(result.simplesOption.perScenario, t)]
        : []),
    ],
    chart: {
      title: t(`${P}.chartTitle`),
      bars: result.years.map((y) => ({ label: String(y.year), value: Math.max(0, y.total), display: money(y.total) })),
    },
    steps: [{ title: t(`${P}.title`), steps: result.steps }],
    notes: [
      ...(result.simplesOption
        ? [
            // The headline speaks of the share it was computed with: only when the share is the company's.
            ...(answer.choice ? [result.simplesOption.headline] : [t(`${P}.missingShareNote`)]),
            ...result.simplesOption.dependsOn.map((d) => `${t(`${P}.dependsOn`)} ${d}`),
          ]
        : []),
      ...result.years.map((y) => `${y.year}: ${y.note}`),
      ...result.assumptions.map((a) =>
        t(`${P}.assumption`, { text: a.text, source: a.source, grade: t(`tools.reforma.grades.${a.grade}.short`) }),
      ),
      ...(next ? [`${next.note} (${next.source})`] : []),
    ],
  };
}

function empty(t: Translate, notes: string[], answer?: CompanyReformAnswer): ReportSection {
  const next = answer?.nextWindow;
  return {
    title: t(`${P}.title`),
    inputs: [],
    highlights: next
      ? [
          {
            label: t(`${P}.nextDeadline`),
            value: t(`${P}.window`, {
              semester: formatSemester(next.semester),
              from: date(next.optFrom),
              until: date(next.optUntil),
              cancel: date(next.cancelUntil),
            }),
          },
        ]
      : [],
    tables: [],
    chart: null,
    steps: [],
    notes,
  };
}

/** "Falta informar: …" and where to inform it, for a company whose profile lacks what the answer needs. */
function missingNote(t: Translate, answer: CompanyReformAnswer): string {
  return t(`${P}.missing`, {
    fields: answer.missing.map((f) => t(`tools.reforma.portfolio.fields.${f}`)).join(", "),
  });
}

export const reformContributor: DossierContributor = {
  key: "reform",
  async sections(db, { userId, companyId, t, tool }) {
    const company = await getCompany(db, userId, companyId);
    if (!company) return [];
    const answer = reformAnswerForCompany(company, tool);
    if (answer.status === "unavailable") {
      return [empty(t, [t(`${P}.cannot.${answer.unavailable ?? "invalid"}`)])];
    }
    const profile = company.reformProfile;
    if (!answer.result || !profile) return [empty(t, [missingNote(t, answer)], answer)];
    const result = answer.result;
    const subject = {
      name: company.name,
      activity: t(`tools.activities.${company.activity}`),
      revenue: company.monthlyAverage,
      rbt12: company.revenue12m,
    };
    const built = section(result, profile, answer, t, subject);
    return [answer.status === "missing" ? { ...built, notes: [missingNote(t, answer), ...built.notes] } : built];
  },
};
