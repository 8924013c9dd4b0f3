"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FormAlert } from "@/components/auth/form-alert";
import { useMessage } from "@/components/auth/use-message";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { upgradeAction } from "@/lib/billing/actions";
import { upgradeSchema, type UpgradeInput } from "@/lib/billing/schema";
import { maskCpf } from "@/lib/br/cpf";
import { maskPhone } from "@/lib/br/phone";
import { TermsField } from "./register-form";

type Props = { plan: { slug: string; name: string }; account: { name: string; email: string; cpf: string; phone: string } };

/** Upgrade mode of /register: name and e-mail from the account, no password fields. */
export function UpgradeForm({ plan, account }: Props) {
  const t = useTranslations("billing.register");
  const auth = useTranslations("auth");
  const message = useMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<UpgradeInput, unknown, z.output<typeof upgradeSchema>>({
    resolver: zodResolver(upgradeSchema),
    defaultValues: { cpf: maskCpf(account.cpf), phone: maskPhone(account.phone), acceptTerms: false, plan: plan.slug },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    startTransition(async () => {
      setFailure(null);
      try {
        const result = await upgradeAction(values);
        if (!result.ok) {
          for (const [field, key] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof UpgradeInput, { message: key });
          const text = message(result.code) ?? t("errors.payment");
          setFailure(text);
          toast.error(t("paymentErrorTitle"), { description: text });
          return;
        }
        toast.success(t("paidSuccess"));
        setTimeout(() => router.replace(result.data.redirectTo), 1000);
      } catch {
        setFailure(t("errors.payment"));
        toast.error(t("paymentErrorTitle"), { description: t("errors.payment") });
      }
    }),
  );

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
      {failure ? <FormAlert title={t("paymentErrorTitle")} message={failure} /> : null}
      <FormField id="upgrade-name" label={auth("name")}>
        <Input value={account.name} readOnly />
      </FormField>
      <FormField id="upgrade-email" label={auth("email")}>
        <Input type="email" value={account.email} readOnly />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-cpf" label={t("cpf")} error={message(errors.cpf?.message)} required>
          <Input inputMode="numeric" placeholder="000.000.000-00" {...masked("cpf", maskCpf)} />
        </FormField>
        <FormField id="register-phone" label={auth("phone")} error={message(errors.phone?.message)} required>
          <Input type="tel" inputMode="tel" placeholder="(11) 98765-4321" {...masked("phone", maskPhone)} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field }) => <TermsField checked={field.value === true} onChange={field.onChange} error={message(errors.acceptTerms?.message)} />}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("submitting") : t("submitUpgrade", { plan: plan.name })}
      </Button>
    </form>
  );
}
