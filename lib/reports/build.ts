import { formatCnpj } from "@/lib/br/cnpj";
import { formatMonthShort, lastTwelveMonths } from "@/lib/br/date";
import type { CompanyRegime } from "@/lib/db/enums";
import { date, dateTime, integer, money, percent, type Translate } from "./format";
import type { ReportCover, ReportDocument, ReportLogo, ReportSection } from "./model";
import { simulationSection, type SavedSimulation } from "./sections";
import { facts } from "./sections/types";

// Saved data → ReportDocument, for the three kinds of report. Pure: the caller (generate.ts) loads the rows
// under the user's RLS and renders the result; tests and the benchmark call these directly.

/** The white-label cover of an enterprise office; null prints the product's cover. */
export type Branding = { officeName: string; logo: ReportLogo | null } | null;

export type BuildContext = { t: Translate; generatedAt: Date; branding: Branding };

/** The company fields a dossier prints (lib/companies/queries.ts CompanyDto has them all). */
export type DossierCompany = {
  name: string;
  cnpj: string | null;
  regime: CompanyRegime;
  activity: string | null;
  state: string | null;
  issRate: number | null;
  monthlyRevenues: number[] | null;
  revenue12m: number;
  monthlyAverage: number;
  payrollMonthly: number | null;
  proLaboreMonthly: number | null;
  employees: number | null;
  status: "ativa" | "inativa";
};

function cover(ctx: BuildContext): ReportCover {
  return ctx.branding
    ? { kind: "white_label", name: ctx.branding.officeName, logo: ctx.branding.logo }
    : { kind: "product", name: ctx.t("common.appName") };
}

function yearsOf(simulations: SavedSimulation[]): number[] {
  return [...new Set(simulations.map((s) => s.year).filter((y): y is number => y !== null))].sort((a, b) => b - a);
}

function frame(
  ctx: BuildContext,
  simulations: SavedSimulation[],
): Pick<ReportDocument, "generatedAt" | "cover" | "assumptions" | "years" | "disclaimer"> {
  const t = ctx.t;
  return {
    generatedAt: dateTime(ctx.generatedAt),
    cover: cover(ctx),
    assumptions: [
      t("reports.pdf.assumptions.engine"),
      t("reports.pdf.assumptions.rounding"),
      t("reports.pdf.assumptions.inputs"),
      t("reports.pdf.assumptions.estimates"),
    ],
    years: yearsOf(simulations),
    disclaimer: t("reports.pdf.disclaimer"),
  };
}

function sectionsOf(simulations: SavedSimulation[], t: Translate): ReportSection[] {
  return simulations.map((s) => simulationSection(s, t)).filter((s): s is ReportSection => s !== null);
}

/** (a) One saved simulation. */
export function buildSimulationReport(simulation: SavedSimulation, ctx: BuildContext): ReportDocument {
  const t = ctx.t;
  return {
    ...frame(ctx, [simulation]),
    title: simulation.title,
    kindLabel: t("reports.types.simulation"),
    subjectLines: [
      t(`simulations.types.${simulation.type}`),
      ...(simulation.companyName ? [simulation.companyName] : []),
    ],
    overview: null,
    sections: sectionsOf([simulation], t),
  };
}

/**
 * (b) A company dossier: the company's data, its latest regime comparison first, then its other saved
 * simulations, then what the dossier contributors add (dossier.ts: risks and alerts, when those tools exist).
 * `simulations` are the company's, newest first.
 */
