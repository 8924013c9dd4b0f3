"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { useMessage } from "@/components/forms/use-message";
import { CalculationSteps } from "@/components/tools/calculation-steps";
import { MoneyInput } from "@/components/tools/money-input";
import { Figures } from "@/components/tools/figures";
import { formatBrl, formatPercent } from "@/lib/br/money";
import type { SimplesNacionalInput, SimplesNacionalResult } from "@/lib/tax";
import {
  fiscalSimulatorHref,
  parseFatorR,
  toQuery,
  type FatorRField,
  type Fields,
} from "@/lib/tools/public-calculators";
import { CalculatorCard } from "./calculator-card";
import { usePublicCalculator, type Engine } from "./use-public-calculator";
import { calculatorHref } from "@/lib/routes";

type FatorRResult = { applied: SimplesNacionalResult; other: SimplesNacionalResult };

/** The annex the Fator R gives (III at 28% or more, else V) and the same month's DAS in the other annex. */
function computeFatorR({ simplesNacional }: Engine, input: SimplesNacionalInput): FatorRResult {
  const applied = simplesNacional(input);
  const other = simplesNacional({
    annex: applied.annex === "III" ? "V" : "III",
    monthRevenue: input.monthRevenue,
    rbt12: applied.rbt12,
  });
  return { applied, other };
}

/** After sign-up: the fiscal simulator for a Fator R activity with this revenue. */
function continueHref(values: Fields<FatorRField>): string {
  const parsed = parseFatorR(values);
  return parsed.ok
    ? fiscalSimulatorHref("servicos_fator_r", parsed.input.monthRevenue)
    : calculatorHref("fator-r", toQuery(values));
}

export function FatorRCalculator({ initial }: { initial: Fields<FatorRField> }) {
  const t = useTranslations("calculators.fatorR");
  const message = useMessage();
  const calc = usePublicCalculator(initial, parseFatorR, computeFatorR);
  return (
    <CalculatorCard
      slug="fator-r"
      continueHref={continueHref(calc.values)}
      onSubmit={calc.submit}
      failure={calc.failure}
      result={calc.result ? <FatorRResultView result={calc.result} /> : null}
    >
      <FormField label={t("fields.monthRevenue")} required error={message(calc.errors.monthRevenue)}>
        <MoneyInput {...calc.field("monthRevenue")} />
      </FormField>
      <FormField label={t("fields.rbt12")} description={t("fields.rbt12Help")} error={message(calc.errors.rbt12)}>
        <MoneyInput {...calc.field("rbt12")} />
      </FormField>
      <FormField
        label={t("fields.payroll12m")}
        description={t("fields.payroll12mHelp")}
        required
        error={message(calc.errors.payroll12m)}
      >
        <MoneyInput {...calc.field("payroll12m")} />
      </FormField>
    </CalculatorCard>
  );
}

function FatorRResultView({ result: { applied, other } }: { result: FatorRResult }) {
  const t = useTranslations("calculators.fatorR");
  const difference = Math.round((other.das - applied.das) * 100) / 100;
  return (
    <div className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <div>
        <h2 className="text-muted-foreground text-sm font-medium">{t("fatorRLabel")}</h2>
        <p className="text-3xl font-bold tabular-nums" data-testid="fator-r-value">
          {formatPercent(applied.fatorR ?? 0)}
        </p>
        <p className="mt-1 text-sm">{t(applied.annex === "III" ? "annexIII" : "annexV")}</p>
      </div>
      <Figures
        items={[
          { label: t("dasApplied", { annex: applied.annex }), value: formatBrl(applied.das), testId: "fator-r-das" },
          { label: t("effectiveRate"), value: formatPercent(applied.effectiveRate) },
          { label: t("dasOther", { annex: other.annex }), value: formatBrl(other.das) },
        ]}
      />
      <p className="text-sm">
        {difference >= 0
          ? t("savingMonth", { value: formatBrl(difference) })
          : t("costMonth", { value: formatBrl(-difference) })}
      </p>
      <CalculationSteps steps={applied.steps} open />
    </div>
  );
}
