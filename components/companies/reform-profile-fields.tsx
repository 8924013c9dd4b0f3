"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { MoneyInput } from "@/components/tools/money-input";
import { Input } from "@/components/ui/input";
import {
  REFORM_PROFILE_REDUCTIONS,
  REGULAR_OPTION_STATES,
  SUBLIMITE_STATES,
} from "@/lib/companies/reform-profile-schema";
import type { CompanyFormValues } from "@/lib/companies/schema";

type Props = {
  // The company form's handle (its output type is the parsed company; only register() is used here).
  form: Pick<UseFormReturn<CompanyFormValues>, "register">;
  fieldError: (name: `reform.${keyof NonNullable<CompanyFormValues["reform"]>}`) => string | undefined;
  /** Opened from a "Falta informar" link: the first field takes the focus. */
  focus?: boolean;
};

/**
 * The company's reform profile on the company form (id "reforma", the target of every "Falta informar…" link): what
 * the CBS/IBS answer needs beyond the record. Empty means not informed; the screens then ask instead of guessing.
 */
export function ReformProfileFields({ form, fieldError, focus = false }: Props) {
  const t = useTranslations("companies.reform");
  const id = (name: string) => `company-reform-${name}`;
  return (
    <fieldset id="reforma" className="grid scroll-mt-4 gap-4 rounded-md border p-4">
      <legend className="px-1 font-medium">{t("legend")}</legend>
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id("crediting")}
          label={t("creditingBuyersPercent")}
          description={t("creditingBuyersPercentHelp")}
          error={fieldError("reform.creditingBuyersPercent")}
        >
          <Input
            inputMode="decimal"
            placeholder="35"
            autoFocus={focus}
            {...form.register("reform.creditingBuyersPercent")}
          />
        </FormField>
        <FormField id={id("reduction")} label={t("reduction")} error={fieldError("reform.reduction")}>
          <NativeSelect {...form.register("reform.reduction")}>
            <option value="">{t("notInformed")}</option>
            {REFORM_PROFILE_REDUCTIONS.map((r) => (
              <option key={r} value={r}>
                {t(`reductions.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={id("purchases-regular")}
          label={t("purchasesRegular")}
          description={t("purchasesRegularHelp")}
          error={fieldError("reform.purchasesRegular")}
        >
          <MoneyInput {...form.register("reform.purchasesRegular")} />
        </FormField>
        <FormField
          id={id("purchases-simples")}
          label={t("purchasesSimples")}
          description={t("purchasesSimplesHelp")}
          error={fieldError("reform.purchasesSimples")}
        >
          <MoneyInput {...form.register("reform.purchasesSimples")} />
        </FormField>
        <FormField id={id("sublimite")} label={t("sublimite")} description={t("sublimiteHelp")}>
          <NativeSelect {...form.register("reform.sublimite")}>
            {SUBLIMITE_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`sublimiteStates.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id("regular-option")} label={t("regularOption")} description={t("regularOptionHelp")}>
          <NativeSelect {...form.register("reform.regularOption")}>
            {REGULAR_OPTION_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`regularOptions.${s === "" ? "unknown" : s}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </fieldset>
  );
}
