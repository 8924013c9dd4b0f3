"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requestEmailChangeAction } from "@/lib/account/profile-actions";
import { emailChangeSchema } from "@/lib/account/profile-schema";
import { Form } from "@/components/forms/form";

/** Asks for the new address; the change happens when the link sent there is used. */
export function EmailChangeForm() {
  const t = useTranslations("profile");
  const tc = useTranslations("common");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: emailChangeSchema,
    defaultValues: { email: "" },
    action: requestEmailChangeAction,
    fallbackMessage: tc("genericError"),
    onSuccess: ({ email }) => {
      setSentTo(email);
      form.reset({ email: "" });
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {sentTo ? (
        <Alert role="status">
          <AlertDescription className="break-all">{t("changeSent", { email: sentTo })}</AlertDescription>
        </Alert>
      ) : null}
      {failure ? <FormAlert title={t("requestChange")} message={failure} /> : null}
      <FormField id="profile-new-email" label={t("newEmail")} error={fieldError("email")} required>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <Button type="submit" variant="outline" disabled={pending} className="w-fit">
        {pending ? t("requesting") : t("requestChange")}
      </Button>
    </Form>
  );
}
