"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormAlert } from "@/components/auth/form-alert";
import { useMessage } from "@/components/auth/use-message";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { registerAction, rememberReferralAction } from "@/lib/billing/actions";
import { registerSchema, type RegisterInput } from "@/lib/billing/schema";
import { maskCpf } from "@/lib/br/cpf";
import { maskPhone } from "@/lib/br/phone";

/** Redirect delay after success (spec §9: about 1 second, so the toast is read). */
const REDIRECT_DELAY_MS = 1000;

export function RegisterForm({ plan, referral }: { plan: { slug: string; name: string } | null; referral: string | null }) {
  const t = useTranslations("billing.register");
  const auth = useTranslations("auth");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: "", email: "", cpf: "", phone: "", password: "", confirmPassword: "", acceptTerms: false, plan: plan?.slug ?? "", ref: referral ?? "" },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (referral) void rememberReferralAction(referral);
  }, [referral]);

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setFailure(null);
      try {
        const result = await registerAction(values);
        if (!result.ok) {
          for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof RegisterInput, { message: key });
          const text = message(result.code) ?? t("errors.account");
          setFailure(text);
          toast.error(t("errorTitle"), { description: text });
          return;
        }
        if (result.data.trial) toast.success(t("trialSuccess"), { description: t("trialSuccessDescription") });
        else toast.success(t("paidSuccess"));
        setTimeout(() => router.replace(result.data.redirectTo), REDIRECT_DELAY_MS);
      } catch {
        setFailure(t("errors.account"));
        toast.error(t("errorTitle"), { description: t("errors.account") });
      }
    }),
  );

  const field = (name: keyof RegisterInput) => message(errors[name]?.message);
  const masked = (name: "phone" | "cpf", mask: (v: string) => string) => {
    const registration = form.register(name);
    return {
      ...registration,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        event.target.value = mask(event.target.value);
        return registration.onChange(event);
      },
    };
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("errorTitle")} message={failure} /> : null}
      <FormField id="register-name" label={auth("name")} error={field("name")} required>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField id="register-email" label={auth("email")} error={field("email")} required>
        <Input type="email" autoComplete="email" placeholder={auth("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-cpf" label={t("cpf")} error={field("cpf")} required>
          <Input inputMode="numeric" placeholder="000.000.000-00" {...masked("cpf", maskCpf)} />
        </FormField>
        <FormField id="register-phone" label={auth("phone")} error={field("phone")} required>
          <Input type="tel" inputMode="tel" autoComplete="tel-national" placeholder="(11) 98765-4321" {...masked("phone", maskPhone)} />
        </FormField>
      </div>
      <FormField id="register-password" label={auth("password")} error={field("password")} required>
        <PasswordInput autoComplete="new-password" showLabel={auth("showPassword")} hideLabel={auth("hidePassword")} {...form.register("password")} />
      </FormField>
      <FormField id="register-confirm" label={auth("confirmPassword")} error={field("confirmPassword")} required>
        <PasswordInput autoComplete="new-password" showLabel={auth("showPassword")} hideLabel={auth("hidePassword")} {...form.register("confirmPassword")} />
      </FormField>
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field: terms }) => <TermsField checked={terms.value === true} onChange={terms.onChange} error={field("acceptTerms")} />}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("submitting") : plan ? t("submitPaid", { plan: plan.name }) : t("submitTrial")}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        {t("haveAccount")}{" "}
        <Link href="/login" className="text-primary underline-offset-4 hover:underline">
          {t("signIn")}
        </Link>
      </p>
    </form>
  );
}

/** The terms checkbox with links to /terms and /privacy; controlled, for use inside a react-hook-form Controller. */
export function TermsField({ checked, onChange, error }: { checked: boolean; onChange: (value: boolean) => void; error?: string }) {
  const t = useTranslations("billing.register");
  return (
    <FormField
      id="register-terms"
      inline
      error={error}
      required
      label={
        <span className="text-sm font-normal">
          {t.rich("terms", {
            terms: (chunks) => (
              <Link href="/terms" target="_blank" className="text-primary underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/privacy" target="_blank" className="text-primary underline">
                {chunks}
              </Link>
            ),
          })}
        </span>
      }
    >
      <Checkbox checked={checked} onCheckedChange={(v) => onChange(v === true)} />
    </FormField>
  );
}
