"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/tools/money-input";
import { todayIso } from "@/lib/br/date";
import { ANNEXES } from "@/lib/tax/choices";
import type { ReferenceScenario } from "@/lib/tax/reform/types";
import {
  parseReform,
  PUBLIC_REFORM_REDUCTIONS,
  reformToolHref,
  type Fields,
  type PublicReformInput,
  type ReformField,
} from "@/lib/tools/public-calculators";
import { CalculatorCard } from "./calculator-card";
import type { ReformOutcome } from "./reform-result";
import { usePublicCalculator, type Engine } from "./use-public-calculator";

// The result's view is the page's largest client component and shows only after a calculation, which waits for the
// engine anyway (use-public-calculator.ts): both arrive then.
const ReformResultView = dynamic(() => import("./reform-result").then((m) => m.ReformResultView));

/**
 * The reform for a Simples company: 2027 DAS with its CBS and IBS parcels, the por dentro / por fora comparison
 * under each reference-rate scenario the page passes (the admin's official rate first once it exists), and the
 * option deadlines from today (Brasília).
 */
export function ReformCalculator({
  initial,
  scenarios,
}: {
  initial: Fields<ReformField>;
  scenarios: ReferenceScenario[];
}) {
  const t = useTranslations("calculators.reform");
  const annexes = useTranslations("calculators.simples.annexes");
  const message = useMessage();
  const compute = (
    { reformaTributaria, simplesReformMonth, REFORM_FILING_YEAR }: Engine,
    input: PublicReformInput,
  ): ReformOutcome => ({
    reform: reformaTributaria({ ...input, scenarios, today: todayIso() }),
    sale: { monthlyRevenue: input.monthlyRevenue, creditingBuyersPercent: input.creditingBuyersPercent },
    // The first month with CBS and IBS parcels in the DAS (Res. CGSN 190/2026), on the RBT12 the reform job assumes.
    month: simplesReformMonth({
      year: REFORM_FILING_YEAR,
      annex: input.annex,
      monthRevenue: input.monthlyRevenue,
      rbt12: input.rbt12 ?? Math.round(input.monthlyRevenue * 1200) / 100,
    }),
  });
  const calc = usePublicCalculator(initial, parseReform, compute);
  return (
    <CalculatorCard
      slug="reforma-tributaria"
      continueHref={reformToolHref(calc.values)}
      signUpText={t("signUp")}
      onSubmit={calc.submit}
      failure={calc.failure}
      result={calc.result ? <ReformResultView outcome={calc.result} /> : null}
    >
      <FormField label={t("fields.annex")} required error={message(calc.errors.annex)}>
        <NativeSelect {...calc.field("annex")}>
          {/* A link's unknown annex shows as "Escolha o anexo", never as the first annex it would not compute. */}
          {ANNEXES.includes(calc.values.annex as never) ? null : (
            <option value="">{t("fields.annexPlaceholder")}</option>
          )}
          {ANNEXES.map((annex) => (
            <option key={annex} value={annex}>
              {annexes(annex)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("fields.rbt12")} description={t("fields.rbt12Help")} error={message(calc.errors.rbt12)}>
        <MoneyInput {...calc.field("rbt12")} />
      </FormField>
      <FormField label={t("fields.monthlyRevenue")} required error={message(calc.errors.monthlyRevenue)}>
        <MoneyInput {...calc.field("monthlyRevenue")} />
      </FormField>
      <FormField
        label={t("fields.purchasesRegular")}
        description={t("fields.purchasesRegularHelp")}
        error={message(calc.errors.purchasesRegular)}
      >
        <MoneyInput {...calc.field("purchasesRegular")} />
      </FormField>
      <FormField
        label={t("fields.creditingBuyersPercent")}
        description={t("fields.creditingBuyersPercentHelp")}
        required
        error={message(calc.errors.creditingBuyersPercent)}
      >
        <Input inputMode="decimal" autoComplete="off" {...calc.field("creditingBuyersPercent")} />
      </FormField>
      <FormField label={t("fields.reduction")} description={t("fields.reductionHelp")}>
        <NativeSelect {...calc.field("reduction")}>
          {PUBLIC_REFORM_REDUCTIONS.map((reduction) => (
            <option key={reduction} value={reduction}>
              {t(`reductions.${reduction}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </CalculatorCard>
  );
}
