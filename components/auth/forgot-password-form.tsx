"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/account/actions";
import { forgotPasswordSchema } from "@/lib/auth/schema";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Form } from "@/components/forms/form";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const [sent, setSent] = useState(false);
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: "" },
    action: async (values) => {
      setSent(false);
      return forgotPasswordAction(values);
    },
    fallbackMessage: t("errors.unavailable"),
    onSuccess: () => setSent(true),
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("forgot.title")} message={failure} /> : null}
      {sent ? (
        <Alert variant="success">
          <AlertDescription>{t("forgot.sent")}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="forgot-email" label={t("email")} error={fieldError("email")} required>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {t("forgot.submit")}
      </Button>
    </Form>
  );
}
