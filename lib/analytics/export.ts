import { toCsv } from "@/lib/br/csv";
import { formatDate, formatMonthRef } from "@/lib/br/date";
import { SIMULATION_FEATURE, type SimulationType } from "@/lib/db/enums";
import type { Translate } from "@/lib/reports/format";
import type { Analytics } from "./queries";
import { formatDecimalCell, formatNumber } from "@/lib/br/number";

// Tables of figures as the exports print them: the analytics CSV of /admin/analytics and the system reports
// (CSV and PDF) share this shape, so a file always says what the screen says.

/** One titled table. Cells are already text. */
export type Section = { title: string; head: string[]; rows: string[][] };

/** How numbers print: a CSV keeps plain decimals a spreadsheet reads ("1234,56"); a PDF the screen's "R$ 1.234,56". */
export type Cells = {
  money: (centavos: number) => string;
  percent: (fraction: number | null) => string;
  count: (n: number) => string;
};

export const CSV_CELLS: Cells = {
  money: (centavos) => formatDecimalCell(centavos / 100),
  percent: (fraction) => (fraction === null ? "" : formatNumber(fraction * 100, { min: 1, max: 1, grouping: false })),
  count: (n) => String(n),
};

export function simulationTypeLabel(t: Translate, type: string): string {
  return type in SIMULATION_FEATURE ? t(`adminAnalytics.simulationTypes.${type as SimulationType}`) : type;
}

/** Every figure of /admin/analytics, table by table, in the order of the page. */
export function analyticsSections(a: Analytics, t: Translate, c: Cells): Section[] {
  const k = (key: string) => t(`adminAnalytics.export.${key}`);
  const { funnel } = a;
  const share = (n: number, of: number) => (of > 0 ? n / of : null);
  return [
    {
      title: k("summary"),
      head: [k("indicator"), k("value")],
      rows: [
        [k("period"), `${formatDate(a.range.start)} – ${formatDate(a.range.end)}`],
        [k("mrr"), c.money(a.mrrCentavos)],
        [k("arr"), c.money(a.arrCentavos)],
        [k("activeSubscribers"), c.count(a.activeSubscribers)],
        [k("trialToPaid"), c.percent(a.trialToPaid)],
        [k("revenue"), c.money(a.revenueCentavos)],
      ],
    },
    {
      title: k("byPlan"),
      head: [k("plan"), k("subscribers"), k("mrr")],
      rows: a.subscribersByPlan.map((p) => [p.plan, c.count(p.subscribers), c.money(p.mrrCentavos)]),
    },
    {
      title: k("monthly"),
      head: [k("month"), k("newSubscribers"), k("churned"), k("revenue")],
      rows: a.months.map((m) => [
        formatMonthRef(m.month),
        c.count(m.newSubscribers),
        c.count(m.churned),
        c.money(m.revenueCentavos),
      ]),
    },
    {
      title: k("funnel"),
      head: [k("step"), k("accounts"), k("ofRegistered")],
      rows: [
        [k("registered"), c.count(funnel.registered), c.percent(share(funnel.registered, funnel.registered))],
        [
          k("paymentCreated"),
          c.count(funnel.paymentCreated),
          c.percent(share(funnel.paymentCreated, funnel.registered)),
        ],
        [k("paid"), c.count(funnel.paid), c.percent(share(funnel.paid, funnel.registered))],
      ],
    },
    {
      title: k("usage"),
      head: [k("feature"), k("uses")],
      rows: [
        ...a.usage.simulationsByType.map((s) => [
          t("adminAnalytics.export.simulationsOf", { type: simulationTypeLabel(t, s.type) }),
          c.count(s.count),
        ]),
        [k("aiMessages"), c.count(a.usage.aiMessages)],
        [k("reports"), c.count(a.usage.reports)],
      ],
    },
    {
      title: k("revenueByPlan"),
      head: [k("plan"), k("payments"), k("revenue")],
      rows: a.revenueByPlan.map((r) => [r.plan, c.count(r.payments), c.money(r.revenueCentavos)]),
    },
  ];
}

/** Sections as CSV rows: title row, header row, rows (or `empty` when there are none), a blank row. */
export function sectionRows(sections: Section[], empty: string): string[][] {
  const rows: string[][] = [];
  for (const section of sections) {
    rows.push([section.title], section.head, ...(section.rows.length > 0 ? section.rows : [[empty]]), []);
  }
  return rows;
}

/** Sections as one CSV file (lib/br/csv.ts: BOM, ';', CRLF, formula guard). */
export function sectionsCsv(sections: Section[], empty: string): string {
  return toCsv(sectionRows(sections, empty));
}
