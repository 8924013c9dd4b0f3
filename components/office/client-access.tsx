"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { RowConfirmButton } from "@/components/common/confirm-action-button";
import { ConfirmDeleteButton } from "@/components/common/confirm-delete-button";
import { Form } from "@/components/forms/form";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionCall } from "@/components/forms/use-action-call";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  assignClientAction,
  deleteOfficeClientAction,
  inviteClientAction,
  removeClientLoginAction,
} from "@/lib/office/client-actions";
import { inviteClientSchema } from "@/lib/office/schema";

/** A socio picks the analyst responsible for a client (or none). */
export function AssignmentForm({
  companyId,
  analystId,
  analysts,
}: {
  companyId: string;
  analystId: string | null;
  analysts: { userId: string; name: string }[];
}) {
  const t = useTranslations("office.client");
  const router = useRouter();
  const [value, setValue] = useState(analystId ?? "");
  const { run: save, pending } = useActionCall({
    action: () => assignClientAction(companyId, { analystId: value }),
    errorTitle: t("assignFailed"),
    onSuccess: () => {
      toast.success(t("assigned"));
      router.refresh();
    },
  });
  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormField id="client-analyst" label={t("analyst")}>
        <NativeSelect value={value} onChange={(e) => setValue(e.target.value)} className="w-64">
          <option value="">{t("noAnalyst")}</option>
          {analysts.map((a) => (
            <option key={a.userId} value={a.userId}>
              {a.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button onClick={() => save()} disabled={pending || value === (analystId ?? "")}>
        {t("assign")}
      </Button>
    </div>
  );
}

/** A socio invites the client company's owner to a login limited to this company. */
export function InviteClientForm({ companyId }: { companyId: string }) {
  const t = useTranslations("office.client");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: inviteClientSchema,
    defaultValues: { email: "" },
    action: (values) => inviteClientAction(companyId, values),
    errorTitle: t("inviteFailed"),
    fallbackMessage: t("inviteFailed"),
    onSuccess: (data) => {
      toast.success(t("invited", { email: data.email }));
      form.reset({ email: "" });
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      {failure ? (
        <div className="sm:col-span-2">
          <FormAlert title={t("inviteFailed")} message={failure} />
        </div>
      ) : null}
      <FormField id="client-login-email" label={t("loginEmail")} error={fieldError("email")} required>
        <Input type="email" autoComplete="off" {...form.register("email")} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? t("inviting") : t("inviteLogin")}
      </Button>
    </Form>
  );
}

export function RemoveClientLoginButton({
  companyId,
  userId,
  name,
}: {
  companyId: string;
  userId: string;
  name: string;
}) {
  const t = useTranslations("office.client");
  return (
    <RowConfirmButton
      label={t("removeLoginOf", { name })}
      button={t("removeLogin")}
      onConfirm={() => removeClientLoginAction(companyId, userId)}
      texts={{
        title: t("removeLoginTitle", { name }),
        description: t("removeLoginDescription"),
        cancel: t("cancel"),
        confirm: t("removeLogin"),
        done: t("loginRemoved"),
        failed: t("removeLoginFailed"),
      }}
    />
  );
}

export function DeleteClientButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations("office.client");
  return (
    <ConfirmDeleteButton
      onDelete={() => deleteOfficeClientAction(id)}
      redirectTo="/escritorio"
      texts={{
        label: t("delete", { name }),
        title: t("deleteTitle", { name }),
        description: t("deleteDescription"),
        cancel: t("cancel"),
        confirm: t("deleteConfirm"),
        deleted: t("deleted", { name }),
        failed: t("deleteFailed"),
      }}
    />
  );
}
