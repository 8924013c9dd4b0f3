import { formatDate } from "@/lib/br/date";
import { fiscalSavings } from "@/lib/tools/fiscal-savings";
import { money, percent, integer } from "../format";
import { facts, type SectionBuilder } from "./types";

/** Regime comparison: inputs of the company, the four regimes side by side, their annual totals as bars. */
export const fiscalSection: SectionBuilder<"fiscal"> = (input, result, t) => {
  const p = input.profile;
  const opt = (v: number | undefined) => (v === undefined ? null : money(v));
  const eligible = result.regimes.filter((r) => r.eligible);
  const best = result.regimes.findIndex((r) => r.regime === result.cheapest);
  const regimeName = (key: string | null) => result.regimes.find((r) => r.regime === key)?.name ?? "—";
  const s = fiscalSavings(result);
  const purchases = (result.assumptions ?? []).find((a) => a.code === "purchasesEstimated");
  return {
    inputs: facts([
      [t("tools.fiscal.activity"), t(`tools.activities.${p.activity}`)],
      [t("tools.fiscal.state"), p.state],
      [t("tools.revenue.annual"), money(result.annualRevenue)],
      [t("reports.pdf.fiscal.revenueByMonth"), p.monthlyRevenue ? p.monthlyRevenue.map(money).join("; ") : null],
      [t("tools.fiscal.fields.payrollMonthly"), opt(p.monthlyPayroll)],
      [t("tools.fiscal.fields.employees"), p.employees === undefined ? null : integer(p.employees)],
      [t("tools.fiscal.fields.proLabore"), opt(p.proLabore)],
      [t("tools.fiscal.fields.partners"), p.partners === undefined ? null : integer(p.partners)],
      [t("tools.fiscal.fields.monthlyExpenses"), opt(p.monthlyExpenses)],
      [
        t(purchases ? "tools.fiscal.fields.purchases" : "tools.fiscal.fields.monthlyCreditableCosts"),
        purchases
          ? t("reports.pdf.fiscal.estimated", { value: money(purchases.monthly) })
          : opt(p.monthlyCreditableCosts),
      ],
      [t("tools.fiscal.fields.issRate"), p.issRate === undefined ? null : percent(p.issRate / 100)],
      [t("tools.fiscal.fields.icmsRate"), p.icmsRate === undefined ? null : percent(p.icmsRate / 100)],
      [t("tools.fiscal.currentRegime"), p.currentRegime ? t(`tools.fiscal.currentRegimes.${p.currentRegime}`) : null],
      [t("tools.fiscal.fields.year"), String(result.year)],
    ]),
    highlights: facts([
      [t("tools.fiscal.bestOption"), result.cheapest ? regimeName(result.cheapest) : t("tools.fiscal.noRegime")],
      [
        t("reports.pdf.fiscal.savings"),
        s.alreadyBest && s.best
          ? t("reports.pdf.fiscal.alreadyBest", { regime: s.best.name })
          : result.cheapest && result.savings > 0
            ? t("reports.pdf.fiscal.savingsAgainst", {
                value: money(result.savings),
                baseline: regimeName(result.savingsBaseline),
              })
            : null,
      ],
      [
        t("reports.pdf.fiscal.savingsVsNext"),
        s.next && s.next.regime !== s.current?.regime
          ? t("reports.pdf.fiscal.savingsAgainst", { value: money(s.next.annualSaving), baseline: s.next.name })
          : null,
      ],
    ]),
    tables: [
      {
        caption: t("reports.pdf.fiscal.comparison"),
        columns: [
          t("reports.pdf.fiscal.regime"),
          t("tools.fiscal.annualTotal"),
          t("tools.fiscal.monthlyTotal"),
          t("tools.fiscal.effectiveRate"),
          t("reports.pdf.fiscal.availability"),
        ],
        rows: result.regimes.map((r) => [
          r.annex ? `${r.name} (${t("reports.pdf.fiscal.annex", { annex: r.annex })})` : r.name,
          r.eligible ? money(r.annualTotal) : "—",
          r.eligible ? money(r.monthlyTotal) : "—",
          r.eligible ? percent(r.effectiveRate) : "—",
          r.eligible ? t("reports.pdf.fiscal.available") : t("reports.pdf.fiscal.unavailable"),
        ]),
        numeric: [1, 2, 3],
        highlight: best >= 0 ? best : undefined,
      },
      ...eligible.map((r) => ({
        caption: t("tools.fiscal.breakdownCaption", { regime: r.name }),
        columns: [t("tools.fiscal.tax"), t("tools.fiscal.perMonth"), t("tools.fiscal.perYear")],
        rows: [
          ...r.breakdown.map((l) => [l.label, money(l.monthly), money(l.annual)]),
          [t("reports.pdf.total"), money(r.monthlyTotal), money(r.annualTotal)],
        ],
        numeric: [1, 2],
        highlight: r.breakdown.length,
      })),
    ],
    chart: {
      title: t("tools.fiscal.chartTitle"),
      bars: eligible.map((r) => ({
        label: r.name,
        value: r.annualTotal,
        display: money(r.annualTotal),
        highlight: r.regime === result.cheapest,
      })),
    },
    steps: eligible.map((r) => ({ title: r.name, steps: r.steps })),
    notes: [
      ...(result.assumptions ?? []).flatMap((a) => [
        t("tools.fiscal.assumptions.purchasesEstimated", {
          value: money(a.monthly),
          percent: `${a.percentOfRevenue}%`,
        }),
        t("tools.fiscal.assumptions.source", {
          source: a.source,
          date: formatDate(a.reviewedAt),
          unverified: String(a.grade === "M"),
        }),
      ]),
      ...result.warnings.map((w) => w.message),
      ...result.regimes
        .filter((r) => !r.eligible)
        .map((r) => t("reports.pdf.fiscal.unavailableNote", { regime: r.name, reason: r.reason })),
    ],
  };
};
