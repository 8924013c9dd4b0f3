"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/forms/form-field";
import { MaskedInput } from "@/components/forms/masked-input";
import { maskCpf } from "@/lib/br/cpf";
import { PhoneInput } from "@/components/forms/phone-input";

type Props<T extends FieldValues> = {
  register: UseFormRegister<T>;
  fieldError: (name: Path<T>) => string | undefined;
};

/** CPF and phone of the payer (the payment provider's customer), masked while typing. */
export function BillingContactFields<T extends FieldValues & { cpf: string; phone: string }>({
  register,
  fieldError,
}: Props<T>) {
  const t = useTranslations("billing.register");
  const auth = useTranslations("auth");
  const cpf = "cpf" as Path<T>;
  const phone = "phone" as Path<T>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="register-cpf" label={t("cpf")} error={fieldError(cpf)} required>
        <MaskedInput mask={maskCpf} placeholder="000.000.000-00" {...register(cpf)} />
      </FormField>
      <FormField id="register-phone" label={auth("phone")} error={fieldError(phone)} required>
        <PhoneInput {...register(phone)} />
      </FormField>
    </div>
  );
}
