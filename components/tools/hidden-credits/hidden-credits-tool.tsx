"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { Input } from "@/components/ui/input";
import { formatBrl } from "@/lib/br/money";
import { CREDIT_ANNEXES, CREDIT_REGIMES, CREDIT_TYPES } from "@/lib/tax";
import { CREDIT_REGIME_RATES } from "@/lib/tools/credit-regime-rates";
import {
  hiddenCreditsFormSchema,
  HIDDEN_CREDITS_FORM_DEFAULTS,
  type HiddenCreditsFormValues,
} from "@/lib/tools/schemas/hidden-credits";
import { CalculatorForm } from "../calculator-form";
import { MoneyInput } from "../money-input";
import { useToolCalculation } from "../use-tool-calculation";
import { YearField } from "../year-field";
import { HiddenCreditsResult } from "./hidden-credits-result";

/** The estimator's form: the fields of the chosen credit type, then the estimate with 'Salvar simulação'. */
export function HiddenCreditsTool() {
  const t = useTranslations("hiddenCredits");
  const message = useMessage();
  const form = useForm<HiddenCreditsFormValues, unknown, unknown>({
    resolver: zodResolver(hiddenCreditsFormSchema),
    defaultValues: HIDDEN_CREDITS_FORM_DEFAULTS,
  });
  const { errors } = form.formState;
  const [type, revenue, icms] = useWatch({ control: form.control, name: ["type", "monthRevenue", "icms"] });
  const calc = useToolCalculation<"hidden_credits", HiddenCreditsFormValues>("hidden_credits", (r) => ({
    title: t("done"),
    description: t("doneDescription", { value: formatBrl(r.totalCorrected) }),
  }));
  const submit = form.handleSubmit(() => calc.run(form.getValues()));
  const simples = type !== "icms_exclusao";

  return (
    <CalculatorForm
      tool="hidden_credits"
      namespace="hiddenCredits"
      calc={calc}
      onSubmit={submit}
      ready={(simples ? revenue : icms).trim() !== ""}
      result={(r) => <HiddenCreditsResult result={r} />}
    >
      <FormField id="credit-type" label={t("fields.type")}>
        <NativeSelect {...form.register("type")}>
          {CREDIT_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`types.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {simples ? (
        <>
          <FormField id="credit-annex" label={t("fields.annex")}>
            <NativeSelect {...form.register("annex")}>
              {CREDIT_ANNEXES.map((a) => (
                <option key={a} value={a}>
                  {t(`annexes.${a}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="credit-rbt12" label={t("fields.rbt12")} error={message(errors.rbt12?.message)} required>
            <MoneyInput {...form.register("rbt12")} />
          </FormField>
          <FormField
            id="credit-revenue"
            label={t("fields.monthRevenue")}
            error={message(errors.monthRevenue?.message)}
            required
          >
            <MoneyInput {...form.register("monthRevenue")} />
          </FormField>
          <FormField
            id="credit-share"
            label={type === "monofasico" ? t("fields.shareMonofasico") : t("fields.shareIcmsSt")}
            description={t("fields.shareHelp")}
            error={message(errors.sharePercent?.message)}
            required
          >
            <Input inputMode="decimal" placeholder="40" {...form.register("sharePercent")} />
          </FormField>
        </>
      ) : (
        <>
          <FormField id="credit-regime" label={t("fields.regime")}>
            <NativeSelect {...form.register("regime")}>
              {CREDIT_REGIMES.map((r) => (
                <option key={r} value={r}>
                  {t(`regimes.${r}`, CREDIT_REGIME_RATES[r])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            id="credit-icms"
            label={t("fields.icms")}
            description={t("fields.icmsHelp")}
            error={message(errors.icms?.message)}
            required
          >
            <MoneyInput {...form.register("icms")} />
          </FormField>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="credit-months"
          label={t("fields.months")}
          description={t("fields.monthsHelp")}
          error={message(errors.months?.message)}
        >
          <Input inputMode="numeric" placeholder="60" {...form.register("months")} />
        </FormField>
        <YearField id="credit-year" label={t("fields.year")} {...form.register("year")} />
      </div>
    </CalculatorForm>
  );
}
