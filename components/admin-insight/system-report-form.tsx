"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SYSTEM_REPORT_FORMATS, SYSTEM_REPORT_KINDS } from "@/lib/db/enums";
import { generateSystemReportAction } from "@/lib/system-reports/actions";
import { REPORT_PRESETS, systemReportSchema } from "@/lib/system-reports/schema";
import { Form } from "@/components/forms/form";

/** `today`: Brasília's date, from the server, as the custom range's default (never the device's clock). */
export function SystemReportForm({ today }: { today: string }) {
  const t = useTranslations("systemReports");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: systemReportSchema,
    defaultValues: { kind: "users", format: "csv", preset: "month", start: `${today.slice(0, 7)}-01`, end: today },
    action: generateSystemReportAction,
    errorTitle: t("errors.generateFailed"),
    fallbackMessage: t("errors.generateFailed"),
    onSuccess: () => {
      toast.success(t("toast.generating"), { description: t("toast.generatingDetail") });
      router.refresh();
    },
  });
  const kind = form.watch("kind");
  const custom = form.watch("preset") === "custom";
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4" aria-label={t("form.title")}>
      {failure ? <FormAlert title={t("errors.generateFailed")} message={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          id="system-report-kind"
          label={t("form.kind")}
          error={fieldError("kind")}
          description={t(`kindDescriptions.${kind}`)}
          required
        >
          <NativeSelect {...form.register("kind")}>
            {SYSTEM_REPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="system-report-format" label={t("form.format")} error={fieldError("format")} required>
          <NativeSelect {...form.register("format")}>
            {SYSTEM_REPORT_FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`formats.${f}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="system-report-preset" label={t("form.preset")} error={fieldError("preset")} required>
          <NativeSelect {...form.register("preset")}>
            {REPORT_PRESETS.map((p) => (
              <option key={p} value={p}>
                {t(`presets.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {custom ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="system-report-start" label={t("form.start")} error={fieldError("start")} required>
            <Input type="date" max={today} {...form.register("start")} />
          </FormField>
          <FormField id="system-report-end" label={t("form.end")} error={fieldError("end")} required>
            <Input type="date" max={today} {...form.register("end")} />
          </FormField>
        </div>
      ) : null}
      <div>
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">
          {pending ? t("form.submitting") : t("form.submit")}
        </Button>
      </div>
    </Form>
  );
}
