import { useTranslations } from "next-intl";
import { TitledCard } from "@/components/common/titled-card";
import type { SimplesReformMonth } from "@/lib/tax";
import type { ReformResult } from "@/lib/tax/reform/types";
import type { ReformSale } from "@/lib/tools/reform-sentence";
import { CalculationSteps } from "../calculation-steps";
import { DasMonth } from "./das-month";
import { GradeBadge, ScenarioLabel } from "./grade-badge";
import { OptionCalendar } from "./option-calendar";
import { ReformAnswerCard } from "./reform-answer";
import { RegularTransitionPanel } from "./regular-transition";
import { SimplesOptionPanel } from "./simples-option-panel";
import { YearsChart } from "./years-chart";
import { YearsTable } from "./years-table";

/**
 * The reform result, one presentation for the tool, a saved simulation and the public calculator: the answer first
 * (one sentence, the deadline, the rate used), the 2027 DAS month when the caller has it (the public calculator), the
 * Simples por dentro/por fora panel with its option calendar or the Presumido/Real 2026 × 2027 comparison, the main
 * scenario, the taxes on sales 2026–2033 as a chart and a table, the assumptions with their sources and the memória.
 */
export function ReformaResult({
  result,
  month,
  sale,
}: {
  result: ReformResult;
  month?: SimplesReformMonth;
  /** The sales the result was computed on, for the price rise that makes por fora break even (the answer's). */
  sale?: ReformSale;
}) {
  const t = useTranslations("tools.reforma");
  // One column that never grows past its container: the year chart measures its parent, so a track sized by its content
  // kept it (and the answer above it) wider than the result column at 1280 px.
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6" data-testid="reform-result">
      <ReformAnswerCard result={result} sale={sale} />
      {month ? <DasMonth month={month} /> : null}
      {result.simplesOption ? (
        <TitledCard title={t("simples.cardTitle")} contentClassName="grid grid-cols-[minmax(0,1fr)] gap-6">
          <SimplesOptionPanel decision={result.simplesOption} />
          <OptionCalendar windows={result.windows} next={result.nextWindow} />
        </TitledCard>
      ) : null}
      {result.regular ? (
        <TitledCard title={t("regular.cardTitle")} contentClassName="grid grid-cols-[minmax(0,1fr)] gap-4">
          <RegularTransitionPanel regular={result.regular} />
        </TitledCard>
      ) : null}
      <TitledCard
        title={t("result.title")}
        contentClassName="grid grid-cols-[minmax(0,1fr)] gap-3 text-sm"
        data-testid="reform-scenario"
      >
        <p className="text-muted-foreground">{t("result.mainScenario")}</p>
        <ScenarioLabel scenario={result.scenario} />
        {!result.scenario.official ? <p className="text-sm">{t("result.estimateNotice")}</p> : null}
      </TitledCard>
      <TitledCard title={t("years.title")} contentClassName="grid grid-cols-[minmax(0,1fr)] gap-4">
        <YearsChart years={result.years} />
        <YearsTable years={result.years} />
        <p className="text-muted-foreground text-xs">{t("years.annualNote")}</p>
        {result.regime === "simples" ? <p className="text-muted-foreground text-xs">{t("years.simplesNote")}</p> : null}
      </TitledCard>
      {result.assumptions.length > 0 ? (
        <TitledCard
          title={t("assumptions.title")}
          contentClassName="grid grid-cols-[minmax(0,1fr)] gap-2 text-sm"
          data-testid="reform-assumptions"
        >
          <ul className="grid gap-2">
            {result.assumptions.map((a, i) => (
              <li key={i} className="grid gap-0.5 border-b pb-2 last:border-0 last:pb-0">
                <span>{a.text}</span>
                <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
                  {t("assumptions.source", { source: a.source })}
                  <GradeBadge grade={a.grade} />
                </span>
              </li>
            ))}
          </ul>
        </TitledCard>
      ) : null}
      <CalculationSteps steps={result.steps} />
    </div>
  );
}
