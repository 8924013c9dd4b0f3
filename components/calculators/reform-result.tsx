"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";
import { CalculationSteps } from "@/components/tools/calculation-steps";
import { formatDate, todayIso } from "@/lib/br/date";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { SimplesReformMonth } from "@/lib/tax";
import {
  SIMPLES_OPTION_LINES,
  type OptionWindow,
  type ReferenceScenario,
  type ReformResult,
  type SimplesOptionScenario,
} from "@/lib/tax/reform/types";

// The reform result for a Simples company, laid out for a phone first: amounts sit in their own cells with a
// gap between them (never side by side in running text), wide tables scroll inside their own region.

/** A label and its amount on one row, the amount right-aligned and never wrapping. */
function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-1.5 last:border-0">
      <dt className={strong ? "font-medium" : "text-muted-foreground"}>{label}</dt>
      <dd
        className={`tabular-nums whitespace-nowrap ${strong ? "font-semibold" : ""}`}
        data-amount
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="grid gap-2" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A table wider than a phone: its own keyboard-scrollable region (axe's scrollable-region-focusable). */
function ScrollTable({
  label,
  head,
  rows,
  testId,
}: {
  label: string;
  head: string[];
  rows: { key: string; cells: string[] }[];
  testId?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="focus-visible:ring-ring/50 overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
      data-testid={testId}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr className="border-b">
            {head.map((cell, i) => (
              <th
                key={cell}
                scope="col"
                className={`py-2 pr-4 font-medium whitespace-nowrap ${i === 0 ? "text-left" : "text-right"}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0">
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="py-1.5 pr-4 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="py-1.5 pr-4 text-right whitespace-nowrap tabular-nums" data-amount>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The reform job's result and the 2027 DAS month it rests on (its CBS and IBS parcels). */
export type ReformOutcome = { reform: ReformResult; month: SimplesReformMonth };

export function ReformResultView({ outcome }: { outcome: ReformOutcome }) {
  const t = useTranslations("calculators.reform");
  const result = outcome.reform;
  const decision = result.simplesOption;
  const main = decision?.perScenario[0] ?? null;
  return (
    <div className="grid gap-6 rounded-xl border p-4 sm:p-6" data-testid="reform-result">
      {main ? <InsideHeadline option={main} month={outcome.month} /> : null}
      {decision && main ? (
        <Section title={t("result.recommendationTitle")} testId="reform-recommendation">
          <p className="font-semibold">{t(`choice.${decision.choice}`)}</p>
          <p className="text-sm">{decision.headline}</p>
          {decision.dependsOn.length > 0 ? (
            <div className="grid gap-1 text-sm">
              <p className="text-muted-foreground">{t("result.dependsOn")}</p>
              <ul className="grid list-disc gap-1 pl-5">
                {decision.dependsOn.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </Section>
      ) : null}
      {main ? <Comparison option={main} /> : null}
      <ScenarioUsed scenario={result.scenario} />
      {decision && decision.perScenario.length > 1 ? <OtherScenarios options={decision.perScenario} /> : null}
      <Deadlines windows={result.windows} next={result.nextWindow} semester={decision?.semester ?? null} />
      <Years result={result} />
      <Section title={t("result.assumptionsTitle")} testId="reform-assumptions">
        <ul className="grid list-disc gap-2 pl-5 text-sm">
          {result.assumptions.map((a) => (
            <li key={a.text}>
              {a.text}{" "}
              <span className="text-muted-foreground text-xs">
                ({a.source}; {t(`grades.${a.grade}`)})
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <CalculationSteps steps={result.steps} />
    </div>
  );
}

/** The 2027 DAS as the company pays it by default, with its CBS and IBS parcels and the credit its buyers take. */
function InsideHeadline({ option, month }: { option: SimplesOptionScenario; month: SimplesReformMonth }) {
  const t = useTranslations("calculators.reform");
  return (
    <div className="grid gap-3">
      <div>
        <h2 className="text-muted-foreground text-sm font-medium">{t("result.dasTitle")}</h2>
        <p className="text-3xl font-bold tabular-nums" data-amount data-testid="reform-das">
          {formatBrl(month.das)}
        </p>
        <p className="text-muted-foreground text-sm">
          {t("result.dasBand", { annex: month.annex, band: month.band, rate: formatPercent(month.effectiveRate) })}
        </p>
      </div>
      <dl className="grid text-sm">
        <Row label={t("result.cbsParcel")} value={formatBrl(month.parcels.CBS ?? 0)} testId="reform-cbs" />
        <Row label={t("result.ibsParcel")} value={formatBrl(month.parcels.IBS ?? 0)} testId="reform-ibs" />
        <Row label={t("result.dasShareRate")} value={formatPercent(option.dasShareRate)} />
        <Row label={t("result.buyersCreditInside")} value={formatBrl(option.inside.buyersCredit)} />
      </dl>
    </div>
  );
}

function Comparison({ option }: { option: SimplesOptionScenario }) {
  const t = useTranslations("calculators.reform");
  return (
    <Section title={t("result.comparisonTitle")} testId="reform-comparison">
      <ScrollTable
        label={t("result.comparisonTitle")}
        head={[t("result.item"), t("result.inside"), t("result.outside")]}
        rows={SIMPLES_OPTION_LINES.map((key) => ({
          key,
          cells: [t(`result.rows.${key}`), formatBrl(option.inside[key]), formatBrl(option.outside[key])],
        }))}
      />
      <dl className="grid text-sm">
        <Row label={t("result.regularRate")} value={formatPercent(option.regularRate)} />
        <Row label={t("result.sellerExtraTax")} value={formatBrl(option.sellerExtraTax)} />
        <Row label={t("result.buyersExtraCredit")} value={formatBrl(option.buyersExtraCredit)} />
        <Row label={t("result.jointGain")} value={formatBrl(option.jointGain)} strong testId="reform-joint-gain" />
        <Row
          label={t("result.breakEven")}
          value={
            option.breakEvenPercent === null ? t("result.breakEvenNone") : formatPercent(option.breakEvenPercent / 100)
          }
          strong
          testId="reform-break-even"
        />
      </dl>
    </Section>
  );
}

function GradeBadge({ scenario }: { scenario: ReferenceScenario }) {
  const t = useTranslations("calculators.reform");
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-medium ${scenario.official ? "" : "bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100"}`}
    >
      {scenario.official ? t("result.official") : t("result.estimate")}
    </span>
  );
}

function ScenarioUsed({ scenario }: { scenario: ReferenceScenario }) {
  const t = useTranslations("calculators.reform");
  return (
    <Section title={t("result.scenarioTitle")} testId="reform-scenario">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium">{scenario.name}</p>
        <GradeBadge scenario={scenario} />
      </div>
      <p className="text-muted-foreground text-sm">
        {t("result.scenarioSource", {
          source: scenario.source,
          date: formatDate(scenario.date),
          grade: t(`grades.${scenario.grade}`),
        })}
      </p>
    </Section>
  );
}

/** Each scenario's por fora result, one card per scenario (a phone reads them one below the other). */
function OtherScenarios({ options }: { options: SimplesOptionScenario[] }) {
  const t = useTranslations("calculators.reform");
  return (
    <Section title={t("result.scenariosTitle")} testId="reform-scenarios">
      <ul className="grid gap-3 text-sm">
        {options.map((o) => (
          <li key={o.scenario.id} className="grid gap-1 rounded-md border p-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-medium">{o.scenario.name}</p>
              <GradeBadge scenario={o.scenario} />
            </div>
            <dl className="grid">
              <Row label={t("result.regularRate")} value={formatPercent(o.regularRate)} />
              <Row label={t("result.outsideTotal")} value={formatBrl(o.outside.sellerTotal)} />
              <Row label={t("result.jointGain")} value={formatBrl(o.jointGain)} />
              <Row
                label={t("result.breakEvenShort")}
                value={
                  o.breakEvenPercent === null ? t("result.breakEvenNone") : formatPercent(o.breakEvenPercent / 100)
                }
              />
              <Row label={t("result.best")} value={t(`choiceShort.${o.choice}`)} />
            </dl>
            <p className="text-muted-foreground text-xs">
              {t("result.scenarioSource", {
                source: o.scenario.source,
                date: formatDate(o.scenario.date),
                grade: t(`grades.${o.scenario.grade}`),
              })}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function semesterLabel(t: ReturnType<typeof useTranslations<"calculators.reform">>, semester: string): string {
  const [year, half] = semester.split("-");
  return t("result.semester", { year, half });
}

/** The next window first, then the windows still open to opt or to cancel (three at most; the whole calendar is in the app). */
function Deadlines({
  windows,
  next,
  semester,
}: {
  windows: OptionWindow[];
  next: OptionWindow | null;
  semester: string | null;
}) {
  const t = useTranslations("calculators.reform");
  const today = todayIso();
  return (
    <Section title={t("result.deadlinesTitle")} testId="reform-deadlines">
      {next ? (
        <p className="bg-accent/40 rounded-md border p-3 text-sm" data-testid="reform-next-window">
          {t("result.nextWindow", {
            semester: semesterLabel(t, next.semester),
            from: formatDate(next.optFrom),
            until: formatDate(next.optUntil),
            cancel: formatDate(next.cancelUntil),
            effective: formatDate(next.effectiveFrom),
          })}
        </p>
      ) : (
        <p className="text-sm">{t("result.noNextWindow")}</p>
      )}
      {semester && next && semester !== next.semester ? (
        <p className="text-muted-foreground text-xs">
          {t("result.decisionFor", { semester: semesterLabel(t, semester) })}
        </p>
      ) : null}
      <ul className="grid gap-3 text-sm">
        {windows
          .filter((w) => w.cancelUntil >= today)
          .slice(0, 3)
          .map((w) => (
            <li key={w.semester} className="grid gap-1 rounded-md border p-3">
              <p className="font-medium">{semesterLabel(t, w.semester)}</p>
              <dl className="grid">
                <Row label={t("result.optPeriod")} value={`${formatDate(w.optFrom)} – ${formatDate(w.optUntil)}`} />
                <Row label={t("result.cancelUntil")} value={formatDate(w.cancelUntil)} />
                <Row label={t("result.effectiveFrom")} value={formatDate(w.effectiveFrom)} />
              </dl>
              <p className="text-muted-foreground text-xs">{w.note}</p>
              <p className="text-muted-foreground text-xs">
                {t("result.windowSource", { source: w.source, grade: t(`grades.${w.grade}`) })}
              </p>
            </li>
          ))}
      </ul>
    </Section>
  );
}

function Years({ result }: { result: ReformResult }) {
  const t = useTranslations("calculators.reform");
  const label = t("result.yearsTitle");
  const head = [
    t("result.year"),
    t("result.rows.das"),
    t("result.pisCofins"),
    t("result.cbs"),
    t("result.ibs"),
    t("result.icmsIss"),
    t("result.total"),
  ];
  return (
    <Section title={label} testId="reform-years">
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="focus-visible:ring-ring/50 overflow-x-auto rounded-md outline-none focus-visible:ring-[3px]"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="border-b">
              {head.map((cell, i) => (
                <th
                  key={cell}
                  scope="col"
                  className={`py-2 pr-4 align-bottom font-medium ${i === 0 ? "text-left" : "text-right whitespace-nowrap"}`}
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.years.map((y) => (
              <tr key={y.year} className="border-b align-top last:border-0">
                <th scope="row" className="min-w-40 py-1.5 pr-4 text-left font-normal">
                  <span className="font-medium">{y.year}</span>
                  <span className="text-muted-foreground block text-xs">{y.note}</span>
                </th>
                {[y.das, y.pisCofins, y.cbs, y.ibs, y.icmsIss, y.total].map((value, i) => (
                  <td key={i} className="py-1.5 pr-4 text-right whitespace-nowrap tabular-nums" data-amount>
                    {formatBrl(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-muted-foreground text-xs">{t("result.yearsNote")}</p>
    </Section>
  );
}
