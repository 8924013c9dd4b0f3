import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { formatSemester } from "@/lib/br/date";
import { formatBrl, formatPercent } from "@/lib/br/money";
import {
  SIMPLES_OPTION_LINES,
  type SimplesOptionDecision,
  type SimplesOptionScenario,
  type SimplesOptionSide,
} from "@/lib/tax/reform/types";
import { ScenarioLabel } from "./grade-badge";

/**
 * Simples: por dentro (CBS/IBS in the DAS) or por fora (regular regime, LC 123 art. 13 §§9–10): the headline in
 * plain Portuguese with what it depends on, then one card per reference-rate scenario, side by side from md up,
 * stacked below (each card is a list of label/value pairs, so amounts never run together).
 */
export function SimplesOptionPanel({ decision }: { decision: SimplesOptionDecision }) {
  const t = useTranslations("tools.reforma.simples");
  return (
    <section className="grid gap-4" aria-labelledby="reform-simples-title">
      <h3 id="reform-simples-title" className="text-base font-semibold">
        {t("title", { semester: formatSemester(decision.semester) })}
      </h3>
      <div
        className="border-primary/40 bg-primary/5 grid gap-2 rounded-md border p-4 text-sm"
        data-testid="reform-recommendation"
      >
        <p className="text-base font-medium" data-choice={decision.choice}>
          {decision.headline}
        </p>
        {decision.dependsOn.length > 0 ? (
          <>
            <p className="text-muted-foreground">{t("dependsOn")}</p>
            <ul className="list-disc pl-5">
              {decision.dependsOn.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {decision.perScenario.map((s, i) => (
          <ScenarioCard key={s.scenario.id} option={s} main={i === 0} />
        ))}
      </div>
    </section>
  );
}

function ScenarioCard({ option, main }: { option: SimplesOptionScenario; main: boolean }) {
  const t = useTranslations("tools.reforma.simples");
  return (
    <article
      className="grid content-start gap-3 rounded-md border p-3 text-sm"
      data-testid="reform-scenario-card"
      aria-label={option.scenario.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ScenarioLabel scenario={option.scenario} />
        {main ? <Badge variant="outline">{t("main")}</Badge> : null}
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t("regularRate")}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
          {formatPercent(option.regularRate)}
        </dd>
        <dt className="text-muted-foreground">{t("dasShareRate")}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
          {formatPercent(option.dasShareRate)}
        </dd>
      </dl>
      <Side title={t("inside")} side={option.inside} />
      <Side title={t("outside")} side={option.outside} />
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t pt-2">
        <dt className="text-muted-foreground">{t("sellerExtraTax")}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
          {formatBrl(option.sellerExtraTax)}
        </dd>
        <dt className="text-muted-foreground">{t("buyersExtraCredit")}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
          {formatBrl(option.buyersExtraCredit)}
        </dd>
        <dt className="font-medium">{t("jointGain")}</dt>
        <dd
          className="text-right font-semibold whitespace-nowrap tabular-nums"
          data-amount
          data-testid="reform-joint-gain"
        >
          {formatBrl(option.jointGain)}
        </dd>
        <dt className="font-medium">{t("breakEven")}</dt>
        <dd
          className="text-right font-semibold whitespace-nowrap tabular-nums"
          data-amount
          data-testid="reform-break-even"
        >
          {option.breakEvenPercent === null ? t("breakEvenNone") : formatPercent(option.breakEvenPercent / 100)}
        </dd>
        <dt className="font-medium">{t("choiceLabel")}</dt>
        <dd className="text-right font-semibold">{t(`choice.${option.choice}`)}</dd>
      </dl>
    </article>
  );
}

function Side({ title, side }: { title: string; side: SimplesOptionSide }) {
  const t = useTranslations("tools.reforma.simples.lines");
  const lines = SIMPLES_OPTION_LINES.filter(
    (l) => l === "das" || l === "sellerTotal" || l === "buyersCredit" || side[l] !== 0,
  );
  return (
    <div className="grid gap-1">
      <h4 className="font-medium">{title}</h4>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
        {lines.map((l) => (
          <div key={l} className="contents">
            <dt className="text-muted-foreground">{t(l)}</dt>
            <dd className="text-right whitespace-nowrap tabular-nums" data-amount>
              {formatBrl(side[l])}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
