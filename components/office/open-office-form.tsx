"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Form } from "@/components/forms/form";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { MaskedInput } from "@/components/forms/masked-input";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { maskCnpj } from "@/lib/br/cnpj";
import { createOfficeAction, updateOfficeAction } from "@/lib/office/actions";
import { officeFormSchema, type OfficeFormValues } from "@/lib/office/schema";

/** Opening an office (no `editing`) or changing its name and CNPJ (Configurações do escritório). */
export function OfficeForm({ defaultValues, editing = false }: { defaultValues: OfficeFormValues; editing?: boolean }) {
  const t = useTranslations("office.form");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: officeFormSchema,
    defaultValues,
    action: (values) => (editing ? updateOfficeAction(values) : createOfficeAction(values)),
    errorTitle: t("failed"),
    fallbackMessage: t("failed"),
    onSuccess: (_, values) => {
      toast.success(editing ? t("saved") : t("opened", { name: values.name }));
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
      {failure ? <FormAlert title={t("failed")} message={failure} /> : null}
      <FormField id="office-name" label={t("name")} error={fieldError("name")} required>
        <Input autoComplete="organization" {...form.register("name")} />
      </FormField>
      <FormField id="office-cnpj" label={t("cnpj")} description={t("cnpjHelp")} error={fieldError("cnpj")}>
        <MaskedInput mask={maskCnpj} inputMode="text" placeholder="00.000.000/0000-00" {...form.register("cnpj")} />
      </FormField>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? t("saving") : editing ? t("save") : t("open")}
      </Button>
    </Form>
  );
}
