"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Form } from "@/components/forms/form";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NewPasswordFields } from "@/components/forms/new-password-fields";
import { useActionCall } from "@/components/forms/use-action-call";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { acceptInvitationAction, signUpFromInvitationAction } from "@/lib/office/invitation-actions";
import { invitationSignUpSchema } from "@/lib/office/schema";

/** Signed in with the invited e-mail: one button. */
export function AcceptInvitationButton({ token, next }: { token: string; next: string }) {
  const t = useTranslations("office.invite");
  const router = useRouter();
  const {
    run: accept,
    pending,
    failure,
  } = useActionCall({
    action: () => acceptInvitationAction(token, {}),
    fallbackMessage: t("failed"),
    onSuccess: () => {
      toast.success(t("accepted"));
      router.replace(next);
      router.refresh();
    },
  });
  return (
    <div className="grid gap-3">
      {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
      <Button onClick={() => accept()} disabled={pending}>
        {pending ? t("accepting") : t("accept")}
      </Button>
    </div>
  );
}

/** A visitor creates the account of the invited e-mail from the link, and joins at once. */
export function InvitationSignUpForm({ token, next }: { token: string; next: string }) {
  const t = useTranslations("office.invite");
  const router = useRouter();
  const [confirmEmail, setConfirmEmail] = useState(false);
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: invitationSignUpSchema,
    defaultValues: { name: "", password: "", confirmPassword: "" },
    action: (values) => signUpFromInvitationAction(token, values),
    errorTitle: t("signUpFailed"),
    fallbackMessage: t("signUpFailed"),
    onSuccess: (data) => {
      if (!data.signedIn) {
        setConfirmEmail(true);
        return;
      }
      toast.success(t("accepted"));
      router.replace(next);
      router.refresh();
    },
  });
  if (confirmEmail) return <p role="status">{t("confirmEmail")}</p>;
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("signUpFailed")} message={failure} /> : null}
      <FormField id="invite-name" label={t("name")} error={fieldError("name")} required>
        <Input autoComplete="name" {...form.register("name")} />
      </FormField>
      <NewPasswordFields idPrefix="invite" register={form.register} fieldError={fieldError} />
      <Button type="submit" disabled={pending}>
        {pending ? t("creating") : t("create")}
      </Button>
    </Form>
  );
}
