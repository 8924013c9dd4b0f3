"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { EMPLOYER_REGIMES } from "@/lib/tax/payroll";
import {
  cltVsPjFormSchema,
  PJ_ACTIVITIES,
  CLT_VS_PJ_FORM_DEFAULTS,
  type CltVsPjFormValues,
} from "@/lib/tools/schemas/clt-vs-pj";
import { MoneyInput } from "../money-input";
import { NativeSelect } from "@/components/forms/native-select";
import { YearField } from "../year-field";
import { CalculatorForm } from "../calculator-form";
import { useToolCalculation } from "../use-tool-calculation";
import { CltVsPjResultView } from "./clt-vs-pj-result";

const MONEY = ["valeRefeicao", "planoSaude", "pjMonthlyRevenue", "pjMonthlyCosts"] as const;

export function CltVsPjTool() {
  const t = useTranslations("tools.cltVsPj");
  const tr = useTranslations("tools.employerRegimes");
  const message = useMessage();
  const form = useForm<CltVsPjFormValues, unknown, unknown>({
    resolver: zodResolver(cltVsPjFormSchema),
    defaultValues: CLT_VS_PJ_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const salary = useWatch({ control: form.control, name: "salary" });
  const calc = useToolCalculation<"clt_vs_pj", CltVsPjFormValues>("clt_vs_pj", (r) => ({
    title: t("done"),
    description: t(`recommendation.${r.advantage}`),
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));

  return (
    <CalculatorForm
      tool="clt_vs_pj"
      namespace="tools.cltVsPj"
      calc={calc}
      onSubmit={submit}
      ready={salary.trim() !== ""}
      result={(r) => <CltVsPjResultView result={r} />}
    >
      <FormField id="clt-salary" label={t("fields.salary")} error={message(errors.salary?.message)} required>
        <MoneyInput {...form.register("salary")} />
      </FormField>
      <FormField id="clt-regime" label={t("fields.employerRegime")}>
        <NativeSelect {...form.register("employerRegime")}>
          {EMPLOYER_REGIMES.map((r) => (
            <option key={r} value={r}>
              {tr(r)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="clt-pjActivity" label={t("fields.pjActivity")}>
        <NativeSelect {...form.register("pjActivity")}>
          {PJ_ACTIVITIES.map((a) => (
            <option key={a} value={a}>
              {t(`pjActivities.${a}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {MONEY.map((name) => (
          <FormField
            key={name}
            id={`clt-${name}`}
            label={t(`fields.${name}`)}
            description={name === "pjMonthlyRevenue" ? t("fields.pjMonthlyRevenueHelp") : undefined}
            error={message(errors[name]?.message)}
          >
            <MoneyInput {...form.register(name)} />
          </FormField>
        ))}
        <FormField id="clt-dependents" label={t("fields.dependents")} error={message(errors.dependents?.message)}>
          <Input inputMode="numeric" placeholder="0" {...form.register("dependents")} />
        </FormField>
        <YearField id="clt-year" label={t("fields.year")} {...form.register("year")} />
      </div>
    </CalculatorForm>
  );
}
