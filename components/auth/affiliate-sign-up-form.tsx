"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { MaskedInput } from "@/components/forms/masked-input";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { affiliateSignUpAction } from "@/lib/account/actions";
import { affiliateSignUpSchema, type AffiliateSignUpInput } from "@/lib/auth/schema";
import { maskCpfCnpj } from "@/lib/br/cpf-cnpj";
import { FormAlert } from "@/components/forms/form-alert";
import { useActionForm } from "@/components/forms/use-action-form";
import { Form } from "@/components/forms/form";
import { PhoneInput } from "@/components/forms/phone-input";

const empty: AffiliateSignUpInput = { name: "", email: "", phone: "", document: "", password: "", confirmPassword: "" };

export function AffiliateSignUpForm() {
  const t = useTranslations("auth");
  const router = useRouter();
  const {
    form,
    submit,
    pending,
    failure,
    fieldError: field,
  } = useActionForm({
    schema: affiliateSignUpSchema,
    defaultValues: empty,
    action: affiliateSignUpAction,
    errorTitle: t("signUp.errorTitle"),
    fallbackMessage: t("errors.generic"),
    onSuccess: ({ redirectTo }) => {
      if (redirectTo) {
        toast.success(t("signUp.success"));
        router.replace(redirectTo);
        router.refresh();
      } else {
        toast.success(t("signUp.confirmEmail"));
        form.reset(empty);
      }
    },
  });

  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("signUp.errorTitle")} message={failure} /> : null}
      <FormField id="signup-name" label={t("name")} error={field("name")} required>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <FormField id="signup-email" label={t("email")} error={field("email")} required>
        <Input type="email" autoComplete="email" placeholder={t("emailPlaceholder")} {...form.register("email")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-phone" label={t("phone")} error={field("phone")} required>
          <PhoneInput {...form.register("phone")} />
        </FormField>
        <FormField id="signup-document" label={t("document")} error={field("document")} required>
          <MaskedInput mask={maskCpfCnpj} inputMode="text" autoCapitalize="characters" {...form.register("document")} />
        </FormField>
      </div>
      <NewPasswordFields idPrefix="signup" register={form.register} fieldError={field} />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("signUp.submitting") : t("signUp.submit")}
      </Button>
    </Form>
  );
}
