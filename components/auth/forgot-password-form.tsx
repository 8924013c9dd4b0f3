"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { useMessage } from "./use-message";

export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const message = useMessage();
  const [pending, startTransition] = useTransition();
  const [state, setState] = useState<{ sent: boolean; failure?: string }>({ sent: false });
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      try {
        const result = await forgotPasswordAction(values);
        setState(result.ok ? { sent: true } : { sent: false, failure: message(result.code) });
      } catch {
        setState({ sent: false, failure: t("errors.unavailable") });
      }
    }),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {state.failure ? <FormAlert title={t("forgot.title")} message={state.failure} /> : null}
      {state.sent ? (
        <Alert variant="success">
          <AlertDescription>{t("forgot.sent")}</AlertDescription>
        </Alert>
      ) : null}
      <FormField id="forgot-email" label={t("email")} error={message(form.formState.errors.email?.message)} required>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {t("forgot.submit")}
      </Button>
    </form>
  );
}
