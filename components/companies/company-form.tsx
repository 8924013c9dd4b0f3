"use client";

import { ActivitySelect, StateSelect } from "@/components/tools/choice-selects";
import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { useActionForm } from "@/components/forms/use-action-form";
import { FormAlert } from "@/components/forms/form-alert";
import { MoneyInput } from "@/components/tools/money-input";
import { NativeSelect } from "@/components/forms/native-select";
import { RevenueFields, type RevenueShape } from "@/components/tools/revenue-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { MaskedInput } from "@/components/forms/masked-input";
import { maskCnpj } from "@/lib/br/cnpj";
import { createCompanyAction, updateCompanyAction } from "@/lib/companies/actions";
import { COMPANY_STATUSES, companyFormSchema, type CompanyFormValues } from "@/lib/companies/schema";
import { COMPANY_REGIMES } from "@/lib/db/enums";
import { Form } from "@/components/forms/form";
import type { ActionResult } from "@/lib/action-result";
import { ReformProfileFields } from "./reform-profile-fields";
import { CnpjLookupButton } from "@/components/documents/cnpj-lookup-button";

type Props = {
  companyId?: string;
  defaultValues: CompanyFormValues;
  onSaved: (id: string) => void;
  /** Opened from a "Falta informar" link: the reform profile's first field takes the focus. */
  focusReform?: boolean;
  /** Where the form saves to, when not the account's own companies (an office's client: components/office). */
  save?: (values: CompanyFormValues) => Promise<ActionResult<{ id: string }>>;
};

/** 'Nova Empresa' and edit: validated here and again by the action; keeps what was typed on failure. */
export function CompanyForm({ companyId, defaultValues, onSaved, focusReform = false, save }: Props) {
  const t = useTranslations("companies");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: companyFormSchema,
    defaultValues,
    action: (values) =>
      save ? save(values) : companyId ? updateCompanyAction(companyId, values) : createCompanyAction(values),
    errorTitle: t("errors.saveFailed"),
    fallbackMessage: t("errors.invalid"),
    onSuccess: (data, values) => {
      toast.success(companyId ? t("toast.updated", { name: values.name }) : t("toast.created", { name: values.name }));
      onSaved(data.id);
    },
  });
  const id = (name: string) => `company-${name}`;

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("errors.saveFailed")} message={failure} /> : null}
      <FormField id={id("name")} label={t("fields.name")} error={fieldError("name")} required>
        <Input autoComplete="organization" {...form.register("name")} />
      </FormField>
      <FormField
        id={id("cnpj")}
        label={t("fields.cnpj")}
        description={t("fields.cnpjHelp")}
        error={fieldError("cnpj")}
        required
      >
        <MaskedInput mask={maskCnpj} inputMode="text" placeholder="00.000.000/0000-00" {...form.register("cnpj")} />
      </FormField>
      <CnpjLookupButton form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("regime")} label={t("fields.regime")} error={fieldError("regime")} required>
          <NativeSelect {...form.register("regime")}>
            {COMPANY_REGIMES.map((r) => (
              <option key={r} value={r}>
                {t(`regimes.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id("status")} label={t("fields.status")}>
          <NativeSelect {...form.register("status")}>
            {COMPANY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        id={id("activity")}
        label={t("fields.activity")}
        description={t("fields.activityHelp")}
        error={fieldError("activity")}
        required
      >
        <ActivitySelect {...form.register("activity")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("state")} label={t("fields.state")} error={fieldError("state")} required>
          <StateSelect {...form.register("state")} />
        </FormField>
        <FormField id={id("issRate")} label={t("fields.issRate")} error={fieldError("issRate")}>
          <Input inputMode="decimal" placeholder="5,00" {...form.register("issRate")} />
        </FormField>
      </div>
      <RevenueFields form={form as unknown as UseFormReturn<RevenueShape>} idPrefix="company" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id("payroll")} label={t("fields.payrollMonthly")} error={fieldError("payrollMonthly")}>
          <MoneyInput {...form.register("payrollMonthly")} />
        </FormField>
        <FormField id={id("proLabore")} label={t("fields.proLaboreMonthly")} error={fieldError("proLaboreMonthly")}>
          <MoneyInput {...form.register("proLaboreMonthly")} />
        </FormField>
        <FormField id={id("employees")} label={t("fields.employees")} error={fieldError("employees")}>
          <Input inputMode="numeric" {...form.register("employees")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id={id("openedOn")}
          label={t("fields.openedOn")}
          description={t("fields.openedOnHelp")}
          error={fieldError("openedOn")}
        >
          <Input type="date" {...form.register("openedOn")} />
        </FormField>
        <FormField id={id("partners")} label={t("fields.partners")} error={fieldError("partners")}>
          <Input inputMode="numeric" {...form.register("partners")} />
        </FormField>
        <FormField
          id={id("dividends")}
          label={t("fields.dividendsMonthly")}
          description={t("fields.dividendsMonthlyHelp")}
          error={fieldError("dividendsMonthly")}
        >
          <MoneyInput {...form.register("dividendsMonthly")} />
        </FormField>
      </div>
      <ReformProfileFields form={form} fieldError={fieldError} focus={focusReform} />
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("save")}
      </Button>
    </Form>
  );
}
