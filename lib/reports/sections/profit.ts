import { TOOLS } from "@/lib/tools/catalogue";
import type { FatorRPath, PartnerResult } from "@/lib/tax";
import { partnerTaxOf, type SavedProfitResult } from "@/lib/tools/profit-result";
import type { ReportTable } from "../model";
import { money, percent, type Translate } from "../format";
import { facts, type SectionBuilder } from "./types";

/** The recommended scenario's year, partner by partner (rows) with the company's total beside it. */
function partnersTable(partners: PartnerResult[], t: Translate): ReportTable {
  const rows = partners.map((p) => [
    `${p.label} (${percent(p.sharePercent / 100)})`,
    p.receivesProLabore ? money(p.proLabore) : t("tools.profit.partner.noProLabore"),
    money(p.dividendsAnnual),
    money(p.inssAnnual),
    money(p.irpfAnnual),
    money(p.dividendWithholdingAnnual + p.irpfmBalance),
    money(p.taxAnnual),
    money(p.netAnnual),
  ]);
  return {
    caption: t("reports.pdf.profit.partners"),
    columns: [
      t("reports.pdf.profit.partner"),
      t("tools.profit.partner.proLabore"),
      t("tools.profit.partner.dividends"),
      t("tools.profit.partner.inss"),
      t("tools.profit.partner.irpf"),
      t("reports.pdf.profit.dividendTax"),
      t("tools.profit.partner.tax"),
      t("tools.profit.partner.net"),
    ],
    rows,
    numeric: [1, 2, 3, 4, 5, 6, 7],
  };
}

function pathTable(path: FatorRPath, t: Translate): ReportTable {
  const month = (n: number) => t("tools.profit.path.month", { n });
  return {
    caption: t("tools.profit.path.table"),
    columns: [
      t("tools.profit.path.columns.month"),
      t("tools.profit.path.columns.fs12"),
      t("tools.profit.path.columns.fatorR"),
      t("tools.profit.path.columns.annex"),
      t("tools.profit.path.columns.das"),
      t("tools.profit.path.columns.dasIfStayed"),
      t("tools.profit.path.columns.cumulative"),
    ],
    rows: path.months.map((m) => [
      month(m.month),
      money(m.fs12),
      percent(m.fatorR),
      m.annex,
      money(m.das),
      money(m.dasIfStayed),
      money(m.cumulativeSaving),
    ]),
    numeric: [1, 2, 4, 5, 6],
    highlight: path.firstAnnexIIIMonth - 1,
  };
}

function pathFacts(path: FatorRPath, t: Translate) {
  const p = (key: string, values?: Record<string, string | number>) => t(`tools.profit.path.${key}`, values);
  return facts([
    [p("firstYear"), p(path.firstYearCost > 0 ? "more" : "less", { value: money(Math.abs(path.firstYearCost)) })],
    [p("savingStarts"), p("month", { n: path.firstAnnexIIIMonth })],
    [p("steady"), path.steadySaving >= 0 ? money(path.steadySaving) : p("more", { value: money(-path.steadySaving) })],
    [
      p("payback"),
      path.paybackMonth === null ? p("never", { years: path.horizonYears }) : p("month", { n: path.paybackMonth }),
    ],
  ]);
}

/**
 * Pró-labore against dividends: the recommendation with each partner's pró-labore and the company's total, the Fator R
 * path (first year's cost, when the saving starts, month by month), each partner's year and every scenario.
 */
