"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { editUserAction } from "@/lib/admin/actions";
import { editUserSchema, type EditUserInput } from "@/lib/admin/schema";
import { USER_TYPES } from "@/lib/db/enums";
import type { StatusOption } from "@/lib/plans/labels";
import { Form } from "@/components/forms/form";

/** Name, user type and plan status of one user; the change is confirmed in a dialog before it is sent. */
export function EditUserForm({
  userId,
  defaults,
  ownAccount,
  planOptions,
}: {
  userId: string;
  defaults: EditUserInput;
  ownAccount: boolean;
  planOptions: StatusOption[];
}) {
  const t = useTranslations("adminOps.users");
  const tTypes = useTranslations("adminOps.userTypes");
  const tc = useTranslations("adminOps.common");
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: editUserSchema,
    defaultValues: defaults,
    action: (values) => editUserAction(userId, values),
    onSuccess: (data) => {
      toast.success(data.changed ? t("saved") : t("unchanged"));
      router.refresh();
    },
    errorTitle: t("saveFailed"),
    fallbackMessage: t("errors.invalid"),
  });
  return (
    <Form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => setConfirming(true))}>
      <FormField label={t("name")} error={fieldError("name")} required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField
        label={t("columns.type")}
        error={fieldError("userType")}
        description={ownAccount ? t("errors.ownRole") : undefined}
      >
        <NativeSelect disabled={ownAccount} {...form.register("userType")}>
          {USER_TYPES.map((type) => (
            <option key={type} value={type}>
              {tTypes(type)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("planName")} error={fieldError("subscriptionStatus")} description={t("planHint")}>
        <NativeSelect {...form.register("subscriptionStatus")}>
          {planOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {failure ? <FormAlert title={t("saveFailed")} message={failure} /> : null}
      <div>
        <Button type="submit" disabled={pending}>
          {t("save")}
        </Button>
      </div>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("confirmTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("confirmDescription")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{tc("cancel")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                setConfirming(false);
                void submit();
              }}
            >
              {t("confirm")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Form>
  );
}
