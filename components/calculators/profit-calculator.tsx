"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/tools/money-input";
import { ProfitResult } from "@/components/tools/profit/profit-result";
import { BUSINESS_ACTIVITIES, MAX_PARTNERS } from "@/lib/tax/choices";
import {
  parseProfit,
  PUBLIC_PROFIT_REGIMES,
  toQuery,
  type Fields,
  type ProfitField,
} from "@/lib/tools/public-calculators";
import { CalculatorCard } from "./calculator-card";
import { usePublicCalculator } from "./use-public-calculator";
import { calculatorHref } from "@/lib/routes";

const PARTNER_OPTIONS = Array.from({ length: MAX_PARTNERS }, (_, i) => String(i + 1));

/** The pró-labore that pays the least tax, company and partner together: the app's result, with a shorter form. */
export function ProfitCalculator({ initial }: { initial: Fields<ProfitField> }) {
  const t = useTranslations("tools.profit");
  const activities = useTranslations("tools.activities");
  const message = useMessage();
  const calc = usePublicCalculator(initial, parseProfit, (engine, input) => engine.proLaboreVsDividends(input));
  return (
    <CalculatorCard
      slug="pro-labore-dividendos"
      continueHref={calculatorHref("pro-labore-dividendos", toQuery(calc.values))}
      onSubmit={calc.submit}
      failure={calc.failure}
      result={calc.result ? <ProfitResult result={calc.result} /> : null}
    >
      <FormField label={t("fields.regime")}>
        <NativeSelect {...calc.field("regime")}>
          {PUBLIC_PROFIT_REGIMES.map((regime) => (
            <option key={regime} value={regime}>
              {t(`regimes.${regime}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("fields.activity")}>
        <NativeSelect {...calc.field("activity")}>
          {BUSINESS_ACTIVITIES.map((activity) => (
            <option key={activity} value={activity}>
              {activities(activity)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("fields.monthlyRevenue")} required error={message(calc.errors.monthlyRevenue)}>
        <MoneyInput {...calc.field("monthlyRevenue")} />
      </FormField>
      <FormField label={t("fields.monthlyCosts")} required error={message(calc.errors.monthlyCosts)}>
        <MoneyInput {...calc.field("monthlyCosts")} />
      </FormField>
      <FormField label={t("fields.partners")} error={message(calc.errors.partners)}>
        <NativeSelect {...calc.field("partners")}>
          {PARTNER_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("fields.dependents")} error={message(calc.errors.dependents)}>
        <Input inputMode="numeric" autoComplete="off" {...calc.field("dependents")} />
      </FormField>
    </CalculatorCard>
  );
}
