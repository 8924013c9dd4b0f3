"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { upgradeAction } from "@/lib/billing/actions";
import { upgradeSchema } from "@/lib/billing/schema";
import { maskCpf } from "@/lib/br/cpf";
import { maskPhone } from "@/lib/br/phone";
import { BillingContactFields } from "./billing-contact-fields";
import { REDIRECT_DELAY_MS, TermsField } from "./register-form";
import { Form } from "@/components/forms/form";

type Props = {
  plan: { slug: string; name: string };
  account: { name: string; email: string; cpf: string; phone: string };
};

/** Upgrade mode of /register: name and e-mail from the account, no password fields. */
export function UpgradeForm({ plan, account }: Props) {
  const t = useTranslations("billing.register");
  const auth = useTranslations("auth");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: upgradeSchema,
    defaultValues: { cpf: maskCpf(account.cpf), phone: maskPhone(account.phone), acceptTerms: false, plan: plan.slug },
    action: upgradeAction,
    errorTitle: t("paymentErrorTitle"),
    fallbackMessage: t("errors.payment"),
    onSuccess: ({ redirectTo }) => {
      toast.success(t("paidSuccess"));
      setTimeout(() => router.replace(redirectTo), REDIRECT_DELAY_MS);
    },
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("paymentErrorTitle")} message={failure} /> : null}
      <FormField id="upgrade-name" label={auth("name")}>
        <Input value={account.name} readOnly />
      </FormField>
      <FormField id="upgrade-email" label={auth("email")}>
        <Input type="email" value={account.email} readOnly />
      </FormField>
      <BillingContactFields register={form.register} fieldError={fieldError} />
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field }) => (
          <TermsField checked={field.value === true} onChange={field.onChange} error={fieldError("acceptTerms")} />
        )}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("submitting") : t("submitUpgrade", { plan: plan.name })}
      </Button>
    </Form>
  );
}
