import { TOOLS } from "@/lib/tools/catalogue";
import { money } from "../format";
import { formatIsoDate } from "@/lib/br/date";
import { facts, type SectionBuilder } from "./types";

/** MEI eligibility: the limit of the year, DAS-MEI against the Simples, blockers and notes. */
export const meiSection: SectionBuilder<"mei"> = (input, r, t) => ({
  inputs: facts([
    [t("tools.mei.fields.activity"), t(`tools.mei.activities.${input.activity}`)],
    [t("tools.mei.fields.monthlyRevenue"), money(input.monthlyRevenue)],
    [t("tools.mei.fields.startDate"), input.startDate ? formatIsoDate(input.startDate) : null],
    [t("tools.mei.fields.employees"), input.employees === undefined ? null : String(input.employees)],
    [t("tools.mei.fields.employeeSalary"), input.employeeSalary === undefined ? null : money(input.employeeSalary)],
    [t("tools.mei.fields.hasPartner"), input.hasPartner ? t("reports.pdf.yes") : t("reports.pdf.no")],
    [t("tools.mei.fields.ownsOtherCompany"), input.ownsOtherCompany ? t("reports.pdf.yes") : t("reports.pdf.no")],
    [t("tools.mei.fields.year"), String(input.year ?? "")],
  ]),
  highlights: facts([
    [t("reports.pdf.mei.verdict"), r.eligible ? t("tools.mei.eligible") : t("tools.mei.notEligible")],
    [t("reports.pdf.mei.status"), t(`tools.mei.status.${r.status}`)],
    [t("tools.mei.annualSavings"), r.eligible ? money(r.annualSavings) : null],
  ]),
  tables: [
    {
      caption: t("tools.mei.resultTitle"),
      columns: [t("reports.pdf.item"), t("reports.pdf.value")],
      rows: [
        [t("tools.mei.limit", { months: r.months }), money(r.limit)],
        [t("tools.mei.projected"), money(r.projectedRevenue)],
        [t("tools.mei.remaining"), money(r.remainingLimit)],
        [t("tools.mei.dasMonthly"), money(r.dasMonthly)],
        [t("reports.pdf.mei.dasAnnual"), money(r.dasAnnual)],
        [t("reports.pdf.mei.employeeCharges"), money(r.employeeChargesMonthly)],
        [t("tools.mei.simplesMonthly", { annex: r.simples.annex }), money(r.simples.monthlyDas)],
        [t("reports.pdf.mei.simplesAnnual", { annex: r.simples.annex }), money(r.simples.annualDas)],
      ],
      numeric: [1],
    },
  ],
  chart: {
    title: t("reports.pdf.mei.chart"),
    bars: [
      {
        label: "MEI",
        value: r.dasAnnual + r.employeeChargesMonthly * 12,
        display: money(r.dasAnnual + r.employeeChargesMonthly * 12),
        highlight: r.eligible,
      },
      {
        label: t("reports.pdf.mei.simplesLabel", { annex: r.simples.annex }),
        value: r.simples.annualDas,
        display: money(r.simples.annualDas),
        highlight: !r.eligible,
      },
    ],
  },
  steps: [{ title: t(TOOLS.mei.messages.title), steps: r.steps }],
  notes: [...r.blockers, ...r.notes],
});
