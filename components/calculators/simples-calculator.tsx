"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { CalculationSteps } from "@/components/tools/calculation-steps";
import { MoneyInput } from "@/components/tools/money-input";
import { Figures } from "@/components/tools/figures";
import { formatBrl, formatBrlFromCentavos, formatPercent } from "@/lib/br/money";
import type { SimplesNacionalResult } from "@/lib/tax";
import { ANNEXES } from "@/lib/tax/choices";
import { SIMPLES_SUBLIMITE } from "@/lib/tax/tables/simples-limit";
import {
  ANNEX_ACTIVITY,
  fiscalSimulatorHref,
  parseSimples,
  SIMPLES_SUBLIMITE_CHOICES,
  toQuery,
  type Fields,
  type SimplesField,
} from "@/lib/tools/public-calculators";
import { CalculatorCard } from "./calculator-card";
import { usePublicCalculator } from "./use-public-calculator";
import { calculatorHref } from "@/lib/routes";

/** After sign-up: the fiscal simulator with this activity and revenue; the calculator itself while the form is incomplete. */
function continueHref(values: Fields<SimplesField>): string {
  const parsed = parseSimples(values);
  return parsed.ok
    ? fiscalSimulatorHref(ANNEX_ACTIVITY[parsed.input.annex], parsed.input.monthRevenue)
    : calculatorHref("simples-nacional", toQuery(values));
}

/** DAS of one month: annex, revenue of the month and RBT12 → band, effective rate, DAS and its split. */
export function SimplesCalculator({ initial }: { initial: Fields<SimplesField> }) {
  const t = useTranslations("calculators.simples");
  const message = useMessage();
  const calc = usePublicCalculator(initial, parseSimples, (engine, input) => engine.simplesNacional(input));
  return (
    <CalculatorCard
      slug="simples-nacional"
      continueHref={continueHref(calc.values)}
      onSubmit={calc.submit}
      failure={calc.failure}
      result={calc.result ? <SimplesResult result={calc.result} /> : null}
    >
      <FormField label={t("fields.annex")} required>
        <NativeSelect {...calc.field("annex")}>
          {ANNEXES.map((annex) => (
            <option key={annex} value={annex}>
              {t(`annexes.${annex}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("fields.monthRevenue")} required error={message(calc.errors.monthRevenue)}>
        <MoneyInput {...calc.field("monthRevenue")} />
      </FormField>
      <FormField label={t("fields.rbt12")} description={t("fields.rbt12Help")} error={message(calc.errors.rbt12)}>
        <MoneyInput {...calc.field("rbt12")} />
      </FormField>
      <FormField
        label={t("fields.sublimite")}
        description={t("fields.sublimiteHelp", { sublimite: formatBrlFromCentavos(SIMPLES_SUBLIMITE.value) })}
      >
        <NativeSelect {...calc.field("sublimite")}>
          {SIMPLES_SUBLIMITE_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`sublimiteOptions.${choice}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </CalculatorCard>
  );
}

function SimplesResult({ result }: { result: SimplesNacionalResult }) {
  const t = useTranslations("calculators.simples");
  // The band tables below the calculator (a server-rendered explanation): the result's annex is the one open.
  useEffect(() => {
    for (const table of document.querySelectorAll<HTMLDetailsElement>("details[data-annex-table]"))
      table.open = table.dataset.annexTable === result.annex;
  }, [result.annex]);
  const split = Object.entries(result.split).filter(([, value]) => value !== undefined) as [string, number][];
  return (
    <div className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 className="text-muted-foreground text-sm font-medium">{t("dasLabel")}</h2>
        <p className="text-3xl font-bold tabular-nums" data-testid="simples-das">
          {formatBrl(result.das)}
        </p>
      </div>
      <Figures
        items={[
          { label: t("annex"), value: t(`annexes.${result.annex}`) },
          { label: t("band"), value: t("bandValue", { band: result.band }) },
          { label: t("rbt12"), value: formatBrl(result.rbt12) },
          { label: t("nominalRate"), value: formatPercent(result.nominalRate) },
          { label: t("deduction"), value: formatBrl(result.deduction) },
          { label: t("effectiveRate"), value: formatPercent(result.effectiveRate) },
        ]}
      />
      <div>
        <h3 className="mb-2 text-sm font-semibold">{t("splitTitle")}</h3>
        <Figures items={split.map(([tax, value]) => ({ label: tax, value: formatBrl(value) }))} />
      </div>
      <CalculationSteps steps={result.steps} open />
    </div>
  );
}
