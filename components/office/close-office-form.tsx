"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { z } from "zod";
import { Form } from "@/components/forms/form";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { closeOfficeAction } from "@/lib/office/actions";

const schema = z.object({ confirm: z.string() });

/** The titular closes the office, typing its name to confirm: the staff and client logins lose access. */
export function CloseOfficeForm({ officeName }: { officeName: string }) {
  const t = useTranslations("office.settings");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema,
    defaultValues: { confirm: "" },
    action: closeOfficeAction,
    errorTitle: t("closeFailed"),
    fallbackMessage: t("closeFailed"),
    onSuccess: () => {
      toast.success(t("closed"));
      router.replace("/dashboard");
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
      {failure ? <FormAlert title={t("closeFailed")} message={failure} /> : null}
      <FormField
        id="close-confirm"
        label={t("closeConfirm", { name: officeName })}
        error={fieldError("confirm")}
        required
      >
        <Input autoComplete="off" {...form.register("confirm")} />
      </FormField>
      <Button type="submit" variant="destructive" disabled={pending} className="justify-self-start">
        {t("close")}
      </Button>
    </Form>
  );
}
