"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { useMessage } from "@/components/auth/use-message";
import { FormAlert } from "@/components/auth/form-alert";
import { MoneyInput } from "@/components/tools/money-input";
import { NativeSelect } from "@/components/tools/native-select";
import { RevenueFields, type RevenueShape } from "@/components/tools/revenue-fields";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MaskedInput } from "@/components/ui/masked-input";
import { maskCnpj } from "@/lib/br/cnpj";
import { createCompanyAction, updateCompanyAction } from "@/lib/companies/actions";
import { COMPANY_STATUSES, companyFormSchema, UFS, type CompanyFormValues, type CompanyInput } from "@/lib/companies/schema";
import { COMPANY_REGIMES } from "@/lib/db/enums";
import { BUSINESS_ACTIVITIES } from "@/lib/tax/jobs/company";

type Props = { companyId?: string; defaultValues: CompanyFormValues; onSaved: () => void };

/** 'Nova Empresa' and edit: validated here and again by the action; keeps what was typed on failure. */
export function CompanyForm({ companyId, defaultValues, onSaved }: Props) {
  const t = useTranslations("companies");
  const tt = useTranslations("tools");
  const message = useMessage();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyFormValues, unknown, CompanyInput>({ resolver: zodResolver(companyFormSchema), defaultValues });
  const { errors } = form.formState;
  const id = (name: string) => `company-${name}`;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setFailure(null);
      try {
        const raw = form.getValues();
        const result = companyId ? await updateCompanyAction(companyId, raw) : await createCompanyAction(raw);
        if (!result.ok) {
          for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
            form.setError(field as keyof CompanyFormValues, { message: key });
          }
          const text = message(result.code) ?? t("errors.invalid");
          setFailure(text);
          toast.error(t("errors.saveFailed"), { description: text });
          return;
        }
        toast.success(companyId ? t("toast.updated", { name: values.name }) : t("toast.created", { name: values.name }));
        onSaved();
      } catch {
        setFailure(message("common.genericError") ?? "");
        toast.error(t("errors.saveFailed"), { description: message("common.genericError") });
      }
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("errors.saveFailed")} message={failure} /> : null}
      <FormField id={id("name")} label={t("fields.name")} error={message(errors.name?.message)} required>
        <Input autoComplete="organization" {...form.register("name")} />
      </FormField>
      <FormField id={id("cnpj")} label={t("fields.cnpj")} description={t("fields.cnpjHelp")} error={message(errors.cnpj?.message)} required>
        <MaskedInput mask={maskCnpj} inputMode="text" placeholder="00.000.000/0000-00" {...form.register("cnpj")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("regime")} label={t("fields.regime")} error={message(errors.regime?.message)} required>
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
      <FormField id={id("activity")} label={t("fields.activity")} description={t("fields.activityHelp")} error={message(errors.activity?.message)} required>
        <NativeSelect {...form.register("activity")}>
          {BUSINESS_ACTIVITIES.map((a) => (
            <option key={a} value={a}>
              {tt(`activities.${a}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id("state")} label={t("fields.state")} error={message(errors.state?.message)} required>
          <NativeSelect {...form.register("state")}>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id("issRate")} label={t("fields.issRate")} error={message(errors.issRate?.message)}>
          <Input inputMode="decimal" placeholder="5,00" {...form.register("issRate")} />
        </FormField>
      </div>
      <RevenueFields form={form as unknown as UseFormReturn<RevenueShape>} idPrefix="company" />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id={id("payroll")} label={t("fields.payrollMonthly")} error={message(errors.payrollMonthly?.message)}>
          <MoneyInput {...form.register("payrollMonthly")} />
        </FormField>
        <FormField id={id("proLabore")} label={t("fields.proLaboreMonthly")} error={message(errors.proLaboreMonthly?.message)}>
          <MoneyInput {...form.register("proLaboreMonthly")} />
        </FormField>
        <FormField id={id("employees")} label={t("fields.employees")} error={message(errors.employees?.message)}>
          <Input inputMode="numeric" {...form.register("employees")} />
        </FormField>
      </div>
      <Button type="submit" disabled={pending}>
        {pending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
