"use client";

import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { PasswordInput } from "@/components/forms/password-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { changePasswordAction } from "@/lib/account/security-actions";
import { changePasswordSchema } from "@/lib/auth/schema";
import { Form } from "@/components/forms/form";

/** Segurança › 'Alterar senha': the current password, then the new one twice. */
export function ChangePasswordForm() {
  const t = useTranslations("security.password");
  const auth = useTranslations("auth");
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    action: changePasswordAction,
    errorTitle: t("errorTitle"),
    fallbackMessage: auth("errors.unavailable"),
    onSuccess: () => {
      toast.success(t("done"));
      form.reset();
    },
  });

  return (
    <Form onSubmit={submit} noValidate className="grid max-w-md gap-4">
      {failure ? <FormAlert title={t("errorTitle")} message={failure} /> : null}
      <FormField id="security-current-password" label={t("current")} error={fieldError("currentPassword")} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={auth("showPassword")}
          hideLabel={auth("hidePassword")}
          {...form.register("currentPassword")}
        />
      </FormField>
      <NewPasswordFields
        idPrefix="security"
        register={form.register}
        fieldError={fieldError}
        labels={{ password: t("new"), confirm: t("confirm") }}
      />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </Form>
  );
}
