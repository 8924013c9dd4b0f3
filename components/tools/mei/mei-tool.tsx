"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { MEI_ACTIVITIES } from "@/lib/tax/mei";
import { meiFormSchema, type MeiFormValues } from "@/lib/tools/schemas/mei";
import { MoneyInput } from "../money-input";
import { NativeSelect } from "@/components/forms/native-select";
import { SavableResult } from "../save-simulation-button";
import { YearField } from "../year-field";
import { ToolLayout } from "../tool-layout";
import { useToolCalculation } from "../use-tool-calculation";
import { MeiResult } from "./mei-result";

const DEFAULTS: MeiFormValues = {
  activity: "servicos",
  monthlyRevenue: "",
  startDate: "",
  employees: "",
  employeeSalary: "",
  hasPartner: false,
  ownsOtherCompany: false,
  year: "2026",
};

export function MeiTool() {
  const t = useTranslations("tools.mei");
  const message = useMessage();
  const form = useForm<MeiFormValues, unknown, unknown>({ resolver: zodResolver(meiFormSchema), defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const revenue = useWatch({ control: form.control, name: "monthlyRevenue" });
  const calc = useToolCalculation<"mei", MeiFormValues>("mei", (r) => ({
    title: t("done"),
    description: r.eligible ? t("eligible") : t("notEligible"),
    tone: r.eligible ? "success" : "warning",
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));

  const formNode = (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {calc.failure ? <FormAlert title={t("failed")} message={calc.failure} /> : null}
      <FormField id="mei-activity" label={t("fields.activity")}>
        <NativeSelect {...form.register("activity")}>
          {MEI_ACTIVITIES.map((a) => (
            <option key={a} value={a}>
              {t(`activities.${a}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="mei-revenue" label={t("fields.monthlyRevenue")} error={message(errors.monthlyRevenue?.message)} required>
        <MoneyInput {...form.register("monthlyRevenue")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="mei-start" label={t("fields.startDate")} description={t("fields.startDateHelp")} error={message(errors.startDate?.message)}>
          <Input type="date" {...form.register("startDate")} />
        </FormField>
        <YearField id="mei-year" label={t("fields.year")} {...form.register("year")} />
        <FormField id="mei-employees" label={t("fields.employees")} description={t("fields.employeesHelp")} error={message(errors.employees?.message)}>
          <Input inputMode="numeric" placeholder="0" {...form.register("employees")} />
        </FormField>
        <FormField id="mei-employeeSalary" label={t("fields.employeeSalary")} error={message(errors.employeeSalary?.message)}>
          <MoneyInput {...form.register("employeeSalary")} />
        </FormField>
      </div>
      <FormField id="mei-partner" label={t("fields.hasPartner")} inline>
        <input type="checkbox" className="accent-primary mt-0.5 size-4" {...form.register("hasPartner")} />
      </FormField>
      <FormField id="mei-other" label={t("fields.ownsOtherCompany")} inline>
        <input type="checkbox" className="accent-primary mt-0.5 size-4" {...form.register("ownsOtherCompany")} />
      </FormField>
      <Button type="submit" disabled={calc.pending || revenue.trim() === ""}>
        {calc.pending ? t("calculating") : t("submit")}
      </Button>
    </form>
  );

  return (
    <ToolLayout
      formTitle={t("formTitle")}
      form={formNode}
      result={
        calc.outcome ? (
          <SavableResult tool="mei" values={calc.outcome.values}>
            <MeiResult result={calc.outcome.result} />
          </SavableResult>
        ) : null
      }
    />
  );
}
