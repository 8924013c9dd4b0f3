"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { MEI_ACTIVITIES } from "@/lib/tax/mei";
import { meiFormSchema, MEI_FORM_DEFAULTS, type MeiFormValues } from "@/lib/tools/schemas/mei";
import { MoneyInput } from "../money-input";
import { NativeSelect } from "@/components/forms/native-select";
import { YearField } from "../year-field";
import { CalculatorForm } from "../calculator-form";
import { useToolCalculation } from "../use-tool-calculation";
import { MeiResult } from "./mei-result";

export function MeiTool() {
  const t = useTranslations("tools.mei");
  const message = useMessage();
  const form = useForm<MeiFormValues, unknown, unknown>({
    resolver: zodResolver(meiFormSchema),
    defaultValues: MEI_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const revenue = useWatch({ control: form.control, name: "monthlyRevenue" });
  const calc = useToolCalculation<"mei", MeiFormValues>("mei", (r) => ({
    title: t("done"),
    description: r.eligible ? t("eligible") : t("notEligible"),
    tone: r.eligible ? "success" : "warning",
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));

  return (
    <CalculatorForm
      tool="mei"
      namespace="tools.mei"
      calc={calc}
      onSubmit={submit}
      ready={revenue.trim() !== ""}
      result={(r) => <MeiResult result={r} />}
    >
      <FormField id="mei-activity" label={t("fields.activity")}>
        <NativeSelect {...form.register("activity")}>
          {MEI_ACTIVITIES.map((a) => (
            <option key={a} value={a}>
              {t(`activities.${a}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="mei-revenue"
        label={t("fields.monthlyRevenue")}
        error={message(errors.monthlyRevenue?.message)}
        required
      >
        <MoneyInput {...form.register("monthlyRevenue")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="mei-start"
          label={t("fields.startDate")}
          description={t("fields.startDateHelp")}
          error={message(errors.startDate?.message)}
        >
          <Input type="date" {...form.register("startDate")} />
        </FormField>
        <YearField id="mei-year" label={t("fields.year")} {...form.register("year")} />
        <FormField
          id="mei-employees"
          label={t("fields.employees")}
          description={t("fields.employeesHelp")}
          error={message(errors.employees?.message)}
        >
          <Input inputMode="numeric" placeholder="0" {...form.register("employees")} />
        </FormField>
        <FormField
          id="mei-employeeSalary"
          label={t("fields.employeeSalary")}
          error={message(errors.employeeSalary?.message)}
        >
          <MoneyInput {...form.register("employeeSalary")} />
        </FormField>
      </div>
      <FormField id="mei-partner" label={t("fields.hasPartner")} inline>
        <input type="checkbox" className="accent-primary mt-0.5 size-4" {...form.register("hasPartner")} />
      </FormField>
      <FormField id="mei-other" label={t("fields.ownsOtherCompany")} inline>
        <input type="checkbox" className="accent-primary mt-0.5 size-4" {...form.register("ownsOtherCompany")} />
      </FormField>
    </CalculatorForm>
  );
}
