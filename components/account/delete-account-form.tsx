"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { PasswordInput } from "@/components/forms/password-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { eraseAccountSchema } from "@/lib/account/erase-schema";
import { eraseOwnAccountAction, eraseUserAsAdminAction } from "@/lib/account/erase-actions";
import { Form } from "@/components/forms/form";

type Props = {
  /** The account an administrator erases; without it, the signed-in user's own. */
  targetId?: string;
  label: string;
  /** Whose password is asked: the account's own, or the administrator's. */
  passwordLabel: string;
  submit: string;
  done: string;
  idPrefix: string;
};

/** A typed confirmation ('EXCLUIR' or the account's e-mail) and the password before an account is erased for good. */
export function DeleteAccountForm({ targetId, label, passwordLabel, submit, done, idPrefix }: Props) {
  const t = useTranslations("accountDeletion");
  const auth = useTranslations("auth");
  const router = useRouter();
  const {
    form,
    submit: onSubmit,
    pending,
    failure,
    fieldError,
  } = useActionForm({
    schema: eraseAccountSchema,
    defaultValues: { confirmation: "", currentPassword: "" },
    action: (values) => (targetId ? eraseUserAsAdminAction(targetId, values) : eraseOwnAccountAction(values)),
    errorTitle: t("errorTitle"),
    fallbackMessage: t("errorTitle"),
    onSuccess: ({ redirectTo }) => {
      toast.success(done);
      router.replace(redirectTo);
      router.refresh();
    },
  });
  return (
    <Form onSubmit={onSubmit} noValidate className="grid max-w-md gap-3">
      {failure ? <FormAlert title={t("errorTitle")} message={failure} /> : null}
      <FormField id={`${idPrefix}-confirmation`} label={label} error={fieldError("confirmation")} required>
        <Input autoComplete="off" spellCheck={false} {...form.register("confirmation")} />
      </FormField>
      <FormField id={`${idPrefix}-password`} label={passwordLabel} error={fieldError("currentPassword")} required>
        <PasswordInput
          autoComplete="current-password"
          showLabel={auth("showPassword")}
          hideLabel={auth("hidePassword")}
          {...form.register("currentPassword")}
        />
      </FormField>
      <Button
        type="submit"
        variant="destructive"
        disabled={pending}
        className="h-auto min-h-9 justify-self-start whitespace-normal"
      >
        {pending ? t("submitting") : submit}
      </Button>
    </Form>
  );
}