export const profitSection: SectionBuilder<"profit_strategy"> = (input, result, t) => {
  const r = result as SavedProfitResult;
  const best = r.scenarios.findIndex((s) => s.key === r.best);
  const chosen = r.scenarios[best];
  const several = (r.partnerCount ?? 1) > 1;
  const opt = (v: number | undefined) => (v === undefined ? null : money(v));
  const path = r.fatorRPath ?? null;
  const tables: ReportTable[] = [];
  if (chosen?.partners) tables.push(partnersTable(chosen.partners, t));
  if (path) tables.push(pathTable(path, t));
  tables.push({
    caption: t("reports.pdf.profit.scenarios"),
    columns: [
      t("reports.pdf.profit.scenario"),
      several ? t("tools.profit.proLaboreTotal") : t("tools.profit.proLabore"),
      several ? t("tools.profit.dividendsTotal") : t("tools.profit.dividends"),
      t("tools.profit.companyTax"),
      several ? t("tools.profit.partnersTax") : t("tools.profit.partnerTax"),
      t("tools.profit.totalTax"),
      several ? t("tools.profit.partnersNet") : t("tools.profit.partnerNet"),
    ],
    rows: r.scenarios.map((s) => [
      s.name,
      money(s.proLabore),
      money(s.dividends),
      money(s.companyTaxAnnual),
      money(partnerTaxOf(s)),
      money(s.totalTaxAnnual),
      money(s.partnerNetAnnual),
    ]),
    numeric: [1, 2, 3, 4, 5, 6],
    highlight: best >= 0 ? best : undefined,
  });
  const details = input.partnerDetails;
  return {
    inputs: facts([
      [t("tools.profit.fields.regime"), t(`tools.profit.regimes.${input.regime}`)],
      [t("tools.profit.fields.activity"), t(`tools.activities.${input.activity}`)],
      [t("tools.profit.fields.monthlyRevenue"), money(input.monthlyRevenue)],
      [t("tools.profit.fields.monthlyCosts"), money(input.monthlyCosts)],
      [t("tools.profit.fields.monthlyCreditableCosts"), opt(input.monthlyCreditableCosts)],
      [t("tools.profit.fields.monthlyPayroll"), opt(input.monthlyPayroll)],
      [t("tools.profit.fields.partners"), String(details?.length ?? input.partners ?? 1)],
      [t("tools.profit.fields.currentProLabore"), opt(input.currentProLabore)],
      [t("tools.profit.fields.dependents"), input.dependents === undefined ? null : String(input.dependents)],
      [t("tools.profit.fields.otherTaxableIncome"), opt(input.otherTaxableIncome)],
      [t("tools.profit.fields.otherExemptIncome"), opt(input.otherExemptIncome)],
      [t("tools.profit.fields.otherExclusiveTax"), opt(input.otherExclusiveTax)],
      [t("tools.profit.fields.otherAnnualIncome"), opt(input.otherAnnualIncome)],
      [
        t("tools.profit.fields.localTaxRate"),
        input.localTaxRate === undefined ? null : percent(input.localTaxRate / 100),
      ],
      [t("tools.profit.fields.year"), String(input.year ?? "")],
    ]),
    highlights: [
      ...facts([
        [t("tools.profit.best"), chosen?.name ?? "—"],
        [t("reports.pdf.profit.savings"), money(r.savings)],
        ...(chosen && several && chosen.partners
          ? chosen.partners.map((p): [string, string] => [
              t("reports.pdf.profit.partnerPay", { label: p.label }),
              p.receivesProLabore ? money(p.proLabore) : t("tools.profit.partner.noProLabore"),
            ])
          : []),
        [t("tools.profit.companyTax"), chosen ? money(chosen.companyTaxAnnual) : null],
        [t("tools.profit.totalTax"), chosen ? money(chosen.totalTaxAnnual) : null],
      ]),
      ...(path ? pathFacts(path, t) : []),
    ],
    tables,
    chart: {
      title: t("tools.profit.totalTax"),
      bars: r.scenarios.map((s) => ({
        label: s.name,
        value: Math.max(0, s.totalTaxAnnual),
        display: money(s.totalTaxAnnual),
        highlight: s.key === r.best,
      })),
    },
    steps: [{ title: t(TOOLS.profit_strategy.messages.title), steps: r.steps }],
    notes: r.notes,
  };
};
