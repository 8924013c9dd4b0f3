import { TOOLS } from "@/lib/tools/catalogue";
import { CREDIT_REGIME_RATES } from "@/lib/tools/credit-regime-rates";
import { formatMonthRef } from "@/lib/br/date";
import { money } from "../format";
import { facts, type SectionBuilder } from "./types";
import { formatPercentPoints } from "@/lib/br/number";

/** A hidden-credit estimate: what was informed, the totals, the month-by-month table, the steps and assumptions. */
export const hiddenCreditsSection: SectionBuilder<"hidden_credits"> = (input, r, t) => {
  const first = r.months[0];
  const last = r.months.at(-1);
  const steady = input.steady;
  return {
    inputs: facts([
      [t("hiddenCredits.fields.type"), t(`hiddenCredits.types.${r.type}`)],
      [t("hiddenCredits.fields.annex"), r.annex ? t(`hiddenCredits.annexes.${r.annex}`) : null],
      [
        t("hiddenCredits.fields.regime"),
        r.regime ? t(`hiddenCredits.regimes.${r.regime}`, CREDIT_REGIME_RATES[r.regime]) : null,
      ],
      [t("hiddenCredits.fields.rbt12"), steady?.rbt12 === undefined ? null : money(steady.rbt12)],
      [t("hiddenCredits.fields.monthRevenue"), steady?.revenue === undefined ? null : money(steady.revenue)],
      [
        t(r.type === "icms_st" ? "hiddenCredits.fields.shareIcmsSt" : "hiddenCredits.fields.shareMonofasico"),
        steady?.sharePercent === undefined || r.annex === null
          ? null
          : `${String(steady.sharePercent).replace(".", ",")}%`,
      ],
      [t("hiddenCredits.fields.icms"), steady?.icms === undefined ? null : money(steady.icms)],
      [t("hiddenCredits.fields.months"), String(r.months.length)],
      [t("hiddenCredits.fields.year"), String(r.year)],
    ]),
    highlights: facts([
      [t("hiddenCredits.estimate"), t(`hiddenCredits.types.${r.type}`)],
      [t("hiddenCredits.lastMonth"), last ? money(last.credit) : null],
      [t("hiddenCredits.totalNominal", { months: r.months.length }), money(r.totalNominal)],
      [t("hiddenCredits.totalCorrected"), money(r.totalCorrected)],
      [
        t("hiddenCredits.window"),
        first && last
          ? t("hiddenCredits.windowValue", { from: formatMonthRef(first.period), to: formatMonthRef(last.period) })
          : null,
      ],
      [t("hiddenCredits.legalBasis"), r.legalBasis],
    ]),
    tables: [
      {
        caption: t("hiddenCredits.tableTitle"),
        columns: [
          t("hiddenCredits.columns.period"),
          t("hiddenCredits.columns.base"),
          t("hiddenCredits.columns.creditBase"),
          t("hiddenCredits.columns.credit"),
          t("hiddenCredits.columns.selic"),
          t("hiddenCredits.columns.corrected"),
        ],
        rows: r.months.map((m) => [
          formatMonthRef(m.period),
          money(m.base),
          money(m.creditBase),
          money(m.credit),
          `${formatPercentPoints(m.selicRate * 100, { min: 2, max: 2, grouping: false })}${m.selicEstimated ? "*" : ""}`,
          money(m.corrected),
        ]),
        numeric: [1, 2, 3, 4, 5],
      },
    ],
    chart: {
      title: t("hiddenCredits.resultTitle", { type: t(`hiddenCredits.types.${r.type}`) }),
      bars: [
        {
          label: t("hiddenCredits.totalNominal", { months: r.months.length }),
          value: r.totalNominal,
          display: money(r.totalNominal),
          highlight: false,
        },
        {
          label: t("hiddenCredits.totalCorrected"),
          value: r.totalCorrected,
          display: money(r.totalCorrected),
          highlight: true,
        },
      ],
    },
    steps: [{ title: t(TOOLS.hidden_credits.messages.title), steps: r.steps }],
    notes: [
      t("hiddenCredits.assumptions.steady"),
      t("hiddenCredits.assumptions.selic", { source: r.selic.source, lastMonth: r.selic.lastMonth }),
      ...(r.selic.estimatedMonths > 0
        ? [
            t("hiddenCredits.assumptions.selicEstimated", {
              count: r.selic.estimatedMonths,
              lastMonth: r.selic.lastMonth,
            }),
            t("hiddenCredits.estimatedNote"),
          ]
        : []),
      t("hiddenCredits.assumptions.review"),
    ],
  };
};
