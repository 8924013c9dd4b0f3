"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { NativeSelect } from "@/components/forms/native-select";
import { useActionCall } from "@/components/forms/use-action-call";
import { HIDDEN_CREDIT_STATUSES, type HiddenCreditStatus } from "@/lib/db/enums";
import { setHiddenCreditStatusAction } from "@/lib/tools/hidden-credit-actions";

/** The status of one saved estimate, saved on change (Disponível / Em análise / Pendente). */
export function CreditStatusSelect({ id, title, status }: { id: string; title: string; status: HiddenCreditStatus }) {
  const t = useTranslations("hiddenCredits");
  const [value, setValue] = useState(status);
  // The select shows the choice at once; a refusal puts back the status the server still has.
  const [saved, setSaved] = useState(status);
  const { run: save, pending } = useActionCall({
    action: (next: HiddenCreditStatus) => setHiddenCreditStatusAction(id, next),
    errorTitle: t("saved.statusFailed"),
    onSuccess: (_, next) => {
      setSaved(next);
      toast.success(t("saved.statusSaved"));
    },
    onFailure: () => setValue(saved),
  });
  const change = (next: HiddenCreditStatus) => {
    setValue(next);
    save(next);
  };
  return (
    <NativeSelect
      aria-label={t("saved.statusOf", { title })}
      value={value}
      disabled={pending}
      onChange={(e) => change(e.target.value as HiddenCreditStatus)}
      data-testid="credit-status"
      className="w-full sm:w-44"
    >
      {HIDDEN_CREDIT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`statuses.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
