"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MaskedInput } from "@/components/ui/masked-input";
import { PasswordInput } from "@/components/ui/password-input";
import { affiliateSignUpAction } from "@/lib/auth/actions";
import { affiliateSignUpSchema, type AffiliateSignUpInput } from "@/lib/auth/schema";
import { maskCpfCnpj } from "@/lib/br/cpf-cnpj";
import { maskPhone } from "@/lib/br/phone";
import { FormAlert } from "./form-alert";
import { useMessage } from "./use-message";

const empty: AffiliateSignUpInput = { name: "", email: "", phone: "", document: "", password: "", confirmPassword: "" };

export function AffiliateSignUpForm() {
  const t = useTranslations("auth");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AffiliateSignUpInput, unknown, z.output<typeof affiliateSignUpSchema>>({
    resolver: zodResolver(affiliateSignUpSchema),
    defaultValues: empty,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setFailure(null);
      try {
        const result = await affiliateSignUpAction(values);
        if (!result.ok) {
          for (const [field, key] of Object.entries(result.fieldErrors ?? {})) {
            form.setError(field as keyof AffiliateSignUpInput, { message: key });
          }
          const text = message(result.code) ?? t("errors.generic");
          setFailure(text);
          toast.error(t("signUp.errorTitle"), { description: text });
          return;
        }
        if (result.data.redirectTo) {
          toast.success(t("signUp.success"));
          router.replace(result.data.redirectTo);
          router.refresh();
        } else {
          toast.success(t("signUp.confirmEmail"));
          form.reset(empty);
        }
      } catch {
        setFailure(t("errors.generic"));
        toast.error(t("signUp.errorTitle"), { description: t("errors.generic") });
      }
    }),
  );

  const field = (name: keyof AffiliateSignUpInput) => message(errors[name]?.message);

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("signUp.errorTitle")} message={failure} /> : null}
      <FormField id="signup-name" label={t("name")} error={field("name")} required>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField id="signup-email" label={t("email")} error={field("email")} required>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-phone" label={t("phone")} error={field("phone")} required>
          <MaskedInput mask={maskPhone} type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" {...form.register("phone")} />
        </FormField>
        <FormField id="signup-document" label={t("document")} error={field("document")} required>
          <MaskedInput mask={maskCpfCnpj} inputMode="text" autoCapitalize="characters" {...form.register("document")} />
        </FormField>
      </div>
      <FormField id="signup-password" label={t("password")} error={field("password")} required>
        <PasswordInput autoComplete="new-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} {...form.register("password")} />
      </FormField>
      <FormField id="signup-confirm" label={t("confirmPassword")} error={field("confirmPassword")} required>
        <PasswordInput autoComplete="new-password" showLabel={t("showPassword")} hideLabel={t("hidePassword")} {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("signUp.submitting") : t("signUp.submit")}
      </Button>
    </form>
  );
}
