"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { signInAction, type Portal } from "@/lib/auth/actions";
import { signInSchema, type SignInInput } from "@/lib/auth/schema";
import { FormAlert } from "./form-alert";
import { useMessage } from "./use-message";

type Props = { portal: Portal; next?: string; submitLabel: string; successMessage: string; errorTitle: string };

export function SignInForm({ portal, next, submitLabel, successMessage, errorTitle }: Props) {
  const t = useTranslations("auth");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "", next } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setFailure(null);
      try {
        const result = await signInAction(values, portal);
        if (!result.ok) {
          const text = message(result.code) ?? t("errors.invalidCredentials");
          setFailure(text);
          toast.error(errorTitle, { description: text });
          return;
        }
        toast.success(successMessage);
        router.replace(result.data.redirectTo);
        router.refresh();
      } catch {
        setFailure(t("errors.generic"));
        toast.error(errorTitle, { description: t("errors.generic") });
      }
    }),
  );

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={errorTitle} message={failure} /> : null}
      <FormField id={`${portal}-email`} label={t("email")} error={message(errors.email?.message)} required>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <FormField id={`${portal}-password`} label={t("password")} error={message(errors.password?.message)} required>
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
    </form>
  );
}
