"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { Input } from "@/components/ui/input";
import { CltVsPjResultView } from "@/components/tools/clt-vs-pj/clt-vs-pj-result";
import { MoneyInput } from "@/components/tools/money-input";
import {
  parseCltPj,
  PUBLIC_PJ_ACTIVITIES,
  toQuery,
  type CltPjField,
  type Fields,
} from "@/lib/tools/public-calculators";
import { CalculatorCard } from "./calculator-card";
import { usePublicCalculator } from "./use-public-calculator";
import { calculatorHref } from "@/lib/routes";

/** The same person as an employee or as a company: the app's CLT × PJ result, with a shorter form. */
export function CltPjCalculator({ initial }: { initial: Fields<CltPjField> }) {
  const t = useTranslations("tools.cltVsPj");
  const message = useMessage();
  const calc = usePublicCalculator(initial, parseCltPj, (engine, input) => engine.cltVsPj(input));
  return (
    <CalculatorCard
      slug="clt-x-pj"
      continueHref={calculatorHref("clt-x-pj", toQuery(calc.values))}
      onSubmit={calc.submit}
      failure={calc.failure}
      result={calc.result ? <CltVsPjResultView result={calc.result} /> : null}
    >
      <FormField label={t("fields.salary")} required error={message(calc.errors.salary)}>
        <MoneyInput {...calc.field("salary")} />
      </FormField>
      <FormField
        label={t("fields.pjMonthlyRevenue")}
        description={t("fields.pjMonthlyRevenueHelp")}
        error={message(calc.errors.pjMonthlyRevenue)}
      >
        <MoneyInput {...calc.field("pjMonthlyRevenue")} />
      </FormField>
      <FormField label={t("fields.pjActivity")}>
        <NativeSelect {...calc.field("pjActivity")}>
          {PUBLIC_PJ_ACTIVITIES.map((activity) => (
            <option key={activity} value={activity}>
              {t(`pjActivities.${activity}`)}
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
