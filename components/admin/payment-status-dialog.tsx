"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { FormAlert } from "@/components/forms/form-alert";
import { FormField } from "@/components/forms/form-field";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { changePaymentStatusAction } from "@/lib/admin/actions";
import { changePaymentStatusSchema, type ChangePaymentStatusInput } from "@/lib/admin/schema";
import { Form } from "@/components/forms/form";

/** 'Alterar status': the allowed next statuses of this charge and a required reason, in a dialog. */
export function PaymentStatusDialog({
  paymentId,
  customer,
  allowed,
}: {
  paymentId: string;
  customer: string;
  allowed: readonly ChangePaymentStatusInput["status"][];
}) {
  const t = useTranslations("adminOps.payments");
  const tc = useTranslations("adminOps.common");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { form, submit, pending, failure, fieldError } = useActionForm({
    schema: changePaymentStatusSchema,
    defaultValues: { status: allowed[0], reason: "" },
    action: (values) => changePaymentStatusAction(paymentId, values),
    onSuccess: ({ to }) => {
      // The provider's answer, which may be a step on the way (a refund is "em processamento" before "Reembolsado").
      const status = t.has(`statuses.${to}` as never) ? t(`statuses.${to}` as never) : to;
      toast.success(t("changed"), { description: t("changedTo", { status }) });
      setOpen(false);
      form.reset({ status: allowed[0], reason: "" });
      router.refresh();
    },
    errorTitle: t("changeFailed"),
    fallbackMessage: t("errors.invalid"),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("change")}
          <span className="sr-only"> — {customer}</span>
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={tc("cancel")}>
        <DialogHeader>
          <DialogTitle>{t("changeTitle")}</DialogTitle>
          <DialogDescription>{t("changeDescription")}</DialogDescription>
        </DialogHeader>
        <Form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={t("newStatus")} error={fieldError("status")} required>
            <NativeSelect {...form.register("status")}>
              {allowed.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("reason")} error={fieldError("reason")} description={t("reasonHint")} required>
            <textarea
              rows={3}
              maxLength={500}
              className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive rounded-md border px-3 py-2 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm"
              {...form.register("reason")}
            />
          </FormField>
          {failure ? <FormAlert title={t("changeFailed")} message={failure} /> : null}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {t("confirm")}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
