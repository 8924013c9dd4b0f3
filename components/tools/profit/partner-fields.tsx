"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useFieldArray, useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { useMessage } from "@/components/forms/use-message";
import { Input } from "@/components/ui/input";
import { EMPTY_PARTNER_ROW, type ProfitStrategyFormValues } from "@/lib/tools/schemas/profit-strategy";
import { MoneyInput } from "../money-input";

type Form = UseFormReturn<ProfitStrategyFormValues, unknown, unknown>;

const PERSONAL_MONEY = ["otherTaxableIncome", "otherExemptIncome", "otherExclusiveTax"] as const;

/** Today's pró-labore, dependents and other income: of the one partner, or of each partner alike. */
export function SharedPartnerFields({ form, several }: { form: Form; several: boolean }) {
  const t = useTranslations("tools.profit");
  const message = useMessage();
  const { errors } = form.formState;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold sm:col-span-2">
        {several ? t("partners.eachTitle") : t("partners.oneTitle")}
      </legend>
      <FormField
        id="profit-currentProLabore"
        label={t("fields.currentProLabore")}
        error={message(errors.currentProLabore?.message)}
      >
        <MoneyInput {...form.register("currentProLabore")} />
      </FormField>
      <FormField id="profit-dependents" label={t("fields.dependents")} error={message(errors.dependents?.message)}>
        <Input inputMode="numeric" placeholder="0" {...form.register("dependents")} />
      </FormField>
      {PERSONAL_MONEY.map((name) => (
        <FormField
          key={name}
          id={`profit-${name}`}
          label={t(`fields.${name}`)}
          description={t(`help.${name}`)}
          error={message(errors[name]?.message)}
        >
          <MoneyInput {...form.register(name)} />
        </FormField>
      ))}
    </fieldset>
  );
}

/** One block per partner: share of the profits, whether they work in the company, pró-labore today, their income. */
export function PartnerRows({ form, count }: { form: Form; count: number }) {
  const t = useTranslations("tools.profit");
  const message = useMessage();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "partnerRows" });
  const rows = useWatch({ control: form.control, name: "partnerRows" }) ?? [];
  // The rows follow the number of partners chosen above.
  useEffect(() => {
    if (fields.length < count)
      append(
        Array.from({ length: count - fields.length }, () => ({ ...EMPTY_PARTNER_ROW })),
        { shouldFocus: false },
      );
    else if (fields.length > count) remove(Array.from({ length: fields.length - count }, (_, i) => count + i));
  }, [count, fields.length, append, remove]);
  const errors = form.formState.errors.partnerRows;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">{t("partners.sharesHelp")}</p>
      {fields.map((field, i) => {
        const e = Array.isArray(errors) ? errors[i] : undefined;
        const works = rows[i]?.receivesProLabore !== false;
        return (
          <fieldset
            key={field.id}
            className="grid gap-4 rounded-md border p-3 sm:grid-cols-2"
            data-testid={`partner-row-${i}`}
          >
            <legend className="px-1 text-sm font-semibold">{t("partners.label", { n: i + 1 })}</legend>
            <FormField
              id={`profit-partner-${i}-share`}
              label={t("fields.sharePercent")}
              error={message(e?.sharePercent?.message)}
            >
              <Input
                inputMode="decimal"
                placeholder={t("partners.equal")}
                {...form.register(`partnerRows.${i}.sharePercent`)}
              />
            </FormField>
            <FormField
              id={`profit-partner-${i}-works`}
              label={t("fields.receivesProLabore")}
              error={message(e?.receivesProLabore?.message)}
              inline
              className="self-end"
            >
              <input
                type="checkbox"
                className="accent-primary mt-0.5 size-4"
                {...form.register(`partnerRows.${i}.receivesProLabore`)}
              />
            </FormField>
            {works ? (
              <FormField
                id={`profit-partner-${i}-current`}
                label={t("fields.currentProLabore")}
                error={message(e?.currentProLabore?.message)}
              >
                <MoneyInput {...form.register(`partnerRows.${i}.currentProLabore`)} />
              </FormField>
            ) : null}
            <FormField
              id={`profit-partner-${i}-dependents`}
              label={t("fields.dependents")}
              error={message(e?.dependents?.message)}
            >
              <Input inputMode="numeric" placeholder="0" {...form.register(`partnerRows.${i}.dependents`)} />
            </FormField>
            {PERSONAL_MONEY.map((name) => (
              <FormField
                key={name}
                id={`profit-partner-${i}-${name}`}
                label={t(`fields.${name}`)}
                error={message(e?.[name]?.message)}
              >
                <MoneyInput {...form.register(`partnerRows.${i}.${name}`)} />
              </FormField>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}
