"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/forms/password-input";
import { signInAction } from "@/lib/account/actions";
import type { Portal } from "@/lib/auth/landing";
import { signInSchema } from "@/lib/auth/schema";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Form } from "@/components/forms/form";

type Props = { portal: Portal; next?: string; submitLabel: string; successMessage: string; errorTitle: string };

export function SignInForm({ portal, next, submitLabel, successMessage, errorTitle }: Props) {
  const t = useTranslations("auth");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: signInSchema,
    defaultValues: { email: "", password: "", next },
    action: (values) => signInAction(portal, values),
    errorTitle,
    fallbackMessage: t("errors.generic"),
    onSuccess: ({ redirectTo, secondFactor }) => {
      // With two-factor authentication on, the sign-in is not done yet: the next page asks for the code.
      if (!secondFactor) toast.success(successMessage);
      router.replace(redirectTo);
      router.refresh();
    },
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={errorTitle} message={failure} /> : null}
      <FormField id={`${portal}-email`} label={t("email")} error={fieldError("email")} required>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <FormField id={`${portal}-password`} label={t("password")} error={fieldError("password")} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("login.submitting") : submitLabel}
      </Button>
    </Form>
  );
}
