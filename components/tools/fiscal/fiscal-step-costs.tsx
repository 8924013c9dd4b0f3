"use client";

import { YearField } from "../year-field";
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { PURCHASE_ESTIMATES, sellsGoods } from "@/lib/tools/purchase-estimates";
import { COMPARISON_YEARS } from "@/lib/forms/fields";
import type { FiscalFormValues, FiscalInput } from "@/lib/tools/schemas/fiscal";
import { MoneyInput } from "../money-input";

/**
 * Step 2: payroll, pró-labore, costs and local tax rates (all optional: the engine's defaults apply). A company
 * that sells goods is asked for its purchases, with the sector estimate used when it leaves them blank.
 */
export function FiscalStepCosts({ form }: { form: UseFormReturn<FiscalFormValues, unknown, FiscalInput> }) {
  const t = useTranslations("tools.fiscal");
  const message = useMessage();
  const { errors } = form.formState;
  const activity = useWatch({ control: form.control, name: "activity" });
  const goods = sellsGoods(activity) ? PURCHASE_ESTIMATES[activity] : null;
  const money = (
    name: "payrollMonthly" | "proLabore" | "dividendsMonthly" | "monthlyExpenses" | "monthlyCreditableCosts",
    help?: string,
    label?: string,
  ) => (
    <FormField
      id={`fiscal-${name}`}
      label={label ?? t(`fields.${name}`)}
      description={help}
      error={message(errors[name]?.message)}
    >
      <MoneyInput {...form.register(name)} />
    </FormField>
  );
  const text = (name: "employees" | "partners" | "issRate" | "icmsRate", placeholder: string) => (
    <FormField id={`fiscal-${name}`} label={t(`fields.${name}`)} error={message(errors[name]?.message)}>
      <Input inputMode="decimal" placeholder={placeholder} {...form.register(name)} />
    </FormField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {money("payrollMonthly")}
      {text("employees", "0")}
      {money("proLabore")}
      {text("partners", "1")}
      {money("dividendsMonthly", t("fields.dividendsMonthlyHelp"))}
      {goods
        ? money(
            "monthlyCreditableCosts",
            t("fields.purchasesHelp", { percent: `${goods.percentOfRevenue}%` }),
            t("fields.purchases"),
          )
        : money("monthlyCreditableCosts", t("fields.monthlyCreditableCostsHelp"))}
      {money("monthlyExpenses", t("fields.monthlyExpensesHelp"))}
      {text("issRate", "5")}
      {text("icmsRate", "18")}
      <YearField id="fiscal-year" label={t("fields.year")} years={COMPARISON_YEARS} {...form.register("year")} />
    </div>
  );
}
