"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { registerAction, rememberReferralAction } from "@/lib/billing/actions";
import { registerSchema } from "@/lib/billing/schema";
import { BillingContactFields } from "./billing-contact-fields";
import { Form } from "@/components/forms/form";
import { TextLink } from "@/components/ui/text-link";

/** Redirect delay after success: about a second, so the toast is read. */
export const REDIRECT_DELAY_MS = 1000;

export function RegisterForm({
  plan,
  referral,
}: {
  plan: { slug: string; name: string } | null;
  referral: string | null;
}) {
  const t = useTranslations("billing.register");
  const auth = useTranslations("auth");
  const router = useRouter();
  const {
    form,
    submit,
    pending,
    failure,
    fieldError: field,
  } = useActionForm({
    schema: registerSchema,
    defaultValues: {
      name: "",
      email: "",
      cpf: "",
      phone: "",
      password: "",
      confirmPassword: "",
      acceptTerms: false,
      plan: plan?.slug ?? "",
      ref: referral ?? "",
    },
    action: registerAction,
    errorTitle: t("errorTitle"),
    fallbackMessage: t("errors.account"),
    onSuccess: ({ trial, redirectTo }) => {
      if (trial) toast.success(t("trialSuccess"), { description: t("trialSuccessDescription") });
      else toast.success(t("paidSuccess"));
      setTimeout(() => router.replace(redirectTo), REDIRECT_DELAY_MS);
    },
  });

  useEffect(() => {
    // Best effort, in the background: the sign-up goes on without the referral if it cannot be kept.
    if (referral) rememberReferralAction(referral).catch(() => null);
  }, [referral]);

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("errorTitle")} message={failure} /> : null}
      <FormField id="register-name" label={auth("name")} error={field("name")} required>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField id="register-email" label={auth("email")} error={field("email")} required>
        <Input type="email" autoComplete="email" placeholder={auth("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <BillingContactFields register={form.register} fieldError={field} />
      <NewPasswordFields idPrefix="register" register={form.register} fieldError={field} />
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field: terms }) => (
          <TermsField checked={terms.value === true} onChange={terms.onChange} error={field("acceptTerms")} />
        )}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("submitting") : plan ? t("submitPaid", { plan: plan.name }) : t("submitTrial")}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        {t("haveAccount")}{" "}
        <TextLink href="/login" className="underline">
          {t("signIn")}
        </TextLink>
      </p>
    </Form>
  );
}

/** The terms checkbox with links to /terms and /privacy; controlled, for use inside a react-hook-form Controller. */
export function TermsField({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  error?: string;
}) {
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
      <Checkbox checked={checked} onCheckedChange={onChange} />
    </FormField>
  );
}
