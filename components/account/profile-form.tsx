"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateProfileAction } from "@/lib/account/profile-actions";
import { profileFormSchema, type ProfileFormValues } from "@/lib/account/profile-schema";
import { Form } from "@/components/forms/form";
import { PhoneInput } from "@/components/forms/phone-input";

/** Name and phone; saving refreshes the shell, which greets by name. */
export function ProfileForm({ defaults }: { defaults: ProfileFormValues }) {
  const t = useTranslations("profile");
  const tc = useTranslations("common");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: profileFormSchema,
    defaultValues: defaults,
    action: updateProfileAction,
    errorTitle: t("errors.saveFailed"),
    fallbackMessage: tc("genericError"),
    onSuccess: (_data, values) => {
      toast.success(t("saved"));
      form.reset(values);
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4">
      {failure ? <FormAlert title={t("errors.saveFailed")} message={failure} /> : null}
      <FormField id="profile-name" label={t("name")} error={fieldError("name")} required>
        <Input autoComplete="name" maxLength={120} {...form.register("name")} />
      </FormField>
      <FormField id="profile-phone" label={t("phone")} description={t("phoneHint")} error={fieldError("phone")}>
        <PhoneInput {...form.register("phone")} />
      </FormField>
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? t("saving") : t("save")}
      </Button>
    </Form>
  );
}
