"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { saveNotificationPreferencesAction } from "@/lib/notifications/actions";
import { notificationPreferencesSchema, type NotificationPreferences } from "@/lib/notifications/preferences";
import { Form } from "@/components/forms/form";

const KINDS = ["paymentEmails", "regimeAlerts", "reformDeadlines", "monthlySummary"] as const;

/** The e-mail switches (the only channel the product has) and one save. */
export function NotificationsForm({ preferences }: { preferences: NotificationPreferences }) {
  const t = useTranslations("notifications.settings");
  const tc = useTranslations("common");
  const { form, submit, pending, failure } = useActionForm({
    schema: notificationPreferencesSchema,
    defaultValues: preferences,
    action: saveNotificationPreferencesAction,
    fallbackMessage: tc("genericError"),
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success(t("saved"));
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
      <fieldset className="grid gap-4">
        <legend className="sr-only">{t("title")}</legend>
        {KINDS.map((kind) => (
          <Controller
            key={kind}
            control={form.control}
            name={kind}
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`notify-${kind}`}
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  aria-describedby={`notify-${kind}-help`}
                  className="mt-0.5"
                />
                <div className="grid gap-1">
                  <Label htmlFor={`notify-${kind}`}>{t(kind)}</Label>
                  <p id={`notify-${kind}-help`} className="text-muted-foreground text-sm">
                    {t(`${kind}Help`)}
                  </p>
                </div>
              </div>
            )}
          />
        ))}
      </fieldset>
      <Button type="submit" disabled={pending} className="w-fit">
        {t("save")}
      </Button>
    </Form>
  );
}
