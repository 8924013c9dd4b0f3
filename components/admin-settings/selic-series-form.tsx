"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { Form } from "@/components/forms/form";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatMonthRef } from "@/lib/br/date";
import { saveSelicSeriesAction } from "@/lib/selic/actions";
import { parseSelicSeries, selicSeriesFormSchema, type SelicSeriesFormInput } from "@/lib/selic/schema";

const TEXTAREA =
  "border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive " +
  "rounded-md border px-3 py-2 font-mono text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm";

/**
 * Configurações › Série Selic › Colar uma série: months and rates pasted one a line (the Receita's table, a
 * spreadsheet). As it is typed, the form says how many months it read and names each bad line with its reason; it
 * saves every month or none, and keeps the text as pasted when something is wrong.
 */
export function SelicSeriesForm() {
  const t = useTranslations("adminSelic");
  const tc = useTranslations("common");
  const router = useRouter();
  const defaults: SelicSeriesFormInput = { series: "", note: "" };
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: selicSeriesFormSchema,
    defaultValues: defaults,
    action: (values) => saveSelicSeriesAction(values),
    errorTitle: t("errors.saveFailed"),
    fallbackMessage: tc("genericError"),
    onSuccess: (data) => {
      toast.success(t("series.saved", data));
      form.reset(defaults);
      router.refresh();
    },
  });
  const series = useWatch({ control: form.control, name: "series" }) ?? "";
  const read = parseSelicSeries(series);
  const first = read.months[0];
  const last = read.months.at(-1);
  return (
    <Form
      onSubmit={submit}
      noValidate
      aria-label={t("series.formLabel")}
      className="grid gap-3 rounded-lg border p-4"
      data-testid="selic-series-form"
    >
      <h3 className="text-sm font-semibold">{t("series.title")}</h3>
      {failure ? <FormAlert title={t("errors.saveFailed")} message={failure} /> : null}
      <FormField
        id="selic-series"
        label={t("series.field")}
        description={t("series.hint")}
        error={fieldError("series")}
      >
        <textarea
          rows={6}
          spellCheck={false}
          placeholder={"01/2026 1,16\n02/2026 1,00"}
          className={TEXTAREA}
          {...form.register("series")}
        />
      </FormField>
      <div aria-live="polite" className="grid gap-1 text-sm" data-testid="selic-series-preview">
        {first && last ? (
          <p>
            {t("series.ready", {
              count: read.months.length,
              from: formatMonthRef(first.period),
              until: formatMonthRef(last.period),
            })}
          </p>
        ) : null}
        {read.errors.length > 0 ? (
          <ul className="text-destructive grid gap-1" data-testid="selic-series-errors">
            {read.errors.map((e) => (
              <li key={e.line}>
                {t("series.lineError", { line: e.line, text: e.text, reason: t(`series.reasons.${e.error}`) })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormField
        id="selic-series-note"
        label={t("note")}
        description={t("noteHint")}
        error={fieldError("note")}
        required
      >
        <Input maxLength={500} {...form.register("note")} />
      </FormField>
      <Button type="submit" className="w-fit" disabled={pending}>
        {pending ? t("saving") : t("series.save")}
      </Button>
    </Form>
  );
}
