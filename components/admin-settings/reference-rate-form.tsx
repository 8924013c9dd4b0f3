"use client";

import { useRouter } from "next/navigation";
import { formatIsoDate } from "@/lib/br/date";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { TitledCard } from "@/components/common/titled-card";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionCall } from "@/components/forms/use-action-call";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { clearOfficialRateAction, saveOfficialRateAction } from "@/lib/settings/actions";
import { officialRateFormSchema, type OfficialRate } from "@/lib/settings/reference-rate-schema";
import { formatNumber } from "@/lib/br/number";
import { Form } from "@/components/forms/form";

const decimal = (n: number) => formatNumber(n, { max: 2 });

/**
 * /admin/settings: the official CBS/IBS reference rate (LC 214/2025 art. 349), empty until the Senate resolution or
 * the TCU fallback is published. Saving or removing it is audited; every reform calculation reads it next.
 */
export function ReferenceRateForm({ current }: { current: OfficialRate | null }) {
  const t = useTranslations("adminSettings.reform");
  const tc = useTranslations("common");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: officialRateFormSchema,
    defaultValues: {
      cbsPercent: current ? decimal(current.cbsPercent) : "",
      act: current?.act ?? "",
      date: current?.date ?? "",
      ibsPercent: current?.ibs ? decimal(current.ibs.percent) : "",
      ibsAct: current?.ibs?.act ?? "",
      ibsDate: current?.ibs?.date ?? "",
    },
    action: saveOfficialRateAction,
    errorTitle: t("failed"),
    fallbackMessage: tc("genericError"),
    onSuccess: ({ changed }) => {
      toast.success(changed ? t("saved") : t("unchanged"));
      router.refresh();
    },
  });
  const { run: clear, pending: clearing } = useActionCall({
    action: () => clearOfficialRateAction({}),
    errorTitle: t("failed"),
    onSuccess: () => {
      form.reset({ cbsPercent: "", act: "", date: "", ibsPercent: "", ibsAct: "", ibsDate: "" });
      toast.success(t("cleared"));
      router.refresh();
    },
  });

  return (
    <TitledCard title={t("title")} contentClassName="grid gap-4" data-testid="reference-rate-card">
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      <p className="text-sm" data-testid="reference-rate-current">
        {current
          ? t("current", { cbs: decimal(current.cbsPercent), act: current.act, date: formatIsoDate(current.date) })
          : t("none")}
        {current ? " " : null}
        {current?.ibs
          ? t("currentIbs", {
              ibs: decimal(current.ibs.percent),
              act: current.ibs.act,
              date: formatIsoDate(current.ibs.date),
            })
          : current
            ? t("currentIbsEstimate")
            : null}
      </p>
      <Form onSubmit={submit} noValidate className="grid gap-4">
        {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{t("cbsLegend")}</legend>
          <FormField id="reform-cbs" label={t("cbsPercent")} error={fieldError("cbsPercent")} required>
            <Input inputMode="decimal" placeholder="8,8" {...form.register("cbsPercent")} />
          </FormField>
          <FormField id="reform-act" label={t("act")} error={fieldError("act")} required>
            <Input placeholder={t("actPlaceholder")} {...form.register("act")} />
          </FormField>
          <FormField id="reform-date" label={t("date")} error={fieldError("date")} required>
            <Input type="date" {...form.register("date")} />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{t("ibsLegend")}</legend>
          <p className="text-muted-foreground text-sm sm:col-span-3">{t("ibsHelp")}</p>
          <FormField id="reform-ibs" label={t("ibsPercent")} error={fieldError("ibsPercent")}>
            <Input inputMode="decimal" placeholder="17,7" {...form.register("ibsPercent")} />
          </FormField>
          <FormField id="reform-ibs-act" label={t("ibsAct")} error={fieldError("ibsAct")}>
            <Input placeholder={t("ibsActPlaceholder")} {...form.register("ibsAct")} />
          </FormField>
          <FormField id="reform-ibs-date" label={t("ibsDate")} error={fieldError("ibsDate")}>
            <Input type="date" {...form.register("ibsDate")} />
          </FormField>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? t("saving") : t("save")}
          </Button>
          {current ? (
            <Button type="button" variant="outline" onClick={() => clear()} disabled={clearing}>
              {t("clear")}
            </Button>
          ) : null}
        </div>
      </Form>
    </TitledCard>
  );
}
