import { money, percent } from "../format";
import { facts, type SectionBuilder } from "./types";

/** Pró-labore against dividends: every scenario's taxes for company and partner, the best one highlighted. */
export const profitSection: SectionBuilder<"profit_strategy"> = (input, r, t) => {
  const best = r.scenarios.findIndex((s) => s.key === r.best);
  const opt = (v: number | undefined) => (v === undefined ? null : money(v));
  return {
    inputs: facts([
      [t("tools.profit.fields.regime"), t(`tools.profit.regimes.${input.regime}`)],
      [t("tools.profit.fields.activity"), t(`tools.activities.${input.activity}`)],
      [t("tools.profit.fields.monthlyRevenue"), money(input.monthlyRevenue)],
      [t("tools.profit.fields.monthlyCosts"), money(input.monthlyCosts)],
      [t("tools.profit.fields.monthlyPayroll"), opt(input.monthlyPayroll)],
      [t("tools.profit.fields.currentProLabore"), opt(input.currentProLabore)],
      [t("tools.profit.fields.dependents"), input.dependents === undefined ? null : String(input.dependents)],
      [t("tools.profit.fields.otherAnnualIncome"), opt(input.otherAnnualIncome)],
      [
        t("tools.profit.fields.localTaxRate"),
        input.localTaxRate === undefined ? null : percent(input.localTaxRate / 100),
      ],
      [t("tools.profit.fields.year"), String(input.year ?? "")],
    ]),
    highlights: facts([
      [t("tools.profit.best"), r.scenarios[best]?.name ?? "—"],
      [t("reports.pdf.profit.savings"), money(r.savings)],
    ]),
    tables: [
      {
        caption: t("reports.pdf.profit.scenarios"),
        columns: [
          t("reports.pdf.profit.scenario"),
          t("tools.profit.proLabore"),
          t("tools.profit.dividends"),
          t("tools.profit.companyTax"),
          t("tools.profit.partnerTax"),
          t("tools.profit.totalTax"),
          t("tools.profit.partnerNet"),
        ],
        rows: r.scenarios.map((s) => [
          s.name,
          money(s.proLabore),
          money(s.dividends),
          money(s.companyTaxAnnual),
          money(s.partnerInssAnnual + s.irrfAnnual + s.dividendWithholdingAnnual + s.irpfmBalance),
          money(s.totalTaxAnnual),
          money(s.partnerNetAnnual),
        ]),
        numeric: [1, 2, 3, 4, 5, 6],
        highlight: best >= 0 ? best : undefined,
      },
    ],
    chart: {
      title: t("tools.profit.totalTax"),
      bars: r.scenarios.map((s) => ({
        label: s.name,
        value: Math.max(0, s.totalTaxAnnual),
        display: money(s.totalTaxAnnual),
        highlight: s.key === r.best,
      })),
    },
    steps: [{ title: t("tools.profit.title"), steps: r.steps }],
    notes: r.notes,
  };
};
