import "server-only";
import { getCompany } from "@/lib/companies/queries";
import { SIMPLES_OPTION_LINES, type ReformResult, type SimplesOptionScenario } from "@/lib/tax/reform/types";
import { computeTool } from "@/lib/tools/compute";
import { reformValuesOfCompany } from "@/lib/tools/reforma-company";
import type { DossierContributor } from "./dossier";
import { date, money, percent, type Translate } from "./format";
import type { ReportSection, ReportTable } from "./model";

// The dossier's "Reforma tributária 2027–2033" block: the company's consumption taxes year by year under the main
// reference-rate scenario (named with its source and date), and for a Simples company the por dentro / por fora
// result, the break-even share and the next option deadline. Computed now, by the same catalogue tool as
// /reforma-tributaria, from the company's stored figures; what the record does not hold is listed as assumed.

const P = "reports.pdf.reform";

const semester = (t: Translate, value: string) => {
  const [year, half] = value.split("-");
  return t(`${P}.semester`, { year, half });
};

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
  input: { creditingBuyersPercent: number },
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
      {
        label: t(`${P}.creditingBuyers`),
        value: t(`${P}.assumedShare`, { share: percent(input.creditingBuyersPercent / 100) }),
      },
      { label: t(`${P}.purchases`), value: t(`${P}.assumedNone`) },
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
            { label: t(`${P}.recommendation`), value: t(`${P}.choice.${result.simplesOption.choice}`) },
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
                    semester: semester(t, next.semester),
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
        ? [result.simplesOption.headline, ...result.simplesOption.dependsOn.map((d) => `${t(`${P}.dependsOn`)} ${d}`)]
        : []),
      ...result.years.map((y) => `${y.year}: ${y.note}`),
      t(`${P}.assumedUnknowns`),
      ...result.assumptions.map((a) =>
        t(`${P}.assumption`, { text: a.text, source: a.source, grade: t(`calculators.reform.grades.${a.grade}`) }),
      ),
      ...(next ? [`${next.note} (${next.source})`] : []),
    ],
  };
}

function empty(t: Translate, note: string): ReportSection {
  return { title: t(`${P}.title`), inputs: [], highlights: [], tables: [], chart: null, steps: [], notes: [note] };
}

export const reformContributor: DossierContributor = {
  key: "reform",
  async sections(db, { userId, companyId, t, tool }) {
    const company = await getCompany(db, userId, companyId);
    if (!company) return [];
    const prepared = reformValuesOfCompany(company);
    if (!prepared.ok) return [empty(t, t(`${P}.cannot.${prepared.reason}`))];
    const computed = computeTool("reforma_tributaria", prepared.values, tool);
    if (!computed.ok) return [empty(t, t(`${P}.cannot.invalid`))];
    const result = computed.result as ReformResult;
    const input = computed.input as { engine: { creditingBuyersPercent: number } };
    const subject = {
      name: company.name,
      activity: t(`tools.activities.${company.activity}`),
      revenue: company.monthlyAverage,
      rbt12: company.revenue12m,
    };
    return [section(result, input.engine, t, subject)];
  },
};
