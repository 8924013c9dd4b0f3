"use client";

import { Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";
import { ConfirmActionButton } from "@/components/common/confirm-action-button";
import { TitledCard } from "@/components/common/titled-card";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatDateTime, formatMonthRef } from "@/lib/br/date";
import { removeSelicMonthAction, saveSelicMonthAction } from "@/lib/selic/actions";
import type { SelicAdminView } from "@/lib/selic/admin-view";
import { selicMonthFormSchema, type SelicMonthFormInput } from "@/lib/selic/schema";
import { formatPercentPoints } from "@/lib/br/number";
import { Form } from "@/components/forms/form";
import { SelicSeriesForm } from "./selic-series-form";
import { ScrollTable } from "@/components/ui/scroll-table";

const percent = (hundredths: number) => formatPercentPoints(hundredths / 100, { min: 2, max: 2 });

/**
 * Configurações › Geral › Série Selic: the last known month, the months held after the stored series, a form to add
 * one and another to paste a series.
 */
export function SelicEditor({ view, nextPeriod }: { view: SelicAdminView; nextPeriod: string }) {
  const t = useTranslations("adminSelic");
  const tc = useTranslations("common");
  const router = useRouter();
  const defaults: SelicMonthFormInput = { period: nextPeriod, rate: "", note: "" };
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: selicMonthFormSchema,
    defaultValues: defaults,
    action: (values) => saveSelicMonthAction(values),
    errorTitle: t("errors.saveFailed"),
    fallbackMessage: tc("genericError"),
    onSuccess: (data) => {
      toast.success(data.created ? t("added") : t("corrected"));
      router.refresh();
    },
  });
  // After a save the server's next month arrives with the refresh: the form starts on it, empty otherwise.
  useEffect(() => form.reset({ period: nextPeriod, rate: "", note: "" }), [form, nextPeriod]);
  return (
    <TitledCard title={t("title")} contentClassName="grid gap-4" data-testid="selic-editor">
      <p className="text-sm" data-testid="selic-admin-last-month">
        {t("lastMonth", { month: formatMonthRef(view.lastMonth) })}
      </p>
      <p className="text-muted-foreground text-sm">
        {t("description", { stored: formatMonthRef(view.storedLastMonth) })}
      </p>
      <p className="text-muted-foreground text-sm">
        {view.lastFetch
          ? t(view.lastFetch.outcome === "ok" ? "lastFetchOk" : "lastFetchFailed", {
              when: formatDateTime(view.lastFetch.at),
              added: view.lastFetch.added ?? 0,
            })
          : t("neverFetched")}
      </p>
      {view.months.length > 0 ? (
        <ScrollTable label={t("title")}>
          <thead>
            <tr className="text-muted-foreground text-left">
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("columns.month")}
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                {t("columns.rate")}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("columns.source")}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t("columns.note")}
              </th>
              <th scope="col" className="sr-only">
                {t("columns.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {view.months.map((m) => (
              <tr key={m.period} className="border-t" data-testid={`selic-row-${m.period}`}>
                <td className="py-1 pr-3 tabular-nums">{formatMonthRef(m.period)}</td>
                <td className="py-1 pr-3 text-right tabular-nums">{percent(m.rate)}</td>
                <td className="py-1 pr-3">{t(`sources.${m.source}`)}</td>
                <td className="py-1 pr-3 break-words">{m.note ?? ""}</td>
                <td className="py-1">
                  <ConfirmActionButton
                    trigger={(busy) => (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        disabled={busy}
                        aria-label={t("remove", { month: formatMonthRef(m.period) })}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    )}
                    onConfirm={() => removeSelicMonthAction(m.period, {})}
                    texts={{
                      title: t("removeTitle", { month: formatMonthRef(m.period) }),
                      description: t("removeBody"),
                      cancel: tc("close"),
                      confirm: t("removeConfirm"),
                      done: t("removed"),
                      failed: t("errors.saveFailed"),
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      )}
      <Form onSubmit={submit} noValidate aria-label={t("formLabel")} className="grid gap-3 rounded-lg border p-4">
        {failure ? <FormAlert title={t("errors.saveFailed")} message={failure} /> : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField
            id="selic-period"
            label={t("period")}
            description={t("periodHint")}
            error={fieldError("period")}
            required
          >
            <Input type="month" {...form.register("period")} />
          </FormField>
          <FormField id="selic-rate" label={t("rate")} description={t("rateHint")} error={fieldError("rate")} required>
            <Input inputMode="decimal" placeholder="1,16" {...form.register("rate")} />
          </FormField>
          <FormField id="selic-note" label={t("note")} description={t("noteHint")} error={fieldError("note")} required>
            <Input maxLength={500} {...form.register("note")} />
          </FormField>
        </div>
        <Button type="submit" className="w-fit" disabled={pending}>
          {pending ? t("saving") : t("save")}
        </Button>
      </Form>
      <SelicSeriesForm />
    </TitledCard>
  );
}
