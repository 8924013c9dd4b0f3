"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { PasswordInput } from "@/components/forms/password-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { requestEmailChangeAction } from "@/lib/account/profile-actions";
import { emailChangeSchema } from "@/lib/account/profile-schema";
import { Form } from "@/components/forms/form";

/** Asks for the new address; the change happens when the link sent there (and, on Supabase, the one sent to the current address) is used. */
export function EmailChangeForm() {
  const t = useTranslations("profile");
  const tc = useTranslations("common");
  const auth = useTranslations("auth");
  const [sent, setSent] = useState<{ email: string; bothAddresses: boolean } | null>(null);
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: emailChangeSchema,
    defaultValues: { email: "", currentPassword: "" },
    action: requestEmailChangeAction,
    fallbackMessage: tc("genericError"),
    onSuccess: (result) => {
      setSent(result);
      form.reset({ email: "", currentPassword: "" });
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {sent ? (
        <Alert role="status">
          <AlertDescription className="break-all">
            {sent.bothAddresses ? t("changeSentBoth", { email: sent.email }) : t("changeSent", { email: sent.email })}
          </AlertDescription>
        </Alert>
      ) : null}
      {failure ? <FormAlert title={t("requestChange")} message={failure} /> : null}
      <FormField id="profile-new-email" label={t("newEmail")} error={fieldError("email")} required>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField
        id="profile-email-password"
        label={t("currentPassword")}
        error={fieldError("currentPassword")}
        required
      >
        <PasswordInput
          autoComplete="current-password"
          showLabel={auth("showPassword")}
          hideLabel={auth("hidePassword")}
          {...form.register("currentPassword")}
        />
      </FormField>
      <Button type="submit" variant="outline" disabled={pending} className="w-fit">
        {pending ? t("requesting") : t("requestChange")}
      </Button>
    </Form>
  );
}
