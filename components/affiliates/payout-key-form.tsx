"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { savePayoutKeyAction } from "@/lib/affiliates/actions";
import { pixKeySchema, type PixKeyInput } from "@/lib/affiliates/schema";
import { PIX_KEY_TYPES } from "@/lib/db/enums";
import { Form } from "@/components/forms/form";

/** The payout PIX key: type and key; the server encrypts it and answers only the masked form. */
export function PayoutKeyForm() {
  const t = useTranslations("affiliates.payout");
  const tc = useTranslations("common");
  const router = useRouter();
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: pixKeySchema,
    defaultValues: { type: "cpf", key: "" } satisfies PixKeyInput,
    action: savePayoutKeyAction,
    fallbackMessage: tc("genericError"),
    onSuccess: () => {
      toast.success(t("saved"));
      form.reset({ type: form.getValues("type"), key: "" });
      router.refresh();
    },
  });
  return (
    <Form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      {failure ? (
        <div className="sm:col-span-3">
          <FormAlert title={t("failed")} message={failure} />
        </div>
      ) : null}
      <FormField id="pix-key-type" label={t("type")} error={fieldError("type")} required>
        <NativeSelect {...form.register("type")}>
          {PIX_KEY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="pix-key" label={t("key")} error={fieldError("key")} required>
        <Input autoComplete="off" maxLength={120} {...form.register("key")} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {t("save")}
      </Button>
    </Form>
  );
}