export function buildCompanyReport(
  company: DossierCompany,
  simulations: SavedSimulation[],
  extra: ReportSection[],
  ctx: BuildContext,
): ReportDocument {
  const t = ctx.t;
  const latestFiscal = simulations.find((s) => s.type === "fiscal");
  const ordered = latestFiscal ? [latestFiscal, ...simulations.filter((s) => s !== latestFiscal)] : simulations;
  const sections = sectionsOf(ordered, t);
  if (latestFiscal && sections[0])
    sections[0] = { ...sections[0], title: t("reports.pdf.company.latestComparison", { title: sections[0].title }) };
  const opt = (v: number | null) => (v === null ? null : money(v));
  // The months named as the company form names them: the twelve before the month the report is made.
  const months = lastTwelveMonths(ctx.generatedAt).map((m) => formatMonthShort(m.year, m.month));
  const overview: ReportSection = {
    title: t("reports.pdf.company.data"),
    inputs: facts([
      [t("companies.fields.name"), company.name],
      [t("companies.fields.cnpj"), company.cnpj ? formatCnpj(company.cnpj) : t("companies.noCnpj")],
      [t("companies.fields.regime"), t(`companies.regimes.${company.regime}`)],
      [t("companies.fields.status"), t(`companies.statuses.${company.status}`)],
      [t("companies.fields.activity"), company.activity ? t(`tools.activities.${company.activity}`) : null],
      [t("companies.fields.state"), company.state],
      [t("companies.fields.issRate"), company.issRate === null ? null : percent(company.issRate / 100)],
      [t("companies.tiles.revenue"), money(company.revenue12m)],
      [t("reports.pdf.company.monthlyAverage"), money(company.monthlyAverage)],
      [t("companies.fields.payrollMonthly"), opt(company.payrollMonthly)],
      [t("companies.fields.proLaboreMonthly"), opt(company.proLaboreMonthly)],
      [t("companies.fields.employees"), company.employees === null ? null : integer(company.employees)],
    ]),
    highlights: facts([[t("reports.pdf.company.savedSimulations"), integer(simulations.length)]]),
    tables: company.monthlyRevenues
      ? [
          {
            caption: t("tools.revenue.legend"),
            columns: [t("reports.pdf.month"), t("reports.pdf.revenue")],
            rows: company.monthlyRevenues.map((v, i) => [months[i], money(v)]),
            numeric: [1],
          },
        ]
      : [],
    chart: company.monthlyRevenues
      ? {
          title: t("tools.revenue.legend"),
          bars: company.monthlyRevenues.map((v, i) => ({
            label: months[i],
            value: Math.max(0, v),
            display: money(v),
          })),
        }
      : null,
    steps: [],
    notes: latestFiscal ? [] : [t("reports.pdf.company.noComparison")],
  };
  return {
    ...frame(ctx, simulations),
    title: t("reports.pdf.company.title", { name: company.name }),
    kindLabel: t("reports.types.company"),
    subjectLines: [company.name, ...(company.cnpj ? [formatCnpj(company.cnpj)] : [])],
    overview,
    sections: [...sections, ...extra],
  };
}

/** (c) The user's simulations saved in a period (inclusive dates, yyyy-MM-dd), newest first. */
export function buildPeriodReport(
  period: { start: string; end: string },
  simulations: SavedSimulation[],
  truncatedAt: number | null,
  ctx: BuildContext,
): ReportDocument {
  const t = ctx.t;
  const range = t("reports.pdf.period.range", { start: date(period.start), end: date(period.end) });
  const byType = new Map<string, number>();
  for (const s of simulations) byType.set(s.type, (byType.get(s.type) ?? 0) + 1);
  const savings = simulations.reduce((sum, s) => sum + (s.savings ?? 0), 0);
  const overview: ReportSection = {
    title: t("reports.pdf.period.summary"),
    inputs: facts([[t("reports.pdf.period.label"), range]]),
    highlights: facts([
      [t("reports.pdf.period.count"), integer(simulations.length)],
      [t("reports.pdf.period.savings"), savings > 0 ? money(savings) : null],
    ]),
    tables: [
      {
        caption: t("reports.pdf.period.list"),
        columns: [
          t("reports.pdf.date"),
          t("reports.pdf.type"),
          t("reports.pdf.titleColumn"),
          t("reports.pdf.period.savingsColumn"),
        ],
        rows: simulations.map((s) => [
          date(s.createdAt),
          t(`simulations.types.${s.type}`),
          s.title,
          s.savings === null ? "—" : money(s.savings),
        ]),
        numeric: [3],
      },
    ],
    chart: simulations.length
      ? {
          title: t("reports.pdf.period.chart"),
          bars: [...byType].map(([type, n]) => ({
            label: t(`simulations.types.${type}`),
            value: n,
            display: t("reports.pdf.period.countValue", { count: n }),
          })),
        }
      : null,
    steps: [],
    notes: [
      ...(simulations.length === 0 ? [t("reports.pdf.period.empty")] : []),
      ...(truncatedAt !== null ? [t("reports.pdf.period.truncated", { count: truncatedAt })] : []),
    ],
  };
  return {
    ...frame(ctx, simulations),
    title: t("reports.pdf.period.title", { range }),
    kindLabel: t("reports.types.period"),
    subjectLines: [range],
    overview,
    sections: sectionsOf(simulations, t),
  };
}
