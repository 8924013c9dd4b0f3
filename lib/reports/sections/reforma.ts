import { TOOLS } from "@/lib/tools/catalogue";
import type { ReformYearRow } from "@/lib/tax/reform/types";
import { formatIsoDate } from "@/lib/br/date";
import { money, percent } from "../format";
import { facts, type SectionBuilder } from "./types";
import { formatPercentPoints } from "@/lib/br/number";

const YEAR_COLUMNS = [
  "pisCofins",
  "cbs",
  "ibs",
  "icmsIss",
  "credits",
] as const satisfies readonly (keyof ReformYearRow)[];

/**
 * The reform projection in a PDF: the assumptions as typed, the main scenario (estimate or official), the
 * recommendation or the 2026 × 2027 difference, the taxes year by year, the memória and every assumption's source.
 */
export const reformaSection: SectionBuilder<"reforma_tributaria"> = (input, r, t) => {
  const e = input.engine;
  const columns = YEAR_COLUMNS.filter((c) => r.years.some((y) => y[c] !== 0));
  // The Simples' whole DAS (IRPJ, CSLL, CPP included) after the consumption taxes' total, as on the screen.
  const das = r.years.some((y) => y.das !== 0);
  const main = r.simplesOption?.perScenario[0];
  return {
    inputs: facts([
      [t("tools.reforma.fields.regime"), t(`tools.reforma.regimes.${e.regime}`)],
      [t("tools.reforma.fields.activity"), t(`tools.activities.${e.activity}`)],
      [t("tools.reforma.fields.monthlyRevenue"), money(e.monthlyRevenue)],
      [t("tools.reforma.fields.creditingBuyersPercent"), formatPercentPoints(e.creditingBuyersPercent, { max: 3 })],
      [t("tools.reforma.fields.purchasesRegular"), money(e.purchasesRegular)],
      [t("tools.reforma.fields.purchasesSimples"), money(e.purchasesSimples)],
      [t("tools.reforma.fields.reduction"), t(`tools.reforma.reductions.${e.reduction}`)],
      [t("tools.reforma.fields.priceConvention"), t(`tools.reforma.conventions.${e.priceConvention}`)],
      [
        t("tools.reforma.fields.scenario"),
        `${r.scenario.name} — ${r.scenario.official ? t("tools.reforma.scenario.official") : t("tools.reforma.scenario.estimate")}`,
      ],
    ]),
    highlights: facts([
      [t("tools.reforma.simples.choiceLabel"), r.simplesOption?.headline],
      [
        t("tools.reforma.simples.breakEven"),
        main
          ? main.breakEvenPercent === null
            ? t("tools.reforma.simples.breakEvenNone")
            : percent(main.breakEvenPercent / 100)
          : null,
      ],
      [t("tools.reforma.simples.jointGain"), main ? money(main.jointGain) : null],
      [
        t("tools.reforma.calendar.opt"),
        r.nextWindow ? `${formatIsoDate(r.nextWindow.optFrom)} – ${formatIsoDate(r.nextWindow.optUntil)}` : null,
      ],
      [t("tools.reforma.regular.title"), r.regular ? money(r.regular.difference) : null],
    ]),
    tables: [
      {
        caption: t("tools.reforma.years.title"),
        columns: [
          t("tools.reforma.years.year"),
          ...columns.map((c) => t(`tools.reforma.years.${c}`)),
          t("tools.reforma.years.total"),
          ...(das ? [t("tools.reforma.years.das")] : []),
        ],
        rows: r.years.map((y) => [
          String(y.year),
          ...columns.map((c) => money(y[c])),
          money(y.total),
          ...(das ? [money(y.das)] : []),
        ]),
        numeric: [...columns.map((_, i) => i + 1), columns.length + 1, ...(das ? [columns.length + 2] : [])],
      },
    ],
    chart: {
      title: t("tools.reforma.years.chartTitle"),
      bars: r.years.map((y) => ({ label: String(y.year), value: y.total, display: money(y.total) })),
    },
    steps: [{ title: t(TOOLS.reforma_tributaria.messages.title), steps: r.steps }],
    notes: [
      `${r.scenario.name}: ${t("tools.reforma.scenario.sourceLine", { source: r.scenario.source, date: formatIsoDate(r.scenario.date) })}`,
      ...(r.simplesOption?.dependsOn ?? []),
      ...r.assumptions.map((a) => `${a.text} (${a.source})`),
    ],
  };
};
