"use client";

import { ActivitySelect, StateSelect } from "@/components/tools/choice-selects";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { UseFormReturn } from "react-hook-form";
import { useMessage } from "@/components/forms/use-message";
import { FormField } from "@/components/forms/form-field";
import { Label } from "@/components/ui/label";
import { CURRENT_REGIMES, type FiscalFormValues, type FiscalInput } from "@/lib/tools/schemas/fiscal";
import { NativeSelect } from "@/components/forms/native-select";
import { RevenueFields, type RevenueShape } from "../revenue-fields";
import { toolHref } from "@/lib/routes";
import { CompanySelect } from "@/components/forms/company-select";

type Props = { form: UseFormReturn<FiscalFormValues, unknown, FiscalInput>; companies: { id: string; name: string }[] };

/** Step 1: a saved company (reloads the page pre-filled) or typed data: activity, UF, current regime, revenue. */
export function FiscalStepCompany({ form, companies }: Props) {
  const t = useTranslations("tools.fiscal");
  const message = useMessage();
  const router = useRouter();
  const { errors } = form.formState;
  const companyId = form.watch("companyId");
  return (
    <div className="grid gap-4">
      {companies.length > 0 ? (
        <div className="grid gap-2">
          <Label htmlFor="fiscal-company">{t("company")}</Label>
          <CompanySelect
            id="fiscal-company"
            value={companyId}
            onChange={(e) => router.push(toolHref("fiscal", { empresa: e.target.value || "digitar" }))}
            companies={companies}
            none={t("typedData")}
          />
        </div>
      ) : null}
      <FormField id="fiscal-activity" label={t("activity")} error={message(errors.activity?.message)} required>
        <ActivitySelect {...form.register("activity")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="fiscal-state" label={t("state")} error={message(errors.state?.message)} required>
          <StateSelect {...form.register("state")} />
        </FormField>
        <FormField id="fiscal-currentRegime" label={t("currentRegime")}>
          <NativeSelect {...form.register("currentRegime")}>
            {CURRENT_REGIMES.map((r) => (
              <option key={r} value={r}>
                {t(`currentRegimes.${r || "none"}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <RevenueFields form={form as unknown as UseFormReturn<RevenueShape>} idPrefix="fiscal" />
    </div>
  );
}
