import { TOOLS } from "@/lib/tools/catalogue";
import { money } from "../format";
import { facts, type SectionBuilder } from "./types";

/** CLT against each PJ option: what the person keeps per year and what the company spends. */
export const cltVsPjSection: SectionBuilder<"clt_vs_pj"> = (input, r, t) => {
  const b = input.benefits ?? {};
  const eligible = r.pj.options.filter((o) => o.eligible);
  const best = r.pj.options.find((o) => o.option === r.pj.best);
  return {
    inputs: facts([
      [t("tools.cltVsPj.fields.salary"), money(input.salary)],
      [
        t("tools.cltVsPj.fields.employerRegime"),
        input.employerRegime ? t(`tools.employerRegimes.${input.employerRegime}`) : null,
      ],
      [
        t("tools.cltVsPj.fields.pjActivity"),
        input.pjActivity ? t(`tools.cltVsPj.pjActivities.${input.pjActivity}`) : null,
      ],
      [t("tools.cltVsPj.fields.valeRefeicao"), b.valeRefeicao ? money(b.valeRefeicao) : null],
      [t("tools.cltVsPj.fields.planoSaude"), b.planoSaude ? money(b.planoSaude) : null],
      [
        t("tools.cltVsPj.fields.pjMonthlyRevenue"),
        input.pjMonthlyRevenue === undefined ? null : money(input.pjMonthlyRevenue),
      ],
      [
        t("tools.cltVsPj.fields.pjMonthlyCosts"),
        input.pjMonthlyCosts === undefined ? null : money(input.pjMonthlyCosts),
      ],
      [t("tools.cltVsPj.fields.dependents"), input.dependents === undefined ? null : String(input.dependents)],
      [t("tools.cltVsPj.fields.year"), String(input.year ?? "")],
    ]),
    highlights: facts([
      [t("reports.pdf.cltVsPj.advantage"), t(`tools.cltVsPj.recommendation.${r.advantage}`)],
      [t("reports.pdf.cltVsPj.difference"), money(r.difference)],
      [t("tools.cltVsPj.employerCost"), money(r.clt.employerMonthlyCost)],
    ]),
    tables: [
      {
        caption: t("tools.cltVsPj.cltCard"),
        columns: [t("reports.pdf.item"), t("reports.pdf.value")],
        rows: [
          [t("tools.cltVsPj.gross"), money(r.clt.grossMonthly)],
          [t("tools.cltVsPj.netMonthly"), money(r.clt.netMonthly)],
          [t("tools.cltVsPj.netAnnual"), money(r.clt.netAnnual)],
          [t("tools.cltVsPj.fgts"), money(r.clt.fgtsAnnual)],
          [t("tools.cltVsPj.benefits"), money(r.clt.benefitsAnnual)],
          [t("tools.cltVsPj.totalValue"), money(r.clt.totalAnnualValue)],
          [t("tools.cltVsPj.employerCost"), money(r.clt.employerMonthlyCost)],
        ],
        numeric: [1],
        highlight: 5,
      },
      {
        caption: t("tools.cltVsPj.optionsCaption"),
        columns: [
          t("tools.cltVsPj.option"),
          t("tools.cltVsPj.das"),
          t("tools.cltVsPj.inssIrrf"),
          t("tools.cltVsPj.netMonthly"),
          t("tools.cltVsPj.netAnnual"),
        ],
        rows: r.pj.options.map((o) =>
          o.eligible
            ? [o.label, money(o.das), money(o.partnerInss + o.irrf), money(o.netMonthly), money(o.netAnnual)]
            : [`${o.label} (${t("tools.cltVsPj.notEligible")}: ${o.reason})`, "—", "—", "—", "—"],
        ),
        numeric: [1, 2, 3, 4],
        highlight: best ? r.pj.options.indexOf(best) : undefined,
      },
    ],
    chart: {
      title: t("reports.pdf.cltVsPj.chart"),
      bars: [
        {
          label: t("tools.cltVsPj.cltCard"),
          value: r.clt.totalAnnualValue,
          display: money(r.clt.totalAnnualValue),
          highlight: r.advantage === "clt",
        },
        ...eligible.map((o) => ({
          label: o.label,
          value: Math.max(0, o.netAnnual),
          display: money(o.netAnnual),
          highlight: r.advantage === "pj" && o.option === r.pj.best,
        })),
      ],
    },
    steps: [{ title: t(TOOLS.clt_vs_pj.messages.title), steps: r.steps }],
    notes: [],
  };
};
