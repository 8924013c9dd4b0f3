"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";
import { FormField } from "./form-field";
import { PasswordInput } from "./password-input";

type Props<T extends FieldValues> = {
  /** Prefix of the input ids, e.g. "register". */
  idPrefix: string;
  register: UseFormRegister<T>;
  fieldError: (name: Path<T>) => string | undefined;
  /** The fields' labels where 'Senha' and 'Confirmar senha' would be ambiguous (a change of password). */
  labels?: { password: string; confirm: string };
};

/** 'Senha' and 'Confirmar senha' of a sign-up form (the schema checks strength and that both match). */
export function NewPasswordFields<T extends FieldValues & { password: string; confirmPassword: string }>({
  idPrefix,
  register,
  fieldError,
  labels,
}: Props<T>) {
  const t = useTranslations("auth");
  const password = "password" as Path<T>;
  const confirm = "confirmPassword" as Path<T>;
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={labels?.password ?? t("password")}
        error={fieldError(password)}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...register(password)}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-confirm`}
        label={labels?.confirm ?? t("confirmPassword")}
        error={fieldError(confirm)}
        required
      >
        <PasswordInput
          autoComplete="new-password"
          showLabel={t("showPassword")}
          hideLabel={t("hidePassword")}
          {...register(confirm)}
        />
      </FormField>
    </>
  );
}
