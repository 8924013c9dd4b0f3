"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { useMessage } from "@/components/forms/use-message";
import { formatMonthShort, lastTwelveMonths } from "@/lib/br/date";
import type { RevenueMode } from "@/lib/forms/fields";
import { MoneyInput } from "./money-input";

export type RevenueShape = { revenueMode: RevenueMode; annualRevenue: string; monthlyRevenues: string[] };

/**
 * Revenue of the last 12 months: one annual figure or the twelve months (RBT12 and Fator R need the
 * months). Shared by the company form and the fiscal simulator; `form` is either form, seen through
 * the three fields it has in common.
 */
export function RevenueFields({ form, idPrefix }: { form: UseFormReturn<RevenueShape>; idPrefix: string }) {
  const t = useTranslations("tools.revenue");
  const message = useMessage();
  const mode = form.watch("revenueMode");
  const errors = form.formState.errors as FieldErrors<RevenueShape>;
  // Named months ("nov/2025"), oldest first: "Mês 1" left the owner guessing which end of the year it was.
  const months = lastTwelveMonths();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
      <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label={t("legend")}>
        {(["annual", "monthly"] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input type="radio" value={m} {...form.register("revenueMode")} className="accent-primary size-4" />
            {t(`mode.${m}`)}
          </label>
        ))}
      </div>
      {mode === "annual" ? (
        <FormField
          id={`${idPrefix}-annualRevenue`}
          label={t("annual")}
          error={message(errors.annualRevenue?.message)}
          required
        >
          <MoneyInput {...form.register("annualRevenue")} />
        </FormField>
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {months.map((m, i) => (
            <FormField
              key={i}
              id={`${idPrefix}-month-${i}`}
              label={formatMonthShort(m.year, m.month)}
              error={message(errors.monthlyRevenues?.[i]?.message)}
              required
            >
              <MoneyInput {...form.register(`monthlyRevenues.${i}`)} />
            </FormField>
          ))}
        </div>
      )}
    </fieldset>
  );
}
