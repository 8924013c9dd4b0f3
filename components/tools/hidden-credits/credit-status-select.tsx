"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "sonner";
import { NativeSelect } from "@/components/forms/native-select";
import { useMessage } from "@/components/forms/use-message";
import { HIDDEN_CREDIT_STATUSES, type HiddenCreditStatus } from "@/lib/db/enums";
import { setHiddenCreditStatusAction } from "@/lib/tools/hidden-credit-actions";

/** The status of one saved estimate, saved on change (Disponível / Em análise / Pendente). */
export function CreditStatusSelect({ id, title, status }: { id: string; title: string; status: HiddenCreditStatus }) {
  const t = useTranslations("hiddenCredits");
  const message = useMessage();
  const [value, setValue] = useState(status);
  const [pending, startTransition] = useTransition();
  const change = (next: HiddenCreditStatus) => {
    const previous = value;
    setValue(next);
    startTransition(async () => {
      const result = await setHiddenCreditStatusAction(id, next);
      if (result.ok) {
        toast.success(t("saved.statusSaved"));
      } else {
        setValue(previous);
        toast.error(t("saved.statusFailed"), { description: message(result.message, result.values) });
      }
    });
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
