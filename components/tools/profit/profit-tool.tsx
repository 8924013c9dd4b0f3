"use client";

import { ActivitySelect } from "@/components/tools/choice-selects";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { formatBrl } from "@/lib/br/money";
import {
  PROFIT_REGIMES,
  profitStrategyFormSchema,
  PROFIT_STRATEGY_FORM_DEFAULTS,
  type ProfitStrategyFormValues,
} from "@/lib/tools/schemas/profit-strategy";
import { MoneyInput } from "../money-input";
import { NativeSelect } from "@/components/forms/native-select";
import { YearField } from "../year-field";
import { CalculatorForm } from "../calculator-form";
import { useToolCalculation } from "../use-tool-calculation";
import { ProfitResult } from "./profit-result";

const MONEY = [
  ["monthlyRevenue", true],
  ["monthlyCosts", true],
  ["monthlyPayroll", false],
  ["currentProLabore", false],
  ["otherAnnualIncome", false],
] as const;

export function ProfitTool() {
  const t = useTranslations("tools.profit");
  const message = useMessage();
  const form = useForm<ProfitStrategyFormValues, unknown, unknown>({
    resolver: zodResolver(profitStrategyFormSchema),
    defaultValues: PROFIT_STRATEGY_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const [revenue, costs] = useWatch({ control: form.control, name: ["monthlyRevenue", "monthlyCosts"] });
  const calc = useToolCalculation<"profit_strategy", ProfitStrategyFormValues>("profit_strategy", (r) => ({
    title: t("done"),
    description: t("doneDetail", { value: formatBrl(r.savings) }),
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));

  return (
    <CalculatorForm
      tool="profit_strategy"
      namespace="tools.profit"
      calc={calc}
      onSubmit={submit}
      ready={revenue.trim() !== "" && costs.trim() !== ""}
      result={(r) => <ProfitResult result={r} />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profit-regime" label={t("fields.regime")}>
          <NativeSelect {...form.register("regime")}>
            {PROFIT_REGIMES.map((r) => (
              <option key={r} value={r}>
                {t(`regimes.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <YearField id="profit-year" label={t("fields.year")} {...form.register("year")} />
      </div>
      <FormField id="profit-activity" label={t("fields.activity")}>
        <ActivitySelect {...form.register("activity")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {MONEY.map(([name, required]) => (
          <FormField
            key={name}
            id={`profit-${name}`}
            label={t(`fields.${name}`)}
            error={message(errors[name]?.message)}
            required={required}
          >
            <MoneyInput {...form.register(name)} />
          </FormField>
        ))}
        <FormField id="profit-dependents" label={t("fields.dependents")} error={message(errors.dependents?.message)}>
          <Input inputMode="numeric" placeholder="0" {...form.register("dependents")} />
        </FormField>
        <FormField
          id="profit-localTaxRate"
          label={t("fields.localTaxRate")}
          error={message(errors.localTaxRate?.message)}
        >
          <Input inputMode="decimal" placeholder="5" {...form.register("localTaxRate")} />
        </FormField>
      </div>
    </CalculatorForm>
  );
}
