"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { verifySecondFactorAction } from "@/lib/account/actions";
import type { Portal } from "@/lib/auth/landing";
import { secondFactorSchema } from "@/lib/auth/schema";
import { Form } from "@/components/forms/form";

/** The sign-in's second step: the authenticator app's code, or a recovery code. */
export function SecondFactorForm({ portal, next }: { portal: Portal; next?: string }) {
  const t = useTranslations("security.secondStep");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: secondFactorSchema,
    defaultValues: { code: "", next },
    action: (values) => verifySecondFactorAction(portal, values),
    // A wrong code is told once, by the inline alert (role=alert) above the field: no toast repeating it.
    fallbackMessage: t("errorTitle"),
    onSuccess: ({ redirectTo }) => {
      toast.success(t("success"));
      router.replace(redirectTo);
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? (
        <FormAlert title={t("errorTitle")} message={fieldError("code") === failure ? undefined : failure} />
      ) : null}
      <FormField id="second-factor-code" label={t("code")} error={fieldError("code")} required>
        <Input autoComplete="one-time-code" autoFocus maxLength={20} {...form.register("code")} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? t("submitting") : t("submit")}
      </Button>
    </Form>
  );
}
