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
  PARTNER_COUNTS,
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
import { PartnerRows, SharedPartnerFields } from "./partner-fields";
import { ProfitResult } from "./profit-result";

export function ProfitTool() {
  const t = useTranslations("tools.profit");
  const message = useMessage();
  const form = useForm<ProfitStrategyFormValues, unknown, unknown>({
    resolver: zodResolver(profitStrategyFormSchema),
    defaultValues: PROFIT_STRATEGY_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const [revenue, costs, regime, partners, detailed] = useWatch({
    control: form.control,
    name: ["monthlyRevenue", "monthlyCosts", "regime", "partners", "detailed"],
  });
  const count = Number(partners ?? "1");
  const rowsShown = count > 1 && detailed === true;
  const calc = useToolCalculation<"profit_strategy", ProfitStrategyFormValues>("profit_strategy", (r) => ({
    title: t("done"),
    description: t("doneDetail", { value: formatBrl(r.savings) }),
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));
  const money = (
    name: "monthlyRevenue" | "monthlyCosts" | "monthlyCreditableCosts" | "monthlyPayroll",
    required = false,
  ) => (
    <FormField
      id={`profit-${name}`}
      label={t(`fields.${name}`)}
      error={message(errors[name]?.message)}
      required={required}
      description={name === "monthlyCreditableCosts" || name === "monthlyPayroll" ? t(`help.${name}`) : undefined}
    >
      <MoneyInput {...form.register(name)} />
    </FormField>
  );

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
        {money("monthlyRevenue", true)}
        {money("monthlyCosts", true)}
        {money("monthlyPayroll")}
        {regime !== "simples" ? money("monthlyCreditableCosts") : null}
        <FormField
          id="profit-localTaxRate"
          label={t("fields.localTaxRate")}
          error={message(errors.localTaxRate?.message)}
        >
          <Input inputMode="decimal" placeholder="5" {...form.register("localTaxRate")} />
        </FormField>
        <FormField id="profit-partners" label={t("fields.partners")}>
          <NativeSelect {...form.register("partners")}>
            {PARTNER_COUNTS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {count > 1 ? (
        <FormField id="profit-detailed" label={t("fields.detailed")} inline>
          <input type="checkbox" className="accent-primary mt-0.5 size-4" {...form.register("detailed")} />
        </FormField>
      ) : null}
      {rowsShown ? <PartnerRows form={form} count={count} /> : <SharedPartnerFields form={form} several={count > 1} />}
    </CalculatorForm>
  );
}
