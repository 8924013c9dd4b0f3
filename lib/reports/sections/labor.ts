import { TOOLS } from "@/lib/tools/catalogue";
import { money } from "../format";
import { facts, type SectionBuilder } from "./types";
import { formatNumber, formatPercentPoints } from "@/lib/br/number";

/** Cost of one CLT employee: the employer's monthly total first, each charge, provision and benefit, and the net pay. */
export const laborSection: SectionBuilder<"labor"> = (input, r, t) => {
  const b = input.benefits ?? {};
  const opt = (v: number | undefined) => (v ? money(v) : null);
  // The Simples outside Anexo IV pays the CPP inside the DAS (LC 123/2006 art. 13, VI), not on the payroll.
  const cppInDas = input.regime === "simples";
  const composition: [string, number][] = [
    [t("tools.labor.rows.salary"), r.salary],
    [t("tools.labor.rows.cpp"), r.charges.cpp],
    [t("tools.labor.rows.rat"), r.charges.rat],
    [t("tools.labor.rows.thirdParty"), r.charges.thirdParty],
    [t("tools.labor.rows.fgts"), r.charges.fgts],
    [t("tools.labor.rows.thirteenth"), r.provisions.thirteenth],
    [t("tools.labor.rows.vacation"), r.provisions.vacation],
    [t("tools.labor.rows.benefits"), r.benefits.total],
  ];
  return {
    inputs: facts([
      [t("tools.labor.fields.salary"), money(input.salary)],
      [t("tools.labor.fields.regime"), t(`tools.employerRegimes.${input.regime}`)],
      [t("tools.labor.fields.valeTransporte"), opt(b.valeTransporte)],
      [t("tools.labor.fields.valeRefeicao"), opt(b.valeRefeicao)],
      [t("tools.labor.fields.planoSaude"), opt(b.planoSaude)],
      [t("tools.labor.fields.seguroVida"), opt(b.seguroVida)],
      [t("tools.labor.fields.dependents"), input.dependents === undefined ? null : String(input.dependents)],
      [
        t("tools.labor.fields.ratPercent"),
        input.ratPercent === undefined ? null : formatPercentPoints(input.ratPercent, { min: 2, max: 2 }),
      ],
      [t("tools.labor.fields.year"), String(input.year ?? "")],
    ]),
    highlights: facts([
      [t("reports.pdf.labor.employerMonthly"), money(r.monthlyCost)],
      [t("tools.labor.annualCost"), money(r.annualCost)],
      [t("tools.labor.ratio"), `${formatNumber(r.costToSalaryRatio, { min: 2, max: 2 })}×`],
    ]),
    tables: [
      {
        caption: t("tools.labor.breakdownCaption"),
        columns: [t("reports.pdf.item"), t("reports.pdf.monthly")],
        rows: [
          ...composition.map(([label, value]) =>
            cppInDas && label === t("tools.labor.rows.cpp")
              ? [label, t("tools.labor.cppInDas", { value: money(0) })]
              : [label, money(value)],
          ),
          [t("reports.pdf.labor.employerMonthly"), money(r.monthlyCost)],
        ],
        numeric: [1],
        highlight: composition.length,
      },
      {
        caption: t("reports.pdf.labor.employee"),
        columns: [t("reports.pdf.item"), t("reports.pdf.monthly")],
        rows: [
          [t("tools.labor.rows.salary"), money(r.salary)],
          ["INSS", money(r.employee.inss)],
          ["IRRF", money(r.employee.irrf)],
          [t("reports.pdf.labor.vtDiscount"), money(r.employee.valeTransporteDiscount)],
          [t("reports.pdf.labor.net"), money(r.employee.net)],
        ],
        numeric: [1],
        highlight: 4,
      },
    ],
    chart: {
      title: t("tools.labor.breakdownCaption"),
      bars: composition.filter(([, v]) => v > 0).map(([label, value]) => ({ label, value, display: money(value) })),
    },
    steps: [{ title: t(TOOLS.labor.messages.title), steps: r.steps }],
    notes: [],
  };
};
