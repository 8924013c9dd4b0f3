"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { resetPasswordAction } from "@/lib/auth/actions";
import { resetPasswordSchema, type ResetPasswordInput } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { useMessage } from "./use-message";

export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations("auth");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string>();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      try {
        const result = await resetPasswordAction(values);
        if (!result.ok) {
          setFailure(message(result.code));
          return;
        }
        toast.success(t("reset.success"));
        router.replace("/login?senha=alterada");
      } catch {
        setFailure(t("errors.unavailable"));
      }
    }),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("reset.title")} message={failure} /> : null}
      <FormField id="reset-password" label={t("reset.newPassword")} error={message(errors.password?.message)} required>
        <PasswordInput autoComplete="new-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} {...form.register("password")} />
      </FormField>
      <FormField id="reset-confirm" label={t("confirmPassword")} error={message(errors.confirmPassword?.message)} required>
        <PasswordInput autoComplete="new-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {t("reset.submit")}
      </Button>
    </form>
  );
}
