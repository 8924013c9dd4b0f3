"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { PasswordInput } from "@/components/forms/password-input";
import { resetPasswordAction } from "@/lib/account/actions";
import { resetPasswordSchema } from "@/lib/auth/schema";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Form } from "@/components/forms/form";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: resetPasswordSchema,
    defaultValues: { token, password: "", confirmPassword: "" },
    action: resetPasswordAction,
    fallbackMessage: t("errors.unavailable"),
    onSuccess: () => {
      toast.success(t("reset.success"));
      router.replace("/login?senha=alterada");
    },
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("reset.title")} message={failure} /> : null}
      <FormField id="reset-password" label={t("reset.newPassword")} error={fieldError("password")} required>
        <PasswordInput
          autoComplete="new-password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...form.register("password")}
        />
      </FormField>
      <FormField id="reset-confirm" label={t("confirmPassword")} error={fieldError("confirmPassword")} required>
        <PasswordInput
          autoComplete="new-password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...form.register("confirmPassword")}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {t("reset.submit")}
      </Button>
    </Form>
  );
}
