"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { formatBrl } from "@/lib/br/money";
import { EMPLOYER_REGIMES } from "@/lib/tax/payroll";
import { laborFormSchema, RAT_PERCENTS, LABOR_FORM_DEFAULTS, type LaborFormValues } from "@/lib/tools/schemas/labor";
import { MoneyInput } from "../money-input";
import { NativeSelect } from "@/components/forms/native-select";
import { YearField } from "../year-field";
import { CalculatorForm } from "../calculator-form";
import { useToolCalculation } from "../use-tool-calculation";
import { LaborResult } from "./labor-result";

const BENEFITS = ["valeTransporte", "valeRefeicao", "planoSaude", "seguroVida"] as const;

export function LaborTool() {
  const t = useTranslations("tools.labor");
  const tr = useTranslations("tools.employerRegimes");
  const message = useMessage();
  const form = useForm<LaborFormValues, unknown, unknown>({
    resolver: zodResolver(laborFormSchema),
    defaultValues: LABOR_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const salary = useWatch({ control: form.control, name: "salary" });
  const calc = useToolCalculation<"labor", LaborFormValues>("labor", (r) => ({
    title: t("done"),
    description: t("doneDetail", { value: formatBrl(r.monthlyCost) }),
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));

  return (
    <CalculatorForm
      tool="labor"
      namespace="tools.labor"
      calc={calc}
      onSubmit={submit}
      ready={salary.trim() !== ""}
      result={(r) => <LaborResult result={r} />}
    >
      <FormField id="labor-salary" label={t("fields.salary")} error={message(errors.salary?.message)} required>
        <MoneyInput {...form.register("salary")} />
      </FormField>
      <FormField id="labor-regime" label={t("fields.regime")}>
        <NativeSelect {...form.register("regime")}>
          {EMPLOYER_REGIMES.map((r) => (
            <option key={r} value={r}>
              {tr(r)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{t("benefitsLegend")}</legend>
        {BENEFITS.map((b) => (
          <FormField key={b} id={`labor-${b}`} label={t(`fields.${b}`)} error={message(errors[b]?.message)}>
            <MoneyInput {...form.register(b)} />
          </FormField>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="labor-dependents" label={t("fields.dependents")} error={message(errors.dependents?.message)}>
          <Input inputMode="numeric" placeholder="0" {...form.register("dependents")} />
        </FormField>
        <FormField id="labor-rat" label={t("fields.ratPercent")}>
          <NativeSelect {...form.register("ratPercent")}>
            {RAT_PERCENTS.map((p) => (
              <option key={p} value={p}>
                {p}%
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <YearField id="labor-year" label={t("fields.year")} {...form.register("year")} />
      </div>
    </CalculatorForm>
  );
}
