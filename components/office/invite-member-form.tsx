"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Form } from "@/components/forms/form";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { OFFICE_ROLES } from "@/lib/db/enums";
import { inviteMemberAction } from "@/lib/office/actions";
import { inviteMemberSchema } from "@/lib/office/schema";

/** A socio invites someone to the staff: e-mail and role; the link goes by e-mail. */
export function InviteMemberForm() {
  const t = useTranslations("office.team");
  const tRoles = useTranslations("office.roles");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: inviteMemberSchema,
    defaultValues: { email: "", role: "analista" },
    action: inviteMemberAction,
    errorTitle: t("inviteFailed"),
    fallbackMessage: t("inviteFailed"),
    onSuccess: (data) => {
      toast.success(t("invited", { email: data.email }));
      form.reset({ email: "", role: form.getValues("role") });
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
      {failure ? (
        <div className="sm:col-span-3">
          <FormAlert title={t("inviteFailed")} message={failure} />
        </div>
      ) : null}
      <FormField id="invite-email" label={t("email")} error={fieldError("email")} required>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <FormField id="invite-role" label={t("role")} error={fieldError("role")} required>
        <NativeSelect {...form.register("role")}>
          {OFFICE_ROLES.map((role) => (
            <option key={role} value={role}>
              {tRoles(role)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? t("inviting") : t("invite")}
      </Button>
    </Form>
  );
}
